// What other features may use of custom ingredients: their read (the meal plan's ingredient picker
// lists them).
export { useCustomIngredients } from "./hooks";
