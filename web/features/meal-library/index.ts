// What other features may use of the meal library: its key, its read (the meal plan's add panel)
// and its changes (a meal card saves its meal to the library).
export { keys as mealLibraryKeys } from "./api";
export { useLibraryMeals, useMealLibraryActions } from "./hooks";
