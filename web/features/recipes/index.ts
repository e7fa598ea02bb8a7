// What other features may use of recipes: the servings line with its stepper, the per-portion
// badges, and the recipe's own view (scaled ingredients, numbered steps, cook mode).
export { PerPortionBadges, ServesStepper } from "./ServesStepper";
export { RecipeView } from "./RecipeView";
