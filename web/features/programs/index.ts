// What other features may use of programs: the Next card (the Dashboard and the Workouts screen
// show it), the link to the Programs screen, the next workout's hook and the keys of the reads.
export { keys as programKeys } from "./api";
export { useNextWorkout } from "./hooks";
export { NextWorkoutCard, PROGRAMS_PATH } from "./NextWorkoutCard";
export { ProgramsLink } from "./ProgramsLink";
