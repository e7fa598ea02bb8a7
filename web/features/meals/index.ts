// What other features may use of the meal plan: the day's meals key (the dashboard reads the same
// entry), and the shopping ticks a member left waiting, which signing out counts and drops.
export { keys as mealKeys } from "./api";
export { dropTicksOf, waitingTicksOf } from "./shopping-sync";
