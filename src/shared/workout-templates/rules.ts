// Template look-back (docs/behaviour/workout-templates.md, "Template look-back"): the days it reads and how the newest
// numbers of each exercise replace a template's own. The server applies it for
// GET /api/templates/{id}/with-latest; the Workouts screen turns the result into new exercises.
import { addDays, parseIsoDate, toIsoDate } from "@shared/dates";
import type { ExerciseDto, SetKind, TemplateExercise } from "@shared/workouts/contract";
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

/** A set of last time as a started template prefills from it: its figures and kind. */
export type LastSet = { weight: string; reps: string; kind: SetKind };

/**
 * A template filled from last time (docs/behaviour/workout-templates.md, "Template look-back"): each
 * exercise keeps its own sets, target reps and rest, takes the weight of its last working set of
 * the newest day in `days` that has it (its planned weight when none was ticked), and carries that
 * day's ticked sets as `lastSets`, to prefill
 * set by set (prefillRows). `days` as mergeLookback takes them.
 */
export function mergeLastSets(
  template: readonly TemplateExercise[],
  days: readonly ({ exercises: readonly ExerciseDto[] } | null | undefined)[],
): { exercises: (TemplateExercise & { lastSets?: LastSet[] })[]; usedPriorData: boolean } {
  let usedPriorData = false;
  const exercises = template.map((t) => {
    for (const day of days) {
      const found = day ? findPrevious(day.exercises, t.name) : undefined;
      if (!found) continue;
      usedPriorData = true;
      const ticked = found.setRows.filter((r) => r.completed).sort((a, b) => a.setNumber - b.setNumber);
      const lastSets = ticked.map((r) => ({ weight: r.weight, reps: r.reps, kind: r.kind }));
      const lastWorking = lastSets.filter((r) => r.kind !== "warmup").at(-1);
      // Nothing ticked that day: its planned weight, as the look-back has always read it.
      const weight = lastWorking?.weight.trim() ? lastWorking.weight : found.weight.trim() ? found.weight : t.weight;
      return { ...t, weight, lastSets };
    }
    return { ...t };
  });
  return { exercises, usedPriorData };
}

/**
 * The set rows a started template's exercise is prefilled with: last time's warm-ups as warm-ups,
 * then the template's number of working sets, the n-th from the n-th working set of last time
 * (past the last, the last again), its reps where it logged any; with no last time, the template's
 * own weight and reps.
 */
export function prefillRows(e: Pick<TemplateExercise, "sets" | "weight" | "reps">, lastSets: readonly LastSet[] = []): LastSet[] {
  const warmups = lastSets.filter((r) => r.kind === "warmup");
  const working = lastSets.filter((r) => r.kind !== "warmup");
  const rows: LastSet[] = warmups.map((r) => ({ ...r }));
  for (let i = 0; i < Math.max(1, e.sets); i++) {
    const last = working[Math.min(i, working.length - 1)];
    rows.push({ weight: last?.weight.trim() ? last.weight : e.weight, reps: last?.reps.trim() ? last.reps : e.reps, kind: "normal" });
  }
  return rows;
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
export function templateToNewExercises(list: readonly (TemplateExercise & { lastSets?: readonly LastSet[] })[]) {
  return list.map((e) => ({
    name: e.name,
    sets: Math.max(1, e.sets),
    reps: e.reps,
    weight: e.weight,
    restTime: e.restTime,
    isCompleted: false,
    notes: null,
    ...kindAndGroup(e),
    // Started from last time: each set prefilled from the same set of last time, warm-ups as warm-ups.
    ...(e.lastSets && e.lastSets.length > 0 ? { setRows: prefillRows(e, e.lastSets) } : {}),
  }));
}

/** A day's exercises as template exercises, keeping kinds and supersets. */
export function toTemplateExercises(
  list: readonly (Pick<ExerciseDto, "name" | "sets" | "reps" | "weight" | "restTime"> &
    Partial<Pick<ExerciseDto, "type" | "supersetGroup">>)[],
): TemplateExercise[] {
  return list.map(({ name, sets, reps, weight, restTime, ...rest }) => ({ name, sets, reps, weight, restTime, ...kindAndGroup(rest) }));
}
