// What other features may use of the meal library: its read (the meal plan's add panel) and its
// changes (a meal card saves its meal to the library).
export { useLibraryMeals, useMealLibraryActions } from "./hooks";
