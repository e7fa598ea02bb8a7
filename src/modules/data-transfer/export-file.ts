// GET /api/export: everything one member owns, as one JSON file POST /api/import takes back
// (docs/behaviour/data-transfer.md, "Data export"). No ids, no password hash, no sessions: only the member's data.
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@db/client";
import { inTransaction } from "@db/prepared";
import {
  bodyComposition,
  customIngredients,
  exerciseSets,
  exercises,
  mealIngredients,
  mealPortions,
  meals,
  mealTemplates,
  programs,
  users,
  workoutTemplates,
  workouts,
} from "@db/schema";
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type ExportExercise,
  type ExportIngredient,
  type KinfitExport,
} from "@shared/data-transfer/contract";
import type { LengthUnit, WeightUnit } from "@shared/units";
import { goalsOf } from "@shared/goals/rules";
import type { SetRow } from "@shared/workouts/contract";
import { toDto as toBodyEntry } from "@modules/body-composition/service";
import { toDto as toCustomIngredient } from "@modules/custom-ingredients/service";
import { toLibraryMeal } from "@modules/meal-library/service";
import { toIngredient, toMeal } from "@modules/meals/rows";
import { toDto as toWorkoutTemplate } from "@modules/workout-templates/service";
import { exerciseFromRow as toExercise, setRowFromRecord } from "@modules/workouts/rows";

/** An area's answer as the file holds it: without its id, which the importing account gives anew. */
const withoutId = <T extends { id: number }>({ id: _id, ...entry }: T): Omit<T, "id"> => entry;
const withoutOwner = <T extends { owner: unknown }>({ owner: _owner, ...entry }: T): Omit<T, "owner"> => entry;

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
    const setRecords = tx
      .select({ set: exerciseSets })
      .from(exercises)
      .innerJoin(exerciseSets, and(eq(exerciseSets.exerciseId, exercises.id), eq(exerciseSets.userId, userId)))
      .where(eq(exercises.userId, userId))
      .orderBy(asc(exerciseSets.exerciseId), asc(exerciseSets.setNumber))
      .all();
    const setsOf = new Map<number, SetRow[]>();
    for (const { set } of setRecords) {
      const rows = setsOf.get(set.exerciseId) ?? [];
      rows.push(setRowFromRecord(set));
      setsOf.set(set.exerciseId, rows);
    }
    const programRows = tx.select().from(programs).where(eq(programs.userId, userId)).orderBy(asc(programs.id)).all();
    const programOf = new Map(programRows.map((p) => [p.id, { name: p.name, startedOn: p.startedOn }]));
    const exercisesOf = new Map<number, ExportExercise[]>();
    for (const e of exerciseRows) {
      const list = exercisesOf.get(e.workoutId) ?? [];
      // The phone's id names the exercise in this account only, as its id does; a program, by its name and start.
      const { clientId: _clientId, programId, programWorkout, ...exercise } = withoutId(toExercise(e, setsOf.get(e.id) ?? []));
      const program = programId === undefined ? undefined : programOf.get(programId);
      list.push(program && programWorkout ? { ...exercise, program: { ...program, workout: programWorkout } } : exercise);
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
    for (const row of ingredientRows) {
      const list = ingredientsOf.get(row.mealId) ?? [];
      const { id: _id, mealId: _meal, customIngredientId, ...ingredient } = toIngredient(row);
      list.push({ ...ingredient, customIngredient: customIngredientId === null ? null : (customName.get(customIngredientId) ?? null) });
      ingredientsOf.set(row.mealId, list);
    }

    // Family meals another member cooks for this one: the recipe, with this member's portion and mark.
    const familyRows = tx
      .select({ meal: meals, portion: mealPortions.portion, isConsumed: mealPortions.isConsumed })
      .from(mealPortions)
      .innerJoin(meals, eq(meals.id, mealPortions.mealId))
      .where(eq(mealPortions.userId, userId))
      .all();
    for (const { meal } of familyRows) {
      const rows = tx.select().from(mealIngredients).where(eq(mealIngredients.mealId, meal.id)).orderBy(asc(mealIngredients.id)).all();
      ingredientsOf.set(
        meal.id,
        rows.map((row) => {
          const { id: _id, mealId: _meal, customIngredientId: _custom, ...ingredient } = toIngredient(row);
          return { ...ingredient, customIngredient: null };
        }),
      );
    }
    const portionOf = (portion: number) => (portion === 1 ? {} : { portion });
    const planned = [
      ...mealRows.map((m) => ({ row: m, extra: portionOf(m.portion) })),
      ...familyRows.map((f) => ({ row: { ...f.meal, isConsumed: f.isConsumed }, extra: portionOf(f.portion) })),
    ].sort((a, b) =>
      a.row.date < b.row.date
        ? -1
        : a.row.date > b.row.date
          ? 1
          : a.row.time < b.row.time
            ? -1
            : a.row.time > b.row.time
              ? 1
              : a.row.id - b.row.id,
    );

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
      workouts: days.map((d) => ({ date: d.date, note: d.note, exercises: exercisesOf.get(d.id) ?? [], ...sessionOf(d) })),
      workoutTemplates: templates.map((t) => withoutId(toWorkoutTemplate(t))),
      programs: programRows.map((p) => ({
        name: p.name,
        catalogueId: p.catalogueId,
        schedule: p.schedule,
        workouts: p.workouts,
        startedOn: p.startedOn,
        active: p.active,
      })),
      meals: planned.map(({ row, extra }) => ({ ...withoutId(toMeal(row, [])), ...extra, ingredients: ingredientsOf.get(row.id) ?? [] })),
      mealLibrary: library.map((l) => withoutOwner(withoutId(toLibraryMeal(l)))),
      customIngredients: custom.map((c) => withoutOwner(withoutId(toCustomIngredient(c)))),
      bodyComposition: body.map((b) => withoutId(toBodyEntry(b))),
    };
  });
}

/** A day's session times and template, only those it has, so a day without them reads as before. */
function sessionOf(d: { startedAt: string | null; finishedAt: string | null; restEndedAt: string | null; templateName: string | null }) {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries({
    startedAt: d.startedAt,
    finishedAt: d.finishedAt,
    restEndedAt: d.restEndedAt,
    templateName: d.templateName,
  }))
    if (v !== null) out[k] = v;
  return out;
}
