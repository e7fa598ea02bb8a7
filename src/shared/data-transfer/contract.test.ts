// The export file's shapes come from the areas' contracts: every field an area's exercise, set,
// meal or ingredient takes is taken by the import too, an export always reads back, and where the
// import differs from an area (what a file may hold, what it must state) it still says what it said.
import { describe, expect, test } from "bun:test";
import type { z } from "zod";
import { WORKOUT } from "@shared/limits";
import { createMealSchema, mealIngredientSchema } from "@shared/meals/contract";
import { firstIssueMessage } from "@shared/validation";
import { newExerciseFields, setFields } from "@shared/workouts/contract";
import {
  importExerciseSchema,
  importFileSchema,
  importIngredientSchema,
  importMealSchema,
  importSetSchema,
  type ExportExercise,
  type ExportIngredient,
  type ExportSet,
  type KinfitExport,
} from "./contract";

// Compile-time: an export file is always an import's input, and what the import reads of a
// workout is exactly what the export writes of one (tsc fails here when the two drift apart).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const exportReadsBack = (file: KinfitExport): z.input<typeof importFileSchema> => file;
const setsAgree: Same<z.output<typeof importSetSchema>, ExportSet> = true;
const exercisesAgree: Same<z.output<typeof importExerciseSchema>, ExportExercise> = true;
const ingredientsFit = (i: ExportIngredient): z.input<typeof importIngredientSchema> => i;

const message = (r: { success: boolean; error?: unknown }) => (r.success ? null : firstIssueMessage(r.error as never));
const keys = (schema: { shape: object }) => Object.keys(schema.shape);

describe("the import file's shapes", () => {
  test("take every field of the areas' exercise, set, meal and ingredient, in their order", () => {
    expect([exportReadsBack, ingredientsFit, setsAgree, exercisesAgree].every(Boolean)).toBe(true);
    expect(keys(importExerciseSchema)).toEqual([...keys(newExerciseFields), "sortOrder", "program", "setRows"]);
    expect(keys(importSetSchema)).toEqual(["setNumber", ...keys(setFields)]);
    // A file's meal is the member's alone: their own portion, never other members' portions.
    expect(keys(importMealSchema)).toEqual(keys(createMealSchema).map((k) => (k === "portions" ? "portion" : k)));
    expect(keys(importIngredientSchema)).toEqual([
      ...keys(mealIngredientSchema).filter((k) => k !== "customIngredientId"),
      "customIngredient",
    ]);
  });

  test("an exercise states its plan: nothing but the flag, the place and the set rows has a default", () => {
    const squat = { name: "Squat", sets: 0, reps: "5", weight: "BW", restTime: 90 };
    expect(importExerciseSchema.parse(squat)).toEqual({
      ...squat,
      isCompleted: false,
      notes: null,
      type: "weight_reps",
      supersetGroup: null,
      sortOrder: 0,
      setRows: [],
    });
    const { reps: _, ...noReps } = squat;
    expect(message(importExerciseSchema.safeParse(noReps))).toContain("reps must be");
    expect(message(importExerciseSchema.safeParse({ ...squat, sets: -1 }))).toBe(
      `sets must be a whole number from 0 to ${WORKOUT.maxSetNumber}`,
    );
    expect(message(importExerciseSchema.safeParse({ ...squat, targetSets: 3, sets: undefined }))).toBe(
      `sets must be a whole number from 0 to ${WORKOUT.maxSetNumber}`,
    );
    expect(message(importExerciseSchema.safeParse({ ...squat, isCompleted: "yes" }))).toBe("isCompleted must be true or false");
  });

  test("a set may hold a plan's weight and reps or none, and is a normal set unless it says", () => {
    expect(importSetSchema.parse({ setNumber: 1, weight: "60-70", reps: "", completed: false })).toEqual({
      setNumber: 1,
      weight: "60-70",
      reps: "",
      completed: false,
      kind: "normal",
    });
    expect(message(importSetSchema.safeParse({ setNumber: 0, weight: "", reps: "", completed: false }))).toContain(
      "setNumber must be a whole number from 1",
    );
    expect(message(importSetSchema.safeParse({ setNumber: 1, weight: "", reps: "", completed: false, kind: "rest" }))).toBe(
      "kind must be normal, warmup, drop or failure",
    );
    expect(message(importSetSchema.safeParse({ setNumber: 1, weight: "", reps: "", completed: 1 }))).toBe(
      "completed must be true or false",
    );
    const rows = [
      { setNumber: 1, weight: "", reps: "", completed: false },
      { setNumber: 1, weight: "", reps: "", completed: true },
    ];
    expect(message(importExerciseSchema.safeParse({ name: "Squat", sets: 2, reps: "5", weight: "100", restTime: 90, setRows: rows }))).toBe(
      "setRows: each set number once",
    );
  });

  test("a meal's flags are false unless the file says, and an ingredient names its custom ingredient", () => {
    const meal = importMealSchema.parse({ date: "2026-03-02", name: "Lunch", time: "12:00 PM" });
    expect(meal).toMatchObject({ isPrepped: false, isConsumed: false, ingredients: [], time: "12:00:00" });
    const oats = importIngredientSchema.parse({ name: "Oats", quantity: 80, unit: "g", customIngredient: "Oats", customIngredientId: 4 });
    expect(oats).toMatchObject({ name: "Oats", quantity: 80, unit: "g", isPrepped: false, customIngredient: "Oats" });
    expect("customIngredientId" in oats).toBe(false);
    expect(message(importMealSchema.safeParse({ date: "2026-03-02", name: "Lunch", time: "12:00 PM", ingredients: {} }))).toBe(
      "ingredients must be a list",
    );
    expect(message(importIngredientSchema.safeParse({ name: "Oats", quantity: 0, unit: "g" }))).toBe("Quantity must be greater than 0");
  });
});
