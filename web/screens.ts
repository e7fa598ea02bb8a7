// The signed-in screens, loaded together as one file on the first signed-in visit: one request
// instead of a screen's own file and the dozen small files the bundler splits shared code into,
// each another round trip before the screen can show. The sign-in page (web/app.tsx) carries none
// of this code.
export { BodyCompositionPage } from "./features/body-composition/BodyCompositionPage";
export { CoachPage } from "./features/coach/CoachPage";
export { CustomIngredientsPage } from "./features/custom-ingredients/CustomIngredientsPage";
export { DashboardPage } from "./features/dashboard/DashboardPage";
export { MealLibraryPage } from "./features/meal-library/MealLibraryPage";
export { RecipeImportPage } from "./pages/RecipeImportPage";
export { MealPlanPage } from "./features/meals/MealPlanPage";
export { ShoppingListPage } from "./features/meals/ShoppingListPage";
export { ProfilePage } from "./features/profile/ProfilePage";
export { ProgramsPage } from "./features/programs/ProgramsPage";
export { WorkoutTemplatesPage } from "./pages/WorkoutTemplatesPage";
export { WorkoutsPage } from "./pages/WorkoutsPage";
export { HistoryPage } from "./features/workouts/sessions/HistoryPage";
export { LibraryPage } from "./pages/LibraryPage";
// Not a screen: rendered beside the routes, it keeps the workouts' working set for offline use.
export { KeepWorkingSet } from "./features/workouts";
