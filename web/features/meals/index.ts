// What other features may use of the meal plan: the day's meals key (the dashboard reads the same
// entry) and the failure wording the custom ingredients screen shares.
export { keys as mealKeys } from "./api";
export { failureText } from "./failure";
