// Taking data in (docs/behaviour.md, "Data import"): a Kinfit export file (POST /api/import) and
// Strong or Hevy workout CSVs (POST /api/import/workouts-csv). Each import is one transaction:
// it lands whole or not at all, and it only ever reads and writes rows of the signed-in member.
// What is already there (by the identities below) is skipped, so importing a file twice adds nothing.
import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Tx } from "../../db/owned";
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
import { badRequest } from "../../errors";
import type { CsvImportAnswer, CsvPreview, ImportAnswer, ImportFile } from "../../shared/data-transfer/contract";
import type { WorkoutCsv } from "../../shared/data-transfer/workout-csv";
import { parseIsoDate, weekdayName } from "../../shared/dates";
import { MEAL, PER_USER, WORKOUT } from "../../shared/limits";
import { mealTimeOf } from "../../shared/meal-library/rules";
import { goalsOf } from "../../shared/goals/contract";
import { DEFAULT_REPS, DEFAULT_REST_SECONDS, DEFAULT_WEIGHT, type SetKind } from "../../shared/workouts/contract";
import { setFigures } from "../../shared/workouts/history";
import { allSetsDone } from "../../shared/workouts/rules";

/** Rows per INSERT: far below SQLite's limit on bound values, large enough to be few statements. */
const BATCH = 500;

function inBatches<T>(rows: T[], insert: (batch: T[]) => void) {
  for (let i = 0; i < rows.length; i += BATCH) insert(rows.slice(i, i + BATCH));
}

const dayOf = (date: string) => weekdayName(parseIsoDate(date)!);
const nameKey = (name: string) => name.trim().toLowerCase();

/** The workout row of each date, created where missing; answers date -> workout id. */
function workoutIds(tx: Tx, userId: number, dates: string[]): Map<string, number> {
  const unique = [...new Set(dates)];
  inBatches(unique, (batch) =>
    tx.insert(workouts).values(batch.map((date) => ({ userId, date, dayOfWeek: dayOf(date) }))).onConflictDoNothing().run(),
  );
  const out = new Map<string, number>();
  inBatches(unique, (batch) => {
    for (const w of tx.select({ id: workouts.id, date: workouts.date }).from(workouts).where(and(eq(workouts.userId, userId), inArray(workouts.date, batch))).all()) {
      out.set(w.date, w.id);
    }
  });
  return out;
}

/** Refuses the import when a day would hold more exercises than a workout may. */
function checkExercisesPerDay(tx: Tx, userId: number) {
  const over = tx
    .select({ date: exercises.date })
    .from(exercises)
    .where(eq(exercises.userId, userId))
    .groupBy(exercises.workoutId)
    .having(sql`count(*) > ${WORKOUT.maxExercises}`)
    .get();
  if (over) throw badRequest(`A workout holds at most ${WORKOUT.maxExercises} exercises; ${over.date} would hold more`);
}

function checkCount(tx: Tx, table: typeof workoutTemplates | typeof mealTemplates | typeof customIngredients, userId: number, max: number, message: string) {
  const { count } = tx.select({ count: sql<number>`count(*)` }).from(table).where(eq(table.userId, userId)).get()!;
  if (count > max) throw badRequest(message);
}

type NewExerciseRow = typeof exercises.$inferInsert;
type NewSetRow = Omit<typeof exerciseSets.$inferInsert, "exerciseId" | "userId">;

/** Inserts exercises with their set rows, in batches; the rows' figures are computed here. */
function insertExercises(tx: Tx, userId: number, list: { exercise: NewExerciseRow; sets: NewSetRow[] }[]) {
  for (let i = 0; i < list.length; i += BATCH) {
    const batch = list.slice(i, i + BATCH);
    const ids = tx
      .insert(exercises)
      .values(batch.map((b) => b.exercise))
      .returning({ id: exercises.id })
      .all();
    const sets = batch.flatMap((b, j) => b.sets.map((s) => ({ ...s, userId, exerciseId: ids[j]!.id })));
    inBatches(sets, (rows) => tx.insert(exerciseSets).values(rows).run());
  }
}

/**
 * Imports a Kinfit export into the member's account. Identities (what counts as already there):
 * a workout exercise by date, name and position in the day; a workout template, library meal or
 * custom ingredient by name; a planned meal by date, time and name; a body entry by date.
 * Profile settings in the file replace the account's; names only when the file has them.
 */
export function importFile(db: Db, userId: number, file: ImportFile): ImportAnswer {
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
  return db.transaction((tx) => {
    // Profile.
    const p = file.profile;
    if (p) {
      const changes: Partial<typeof users.$inferInsert> = {};
      if (p.firstName) changes.firstName = p.firstName;
      if (p.lastName) changes.lastName = p.lastName;
      if (p.macroTracking !== undefined) changes.macroTracking = p.macroTracking;
      if (p.weightUnit) changes.weightUnit = p.weightUnit;
      if (p.lengthUnit) changes.lengthUnit = p.lengthUnit;
      if (p.plates !== undefined) changes.plates = p.plates;
      if (p.goals) {
        // Like PUT /api/profile: the goals in the file replace those stored, the others stay.
        const stored = tx.select({ goals: users.goals }).from(users).where(eq(users.id, userId)).get();
        const sent = Object.fromEntries(Object.entries(p.goals).filter(([, v]) => v !== undefined));
        changes.goals = { ...goalsOf(stored?.goals), ...sent };
      }
      if (Object.keys(changes).length > 0) tx.update(users).set(changes).where(eq(users.id, userId)).run();
    }

    // Custom ingredients first: planned meals name the ones they were chosen from.
    const ownCustom = () => tx.select({ id: customIngredients.id, name: customIngredients.name }).from(customIngredients).where(eq(customIngredients.userId, userId)).orderBy(asc(customIngredients.id)).all();
    const customBefore = new Set(ownCustom().map((c) => c.name));
    const newCustom = file.customIngredients.filter((c) => !customBefore.has(c.name));
    answer.customIngredients = { added: newCustom.length, skipped: file.customIngredients.length - newCustom.length };
    inBatches(newCustom, (batch) =>
      tx.insert(customIngredients).values(batch.map(({ createdAt, ...c }) => ({
        userId,
        name: c.name,
        defaultQuantity: c.defaultQuantity,
        defaultUnit: c.defaultUnit,
        caloriesPerUnit: c.caloriesPerUnit ?? null,
        proteinPerUnit: c.proteinPerUnit ?? null,
        carbsPerUnit: c.carbsPerUnit ?? null,
        fatPerUnit: c.fatPerUnit ?? null,
        notes: c.notes ?? null,
        ...(createdAt ? { createdAt } : {}),
      }))).run(),
    );
    checkCount(tx, customIngredients, userId, PER_USER.customIngredients, `My Ingredients holds at most ${PER_USER.customIngredients} ingredients`);
    const customId = new Map<string, number>();
    for (const c of ownCustom()) if (!customId.has(c.name)) customId.set(c.name, c.id);

    // Workouts: an exercise is there already when its day has one of that name at that position.
    const dates = file.workouts.map((w) => w.date);
    const ids = workoutIds(tx, userId, dates);
    const existing = new Set<string>();
    inBatches([...new Set(dates)], (batch) => {
      for (const e of tx.select({ date: exercises.date, name: exercises.name, sortOrder: exercises.sortOrder }).from(exercises).where(and(eq(exercises.userId, userId), inArray(exercises.date, batch))).all()) {
        existing.add(`${e.date}\u0000${e.name}\u0000${e.sortOrder}`);
      }
    });
    const daysBefore = tx.select({ count: sql<number>`count(distinct ${exercises.workoutId})` }).from(exercises).where(eq(exercises.userId, userId)).get()!.count;
    const toInsert: { exercise: NewExerciseRow; sets: NewSetRow[] }[] = [];
    for (const day of file.workouts) {
      for (const e of day.exercises) {
        if (existing.has(`${day.date}\u0000${e.name}\u0000${e.sortOrder}`)) {
          answer.exercises.skipped++;
          answer.sets.skipped += e.setRows.length;
          continue;
        }
        const rows = e.setRows.map((s) => ({ setNumber: s.setNumber, weight: s.weight, reps: s.reps, completed: s.completed, kind: s.kind }));
        toInsert.push({
          exercise: {
            userId,
            workoutId: ids.get(day.date)!,
            date: day.date,
            name: e.name,
            sets: e.sets,
            reps: e.reps,
            weight: e.weight,
            restTime: e.restTime,
            notes: e.notes,
            sortOrder: e.sortOrder,
            isCompleted: rows.length > 0 ? allSetsDone(rows) : e.isCompleted,
            ...setFigures(rows),
          },
          sets: rows,
        });
        answer.exercises.added++;
        answer.sets.added += rows.length;
      }
    }
    insertExercises(tx, userId, toInsert);
    checkExercisesPerDay(tx, userId);
    const daysAfter = tx.select({ count: sql<number>`count(distinct ${exercises.workoutId})` }).from(exercises).where(eq(exercises.userId, userId)).get()!.count;
    answer.workoutDays = { added: daysAfter - daysBefore, skipped: new Set(dates).size - (daysAfter - daysBefore) };

    // Workout templates and library meals, by name.
    const templateNames = new Set(tx.select({ name: workoutTemplates.name }).from(workoutTemplates).where(eq(workoutTemplates.userId, userId)).all().map((t) => t.name));
    const newTemplates = file.workoutTemplates.filter((t) => !templateNames.has(t.name));
    answer.workoutTemplates = { added: newTemplates.length, skipped: file.workoutTemplates.length - newTemplates.length };
    inBatches(newTemplates, (batch) =>
      tx.insert(workoutTemplates).values(batch.map((t) => ({
        userId,
        name: t.name,
        dayOfWeek: t.dayOfWeek,
        data: { exercises: t.data.exercises },
        ...(t.createdAt ? { createdAt: t.createdAt } : {}),
      }))).run(),
    );
    checkCount(tx, workoutTemplates, userId, PER_USER.workoutTemplates, `You can keep at most ${PER_USER.workoutTemplates} workout templates`);

    const libraryNames = new Set(tx.select({ name: mealTemplates.name }).from(mealTemplates).where(eq(mealTemplates.userId, userId)).all().map((t) => t.name));
    const newLibrary = file.mealLibrary.filter((l) => !libraryNames.has(l.name));
    answer.mealLibrary = { added: newLibrary.length, skipped: file.mealLibrary.length - newLibrary.length };
    inBatches(newLibrary, (batch) =>
      tx.insert(mealTemplates).values(batch.map((l) => {
        const mealTime = l.mealTime ?? mealTimeOf(l.data.meal.time);
        return {
          userId,
          name: l.name,
          mealTime,
          categories: l.categories ?? [mealTime],
          data: {
            meal: { name: l.data.meal.name, time: l.data.meal.time, notes: l.data.meal.notes ?? null },
            ingredients: l.data.ingredients.map((i) => ({
              name: i.name, quantity: i.quantity, unit: i.unit,
              calories: i.calories ?? null, protein: i.protein ?? null, carbs: i.carbs ?? null, fat: i.fat ?? null,
            })),
          },
          ...(l.createdAt ? { createdAt: l.createdAt } : {}),
        };
      })).run(),
    );
    checkCount(tx, mealTemplates, userId, PER_USER.libraryMeals, `The meal library holds at most ${PER_USER.libraryMeals} meals`);

    // Planned meals, by date, time and name.
    const mealKey = (m: { date: string; time: string; name: string }) => `${m.date}\u0000${m.time}\u0000${m.name}`;
    const mealDates = [...new Set(file.meals.map((m) => m.date))];
    const mealsBefore = new Set<string>();
    inBatches(mealDates, (batch) => {
      for (const m of tx.select({ date: meals.date, time: meals.time, name: meals.name }).from(meals).where(and(eq(meals.userId, userId), inArray(meals.date, batch))).all()) {
        mealsBefore.add(mealKey(m));
      }
    });
    const newMeals = file.meals.filter((m) => !mealsBefore.has(mealKey(m)));
    answer.meals = { added: newMeals.length, skipped: file.meals.length - newMeals.length };
    for (let i = 0; i < newMeals.length; i += BATCH) {
      const batch = newMeals.slice(i, i + BATCH);
      const mealIds = tx
        .insert(meals)
        .values(batch.map((m) => ({ userId, date: m.date, name: m.name, time: m.time, notes: m.notes ?? null, isPrepped: m.isPrepped, isConsumed: m.isConsumed })))
        .returning({ id: meals.id })
        .all();
      const ingredients = batch.flatMap((m, j) =>
        m.ingredients.map((g) => ({
          userId,
          mealId: mealIds[j]!.id,
          name: g.name,
          quantity: g.quantity,
          unit: g.unit,
          calories: g.calories ?? null,
          protein: g.protein ?? null,
          carbs: g.carbs ?? null,
          fat: g.fat ?? null,
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
    const bodyDates = new Set(tx.select({ date: bodyComposition.date }).from(bodyComposition).where(eq(bodyComposition.userId, userId)).all().map((b) => b.date));
    const newBody = file.bodyComposition.filter((b) => !bodyDates.has(b.date));
    answer.bodyComposition = { added: newBody.length, skipped: file.bodyComposition.length - newBody.length };
    inBatches(newBody, (batch) =>
      tx.insert(bodyComposition).values(batch.map(({ createdAt, ...b }) => ({
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
      }))).run(),
    );
    return answer;
  });
}

// ---------- workout CSVs ----------

type ExistingExercise = { id: number; date: string; name: string; sets: number; setNumbers: Set<number> };

/** The member's exercises on the file's dates, by date and name (trimmed, any case); the first of a name wins. */
function existingExercises(db: Db | Tx, userId: number, csv: WorkoutCsv): Map<string, ExistingExercise> {
  const out = new Map<string, ExistingExercise>();
  const dates = csv.exercises.map((e) => e.date).sort();
  if (dates.length === 0) return out;
  const rows = db
    .select({ id: exercises.id, date: exercises.date, name: exercises.name, sets: exercises.sets })
    .from(exercises)
    .where(and(eq(exercises.userId, userId), gte(exercises.date, dates[0]!), lte(exercises.date, dates.at(-1)!)))
    .orderBy(asc(exercises.date), asc(exercises.sortOrder), asc(exercises.id))
    .all();
  for (const r of rows) {
    const key = `${r.date}\u0000${nameKey(r.name)}`;
    if (!out.has(key)) out.set(key, { ...r, setNumbers: new Set() });
  }
  const byId = new Map([...out.values()].map((e) => [e.id, e]));
  inBatches([...byId.keys()], (batch) => {
    for (const s of db
      .select({ exerciseId: exerciseSets.exerciseId, setNumber: exerciseSets.setNumber })
      .from(exerciseSets)
      .where(and(eq(exerciseSets.userId, userId), inArray(exerciseSets.exerciseId, batch)))
      .all()) {
      byId.get(s.exerciseId)!.setNumbers.add(s.setNumber);
    }
  });
  return out;
}

/** What importing the file would do: its days, exercises and sets, and what is already there. */
export function previewWorkoutCsv(db: Db, userId: number, csv: WorkoutCsv): CsvPreview {
  const existing = existingExercises(db, userId, csv);
  let alreadyImported = 0;
  const days = new Map<string, { name: string; sets: number }[]>();
  for (const e of csv.exercises) {
    const there = existing.get(`${e.date}\u0000${nameKey(e.name)}`);
    if (there) alreadyImported += e.sets.filter((s) => there.setNumbers.has(s.setNumber)).length;
    const list = days.get(e.date) ?? [];
    list.push({ name: e.name, sets: e.sets.length });
    days.set(e.date, list);
  }
  const dates = [...days.keys()].sort();
  return {
    source: csv.source,
    layout: csv.layout,
    matchedBy: csv.matchedBy,
    unit: csv.unit,
    unitNeeded: csv.unitNeeded,
    workouts: dates.length,
    exercises: csv.exercises.length,
    sets: csv.exercises.reduce((n, e) => n + e.sets.length, 0),
    alreadyImported,
    firstDate: dates[0] ?? null,
    lastDate: dates.at(-1) ?? null,
    days: dates.map((date) => ({ date, exercises: days.get(date)! })),
    problems: csv.problems,
  };
}

/**
 * Imports the sets of a read CSV as completed sets on their dates. A set is there already when
 * its date, exercise name (any case) and set number are: it is skipped. New sets of an exercise
 * already on the day join it; other exercises are added after the day's own.
 */
export function importWorkoutCsv(db: Db, userId: number, csv: WorkoutCsv): CsvImportAnswer {
  return db.transaction((tx) => {
    const existing = existingExercises(tx, userId, csv);
    const ids = workoutIds(tx, userId, csv.exercises.map((e) => e.date));
    const nextOrder = new Map<number, number>();
    inBatches([...ids.values()], (batch) => {
      for (const r of tx
        .select({ workoutId: exercises.workoutId, last: sql<number>`max(${exercises.sortOrder})` })
        .from(exercises)
        .where(and(eq(exercises.userId, userId), inArray(exercises.workoutId, batch)))
        .groupBy(exercises.workoutId)
        .all()) {
        nextOrder.set(r.workoutId, r.last + 1);
      }
    });
    const answer: CsvImportAnswer = { workouts: 0, exercises: 0, sets: 0, alreadyImported: 0, skippedRows: csv.problems.length };
    const toInsert: { exercise: NewExerciseRow; sets: NewSetRow[] }[] = [];
    const grown: ExistingExercise[] = [];
    const extraSets: (NewSetRow & { exerciseId: number })[] = [];
    const touchedDates = new Set<string>();
    for (const e of csv.exercises) {
      const rows = e.sets.map((s) => ({ setNumber: s.setNumber, weight: s.weight, reps: s.reps, completed: true, kind: s.kind as SetKind }));
      const there = existing.get(`${e.date}\u0000${nameKey(e.name)}`);
      if (there) {
        const fresh = rows.filter((r) => !there.setNumbers.has(r.setNumber));
        answer.alreadyImported += rows.length - fresh.length;
        if (fresh.length === 0) continue;
        for (const r of fresh) extraSets.push({ ...r, exerciseId: there.id });
        there.sets = Math.max(there.sets, ...fresh.map((r) => r.setNumber));
        grown.push(there);
        answer.sets += fresh.length;
        touchedDates.add(e.date);
        continue;
      }
      const workoutId = ids.get(e.date)!;
      const order = nextOrder.get(workoutId) ?? 0;
      nextOrder.set(workoutId, order + 1);
      // The plan is what was really done: the first working set's weight and reps.
      const first = rows.find((r) => r.kind !== "warmup") ?? rows[0]!;
      toInsert.push({
        exercise: {
          userId,
          workoutId,
          date: e.date,
          name: e.name,
          sets: rows.length,
          reps: first.reps || DEFAULT_REPS,
          weight: first.weight || DEFAULT_WEIGHT,
          restTime: DEFAULT_REST_SECONDS,
          notes: e.notes,
          sortOrder: order,
          isCompleted: true,
          ...setFigures(rows),
        },
        sets: rows,
      });
      answer.exercises++;
      answer.sets += rows.length;
      touchedDates.add(e.date);
    }
    insertExercises(tx, userId, toInsert);
    inBatches(extraSets, (batch) => tx.insert(exerciseSets).values(batch.map((r) => ({ ...r, userId }))).run());
    // Exercises that took new sets: their number of sets, completion and figures follow the rows.
    for (const e of new Set(grown)) {
      const rows = tx
        .select({ weight: exerciseSets.weight, reps: exerciseSets.reps, completed: exerciseSets.completed, kind: exerciseSets.kind })
        .from(exerciseSets)
        .where(and(eq(exerciseSets.userId, userId), eq(exerciseSets.exerciseId, e.id)))
        .all()
        .map((r) => ({ ...r, kind: r.kind as SetKind }));
      tx.update(exercises)
        .set({ sets: Math.max(e.sets, rows.length), isCompleted: allSetsDone(rows), ...setFigures(rows) })
        .where(and(eq(exercises.id, e.id), eq(exercises.userId, userId)))
        .run();
    }
    checkExercisesPerDay(tx, userId);
    answer.workouts = touchedDates.size;
    return answer;
  });
}
