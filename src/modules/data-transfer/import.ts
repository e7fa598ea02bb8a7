// Taking in a Kinfit export file (POST /api/import; docs/behaviour/data-transfer.md, "Data import"); the workout
// CSVs of Strong and Hevy are import-csv.ts. Each import is one transaction: it lands whole or not
// at all, and it only ever reads and writes rows of the signed-in member. What is already there
// (by the identities below) is skipped, so importing a file twice adds nothing.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@db/client";
import { inTransaction } from "@db/prepared";
import {
  bodyComposition,
  customIngredients,
  exercises,
  mealIngredients,
  meals,
  mealTemplates,
  users,
  workoutTemplates,
  workouts,
} from "@db/schema";
import { checkRoom } from "@db/owned";
import { badRequest } from "@src/errors";
import { BODY_ENTRIES_FULL } from "@shared/body-composition/contract";
import type { ImportAnswer, ImportFile } from "@shared/data-transfer/contract";
import { MEAL, PER_USER } from "@shared/limits";
import { mealTimeOf } from "@shared/meal-library/rules";
import { mergeGoals } from "@shared/goals/rules";
import { setFigures } from "@shared/workouts/history";
import { allSetsDone, onlyItsFields } from "@shared/workouts/rules";
import { ingredientFields, libraryIngredientFields, mealFields } from "@modules/meals/rows";
import { newExerciseRecord } from "@modules/workouts/rows";
import {
  BATCH,
  checkCount,
  checkExercisesPerDay,
  inBatches,
  insertExercises,
  keepSessionTimes,
  mergeDayNotes,
  newSetRow,
  supersetPlacer,
  workoutIds,
  type NewExerciseRow,
  type NewSetRow,
} from "./import-rows";
import { importPrograms } from "./import-programs";

/**
 * Imports a Kinfit export into the member's account. Identities (what counts as already there):
 * a workout exercise by date, name and position in the day; a workout template, library meal or
 * custom ingredient by name; a planned meal by date, time and name; a body entry by date; a
 * program by name and start date (import-programs.ts), whose exercises come back tagged with it.
 * A day's note joins the day's own (withImportedNote): kept as it is, the file's added after it.
 * The file's settings (units, plates, macro tracking, goals) replace the account's only when the
 * member chose so (`settings`); a file never changes who the member is (names, email, password):
 * an export of another member's account brings their data, not their name.
 */
export function importFile(db: Db, userId: number, file: ImportFile, options: { settings?: boolean } = {}): ImportAnswer {
  const counts = () => ({ added: 0, skipped: 0 });
  const answer: ImportAnswer = {
    workoutDays: counts(),
    exercises: counts(),
    sets: counts(),
    workoutTemplates: counts(),
    meals: counts(),
    mealLibrary: counts(),
    customIngredients: counts(),
    bodyComposition: counts(),
  };
  return inTransaction(db, (tx) => {
    // Settings, when asked for.
    const p = options.settings ? file.profile : undefined;
    if (p) {
      const changes: Partial<typeof users.$inferInsert> = {};
      if (p.macroTracking !== undefined) changes.macroTracking = p.macroTracking;
      if (p.weightUnit) changes.weightUnit = p.weightUnit;
      if (p.lengthUnit) changes.lengthUnit = p.lengthUnit;
      if (p.plates !== undefined) changes.plates = p.plates;
      if (p.goals) {
        // Like PUT /api/profile: the goals in the file replace those stored, the others stay.
        const stored = tx.select({ goals: users.goals }).from(users).where(eq(users.id, userId)).get();
        changes.goals = mergeGoals(stored?.goals, p.goals);
      }
      if (Object.keys(changes).length > 0) tx.update(users).set(changes).where(eq(users.id, userId)).run();
    }

    // Custom ingredients first: planned meals name the ones they were chosen from.
    const ownCustom = () =>
      tx
        .select({ id: customIngredients.id, name: customIngredients.name })
        .from(customIngredients)
        .where(eq(customIngredients.userId, userId))
        .orderBy(asc(customIngredients.id))
        .all();
    const customBefore = new Set(ownCustom().map((c) => c.name));
    const newCustom = file.customIngredients.filter((c) => !customBefore.has(c.name));
    answer.customIngredients = { added: newCustom.length, skipped: file.customIngredients.length - newCustom.length };
    // A barcode names one item the member can see: one already taken (by an item kept or one
    // earlier in the file) is left off the imported item, which comes in without it.
    const seenCodes = new Set(
      tx
        .select({ barcode: customIngredients.barcode })
        .from(customIngredients)
        .where(
          sql`${customIngredients.barcode} IS NOT NULL AND (${customIngredients.userId} = ${userId} OR ${customIngredients.shared} = 1)`,
        )
        .all()
        .map((r) => r.barcode),
    );
    const freeCode = (code: string | null | undefined) => {
      if (!code || seenCodes.has(code)) return null;
      seenCodes.add(code);
      return code;
    };
    inBatches(newCustom, (batch) =>
      tx
        .insert(customIngredients)
        .values(
          batch.map(({ createdAt, ...c }) => ({
            userId,
            name: c.name,
            defaultQuantity: c.defaultQuantity,
            defaultUnit: c.defaultUnit,
            caloriesPerUnit: c.caloriesPerUnit ?? null,
            proteinPerUnit: c.proteinPerUnit ?? null,
            carbsPerUnit: c.carbsPerUnit ?? null,
            fatPerUnit: c.fatPerUnit ?? null,
            fiberPerUnit: c.fiberPerUnit ?? null,
            sugarPerUnit: c.sugarPerUnit ?? null,
            sodiumPerUnit: c.sodiumPerUnit ?? null,
            notes: c.notes ?? null,
            barcode: freeCode(c.barcode),
            // A file from before sharing says nothing: its items stay private.
            shared: c.shared ?? false,
            ...(createdAt ? { createdAt } : {}),
          })),
        )
        .run(),
    );
    checkCount(
      tx,
      customIngredients,
      userId,
      PER_USER.customIngredients,
      `My Ingredients holds at most ${PER_USER.customIngredients} ingredients`,
    );
    const customId = new Map<string, number>();
    for (const c of ownCustom()) if (!customId.has(c.name)) customId.set(c.name, c.id);

    // Workouts: an exercise is there already when its day has one of that name at that position.
    const dates = file.workouts.map((w) => w.date);
    const ids = workoutIds(tx, userId, dates);
    const existing = new Map<string, number | null>();
    const highestGroup = new Map<string, number>();
    inBatches([...new Set(dates)], (batch) => {
      for (const e of tx
        .select({ date: exercises.date, name: exercises.name, sortOrder: exercises.sortOrder, group: exercises.supersetGroup })
        .from(exercises)
        .where(and(eq(exercises.userId, userId), inArray(exercises.date, batch)))
        .all()) {
        existing.set(`${e.date}\u0000${e.name}\u0000${e.sortOrder}`, e.group);
        if (e.group !== null) highestGroup.set(e.date, Math.max(highestGroup.get(e.date) ?? 0, e.group));
      }
    });
    const groups = supersetPlacer(highestGroup);
    const programTags = importPrograms(tx, userId, file.programs);
    for (const day of file.workouts) {
      for (const e of day.exercises) {
        const key = `${day.date}\u0000${e.name}\u0000${e.sortOrder}`;
        if (existing.has(key)) groups.held(day.date, e.supersetGroup, existing.get(key)!);
      }
    }
    const daysBefore = tx
      .select({ count: sql<number>`count(distinct ${exercises.workoutId})` })
      .from(exercises)
      .where(eq(exercises.userId, userId))
      .get()!.count;
    const toInsert: { exercise: NewExerciseRow; sets: NewSetRow[] }[] = [];
    for (const day of file.workouts) {
      for (const e of day.exercises) {
        if (existing.has(`${day.date}\u0000${e.name}\u0000${e.sortOrder}`)) {
          answer.exercises.skipped++;
          answer.sets.skipped += e.setRows.length;
          continue;
        }
        // Records as the workouts keep them: by the exercise's type, from every field of its sets.
        toInsert.push({
          exercise: {
            userId,
            workoutId: ids.get(day.date)!,
            date: day.date,
            ...newExerciseRecord(onlyItsFields(e)),
            ...programTags(e.program),
            supersetGroup: groups.place(day.date, e.supersetGroup),
            sortOrder: e.sortOrder,
            isCompleted: e.setRows.length > 0 ? allSetsDone(e.setRows) : e.isCompleted,
            ...setFigures(e.setRows, e.type),
          },
          sets: e.setRows.map(newSetRow),
        });
        answer.exercises.added++;
        answer.sets.added += e.setRows.length;
      }
    }
    insertExercises(tx, userId, toInsert);
    mergeDayNotes(tx, userId, file.workouts);
    keepSessionTimes(tx, userId, file.workouts);
    checkExercisesPerDay(tx, userId);
    const daysAfter = tx
      .select({ count: sql<number>`count(distinct ${exercises.workoutId})` })
      .from(exercises)
      .where(eq(exercises.userId, userId))
      .get()!.count;
    answer.workoutDays = { added: daysAfter - daysBefore, skipped: new Set(dates).size - (daysAfter - daysBefore) };

    // Workout templates and library meals, by name.
    const templateNames = new Set(
      tx
        .select({ name: workoutTemplates.name })
        .from(workoutTemplates)
        .where(eq(workoutTemplates.userId, userId))
        .all()
        .map((t) => t.name),
    );
    const newTemplates = file.workoutTemplates.filter((t) => !templateNames.has(t.name));
    answer.workoutTemplates = { added: newTemplates.length, skipped: file.workoutTemplates.length - newTemplates.length };
    inBatches(newTemplates, (batch) =>
      tx
        .insert(workoutTemplates)
        .values(
          batch.map((t) => ({
            userId,
            name: t.name,
            dayOfWeek: t.dayOfWeek,
            data: { exercises: t.data.exercises },
            ...(t.createdAt ? { createdAt: t.createdAt } : {}),
          })),
        )
        .run(),
    );
    checkCount(
      tx,
      workoutTemplates,
      userId,
      PER_USER.workoutTemplates,
      `You can keep at most ${PER_USER.workoutTemplates} workout templates`,
    );

    const libraryNames = new Set(
      tx
        .select({ name: mealTemplates.name })
        .from(mealTemplates)
        .where(eq(mealTemplates.userId, userId))
        .all()
        .map((t) => t.name),
    );
    const newLibrary = file.mealLibrary.filter((l) => !libraryNames.has(l.name));
    answer.mealLibrary = { added: newLibrary.length, skipped: file.mealLibrary.length - newLibrary.length };
    inBatches(newLibrary, (batch) =>
      tx
        .insert(mealTemplates)
        .values(
          batch.map((l) => {
            const mealTime = l.mealTime ?? mealTimeOf(l.data.meal.time);
            return {
              userId,
              name: l.name,
              mealTime,
              categories: l.categories ?? [mealTime],
              shared: l.shared ?? false,
              data: {
                meal: { name: l.data.meal.name, time: l.data.meal.time, notes: l.data.meal.notes ?? null },
                ingredients: l.data.ingredients.map(libraryIngredientFields),
              },
              ...(l.createdAt ? { createdAt: l.createdAt } : {}),
            };
          }),
        )
        .run(),
    );
    checkCount(tx, mealTemplates, userId, PER_USER.libraryMeals, `The meal library holds at most ${PER_USER.libraryMeals} meals`);

    // Planned meals, by date, time and name.
    const mealKey = (m: { date: string; time: string; name: string }) => `${m.date}\u0000${m.time}\u0000${m.name}`;
    const mealDates = [...new Set(file.meals.map((m) => m.date))];
    const mealsBefore = new Set<string>();
    inBatches(mealDates, (batch) => {
      for (const m of tx
        .select({ date: meals.date, time: meals.time, name: meals.name })
        .from(meals)
        .where(and(eq(meals.userId, userId), inArray(meals.date, batch)))
        .all()) {
        mealsBefore.add(mealKey(m));
      }
    });
    const newMeals = file.meals.filter((m) => !mealsBefore.has(mealKey(m)));
    answer.meals = { added: newMeals.length, skipped: file.meals.length - newMeals.length };
    for (let i = 0; i < newMeals.length; i += BATCH) {
      const batch = newMeals.slice(i, i + BATCH);
      const mealIds = tx
        .insert(meals)
        .values(batch.map((m) => ({ userId, date: m.date, ...mealFields(m), portion: m.portion })))
        .returning({ id: meals.id })
        .all();
      const ingredients = batch.flatMap((m, j) =>
        m.ingredients.map((g) => ({
          userId,
          mealId: mealIds[j]!.id,
          ...ingredientFields(g),
          isPrepped: g.isPrepped,
          customIngredientId: g.customIngredient ? (customId.get(g.customIngredient) ?? null) : null,
        })),
      );
      inBatches(ingredients, (rows) => tx.insert(mealIngredients).values(rows).run());
    }
    const crowded = tx
      .select({ date: meals.date })
      .from(meals)
      .where(eq(meals.userId, userId))
      .groupBy(meals.date)
      .having(sql`count(*) > ${MEAL.maxMealsPerDay}`)
      .get();
    if (crowded) throw badRequest(`A day can hold at most ${MEAL.maxMealsPerDay} meals; ${crowded.date} would hold more`);

    // Body entries, by date.
    const bodyDates = new Set(
      tx
        .select({ date: bodyComposition.date })
        .from(bodyComposition)
        .where(eq(bodyComposition.userId, userId))
        .all()
        .map((b) => b.date),
    );
    const newBody = file.bodyComposition.filter((b) => !bodyDates.has(b.date));
    checkRoom(tx, bodyComposition, userId, PER_USER.bodyEntries, BODY_ENTRIES_FULL, { adding: newBody.length });
    answer.bodyComposition = { added: newBody.length, skipped: file.bodyComposition.length - newBody.length };
    inBatches(newBody, (batch) =>
      tx
        .insert(bodyComposition)
        .values(
          batch.map(({ createdAt, ...b }) => ({
            userId,
            date: b.date,
            weight: b.weight ?? null,
            bodyFat: b.bodyFat ?? null,
            muscleMass: b.muscleMass ?? null,
            chest: b.chest ?? null,
            waist: b.waist ?? null,
            hips: b.hips ?? null,
            leftArm: b.leftArm ?? null,
            rightArm: b.rightArm ?? null,
            leftThigh: b.leftThigh ?? null,
            rightThigh: b.rightThigh ?? null,
            notes: b.notes ?? null,
            ...(createdAt ? { createdAt } : {}),
          })),
        )
        .run(),
    );
    return answer;
  });
}
