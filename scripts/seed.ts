// Fills a database with a heavy household through the app's own services, so every derived column
// (an exercise's completedSets, bestEstimate, topWeight and date, a meal's prepped flag) is kept
// exactly as in use: 6 members, each with 3 years of history (a workout most days of 5 exercises
// with 4 ticked sets, 4 meals a day of 4 ingredients, a body entry a week), 200 custom
// ingredients, 100 library meals and 30 workout templates. Deterministic: the same file every run.
//   npm run seed -- --db FILE [--users 6] [--days 1095]
import { existsSync, rmSync, statSync } from "node:fs";
import { openDatabase, type Db } from "@db/client";
import { migrate } from "@db/migrate";
import { inTransaction } from "@db/prepared";
import { signup } from "@modules/auth/service";
import { createEntry } from "@modules/body-composition/service";
import { createCustomIngredient } from "@modules/custom-ingredients/service";
import { createLibraryMeal } from "@modules/meal-library/service";
import { createMeal } from "@modules/meals/service";
import { createTemplate } from "@modules/workout-templates/service";
import { appendExercises, updateSet } from "@modules/workouts/service";
import { signupSchema } from "@shared/auth/contract";
import { bodyEntrySchema } from "@shared/body-composition/contract";
import { customIngredientSchema } from "@shared/custom-ingredients/contract";
import { addDays, parseIsoDate, toIsoDate } from "@shared/dates";
import { createLibraryMealSchema } from "@shared/meal-library/contract";
import { createMealSchema } from "@shared/meals/contract";
import { templateCreateSchema } from "@shared/workout-templates/contract";
import { postWorkoutSchema, setUpdateSchema } from "@shared/workouts/contract";

/** The last day of the seeded history; fixed, so the file does not depend on when it was made. */
export const SEED_LAST_DAY = "2026-06-30";
export const SEED_USERS = 6;
export const SEED_DAYS = 3 * 365;
export const seedEmail = (n: number) => `user${n}@example.com`;
export const seedPassword = (n: number) => `bench password ${n}`;

/** The seeded day `offset` days before the last one (0 is the last day). */
export const seedDay = (offset: number) => toIsoDate(addDays(parseIsoDate(SEED_LAST_DAY)!, -offset));

/** Exercise and food names of a seeded household (the in-process API benchmark uses them too). */
export const EXERCISE_NAMES = [
  "Squat",
  "Bench Press",
  "Deadlift",
  "Overhead Press",
  "Barbell Row",
  "Pull Up",
  "Chin Up",
  "Dip",
  "Front Squat",
  "Romanian Deadlift",
  "Incline Bench Press",
  "Lat Pulldown",
  "Seated Cable Row",
  "Leg Press",
  "Lunge",
  "Bulgarian Split Squat",
  "Hip Thrust",
  "Leg Curl",
  "Leg Extension",
  "Calf Raise",
  "Bicep Curl",
  "Hammer Curl",
  "Tricep Pushdown",
  "Skull Crusher",
  "Lateral Raise",
  "Face Pull",
  "Plank",
  "Hanging Leg Raise",
  "Cable Fly",
  "Farmer Carry",
];
const MEAL_SLOTS = [
  { name: "Breakfast", time: "07:30" },
  { name: "Lunch", time: "12:30" },
  { name: "Snack", time: "15:30" },
  { name: "Dinner", time: "19:00" },
];
export const FOODS = [
  "Oats",
  "Egg",
  "Chicken Breast",
  "Rice",
  "Broccoli",
  "Salmon",
  "Greek Yogurt",
  "Banana",
  "Almonds",
  "Olive Oil",
  "Bread",
  "Cheese",
  "Apple",
  "Beef",
  "Potato",
  "Spinach",
];
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** mulberry32: a small, fast, seeded PRNG. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const between = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!;
  return { next, between, pick };
}

export type SeedStats = { users: { email: string; password: string }[]; seconds: number; bytes: number; rows: Record<string, number> };

/** Days of history per transaction: each service call inside runs in a savepoint. */
const DAYS_PER_TRANSACTION = 30;

export async function seed(file: string, { users = SEED_USERS, days = SEED_DAYS } = {}): Promise<SeedStats> {
  const started = performance.now();
  for (const f of [file, `${file}-wal`, `${file}-shm`]) rmSync(f, { force: true });
  const db = openDatabase(file);
  migrate(db.$client);
  const inImmediateTransaction = (work: (tx: Db) => void) => inTransaction(db, work, "immediate");

  const accounts: SeedStats["users"] = [];
  for (let n = 1; n <= users; n++) {
    const r = prng(n);
    const email = seedEmail(n);
    const password = seedPassword(n);
    const { user } = await signup(db, signupSchema.parse({ email, password, firstName: `Member ${n}` }));
    const userId = user.id;
    accounts.push({ email, password });

    const ingredientIds: number[] = [];
    inImmediateTransaction((tx) => {
      for (let i = 0; i < 200; i++) {
        const input = customIngredientSchema.parse({
          name: `${r.pick(FOODS)} ${i + 1}`,
          defaultQuantity: r.between(1, 200),
          defaultUnit: r.pick(["g", "cup", "piece"]),
          caloriesPerUnit: r.between(20, 400),
          proteinPerUnit: r.between(0, 40),
          carbsPerUnit: r.between(0, 60),
          fatPerUnit: r.between(0, 20),
        });
        ingredientIds.push(createCustomIngredient(tx, userId, input).id);
      }
      for (let i = 0; i < 100; i++) {
        const slot = r.pick(MEAL_SLOTS);
        const input = createLibraryMealSchema.parse({
          name: `${slot.name} ${i + 1}`,
          data: {
            meal: { name: `${slot.name} ${i + 1}`, time: slot.time, notes: null },
            ingredients: Array.from({ length: 4 }, () => ({
              name: r.pick(FOODS),
              quantity: r.between(1, 200),
              unit: "g",
              calories: r.between(20, 400),
              protein: r.between(0, 40),
              carbs: r.between(0, 60),
              fat: r.between(0, 20),
            })),
          },
        });
        createLibraryMeal(tx, userId, input);
      }
      for (let i = 0; i < 30; i++) {
        const input = templateCreateSchema.parse({
          name: `Template ${i + 1}`,
          dayOfWeek: i < 7 ? WEEKDAYS[i] : null,
          data: {
            exercises: Array.from({ length: 5 }, () => ({
              name: r.pick(EXERCISE_NAMES),
              sets: 4,
              reps: "8",
              weight: String(r.between(20, 300)),
              restTime: 90,
            })),
          },
        });
        createTemplate(tx, userId, input);
      }
    });

    // Working weights climb slowly over the years, as they do.
    const working = new Map(EXERCISE_NAMES.map((name) => [name, r.between(40, 200)]));
    for (let from = days - 1; from >= 0; from -= DAYS_PER_TRANSACTION) {
      inImmediateTransaction((tx) => {
        for (let offset = from; offset > from - DAYS_PER_TRANSACTION && offset >= 0; offset--) {
          const date = seedDay(offset);
          // A workout most days: about one rest day a week.
          if (r.next() >= 1 / 7) {
            const names = new Set<string>();
            while (names.size < 5) names.add(r.pick(EXERCISE_NAMES));
            const planned = [...names].map((name) => ({ name, sets: 4, reps: "8", weight: String(working.get(name)), restTime: 90 }));
            const workout = appendExercises(tx, userId, postWorkoutSchema.parse({ date, exercises: planned }));
            for (const exercise of workout.exercises.slice(-5)) {
              const base = Number(exercise.weight);
              for (let set = 1; set <= 4; set++) {
                const change = setUpdateSchema.parse({
                  weight: String(base + (set === 4 ? 5 : 0)),
                  reps: String(r.between(5, 10)),
                  completed: true,
                });
                updateSet(tx, userId, exercise.id, set, change);
              }
              if (r.next() < 0.1) working.set(exercise.name, base + 5);
            }
          }
          for (const slot of MEAL_SLOTS) {
            const done = offset > 0;
            const input = createMealSchema.parse({
              date,
              name: slot.name,
              time: slot.time,
              isConsumed: done,
              ingredients: Array.from({ length: 4 }, () => ({
                name: r.pick(FOODS),
                quantity: r.between(1, 300),
                unit: "g",
                calories: r.between(20, 600),
                protein: r.between(0, 50),
                carbs: r.between(0, 80),
                fat: r.between(0, 30),
                isPrepped: done,
                customIngredientId: r.next() < 0.3 ? r.pick(ingredientIds) : null,
              })),
            });
            createMeal(tx, userId, input);
          }
          if (offset % 7 === 0) {
            const input = bodyEntrySchema.parse({
              date,
              weight: 150 + Math.round(r.next() * 400) / 10,
              bodyFat: 12 + Math.round(r.next() * 100) / 10,
              waist: 30 + Math.round(r.next() * 60) / 10,
            });
            createEntry(tx, userId, input);
          }
        }
      });
    }
  }

  const count = (table: string) => db.$client.query<{ n: number }, []>(`SELECT count(*) AS n FROM ${table}`).get()!.n;
  const rows = Object.fromEntries(
    [
      "users",
      "workouts",
      "exercises",
      "exercise_sets",
      "meals",
      "meal_ingredients",
      "body_composition",
      "custom_ingredients",
      "meal_templates",
      "workout_templates",
    ].map((t) => [t, count(t)]),
  );
  // Sessions the sign-ups made are not the bench's: it signs in itself.
  db.$client.exec("DELETE FROM sessions");
  db.$client.exec("PRAGMA optimize");
  db.$client.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  db.$client.close();
  return { users: accounts, seconds: (performance.now() - started) / 1000, bytes: statSync(file).size, rows };
}

if (import.meta.main) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const file = arg("--db");
  if (!file) {
    console.error("usage: npm run seed -- --db FILE [--users 6] [--days 1095]");
    process.exit(2);
  }
  if (existsSync(file)) console.log(`${file} exists: replacing it`);
  const stats = await seed(file, { users: Number(arg("--users")) || SEED_USERS, days: Number(arg("--days")) || SEED_DAYS });
  console.log(
    Object.entries(stats.rows)
      .map(([t, n]) => `${t} ${n}`)
      .join(", "),
  );
  console.log(
    `seeded in ${stats.seconds.toFixed(1)} s; database ${(stats.bytes / 1024 / 1024).toFixed(1)} MB (history to ${SEED_LAST_DAY})`,
  );
  for (const u of stats.users) console.log(`  ${u.email} / ${u.password}`);
}
