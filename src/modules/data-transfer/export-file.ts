// GET /api/export: everything one member owns, as one JSON file POST /api/import takes back
// (docs/behaviour.md, "Data export"). No ids, no password hash, no sessions: only the member's data.
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/prepared";
import {
  bodyComposition,
  customIngredients,
  exerciseSets,
  exercises,
  mealIngredients,
  meals,
  mealTemplates,
  users,
  workoutTemplates,
  workouts,
} from "../../db/schema";
import { BODY_NUMBER_FIELDS } from "../../shared/body-composition/rules";
import { EXPORT_FORMAT, EXPORT_VERSION, type ExportExercise, type ExportIngredient, type KinfitExport } from "../../shared/data-transfer/contract";
import type { LengthUnit, WeightUnit } from "../../shared/units";
import { goalsOf } from "../../shared/goals/rules";
import type { SetKind, TemplateExercise } from "../../shared/workouts/contract";

export function exportFile(db: Db, userId: number, now = new Date()): KinfitExport {
  return inTransaction(db, (tx) => {
    const user = tx.select().from(users).where(eq(users.id, userId)).get()!;

    const days = tx.select().from(workouts).where(eq(workouts.userId, userId)).orderBy(asc(workouts.date)).all();
    const exerciseRows = tx
      .select()
      .from(exercises)
      .where(eq(exercises.userId, userId))
      .orderBy(asc(exercises.date), asc(exercises.sortOrder), asc(exercises.id))
      .all();
    // Through the member's exercises: set rows are indexed by their exercise only.
    const setRows = tx
      .select({ exerciseId: exerciseSets.exerciseId, setNumber: exerciseSets.setNumber, weight: exerciseSets.weight, reps: exerciseSets.reps, completed: exerciseSets.completed, kind: exerciseSets.kind })
      .from(exercises)
      .innerJoin(exerciseSets, and(eq(exerciseSets.exerciseId, exercises.id), eq(exerciseSets.userId, userId)))
      .where(eq(exercises.userId, userId))
      .orderBy(asc(exerciseSets.exerciseId), asc(exerciseSets.setNumber))
      .all();
    const setsOf = new Map<number, ExportExercise["setRows"]>();
    for (const s of setRows) {
      const rows = setsOf.get(s.exerciseId) ?? [];
      rows.push({ setNumber: s.setNumber, weight: s.weight, reps: s.reps, completed: s.completed, kind: s.kind as SetKind });
      setsOf.set(s.exerciseId, rows);
    }
    const exercisesOf = new Map<number, ExportExercise[]>();
    for (const e of exerciseRows) {
      const list = exercisesOf.get(e.workoutId) ?? [];
      list.push({
        name: e.name,
        sets: e.sets,
        reps: e.reps,
        weight: e.weight,
        restTime: e.restTime,
        isCompleted: e.isCompleted,
        notes: e.notes,
        sortOrder: e.sortOrder,
        setRows: setsOf.get(e.id) ?? [],
      });
      exercisesOf.set(e.workoutId, list);
    }

    const custom = tx
      .select()
      .from(customIngredients)
      .where(eq(customIngredients.userId, userId))
      .orderBy(asc(customIngredients.createdAt), asc(customIngredients.id))
      .all();
    const customName = new Map(custom.map((c) => [c.id, c.name]));

    const mealRows = tx.select().from(meals).where(eq(meals.userId, userId)).orderBy(asc(meals.date), asc(meals.time), asc(meals.id)).all();
    // Through the member's meals: ingredients are indexed by their meal only.
    const ingredientRows = tx
      .select({ ingredient: mealIngredients })
      .from(meals)
      .innerJoin(mealIngredients, and(eq(mealIngredients.mealId, meals.id), eq(mealIngredients.userId, userId)))
      .where(eq(meals.userId, userId))
      .orderBy(asc(mealIngredients.mealId), asc(mealIngredients.id))
      .all()
      .map((r) => r.ingredient);
    const ingredientsOf = new Map<number, ExportIngredient[]>();
    for (const i of ingredientRows) {
      const list = ingredientsOf.get(i.mealId) ?? [];
      list.push({
        name: i.name,
        quantity: i.quantity,
        unit: i.unit,
        calories: i.calories,
        protein: i.protein,
        carbs: i.carbs,
        fat: i.fat,
        isPrepped: i.isPrepped,
        customIngredient: i.customIngredientId === null ? null : (customName.get(i.customIngredientId) ?? null),
      });
      ingredientsOf.set(i.mealId, list);
    }

    const templates = tx
      .select()
      .from(workoutTemplates)
      .where(eq(workoutTemplates.userId, userId))
      .orderBy(asc(workoutTemplates.createdAt), asc(workoutTemplates.id))
      .all();
    const library = tx
      .select()
      .from(mealTemplates)
      .where(eq(mealTemplates.userId, userId))
      .orderBy(asc(mealTemplates.createdAt), asc(mealTemplates.id))
      .all();
    const body = tx
      .select()
      .from(bodyComposition)
      .where(and(eq(bodyComposition.userId, userId)))
      .orderBy(asc(bodyComposition.date), asc(bodyComposition.id))
      .all();

    return {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: now.toISOString(),
      profile: {
        firstName: user.firstName,
        lastName: user.lastName,
        macroTracking: user.macroTracking,
        weightUnit: user.weightUnit as WeightUnit,
        lengthUnit: user.lengthUnit as LengthUnit,
        plates: user.plates ?? null,
        goals: goalsOf(user.goals),
      },
      workouts: days.map((d) => ({ date: d.date, exercises: exercisesOf.get(d.id) ?? [] })),
      workoutTemplates: templates.map((t) => {
        const data = t.data as { exercises?: TemplateExercise[] } | null;
        return {
          name: t.name,
          dayOfWeek: t.dayOfWeek,
          data: { exercises: Array.isArray(data?.exercises) ? data.exercises : [] },
          createdAt: t.createdAt,
        };
      }),
      meals: mealRows.map((m) => ({
        date: m.date,
        name: m.name,
        time: m.time,
        notes: m.notes,
        isPrepped: m.isPrepped,
        isConsumed: m.isConsumed,
        ingredients: ingredientsOf.get(m.id) ?? [],
      })),
      mealLibrary: library.map((l) => ({
        name: l.name,
        mealTime: l.mealTime,
        categories: Array.isArray(l.categories) ? (l.categories as string[]) : [],
        data: l.data as KinfitExport["mealLibrary"][number]["data"],
        createdAt: l.createdAt,
      })),
      customIngredients: custom.map((c) => ({
        name: c.name,
        defaultQuantity: c.defaultQuantity,
        defaultUnit: c.defaultUnit,
        caloriesPerUnit: c.caloriesPerUnit,
        proteinPerUnit: c.proteinPerUnit,
        carbsPerUnit: c.carbsPerUnit,
        fatPerUnit: c.fatPerUnit,
        notes: c.notes,
        createdAt: c.createdAt,
      })),
      bodyComposition: body.map((b) => ({
        date: b.date,
        ...Object.fromEntries(BODY_NUMBER_FIELDS.map((f) => [f.key, b[f.key as keyof typeof b] as number | null])),
        notes: b.notes,
        createdAt: b.createdAt,
      })),
    };
  });
}
