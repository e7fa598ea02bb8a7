// What the Workouts screen's add and edit forms make of what was typed: each form's fallback for a
// value that is not a whole number, kept within what the API accepts (docs/behaviour.md, "Day and
// exercises"), and Save Template's starting name.
import { WORKOUT } from "../../../src/shared/limits";
import { DEFAULT_REST_SECONDS, DEFAULT_SETS } from "../../../src/shared/workouts/contract";
import { wholeOr } from "../../../src/shared/workouts/rules";

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

export const addFormSets = (value: string) => clamp(wholeOr(value, DEFAULT_SETS), 1, WORKOUT.maxSets);
export const editFormSets = (value: string) => clamp(wholeOr(value, 1), 1, WORKOUT.maxSets);
export const formRestTime = (value: string) => clamp(wholeOr(value, DEFAULT_REST_SECONDS), 0, WORKOUT.maxRestSeconds);

/** Save Template's name field starts as '{Day} Workout'. */
export const defaultTemplateName = (day: string) => `${day} Workout`;
