// What other features may use of recipes: the servings line with its stepper, the per-portion
// badges, the recipe's own view (scaled ingredients, numbered steps, cook mode), and the call that
// reads a recipe page into a preview.
export { PerPortionBadges, ServesStepper } from "./ServesStepper";
export { RecipeView } from "./RecipeView";
export { recipesApi } from "./api";
import "./recipes.css";
