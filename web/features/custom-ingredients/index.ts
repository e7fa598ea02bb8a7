// What other features may use of custom ingredients: the key and the read (the meal plan's
// ingredient picker lists them).
export { keys as customIngredientKeys } from "./api";
export { useCustomIngredients } from "./hooks";
