// Template look-back (docs/behaviour/workout-templates.md, "Template look-back"): the days it reads and how the newest
// numbers of each exercise replace a template's own. The server applies it for
// GET /api/templates/{id}/with-latest; the Workouts screen turns the result into new exercises.
import { addDays, parseIsoDate, toIsoDate } from "@shared/dates";
import type { ExerciseDto, TemplateExercise } from "@shared/workouts/contract";
import { findPrevious, latestNumbers } from "@shared/workouts/rules";

/** Loading a template looks this many days back for the latest numbers of each exercise. */
export const LOOKBACK_DAYS = 30;

/**
 * Fills a template's exercises with the latest numbers found in earlier days. `days` are the
 * answers for the days before the selected date, newest first; a failed lookup is null and is
 * skipped. For each exercise name (any case) the first day that has it wins. Exercises found
 * nowhere keep the template's values. `usedPriorData` says whether any value came from history.
 */
export function mergeLookback(
  template: readonly TemplateExercise[],
  days: readonly ({ exercises: readonly ExerciseDto[] } | null | undefined)[],
): { exercises: TemplateExercise[]; usedPriorData: boolean } {
  let usedPriorData = false;
  const exercises = template.map((t) => {
    for (const day of days) {
      const found = day ? findPrevious(day.exercises, t.name) : undefined;
      if (found) {
        usedPriorData = true;
        return { ...t, ...latestNumbers(found), sets: Math.max(1, found.sets) };
      }
    }
    return { ...t };
  });
  return { exercises, usedPriorData };
}

/** The dates of the look-back, newest first: the LOOKBACK_DAYS days before `date`. */
export function lookbackDates(date: string): string[] {
  const start = parseIsoDate(date);
  if (!start) return [];
  return Array.from({ length: LOOKBACK_DAYS }, (_, i) => toIsoDate(addDays(start, -(i + 1))));
}

/** Its kind and superset group where set: a template of plain lifts holds neither. */
const kindAndGroup = (e: Pick<TemplateExercise, "type" | "supersetGroup">) => ({
  ...(e.type && e.type !== "weight_reps" ? { type: e.type } : {}),
  ...(e.supersetGroup ? { supersetGroup: e.supersetGroup } : {}),
});

/** A template's exercises as a workout's new exercises (sets at least 1, nothing ticked), with their kinds and supersets. */
export function templateToNewExercises(list: readonly TemplateExercise[]) {
  return list.map((e) => ({
    name: e.name,
    sets: Math.max(1, e.sets),
    reps: e.reps,
    weight: e.weight,
    restTime: e.restTime,
    isCompleted: false,
    notes: null,
    ...kindAndGroup(e),
  }));
}

/** A day's exercises as template exercises, keeping kinds and supersets. */
export function toTemplateExercises(
  list: readonly (Pick<ExerciseDto, "name" | "sets" | "reps" | "weight" | "restTime"> &
    Partial<Pick<ExerciseDto, "type" | "supersetGroup">>)[],
): TemplateExercise[] {
  return list.map(({ name, sets, reps, weight, restTime, ...rest }) => ({ name, sets, reps, weight, restTime, ...kindAndGroup(rest) }));
}
