// What other features may use of the food search: the ingredient form's finder and its choice.
export { FoodFinder } from "./FoodFinder";
export { choiceBody, choiceIngredient, type FoodChoice } from "./choice";
