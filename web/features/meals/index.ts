// What other features may use of the meal plan: the day's meals key (the dashboard reads the same
// entry), the failure wording the custom ingredients screen shares, and the shopping ticks a
// member left waiting, which signing out counts and drops.
export { keys as mealKeys } from "./api";
export { failureText } from "./failure";
export { dropTicksOf, waitingTicksOf } from "./shopping-sync";
