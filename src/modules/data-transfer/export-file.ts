// GET /api/export: everything one member owns, as one JSON file POST /api/import takes back
// (docs/behaviour/data-transfer.md, "Data export"). No ids, no password hash, no sessions: only the member's data.
import type { Db } from "@db/client";
import { inTransaction } from "@db/prepared";
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type ExportExercise,
  type ExportIngredient,
  type KinfitExport,
} from "@shared/data-transfer/contract";
import type { DistanceUnit, LengthUnit, WeightUnit } from "@shared/units";
import { goalsOf } from "@shared/goals/rules";
import type { SetRow } from "@shared/workouts/contract";
import { toDto as toBodyEntry } from "@modules/body-composition/store";
import { checkIns as coachCheckIns, goal as coachGoal } from "@modules/coach/store";
import { toDto as toCustomIngredient } from "@modules/custom-ingredients/service";
import { toLibraryMeal } from "@modules/meal-library/service";
import { toIngredient, toMeal } from "@modules/meals/store";
import { scaledIngredient } from "@shared/meals/rules";
import { perPortion } from "@shared/recipes/rules";
import { toDto as toWorkoutTemplate } from "@modules/workout-templates/service";
import { toExercise, toSetRow as setRowFromRecord } from "@modules/workouts/store";
import { exportRows } from "./store";

/** An area's answer as the file holds it: without its id, which the importing account gives anew. */
const withoutId = <T extends { id: number }>({ id: _id, ...entry }: T): Omit<T, "id"> => entry;
const withoutOwner = <T extends { owner: unknown }>({ owner: _owner, ...entry }: T): Omit<T, "owner"> => entry;

export function exportFile(db: Db, userId: number, now = new Date()): KinfitExport {
  return inTransaction(db, (tx) => {
    const stored = exportRows(tx, userId);
    const { user, days } = stored;
    const exerciseRows = stored.exercises;
    const setsOf = new Map<number, SetRow[]>();
    for (const set of stored.sets) {
      const rows = setsOf.get(set.exerciseId) ?? [];
      rows.push(setRowFromRecord(set));
      setsOf.set(set.exerciseId, rows);
    }
    const programRows = stored.programs;
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

    const custom = stored.customIngredients;
    const customName = new Map(custom.map((c) => [c.id, c.name]));

    const mealRows = stored.meals;
    const ingredientRows = stored.ingredients;
    const ingredientsOf = new Map<number, ExportIngredient[]>();
    for (const row of ingredientRows) {
      const list = ingredientsOf.get(row.mealId) ?? [];
      const { id: _id, mealId: _meal, customIngredientId, ...ingredient } = toIngredient(row);
      list.push({ ...ingredient, customIngredient: customIngredientId === null ? null : (customName.get(customIngredientId) ?? null) });
      ingredientsOf.set(row.mealId, list);
    }

    // Family meals another member cooks for this one: the recipe, with this member's portion and mark.
    const familyRows = stored.familyMeals;
    for (const { meal, ingredients } of familyRows) {
      ingredientsOf.set(
        meal.id,
        ingredients.map((row) => {
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

    const { workoutTemplates: templates, mealLibrary: library, body } = stored;

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
        distanceUnit: (user.distanceUnit as DistanceUnit | null) ?? null,
        muscleTargets: user.muscleTargets ?? {},
        sex: user.sex ?? null,
        birthYear: user.birthYear ?? null,
        heightCm: user.heightCm ?? null,
        activityLevel: user.activityLevel ?? null,
      },
      workouts: days.map((d) => ({
        date: d.date,
        note: d.note,
        // Only where known, so a file of days without sessions reads as it always did.
        ...(d.templateName === null ? {} : { name: d.templateName }),
        ...(d.startedAt === null ? {} : { startedAt: d.startedAt }),
        ...(d.finishedAt === null ? {} : { finishedAt: d.finishedAt }),
        exercises: exercisesOf.get(d.id) ?? [],
      })),
      workoutTemplates: templates.map((t) => withoutId(toWorkoutTemplate(t))),
      programs: programRows.map((p) => ({
        name: p.name,
        catalogueId: p.catalogueId,
        schedule: p.schedule,
        workouts: p.workouts,
        startedOn: p.startedOn,
        active: p.active,
      })),
      meals: planned.map(({ row, extra }) => {
        const ingredients = ingredientsOf.get(row.id) ?? [];
        const meal = withoutId(toMeal(row, []));
        // What the member eats of it, as their day's answer says: at their portion, over the servings.
        const eaten = perPortion(
          ingredients.map((i) => scaledIngredient(i, extra.portion ?? 1)),
          meal.servings,
        );
        return { ...meal, perPortion: eaten, ...extra, ingredients };
      }),
      mealLibrary: library.map((l) => withoutOwner(withoutId(toLibraryMeal(l)))),
      customIngredients: custom.map((c) => withoutOwner(withoutId(toCustomIngredient(c)))),
      bodyComposition: body.map((b) => withoutId(toBodyEntry(b))),
      coach: { goal: coachGoal(tx, userId), checkIns: coachCheckIns(tx, userId) },
    };
  });
}
