// The programs Kinfit has built in, as data: StrongLifts 5x5, GZCLP, 5/3/1 Boring But Big and a
// push/pull/legs rotation with double progression. Increments are in the member's unit (5 lb or
// 2.5 kg a step, twice that for the lower-body lifts where the program says so) and are turned into
// pounds, as the API keeps every weight, when a member starts one.
import type { WeightUnit } from "@shared/units";
import { weightToStored } from "@shared/units";
import type { CatalogueProgram, Equipment, ProgramExercise, ProgramWorkout, Rule } from "@shared/programs/contract";

/** Steps per unit: a small one (upper body) and a big one (lower body). */
const STEP: Record<WeightUnit, { small: number; big: number }> = { lb: { small: 5, big: 10 }, kg: { small: 2.5, big: 5 } };

type Size = "small" | "big";

type Entry = Omit<CatalogueProgram, "workouts" | "startingWeights"> & {
  workouts: (unit: WeightUnit) => ProgramWorkout[];
  /** For a program of training maxes, which lift each exercise takes its training max from. */
  maxOf?: Record<string, string>;
  /** The share of the given starting weight an exercise starts at (GZCLP's T2 at 65% of the lift's). */
  shareOf?: (e: ProgramExercise) => number;
};

const lb = (n: number, unit: WeightUnit) => weightToStored(n, unit);

function exercise(name: string, sets: number, reps: number, rule: Rule, over: Partial<ProgramExercise> = {}): ProgramExercise {
  return { name, sets, reps, amrap: false, rule, startWeight: 0, equipment: "barbell" as Equipment, restTime: 180, ...over };
}
const workout = (name: string, exercises: ProgramExercise[]): ProgramWorkout => ({ name, exercises, weekdays: [] });

const linear = (unit: WeightUnit, size: Size): Rule => ({
  type: "linear",
  increment: lb(STEP[unit][size], unit),
  failuresBeforeDeload: 3,
  deloadPercent: 10,
});

function strongLifts(unit: WeightUnit): ProgramWorkout[] {
  const five = (name: string, size: Size = "small") => exercise(name, 5, 5, linear(unit, size));
  return [
    workout("Workout A", [five("Squat"), five("Bench Press"), five("Barbell Row")]),
    workout("Workout B", [five("Squat"), five("Overhead Press"), exercise("Deadlift", 1, 5, linear(unit, "big"))]),
  ];
}

function gzclp(unit: WeightUnit): ProgramWorkout[] {
  const t1 = (name: string, size: Size): ProgramExercise =>
    exercise(
      name,
      5,
      3,
      {
        type: "stages",
        stages: [
          { sets: 5, reps: 3 },
          { sets: 6, reps: 2 },
          { sets: 10, reps: 1 },
        ],
        resetPercent: 15,
        increment: lb(STEP[unit][size], unit),
      },
      { amrap: true, track: `T1 ${name}` },
    );
  const t2 = (name: string, size: Size): ProgramExercise =>
    exercise(
      name,
      3,
      10,
      {
        type: "stages",
        stages: [
          { sets: 3, reps: 10 },
          { sets: 3, reps: 8 },
          { sets: 3, reps: 6 },
        ],
        resetPercent: 15,
        increment: lb(STEP[unit][size], unit),
      },
      { track: `T2 ${name}`, restTime: 120 },
    );
  const t3 = (name: string, equipment: Equipment): ProgramExercise =>
    exercise(name, 3, 15, { type: "double", repsMin: 15, repsMax: 25, increment: lb(STEP[unit].small, unit) }, { equipment, restTime: 90 });
  return [
    workout("Day A1", [t1("Squat", "big"), t2("Bench Press", "small"), t3("Lat Pulldown", "other")]),
    workout("Day B1", [t1("Overhead Press", "small"), t2("Deadlift", "big"), t3("Dumbbell Row", "dumbbell")]),
    workout("Day A2", [t1("Bench Press", "small"), t2("Squat", "big"), t3("Lat Pulldown", "other")]),
    workout("Day B2", [t1("Deadlift", "big"), t2("Overhead Press", "small"), t3("Dumbbell Row", "dumbbell")]),
  ];
}

/** 5/3/1's weeks: 5s, 3s, 5/3/1 (the last set of each as many reps as possible), then a deload. */
const WAVES_531 = [
  [
    { percent: 65, reps: 5, amrap: false },
    { percent: 75, reps: 5, amrap: false },
    { percent: 85, reps: 5, amrap: true },
  ],
  [
    { percent: 70, reps: 3, amrap: false },
    { percent: 80, reps: 3, amrap: false },
    { percent: 90, reps: 3, amrap: true },
  ],
  [
    { percent: 75, reps: 5, amrap: false },
    { percent: 85, reps: 3, amrap: false },
    { percent: 95, reps: 1, amrap: true },
  ],
  [
    { percent: 40, reps: 5, amrap: false },
    { percent: 50, reps: 5, amrap: false },
    { percent: 60, reps: 5, amrap: false },
  ],
];
/** Boring But Big: 5 x 10 at 50% of the same training max, every week of the cycle. */
const WAVES_BBB = Array.from({ length: 4 }, () => Array.from({ length: 5 }, () => ({ percent: 50, reps: 10, amrap: false })));

function boringButBig(unit: WeightUnit): ProgramWorkout[] {
  const day = (name: string, lift: string, size: Size) => {
    const increment = lb(STEP[unit][size], unit);
    return workout(name, [
      exercise(lift, 3, 5, { type: "percent", trainingMax: 0, waves: WAVES_531, increment }),
      exercise(`${lift} (BBB)`, 5, 10, { type: "percent", trainingMax: 0, waves: WAVES_BBB, increment }, { restTime: 90 }),
    ]);
  };
  return [
    day("Press day", "Overhead Press", "small"),
    day("Deadlift day", "Deadlift", "big"),
    day("Bench day", "Bench Press", "small"),
    day("Squat day", "Squat", "big"),
  ];
}

function pushPullLegs(unit: WeightUnit): ProgramWorkout[] {
  const dbl = (name: string, equipment: Equipment, repsMin = 8, repsMax = 12) =>
    exercise(name, 3, repsMin, { type: "double", repsMin, repsMax, increment: lb(STEP[unit].small, unit) }, { equipment, restTime: 120 });
  return [
    workout("Push", [dbl("Bench Press", "barbell"), dbl("Overhead Press", "barbell"), dbl("Triceps Pushdown", "other", 10, 15)]),
    workout("Pull", [dbl("Barbell Row", "barbell"), dbl("Lat Pulldown", "other"), dbl("Dumbbell Curl", "dumbbell", 10, 15)]),
    workout("Legs", [dbl("Squat", "barbell", 6, 10), dbl("Romanian Deadlift", "barbell"), dbl("Leg Press", "other", 10, 15)]),
  ];
}

const ENTRIES: Entry[] = [
  {
    id: "stronglifts-5x5",
    name: "StrongLifts 5x5",
    description:
      "Three lifts, three days a week, alternating A and B. Add weight every session you get all 5 x 5; after 3 misses in a row, take 10% off.",
    schedule: "rotation",
    workouts: strongLifts,
  },
  {
    id: "gzclp",
    name: "GZCLP",
    description:
      "A heavy T1 lift (5 x 3+), a lighter T2 (3 x 10) and T3 accessories (3 x 15+). A miss moves a lift to its next stage at the same weight; after the last stage it starts again 15% lighter.",
    schedule: "rotation",
    workouts: gzclp,
    shareOf: (e) => (e.track?.startsWith("T2 ") ? 0.65 : 1),
  },
  {
    id: "531-bbb",
    name: "5/3/1 Boring But Big",
    description:
      "Four days of one main lift in weekly waves of a training max (5s, 3s, 5/3/1, deload), then 5 x 10 at 50%. The training max goes up after each cycle.",
    schedule: "rotation",
    workouts: boringButBig,
    maxOf: {
      "Overhead Press (BBB)": "Overhead Press",
      "Deadlift (BBB)": "Deadlift",
      "Bench Press (BBB)": "Bench Press",
      "Squat (BBB)": "Squat",
    },
  },
  {
    id: "ppl-double",
    name: "Push Pull Legs",
    description:
      "A push, pull and legs rotation with double progression: add reps up to the top of the range on every set, then add weight and start again at the bottom.",
    schedule: "rotation",
    workouts: pushPullLegs,
  },
];

/** The names a member gives a starting weight (or training max) for, in the order they come. */
function startingNames(entry: Entry): string[] {
  const names = entry.workouts("lb").flatMap((w) => w.exercises.map((e) => e.name));
  return [...new Set(names)].filter((n) => !entry.maxOf?.[n]);
}

/** The catalogue as GET /api/programs/catalogue answers it, in the member's unit's steps. */
export function catalogue(unit: WeightUnit): CatalogueProgram[] {
  return ENTRIES.map((entry) => {
    const { workouts, maxOf: _, ...rest } = entry;
    return { ...rest, workouts: workouts(unit), startingWeights: startingNames(entry) };
  });
}

export function catalogueEntry(id: string): Entry | undefined {
  return ENTRIES.find((e) => e.id === id);
}

/**
 * A built-in program's workouts with the member's starting weights (pounds): each exercise starts
 * there, and a training-max program's lifts take them as training maxes. Answers the names that
 * are not the program's, and those a training max is missing for.
 */
export function withStartingWeights(
  entry: Entry,
  unit: WeightUnit,
  weights: Record<string, number>,
): { workouts: ProgramWorkout[] } | { unknown: string[] } | { missing: string[] } {
  const names = new Set(startingNames(entry).map((n) => n.toLowerCase()));
  const unknown = Object.keys(weights).filter((n) => !names.has(n.trim().toLowerCase()));
  if (unknown.length > 0) return { unknown };
  const given = new Map(Object.entries(weights).map(([n, w]) => [n.trim().toLowerCase(), w]));
  const weightOf = (name: string) => given.get((entry.maxOf?.[name] ?? name).toLowerCase());
  const missing = new Set<string>();
  const workouts = entry.workouts(unit).map((w) => ({
    ...w,
    exercises: w.exercises.map((e) => {
      const start = weightOf(e.name);
      if (e.rule.type === "percent") {
        if (start === undefined) missing.add(entry.maxOf?.[e.name] ?? e.name);
        return { ...e, rule: { ...e.rule, trainingMax: start ?? 0 } };
      }
      return { ...e, startWeight: (start ?? 0) * (entry.shareOf?.(e) ?? 1) };
    }),
  }));
  return missing.size > 0 ? { missing: [...missing] } : { workouts };
}
