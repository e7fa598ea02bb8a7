// What other features may use of the meal plan: the day's meals key (the dashboard reads the same
// entry), the day's read, and the failure wording the custom ingredients screen shares.
export { keys as mealKeys } from "./api";
export { useMeals } from "./hooks";
export { failureText } from "./failure";
