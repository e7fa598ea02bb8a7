// What other features may use of workout templates: reading the list, saving one, and loading
// one with the newest numbers (the Workouts screen's Save and Load Template dialogs).
export { workoutTemplatesApi } from "./api";
export { keepTemplates, useWorkoutTemplateActions, useWorkoutTemplates } from "./hooks";
// The Templates screen, for the screen above that lends it the exercise library's names (web/pages/WorkoutTemplatesPage.tsx).
export { WorkoutTemplatesPage } from "./WorkoutTemplatesPage";
