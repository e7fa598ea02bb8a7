// Every query of the meal plan: meals and their ingredients (meals.ts), family meals' portions and
// members (family.ts), the week's and the shopping list's reads and the ticks (plan.ts), over the
// statements built once in statements.ts and the rows of rows.ts. The services hold the rules.
export * from "./family";
export * from "./meals";
export * from "./plan";
export {
  dayMealsFromValues,
  ingredientFields,
  libraryIngredientFields,
  mealFields,
  recipeColumns,
  recipeFieldsOf,
  withPerPortion,
  toIngredient,
  toMeal,
  type GuestMealValues,
  type IngredientRow,
  type IngredientValues,
  type MealRow,
  type MealValues,
  type PortionValues,
} from "./rows";
export * from "./manual";
