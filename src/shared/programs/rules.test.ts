// The progression rules: StrongLifts with three misses in a row on bench (in lb and in kg), a 5/3/1
// cycle from a training max, double progression reaching the top of its range, GZCLP's stages,
// and properties of every rule (a corrected set changes the target; every weight can be loaded;
// a deload never goes below the bar).
import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { addDays, parseIsoDate, toIsoDate } from "@shared/dates";
import { weightFromStored, weightToStored, type WeightUnit } from "@shared/units";
import { BAR_WEIGHT, STANDARD_PLATES } from "@shared/workouts/plates";
import type { ProgramDto, ProgramExercise, ProgramSession, ProgramWorkout, Rule } from "./contract";
import { loadable, type LoadContext } from "./loading";
import { nextWorkout, sessionDate } from "./rules";

const ctxOf = (weightUnit: WeightUnit, date: string, plates: number[] | null = null) => ({ weightUnit, plates, date });
const day = (start: string, n: number) => toIsoDate(addDays(parseIsoDate(start)!, n));

function ex(
  name: string,
  sets: number,
  reps: number,
  rule: Rule,
  startWeight: number,
  over: Partial<ProgramExercise> = {},
): ProgramExercise {
  return { name, sets, reps, amrap: false, rule, startWeight, equipment: "barbell", restTime: 180, ...over };
}
const linear = (increment: number): Rule => ({ type: "linear", increment, failuresBeforeDeload: 3, deloadPercent: 10 });

function stronglifts(unit: WeightUnit): Pick<ProgramDto, "schedule" | "workouts"> {
  const w = (n: number) => weightToStored(n, unit);
  const small = linear(w(unit === "lb" ? 5 : 2.5));
  const start =
    unit === "lb" ? { squat: 135, bench: 95, row: 95, press: 65, dead: 135 } : { squat: 60, bench: 40, row: 40, press: 30, dead: 60 };
  const workouts: ProgramWorkout[] = [
    {
      name: "Workout A",
      weekdays: [],
      exercises: [
        ex("Squat", 5, 5, small, w(start.squat)),
        ex("Bench Press", 5, 5, small, w(start.bench)),
        ex("Barbell Row", 5, 5, small, w(start.row)),
      ],
    },
    {
      name: "Workout B",
      weekdays: [],
      exercises: [
        ex("Squat", 5, 5, small, w(start.squat)),
        ex("Overhead Press", 5, 5, small, w(start.press)),
        ex("Deadlift", 1, 5, linear(w(unit === "lb" ? 10 : 5)), w(start.dead)),
      ],
    },
  ];
  return { schedule: "rotation", workouts };
}

/** Logs the next workout as given, every set ticked with `repsOf(name)` reps (the target's when absent). */
function logNext(
  program: Pick<ProgramDto, "schedule" | "workouts">,
  sessions: ProgramSession[],
  date: string,
  unit: WeightUnit,
  repsOf: (name: string) => number | undefined = () => undefined,
  plates: number[] | null = null,
) {
  const next = nextWorkout(program, sessions, ctxOf(unit, date, plates));
  sessions.push({
    date,
    workout: next.workout,
    exercises: next.exercises.map((e) => ({
      name: e.name,
      sets: e.sets.map((s) => ({ weight: s.weight, reps: repsOf(e.name) ?? s.reps, completed: true, warmup: false })),
    })),
  });
  return next;
}

describe("StrongLifts 5x5: twelve sessions, three misses in a row on bench", () => {
  for (const unit of ["lb", "kg"] as const) {
    test(`the targets session by session, in ${unit}`, () => {
      const program = stronglifts(unit);
      const sessions: ProgramSession[] = [];
      const bench: number[] = [];
      const squat: number[] = [];
      const whys: string[] = [];
      for (let i = 0; i < 12; i++) {
        // Bench misses on the 3rd, 4th and 5th A sessions (4 reps a set).
        const aIndex = i / 2;
        const next = logNext(program, sessions, day("2026-03-02", i * 2), unit, (name) =>
          name === "Bench Press" && [2, 3, 4].includes(aIndex) ? 4 : undefined,
        );
        expect(next.workout).toBe(i % 2 === 0 ? "Workout A" : "Workout B");
        const shown = (name: string) => weightFromStored(next.exercises.find((e) => e.name === name)!.sets[0]!.weight, unit);
        squat.push(shown("Squat"));
        if (next.workout === "Workout A") {
          bench.push(shown("Bench Press"));
          whys.push(next.exercises.find((e) => e.name === "Bench Press")!.why);
        }
      }
      const after = nextWorkout(program, sessions, ctxOf(unit, day("2026-03-02", 24)));
      expect(after.workout).toBe("Workout A");
      const benchNext = after.exercises.find((e) => e.name === "Bench Press")!;
      if (unit === "lb") {
        expect(bench).toEqual([95, 100, 105, 105, 105, 95]);
        expect(squat).toEqual([135, 140, 145, 150, 155, 160, 165, 170, 175, 180, 185, 190]);
        expect(weightFromStored(benchNext.sets[0]!.weight, unit)).toBe(100);
        expect(benchNext.why).toBe("+5 lb: all 5 x 5 done on Sun 22 Mar");
        expect(whys[5]).toBe("Deload -10%: missed 3 times in a row, last on Wed 18 Mar");
      } else {
        // 10% off 45 kg is 40.5: the plates load 40.
        expect(bench).toEqual([40, 42.5, 45, 45, 45, 40]);
        expect(squat).toEqual([60, 62.5, 65, 67.5, 70, 72.5, 75, 77.5, 80, 82.5, 85, 87.5]);
        expect(weightFromStored(benchNext.sets[0]!.weight, unit)).toBe(42.5);
        expect(benchNext.why).toBe("+2.5 kg: all 5 x 5 done on Sun 22 Mar");
      }
      expect(whys[3]).toBe(
        "Same weight: missed on Wed 4 Mar".replace("Wed 4 Mar", sessionDate(day("2026-03-02", 8))) + " (1 of 3 before a deload)",
      );
      const deadlift = after.exercises.find((e) => e.name === "Deadlift");
      expect(deadlift).toBeUndefined();
      const b = nextWorkout(
        program,
        [...sessions, { date: day("2026-03-02", 24), workout: "Workout A", exercises: [] }],
        ctxOf(unit, day("2026-03-02", 25)),
      );
      expect(b.workout).toBe("Workout A");
    });
  }

  test("a wrong set corrected changes the next target", () => {
    const program = stronglifts("lb");
    const sessions: ProgramSession[] = [];
    logNext(program, sessions, "2026-03-02", "lb");
    // Typed 3 reps on the last squat set by mistake: a miss; corrected to 5: a raise.
    const wrong = structuredClone(sessions);
    wrong[0]!.exercises[0]!.sets[4]!.reps = 3;
    const b = nextWorkout(program, wrong, ctxOf("lb", "2026-03-04"));
    expect(b.exercises[0]!.sets[0]!.weight).toBe(135);
    expect(b.exercises[0]!.why).toBe("Same weight: missed on Mon 2 Mar (1 of 3 before a deload)");
    const right = nextWorkout(program, sessions, ctxOf("lb", "2026-03-04"));
    expect(right.exercises[0]!.sets[0]!.weight).toBe(140);
  });

  test("a workout under way today is not a miss: its numbers stay those it started with", () => {
    const program = stronglifts("lb");
    const sessions: ProgramSession[] = [];
    logNext(program, sessions, "2026-03-02", "lb");
    const started = nextWorkout(program, sessions, ctxOf("lb", "2026-03-04"));
    sessions.push({
      date: "2026-03-04",
      workout: started.workout,
      exercises: [
        {
          name: "Squat",
          sets: [
            { weight: 140, reps: 5, completed: true, warmup: false },
            { weight: 140, reps: 5, completed: false, warmup: false },
          ],
        },
      ],
    });
    expect(nextWorkout(program, sessions, ctxOf("lb", "2026-03-04"))).toEqual(started);
  });
});

describe("5/3/1 from a training max", () => {
  const waves = [
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
  const program: Pick<ProgramDto, "schedule" | "workouts"> = {
    schedule: "rotation",
    workouts: [
      { name: "Squat day", weekdays: [], exercises: [ex("Squat", 3, 5, { type: "percent", trainingMax: 300, waves, increment: 10 }, 0)] },
    ],
  };

  test("a cycle's weeks, loadable, the last set of each as many reps as possible, then the raised max", () => {
    const sessions: ProgramSession[] = [];
    const weeks: string[] = [];
    for (let i = 0; i < 5; i++) {
      const next = logNext(program, sessions, day("2026-03-02", i * 7), "lb");
      weeks.push(next.exercises[0]!.sets.map((s) => `${s.weight}x${s.reps}${s.amrap ? "+" : ""}`).join(" "));
    }
    expect(weeks).toEqual(["195x5 225x5 255x5+", "210x3 240x3 270x3+", "225x5 255x3 285x1+", "120x5 150x5 180x5", "200x5 230x5 265x5+"]);
    expect(nextWorkout(program, sessions.slice(0, 4), ctxOf("lb", "2026-03-30")).exercises[0]!.why).toBe(
      "Week 1 of 4, training max 310 lb (+10 lb after 1 cycle)",
    );
  });
});

describe("double progression", () => {
  test("reps climb to the top of the range on every set, then the weight goes up and reps start again", () => {
    const program: Pick<ProgramDto, "schedule" | "workouts"> = {
      schedule: "rotation",
      workouts: [
        {
          name: "Push",
          weekdays: [],
          exercises: [ex("Dumbbell Press", 3, 8, { type: "double", repsMin: 8, repsMax: 12, increment: 5 }, 50, { equipment: "dumbbell" })],
        },
      ],
    };
    const sessions: ProgramSession[] = [];
    const seen: string[] = [];
    // The member does one rep more than asked each time, up to 12.
    for (let i = 0; i < 6; i++) {
      const next = nextWorkout(program, sessions, ctxOf("lb", day("2026-03-02", i * 3)));
      const e = next.exercises[0]!;
      seen.push(`${e.sets[0]!.weight}x${e.sets[0]!.reps}`);
      const reps = Math.min(12, e.sets[0]!.reps + 1);
      sessions.push({
        date: day("2026-03-02", i * 3),
        workout: "Push",
        exercises: [{ name: e.name, sets: e.sets.map((s) => ({ weight: s.weight, reps, completed: true, warmup: false })) }],
      });
    }
    expect(seen).toEqual(["50x8", "50x10", "50x12", "55x8", "55x10", "55x12"]);
  });
});

describe("GZCLP stages", () => {
  test("a miss moves to the next stage at the same weight; after the last, back to the first 15% lighter", () => {
    const t1: Rule = {
      type: "stages",
      stages: [
        { sets: 5, reps: 3 },
        { sets: 6, reps: 2 },
        { sets: 10, reps: 1 },
      ],
      resetPercent: 15,
      increment: 10,
    };
    const program: Pick<ProgramDto, "schedule" | "workouts"> = {
      schedule: "rotation",
      workouts: [{ name: "A1", weekdays: [], exercises: [ex("Squat", 5, 3, t1, 200, { amrap: true })] }],
    };
    const sessions: ProgramSession[] = [];
    const seen: string[] = [];
    for (let i = 0; i < 5; i++) {
      const next = logNext(program, sessions, day("2026-03-02", i * 2), "lb", () => (i === 0 ? undefined : 0));
      const e = next.exercises[0]!;
      seen.push(`${e.sets.length}x${e.sets[0]!.reps}@${e.sets[0]!.weight}${e.sets.at(-1)!.amrap ? "+" : ""}`);
    }
    expect(seen).toEqual(["5x3@200+", "5x3@210+", "6x2@210+", "10x1@210+", "5x3@180+"]);
  });
});

describe("properties of every rule", () => {
  const unit = fc.constantFrom<WeightUnit>("lb", "kg");
  const plates = (u: WeightUnit) => fc.option(fc.subarray(STANDARD_PLATES[u], { minLength: 1 }), { nil: null });

  test("every weight a rule gives can be loaded with the member's plates and bar, and is never below the bar", () => {
    fc.assert(
      fc.property(
        unit.chain((u) =>
          fc.tuple(fc.constant(u), plates(u), fc.double({ min: 0, max: 600, noNaN: true }), fc.integer({ min: 0, max: 8 })),
        ),
        ([u, own, start, misses]) => {
          const ctx: LoadContext = { weightUnit: u, plates: own };
          const program: Pick<ProgramDto, "schedule" | "workouts"> = {
            schedule: "rotation",
            workouts: [{ name: "A", weekdays: [], exercises: [ex("Squat", 3, 5, linear(5), start)] }],
          };
          const sessions: ProgramSession[] = [];
          for (let i = 0; i < 10; i++) logNext(program, sessions, day("2026-01-01", i), u, () => (i < misses ? 2 : undefined), own);
          for (const s of sessions) {
            const w = s.exercises[0]!.sets[0]!.weight!;
            expect(loadable(w, "barbell", ctx)).toBeCloseTo(w, 3);
            expect(weightFromStored(w, u)).toBeGreaterThanOrEqual(BAR_WEIGHT[u]);
            // One plate size: each side is a whole number of them.
            if (own?.length === 1) {
              const perSide = (weightFromStored(w, u) - BAR_WEIGHT[u]) / 2 / own[0]!;
              expect(Math.abs(perSide - Math.round(perSide))).toBeLessThan(1e-6);
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  test("correcting any logged set's reps changes the target exactly when it turns a miss into a success", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 }), (set, reps) => {
        const program = stronglifts("lb");
        const sessions: ProgramSession[] = [];
        logNext(program, sessions, "2026-03-02", "lb");
        const corrected = structuredClone(sessions);
        corrected[0]!.exercises[0]!.sets[set]!.reps = reps;
        const before = nextWorkout(program, sessions, ctxOf("lb", "2026-03-04")).exercises[0]!.sets[0]!.weight;
        const after = nextWorkout(program, corrected, ctxOf("lb", "2026-03-04")).exercises[0]!.sets[0]!.weight;
        expect(after).toBe(reps >= 5 ? before : 135);
        expect(before).toBe(140);
      }),
      { numRuns: 30 },
    );
  });
});
