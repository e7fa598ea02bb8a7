// Exercises and template exercises for the rule tests of workouts and workout templates.
import type { ExerciseDto, TemplateExercise } from "./contract";

/** A logged exercise with the usual plan; `over` changes what a test is about. */
export const logged = (name: string, over: Partial<ExerciseDto> = {}): ExerciseDto => ({
  id: 1,
  name,
  sets: 3,
  reps: "8-10",
  weight: "100",
  restTime: 90,
  isCompleted: false,
  notes: null,
  sortOrder: 0,
  setRows: [],
  type: "weight_reps",
  supersetGroup: null,
  ...over,
});

/** A template exercise with the new-exercise defaults. */
export const tpl = (name: string, over: Partial<TemplateExercise> = {}): TemplateExercise => ({
  name,
  sets: 3,
  reps: "8-10",
  weight: "0",
  restTime: 90,
  ...over,
});
