// The names other areas read workouts' records through (data-transfer's export and import); the
// records and their mapping are the store's (store/records.ts).
export { newExerciseRecord, toExercise as exerciseFromRow, toSetRow as setRowFromRecord, type ExerciseRow } from "./store/records";
