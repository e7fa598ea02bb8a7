// The benchmark's household: deterministic pseudo-random members, one with years of daily
// workouts and meals, written straight into the database (scripts/bench-api.ts).
import type { Db } from "@db/client";
import { inTransaction } from "@db/prepared";
import {
  bodyComposition,
  customIngredients,
  exerciseSets,
  exercises,
  mealIngredients,
  mealTemplates,
  meals,
  users,
  workoutTemplates,
  workouts,
} from "@db/schema";
import { addDays, parseIsoDate, toIsoDate, weekdayName } from "@shared/dates";
import { setFigures } from "@shared/workouts/history";
import { EXERCISE_NAMES, FOODS } from "./seed";

export function householdSeeder(db: Db, today: string, password: string) {
  let seed = 42;
  const rand = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const between = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));

  const MEAL_SLOTS = [
    { name: "Breakfast", time: "07:30:00" },
    { name: "Lunch", time: "12:30:00" },
    { name: "Snack", time: "15:30:00" },
    { name: "Dinner", time: "19:00:00" },
  ];

  const start = parseIsoDate(today)!;
  const dayAt = (offset: number) => toIsoDate(addDays(start, offset));

  async function seedUser(n: number, days: number): Promise<number> {
    const passwordHash = await Bun.password.hash(password, { algorithm: "argon2id", memoryCost: 19456, timeCost: 2 });
    const userId = db
      .insert(users)
      .values({ email: `member${n}@example.com`, passwordHash, firstName: `Member ${n}`, username: `member${n}` })
      .returning({ id: users.id })
      .get().id;
    inTransaction(
      db,
      (tx) => {
        const ingredientIds = tx
          .insert(customIngredients)
          .values(
            Array.from({ length: days > 365 ? 100 : 20 }, (_, i) => ({
              userId,
              name: `${pick(FOODS)} ${i}`,
              defaultQuantity: between(1, 200),
              defaultUnit: pick(["g", "cup", "piece"]),
              caloriesPerUnit: between(20, 400),
              proteinPerUnit: between(0, 40),
              carbsPerUnit: between(0, 60),
              fatPerUnit: between(0, 20),
            })),
          )
          .returning({ id: customIngredients.id })
          .all()
          .map((r) => r.id);
        for (let d = -days + 1; d <= 0; d++) {
          const date = dayAt(d);
          // Workouts: one a day, 5-6 exercises of 3-5 sets; today's not done yet.
          const workoutId = tx
            .insert(workouts)
            .values({ userId, date, dayOfWeek: weekdayName(addDays(start, d)) })
            .returning({ id: workouts.id })
            .get().id;
          const names = new Set<string>();
          while (names.size < between(5, 6)) names.add(pick(EXERCISE_NAMES));
          let order = 0;
          for (const name of names) {
            const sets = between(3, 5);
            const done = d < 0;
            const weight = String(between(20, 300));
            const reps = String(between(5, 12));
            const rows = Array.from({ length: sets }, (_, i) => ({ setNumber: i + 1, weight, reps, completed: done }));
            // The figures the app keeps on each exercise as sets are ticked ('Last', records).
            const figures = setFigures(rows);
            const exerciseId = tx
              .insert(exercises)
              .values({
                userId,
                workoutId,
                date,
                name,
                sets,
                reps,
                weight,
                restTime: 90,
                isCompleted: done,
                sortOrder: order++,
                ...figures,
              })
              .returning({ id: exercises.id })
              .get().id;
            tx.insert(exerciseSets)
              .values(rows.map((r) => ({ ...r, exerciseId, userId })))
              .run();
          }
          // Meals: four a day of 3-5 ingredients.
          for (const slot of MEAL_SLOTS) {
            const mealId = tx
              .insert(meals)
              .values({ userId, date, name: slot.name, time: slot.time, isPrepped: d < 0, isConsumed: d < 0 })
              .returning({ id: meals.id })
              .get().id;
            tx.insert(mealIngredients)
              .values(
                Array.from({ length: between(3, 5) }, () => ({
                  mealId,
                  userId,
                  customIngredientId: rand() < 0.3 ? pick(ingredientIds) : null,
                  name: pick(FOODS),
                  quantity: between(1, 300),
                  unit: "g",
                  calories: between(20, 600),
                  protein: between(0, 50),
                  carbs: between(0, 80),
                  fat: between(0, 30),
                })),
              )
              .run();
          }
        }
        for (let d = -days + 1; d <= 0; d += between(2, 3)) {
          tx.insert(bodyComposition)
            .values({ userId, date: dayAt(d), weight: 150 + rand() * 40, bodyFat: 12 + rand() * 10, waist: 30 + rand() * 6 })
            .run();
        }
        tx.insert(mealTemplates)
          .values(
            Array.from({ length: days > 365 ? 40 : 8 }, (_, i) => {
              const slot = pick(MEAL_SLOTS);
              return {
                userId,
                name: `${slot.name} ${i}`,
                mealTime: slot.name === "Snack" ? "snack" : slot.name.toLowerCase(),
                categories: [slot.name.toLowerCase()],
                data: {
                  meal: { name: `${slot.name} ${i}`, time: slot.time, notes: null },
                  ingredients: Array.from({ length: 4 }, () => ({
                    name: pick(FOODS),
                    quantity: between(1, 200),
                    unit: "g",
                    calories: between(20, 400),
                    protein: null,
                    carbs: null,
                    fat: null,
                  })),
                },
              };
            }),
          )
          .run();
        tx.insert(workoutTemplates)
          .values(
            Array.from({ length: days > 365 ? 30 : 5 }, (_, i) => ({
              userId,
              name: `Template ${i}`,
              dayOfWeek: null,
              data: {
                exercises: Array.from({ length: 6 }, () => ({
                  name: pick(EXERCISE_NAMES),
                  sets: 4,
                  reps: "8",
                  weight: "100",
                  restTime: 90,
                })),
              },
            })),
          )
          .run();
      },
      "immediate",
    );
    return userId;
  }

  return { seedUser, rand, pick, between, dayAt };
}
