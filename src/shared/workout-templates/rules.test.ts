// The template look-back merge (docs/behaviour/workout-templates.md, "Template look-back").
import { describe, expect, test } from "bun:test";
import { lookbackDates, mergeLookback, templateToNewExercises, toTemplateExercises } from "./rules";
import { logged, tpl } from "@shared/workouts/test-fixtures";

describe("template look-back merge", () => {
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

  test("a day saved as a template keeps kinds and supersets, and loading it brings them back", () => {
    const day = [
      logged("Bench", { supersetGroup: 1 }),
      logged("Row", { supersetGroup: 1 }),
      logged("Plank", { type: "duration" }),
      logged("Curl"),
    ];
    const saved = toTemplateExercises(day);
    expect(saved.map((e) => [e.name, e.type, e.supersetGroup])).toEqual([
      ["Bench", undefined, 1],
      ["Row", undefined, 1],
      ["Plank", "duration", undefined],
      ["Curl", undefined, undefined],
    ]);
    expect(Object.keys(saved[3]!)).toEqual(["name", "sets", "reps", "weight", "restTime"]);
    const loaded = templateToNewExercises(saved);
    expect(loaded[0]).toMatchObject({ name: "Bench", supersetGroup: 1 });
    expect(loaded[2]).toMatchObject({ name: "Plank", type: "duration" });
    expect(mergeLookback(saved, [{ exercises: [logged("Plank", { type: "duration", weight: "0" })] }]).exercises[2]).toMatchObject({
      type: "duration",
    });
  });
});
