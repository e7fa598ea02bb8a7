// What other features may use of workouts: the keys of a day's workout (the dashboard reads the
// same entry as the Workouts screen).
export { keys as workoutKeys } from "./api";
// Signing out on this phone asks about the set changes still waiting, and drops them if told to.
export { confirmSignOut, dropSetChangesOf } from "./outbox/set-outbox";
// A day as the Workouts screen shows it (its waiting changes drawn in), and adding exercises to
// it through the outbox: a program's next workout is worked out from, and put on, the same day.
export { useWorkout } from "./hooks";
// Kept beside the routes: the working set is kept from whichever screen is open.
export { KeepWorkingSet } from "./hooks";
export { useWorkoutActions } from "./outbox/changes";
// The Workouts screen's day, for the screen above that lends it the parts of the features building
// on workouts (web/pages/WorkoutsPage.tsx).
export { WorkoutDay, type LentParts } from "./day/WorkoutDay";
// An exercise's sessions and records, for the Library screen above (web/pages/LibraryPage.tsx).
export { ExerciseHistoryDialog } from "./history/ExerciseHistoryDialog";
