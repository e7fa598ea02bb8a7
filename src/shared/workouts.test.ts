import { describe, expect, test } from "bun:test";
import {
  addFormSets,
  allSetsDone,
  copyName,
  defaultTemplateName,
  editFormSets,
  exerciseUpdateSchema,
  filterTemplates,
  findPrevious,
  formRestTime,
  latestNumbers,
  lookbackDates,
  mergeLookback,
  newExerciseSchema,
  postWorkoutSchema,
  progressPercent,
  setsDone,
  showsWeight,
  templateFormSets,
  templatePreview,
  templateToNewExercises,
  type ExerciseDto,
  type TemplateExercise,
} from "./workouts";

const logged = (name: string, over: Partial<ExerciseDto> = {}): ExerciseDto => ({
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
  ...over,
});

const tpl = (name: string, over: Partial<TemplateExercise> = {}): TemplateExercise => ({ name, sets: 3, reps: "8-10", weight: "0", restTime: 90, ...over });

describe("completion", () => {
  test("complete only when there are sets and all are ticked", () => {
    expect(allSetsDone([])).toBe(false);
    expect(allSetsDone([{ completed: true }, { completed: false }])).toBe(false);
    expect(allSetsDone([{ completed: true }, { completed: true }])).toBe(true);
    expect(setsDone([{ completed: true }, { completed: false }, { completed: true }])).toBe(2);
  });
  test("progress is done over total times 100", () => {
    expect(progressPercent(1, 4)).toBe(25);
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(3, 3)).toBe(100);
  });
});

describe("form fallbacks (spec, section 5)", () => {
  test("non-numeric sets: 3 in the add form, 1 in the edit form, 0 in the template editor", () => {
    expect(addFormSets("abc")).toBe(3);
    expect(addFormSets("")).toBe(3);
    expect(addFormSets("5")).toBe(5);
    expect(editFormSets("x")).toBe(1);
    expect(editFormSets("4")).toBe(4);
    expect(templateFormSets("x")).toBe(0);
    expect(templateFormSets("2")).toBe(2);
  });
  test("non-numeric rest time falls back to 90", () => {
    expect(formRestTime("")).toBe(90);
    expect(formRestTime("soon")).toBe(90);
    expect(formRestTime("45")).toBe(45);
  });
  test("values stay within what the API accepts", () => {
    expect(addFormSets("0")).toBe(1);
    expect(addFormSets("999")).toBe(50);
    expect(formRestTime("-5")).toBe(0);
  });
  test("default names", () => {
    expect(defaultTemplateName("Monday")).toBe("Monday Workout");
    expect(copyName("Leg Day")).toBe("Leg Day (Copy)");
  });
});

describe("'Last' matching", () => {
  test("by name, case-insensitively, ignoring surrounding spaces", () => {
    const prev = [logged("Bench Press"), logged("Squat")];
    expect(findPrevious(prev, "bench press")?.name).toBe("Bench Press");
    expect(findPrevious(prev, " SQUAT ")?.name).toBe("Squat");
    expect(findPrevious(prev, "Deadlift")).toBeUndefined();
    expect(findPrevious(undefined, "Squat")).toBeUndefined();
  });
});

describe("template look-back merge (spec, section 7)", () => {
  test("the newest day that has the exercise wins, matched in any case", () => {
    const days = [
      null, // a failed lookup is skipped
      { exercises: [logged("bench press", { weight: "140", reps: "6", sets: 4, restTime: 150 })] },
      { exercises: [logged("Bench Press", { weight: "130" }), logged("Squat", { weight: "200", reps: "5", sets: 5, restTime: 180 })] },
    ];
    const { exercises, usedPriorData } = mergeLookback([tpl("Bench Press"), tpl("Squat"), tpl("Curl", { weight: "25" })], days);
    expect(usedPriorData).toBe(true);
    expect(exercises).toEqual([
      { name: "Bench Press", sets: 4, reps: "6", weight: "140", restTime: 150 },
      { name: "Squat", sets: 5, reps: "5", weight: "200", restTime: 180 },
      { name: "Curl", sets: 3, reps: "8-10", weight: "25", restTime: 90 },
    ]);
  });

  test("all lookups failed or nothing found: the template's own values", () => {
    const template = [tpl("Row", { weight: "95" })];
    expect(mergeLookback(template, [null, undefined, null])).toEqual({ exercises: template, usedPriorData: false });
    expect(mergeLookback(template, [{ exercises: [logged("Squat")] }])).toEqual({ exercises: template, usedPriorData: false });
    expect(mergeLookback(template, [])).toEqual({ exercises: template, usedPriorData: false });
  });

  test("the weight and reps really lifted: the last ticked set, else the plan", () => {
    const rows = [
      { setNumber: 1, weight: "100", reps: "10", completed: true },
      { setNumber: 2, weight: "110", reps: "8", completed: true },
      { setNumber: 3, weight: "120", reps: "6", completed: false },
    ];
    expect(latestNumbers(logged("A", { setRows: rows }))).toEqual({ sets: 3, reps: "8", weight: "110", restTime: 90 });
    expect(latestNumbers(logged("A", { setRows: rows.map((r) => ({ ...r, completed: false })) }))).toEqual({
      sets: 3,
      reps: "8-10",
      weight: "100",
      restTime: 90,
    });
  });

  test("the template is not changed in place", () => {
    const template = [tpl("Squat")];
    mergeLookback(template, [{ exercises: [logged("Squat", { weight: "300" })] }]);
    expect(template[0]!.weight).toBe("0");
  });

  test("look-back dates: the 30 days before, newest first, across months", () => {
    const dates = lookbackDates("2026-03-02");
    expect(dates).toHaveLength(30);
    expect(dates[0]).toBe("2026-03-01");
    expect(dates[1]).toBe("2026-02-28");
    expect(dates[29]).toBe("2026-01-31");
    expect(lookbackDates("nope")).toEqual([]);
  });

  test("template exercises become unticked new exercises with at least one set", () => {
    expect(templateToNewExercises([tpl("A", { sets: 0 })])).toEqual([
      { name: "A", sets: 1, reps: "8-10", weight: "0", restTime: 90, isCompleted: false, notes: null },
    ]);
  });
});

describe("Workout Templates screen rules", () => {
  const list = [
    { name: "Leg Day", dayOfWeek: "Monday" as const },
    { name: "Push", dayOfWeek: null },
    { name: "Upper legs?", dayOfWeek: "Friday" as const },
  ];
  test("search by name in any case, filter by day", () => {
    expect(filterTemplates(list, "LEG", "").map((t) => t.name)).toEqual(["Leg Day", "Upper legs?"]);
    expect(filterTemplates(list, "", "Friday").map((t) => t.name)).toEqual(["Upper legs?"]);
    expect(filterTemplates(list, "leg", "Monday").map((t) => t.name)).toEqual(["Leg Day"]);
    expect(filterTemplates(list, "  ", "all")).toHaveLength(3);
  });
  test("preview shows 4 and counts the rest", () => {
    expect(templatePreview([1, 2, 3, 4, 5, 6])).toEqual({ shown: [1, 2, 3, 4], more: 2 });
    expect(templatePreview([1, 2])).toEqual({ shown: [1, 2], more: 0 });
  });
  test("weight shown only when not '0'", () => {
    expect(showsWeight("0")).toBe(false);
    expect(showsWeight("")).toBe(false);
    expect(showsWeight("135")).toBe(true);
  });
});

describe("schemas", () => {
  test("target names are accepted; the plain name wins", () => {
    const parsed = newExerciseSchema.parse({ name: "Dip", targetSets: 4, targetReps: 12, targetWeight: 20 });
    expect(parsed).toMatchObject({ sets: 4, reps: "12", weight: "20", restTime: 90, isCompleted: false, notes: null });
    expect(newExerciseSchema.parse({ name: "Dip", sets: 2, targetSets: 4 }).sets).toBe(2);
    expect(exerciseUpdateSchema.parse({ targetSets: 5 })).toEqual({ sets: 5 });
  });
  test("dates must be real and agree with the weekday", () => {
    expect(postWorkoutSchema.safeParse({ date: "2026-02-29", exercises: [{ name: "A" }] }).success).toBe(false);
    expect(postWorkoutSchema.safeParse({ date: "2026-03-02", dayOfWeek: "Monday", exercises: [{ name: "A" }] }).success).toBe(true);
    expect(postWorkoutSchema.safeParse({ date: "2026-03-02", dayOfWeek: "Sunday", exercises: [{ name: "A" }] }).success).toBe(false);
    expect(postWorkoutSchema.safeParse({ date: "x".repeat(300), dayOfWeek: "Sunday", exercises: [] }).success).toBe(false);
  });
  test("weights must be finite and short", () => {
    expect(newExerciseSchema.safeParse({ name: "A", weight: "x".repeat(51) }).success).toBe(false);
    expect(newExerciseSchema.safeParse({ name: "A", weight: null }).success).toBe(false);
  });
});
