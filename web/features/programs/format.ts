// How the programs screens write a program's numbers: sets in runs ('3 × 5 · 225 lbs', the last
// set of as many reps as possible as '5+'), a workout in one line, and the starting weights a
// built-in program asks for (a percent rule's are training maxes, 90% of a one-rep max).
import type { CatalogueProgram, ProgramWorkout, TargetSet } from "@shared/programs/contract";
import { shown, weightFromStored, weightLabel, weightToStored, type WeightUnit } from "@shared/units";

/** Between the parts of one figure ('5 × 5', '225 lbs'): a line breaks between figures, never inside one. */
const NBSP = "\u00a0";

/** A weight in pounds as the member reads it: '225 lbs', '102.06 kg'. */
export const weightText = (pounds: number, unit: WeightUnit) => `${weightFromStored(pounds, unit)}${NBSP}${weightLabel(unit)}`;

type Run = { count: number; reps: number; amrap: boolean; weight: number };

/** Consecutive sets of the same weight and reps as one run; a set of as many reps as possible ends its run. */
function runs(sets: readonly TargetSet[]): Run[] {
  const out: Run[] = [];
  for (const set of sets) {
    const last = out[out.length - 1];
    if (last && !last.amrap && last.weight === set.weight && last.reps === set.reps) {
      last.count += 1;
      last.amrap = set.amrap;
    } else out.push({ count: 1, reps: set.reps, amrap: set.amrap, weight: set.weight });
  }
  return out;
}

/**
 * An exercise's sets: '3 × 5 · 225 lbs'; 5/3/1's climbing sets one run each
 * ('1 × 5 · 150 lbs, 1 × 5 · 170 lbs, 1 × 5+ · 190 lbs'); a set with no weight has none shown.
 */
export function setsText(sets: readonly TargetSet[], unit: WeightUnit): string {
  return runs(sets)
    .map((r) => `${r.count}${NBSP}×${NBSP}${r.reps}${r.amrap ? "+" : ""}${r.weight > 0 ? `${NBSP}· ${weightText(r.weight, unit)}` : ""}`)
    .join(", ");
}

/** A workout of a program in one line: 'Squat 5 × 5, Bench Press 5 × 5, Barbell Row 5 × 5'. */
export function workoutLine(workout: ProgramWorkout): string {
  return workout.exercises
    .map((e) => {
      if (e.rule.type === "percent") return e.name;
      const sets = e.rule.type === "stages" ? (e.rule.stages[0] ?? e) : e;
      return `${e.name} ${sets.sets}${NBSP}×${NBSP}${sets.reps}${e.amrap ? "+" : ""}`;
    })
    .join(", ");
}

/** A starting weight the member gives: its exercise, whether it is a training max, and the program's own start (pounds). */
export type StartingField = { name: string; trainingMax: boolean; startWeight: number };

/** The starting weights a built-in program asks for, in its order. */
export function startingFields(program: CatalogueProgram, unit: WeightUnit = "lb"): StartingField[] {
  const exercises = program.workouts.flatMap((w) => w.exercises);
  const published = PUBLISHED_STARTS[program.id]?.[unit] ?? {};
  return program.startingWeights.map((name) => {
    const found = exercises.filter((e) => e.name.toLowerCase() === name.toLowerCase());
    const percent = found.find((e) => e.rule.type === "percent");
    const trainingMax = percent !== undefined;
    const own = percent?.rule.type === "percent" ? percent.rule.trainingMax : (found[0]?.startWeight ?? 0);
    const suggested = published[name];
    // The program's own weight, else the one its author publishes for a first session.
    const startWeight = own > 0 || suggested === undefined ? own : weightToStored(suggested, unit);
    return { name, trainingMax, startWeight };
  });
}

/**
 * Starting weights a program's author publishes, in each unit as written (StrongLifts 5x5: the
 * empty bar, and a row and a deadlift from a loaded bar), for the exercises the catalogue starts at 0.
 */
const PUBLISHED_STARTS: Record<string, Record<WeightUnit, Record<string, number>>> = {
  "stronglifts-5x5": {
    kg: { Squat: 20, "Bench Press": 20, "Overhead Press": 20, "Barbell Row": 30, Deadlift: 40 },
    lb: { Squat: 45, "Bench Press": 45, "Overhead Press": 45, "Barbell Row": 65, Deadlift: 95 },
  },
};

/** The training max the program starts from: 90% of a one-rep max. */
export const TRAINING_MAX_SHARE = 0.9;

/** 90% of a one-rep max, in the unit it was typed in (the server rounds it to what can be loaded). */
export const trainingMaxOf = (oneRepMax: number) => shown(oneRepMax * TRAINING_MAX_SHARE);
