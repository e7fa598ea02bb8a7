// The meal rows' mappers other areas write and read the meal plan through (data-transfer, the
// meal library); they live in the store (store/rows.ts).
export { ingredientFields, libraryIngredientFields, mealFields, toIngredient, toMeal } from "./store";
