// What other features may use of the meal plan: the day's meals key (the dashboard reads the same
// entry).
export { keys as mealKeys } from "./api";
