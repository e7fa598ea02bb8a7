// Taking in a Kinfit export file (POST /api/import; docs/behaviour/data-transfer.md, "Data import"); the workout
// CSVs of Strong and Hevy are import-csv.ts. Each import is one transaction: it lands whole or not
// at all, and it only ever reads and writes rows of the signed-in member. What is already there
// (by the identities below) is skipped, so importing a file twice adds nothing.
import type { Db } from "@db/client";
import { inTransaction } from "@db/prepared";
import { badRequest } from "@src/errors";
import { BODY_ENTRIES_FULL } from "@shared/body-composition/contract";
import type { ImportAnswer, ImportFile } from "@shared/data-transfer/contract";
import { MEAL, PER_USER } from "@shared/limits";
import { mealTimeOf } from "@shared/meal-library/rules";
import { mergeGoals } from "@shared/goals/rules";
import { BODY_FIELDS } from "@shared/coach/profile";
import { setFigures } from "@shared/workouts/history";
import { allSetsDone, onlyItsFields } from "@shared/workouts/rules";
import { ingredientFields, libraryIngredientFields, mealFields, recipeColumns } from "@modules/meals/store";
import { libraryRecipe } from "@modules/meal-library/service";
import { newExerciseRecord } from "@modules/workouts/store";
import { checkCount, checkExercisesPerDay, fillSessions, mergeDayNotes, newSetRow, supersetPlacer, workoutIds } from "./import-rows";
import { importCoach } from "./import-coach";
import { importPrograms } from "./import-programs";
import * as store from "./store";
import { inBatches, type NewExerciseRow, type NewSetRow, type UserSettings } from "./store";

/**
 * Imports a Kinfit export into the member's account. Identities (what counts as already there):
 * a workout exercise by date, name and position in the day; a workout template, library meal or
 * custom ingredient by name; a planned meal by date, time and name; a body entry by date; a
 * program by name and start date (import-programs.ts), whose exercises come back tagged with it;
 * a coach check-in by date (import-coach.ts), the coach's goal taken when the member has none.
 * A day's note joins the day's own (withImportedNote): kept as it is, the file's added after it.
 * The file's settings (units, plates, macro tracking, goals, muscle targets, body figures) replace the account's only when the
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
    coachCheckIns: counts(),
  };
  return inTransaction(db, (tx) => {
    // Settings, when asked for.
    const p = options.settings ? file.profile : undefined;
    if (p) {
      const changes: UserSettings = {};
      if (p.macroTracking !== undefined) changes.macroTracking = p.macroTracking;
      if (p.weightUnit) changes.weightUnit = p.weightUnit;
      if (p.lengthUnit) changes.lengthUnit = p.lengthUnit;
      if (p.plates !== undefined) changes.plates = p.plates;
      if (p.goals) {
        // Like PUT /api/profile: the goals in the file replace those stored, the others stay.
        changes.goals = mergeGoals(store.storedGoals(tx, userId), p.goals);
      }
      if (p.distanceUnit !== undefined) changes.distanceUnit = p.distanceUnit;
      // The file's bands replace the member's whole (a muscle the file leaves out aims at 10-20).
      if (p.muscleTargets !== undefined)
        changes.muscleTargets = Object.fromEntries(Object.entries(p.muscleTargets).filter(([, band]) => band !== null));
      for (const key of BODY_FIELDS) if (p[key] !== undefined) Object.assign(changes, { [key]: p[key] });
      if (Object.keys(changes).length > 0) store.updateUserSettings(tx, userId, changes);
    }

    // Custom ingredients first: planned meals name the ones they were chosen from.
    const ownCustom = () => store.ownCustomIngredients(tx, userId);
    const customBefore = new Set(ownCustom().map((c) => c.name));
    const newCustom = file.customIngredients.filter((c) => !customBefore.has(c.name));
    answer.customIngredients = { added: newCustom.length, skipped: file.customIngredients.length - newCustom.length };
    // A barcode names one item the member can see: one already taken (by an item kept or one
    // earlier in the file) is left off the imported item, which comes in without it.
    const seenCodes = new Set(store.visibleBarcodes(tx, userId));
    const freeCode = (code: string | null | undefined) => {
      if (!code || seenCodes.has(code)) return null;
      seenCodes.add(code);
      return code;
    };
    store.insertCustomIngredients(
      tx,
      userId,
      newCustom.map(({ createdAt, ...c }) => ({
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
    );
    checkCount(
      tx,
      "customIngredients",
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
      for (const e of store.exercisesOnDates(tx, userId, batch)) {
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
    const daysBefore = store.daysWithExercises(tx, userId);
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
    store.insertExercises(tx, userId, toInsert);
    mergeDayNotes(tx, userId, file.workouts);
    fillSessions(tx, userId, file.workouts);
    checkExercisesPerDay(tx, userId);
    const daysAfter = store.daysWithExercises(tx, userId);
    answer.workoutDays = { added: daysAfter - daysBefore, skipped: new Set(dates).size - (daysAfter - daysBefore) };

    // Workout templates and library meals, by name.
    const templateNames = new Set(store.workoutTemplateNames(tx, userId));
    const newTemplates = file.workoutTemplates.filter((t) => !templateNames.has(t.name));
    answer.workoutTemplates = { added: newTemplates.length, skipped: file.workoutTemplates.length - newTemplates.length };
    store.insertWorkoutTemplates(
      tx,
      userId,
      newTemplates.map((t) => ({
        name: t.name,
        dayOfWeek: t.dayOfWeek,
        data: { exercises: t.data.exercises },
        ...(t.createdAt ? { createdAt: t.createdAt } : {}),
      })),
    );
    checkCount(
      tx,
      "workoutTemplates",
      userId,
      PER_USER.workoutTemplates,
      `You can keep at most ${PER_USER.workoutTemplates} workout templates`,
    );

    const libraryNames = new Set(store.libraryMealNames(tx, userId));
    const newLibrary = file.mealLibrary.filter((l) => !libraryNames.has(l.name));
    answer.mealLibrary = { added: newLibrary.length, skipped: file.mealLibrary.length - newLibrary.length };
    store.insertLibraryMeals(
      tx,
      userId,
      newLibrary.map((l) => {
        const mealTime = l.mealTime ?? mealTimeOf(l.data.meal.time);
        return {
          name: l.name,
          mealTime,
          categories: l.categories ?? [mealTime],
          shared: l.shared ?? false,
          data: {
            meal: { name: l.data.meal.name, time: l.data.meal.time, notes: l.data.meal.notes ?? null },
            ingredients: l.data.ingredients.map(libraryIngredientFields),
            ...libraryRecipe(l),
          },
          ...(l.createdAt ? { createdAt: l.createdAt } : {}),
        };
      }),
    );
    checkCount(tx, "mealTemplates", userId, PER_USER.libraryMeals, `The meal library holds at most ${PER_USER.libraryMeals} meals`);

    // Planned meals, by date, time and name.
    const mealKey = (m: { date: string; time: string; name: string }) => `${m.date}\u0000${m.time}\u0000${m.name}`;
    const mealDates = [...new Set(file.meals.map((m) => m.date))];
    const mealsBefore = new Set<string>();
    inBatches(mealDates, (batch) => {
      for (const m of store.mealsOn(tx, userId, batch)) mealsBefore.add(mealKey(m));
    });
    const newMeals = file.meals.filter((m) => !mealsBefore.has(mealKey(m)));
    answer.meals = { added: newMeals.length, skipped: file.meals.length - newMeals.length };
    store.insertMeals(
      tx,
      userId,
      newMeals.map((m) => ({
        meal: { date: m.date, ...mealFields(m), portion: m.portion, ...recipeColumns(m) },
        ingredients: m.ingredients.map((g) => ({
          ...ingredientFields(g),
          isPrepped: g.isPrepped,
          customIngredientId: g.customIngredient ? (customId.get(g.customIngredient) ?? null) : null,
        })),
      })),
    );
    const crowded = store.crowdedMealDay(tx, userId, MEAL.maxMealsPerDay);
    if (crowded !== undefined) throw badRequest(`A day can hold at most ${MEAL.maxMealsPerDay} meals; ${crowded} would hold more`);

    // Body entries, by date.
    const bodyDates = new Set(store.bodyEntryDates(tx, userId));
    const newBody = file.bodyComposition.filter((b) => !bodyDates.has(b.date));
    store.checkBodyRoom(tx, userId, PER_USER.bodyEntries, BODY_ENTRIES_FULL, newBody.length);
    answer.bodyComposition = { added: newBody.length, skipped: file.bodyComposition.length - newBody.length };
    store.insertBodyEntries(
      tx,
      userId,
      newBody.map(({ createdAt, ...b }) => ({
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
    );

    answer.coachCheckIns = importCoach(tx, userId, file.coach, options.settings === true);
    return answer;
  });
}
