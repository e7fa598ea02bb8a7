// body.csv, meals.csv and workouts.csv exports: only the caller's entries, oldest first, quoted and formula-safe.
import { beforeEach, describe, expect, test } from "bun:test";
import { openDatabase, type Db } from "@db/client";
import { migrate } from "@db/migrate";
import { bodyComposition, exerciseSets, exercises, mealIngredients, meals, users, workouts } from "@db/schema";
import { bodyCsv, mealsCsv, workoutsCsv } from "./service";

let db: Db;
let a: number;
let b: number;

beforeEach(() => {
  db = openDatabase(":memory:");
  migrate(db.$client);
  a = db.insert(users).values({ email: "a@x.test", passwordHash: "h" }).returning().get().id;
  b = db.insert(users).values({ email: "b@x.test", passwordHash: "h" }).returning().get().id;
});

describe("bodyCsv", () => {
  test("header only for a user with no entries", () => {
    expect(bodyCsv(db, a).split("\r\n")[0]).toBe(
      "Date,Weight (lbs),Body Fat (%),Muscle Mass (lbs),Chest (in),Waist (in),Hips " +
        "(in),Left Arm (in),Right Arm (in),Left Thigh (in),Right Thigh (in),Notes",
    );
    expect(bodyCsv(db, a).split("\r\n")).toHaveLength(2);
  });

  test("one row per own entry, oldest first, other users left out", () => {
    db.insert(bodyComposition)
      .values([
        { userId: a, date: "2026-06-02", weight: 181, notes: "=cmd|' /C calc'!A0" },
        { userId: a, date: "2026-06-01", weight: 182.4, waist: 33.5, notes: "Morning, fasted" },
        { userId: b, date: "2026-06-01", weight: 140, notes: "b's entry" },
      ])
      .run();
    const lines = bodyCsv(db, a).split("\r\n");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe('2026-06-01,182.4,,,,33.5,,,,,,"Morning, fasted"');
    expect(lines[2]).toBe("2026-06-02,181,,,,,,,,,,'=cmd|' /C calc'!A0");
    expect(bodyCsv(db, a)).not.toContain("b's entry");
  });
});

describe("mealsCsv", () => {
  test("one row per ingredient, a meal without ingredients keeps one row, others left out", () => {
    const lunch = db.insert(meals).values({ userId: a, date: "2026-06-01", name: "Lunch", time: "12:30:00" }).returning().get();
    db.insert(meals).values({ userId: a, date: "2026-06-01", name: "Snack", time: "16:00:00", isConsumed: true }).run();
    const other = db.insert(meals).values({ userId: b, date: "2026-06-01", name: "B lunch", time: "12:00:00" }).returning().get();
    db.insert(mealIngredients)
      .values([
        { mealId: lunch.id, userId: a, name: "Rice, white", quantity: 150, unit: "g", calories: 195, fiber: 0.6, sodium: 2 },
        { mealId: lunch.id, userId: a, name: "@chicken", quantity: 1, unit: "piece", protein: 31 },
        { mealId: other.id, userId: b, name: "B rice", quantity: 1, unit: "cup" },
      ])
      .run();
    const lines = mealsCsv(db, a).split("\r\n");
    expect(lines[0]).toBe(
      "Date,Time,Meal,Meal Notes,Prepped,Eaten,Ingredient,Quantity,Unit,Calories,Protein " +
        "(g),Carbs (g),Fat (g),Fiber (g),Sugar (g),Sodium (mg)",
    );
    expect(lines.slice(1, -1)).toEqual([
      '2026-06-01,12:30,Lunch,,no,no,"Rice, white",150,g,195,,,,0.6,,2',
      "2026-06-01,12:30,Lunch,,no,no,'@chicken,1,piece,,31,,,,,",
      "2026-06-01,16:00,Snack,,no,yes,,,,,,,,,,",
    ]);
    expect(mealsCsv(db, a)).not.toContain("B ");
  });
});

describe("workoutsCsv", () => {
  test("one row per set, an exercise without sets keeps one row, others left out", () => {
    const day = db.insert(workouts).values({ userId: a, date: "2026-06-01", dayOfWeek: "Monday" }).returning().get();
    const squat = db
      .insert(exercises)
      .values({ workoutId: day.id, date: day.date, userId: a, name: "Squat", sets: 2, reps: "5", weight: "225", sortOrder: 0 })
      .returning()
      .get();
    db.insert(exercises)
      .values({
        workoutId: day.id,
        date: day.date,
        userId: a,
        name: "Plank",
        sets: 1,
        reps: "-",
        weight: "0",
        sortOrder: 1,
        notes: "hold, breathe",
      })
      .run();
    db.insert(exerciseSets)
      .values([
        { exerciseId: squat.id, userId: a, setNumber: 2, weight: "230", reps: "4", completed: true },
        { exerciseId: squat.id, userId: a, setNumber: 1, weight: "225", reps: "5", completed: true },
      ])
      .run();
    const bDay = db.insert(workouts).values({ userId: b, date: "2026-06-01", dayOfWeek: "Monday" }).returning().get();
    db.insert(exercises).values({ workoutId: bDay.id, date: bDay.date, userId: b, name: "B curl" }).run();
    const lines = workoutsCsv(db, a).split("\r\n");
    expect(lines[0]).toBe(
      "Date,Day,Exercise,Exercise Notes,Planned Sets,Planned Reps,Planned " +
        "Weight (lbs),Rest (sec),Exercise Done,Set,Weight (lbs),Reps,Set Done," +
        "Set Kind,RPE,Duration (sec),Distance (m),Exercise Type,Superset,Workout Note," +
        "Workout Name,Workout Start,Workout End,Workout Duration (sec)",
    );
    expect(lines.slice(1, -1)).toEqual([
      "2026-06-01,Monday,Squat,,2,5,225,90,no,1,225,5,yes,normal,,,,weight_reps,,,,,,",
      "2026-06-01,Monday,Squat,,2,5,225,90,no,2,230,4,yes,normal,,,,weight_reps,,,,,,",
      '2026-06-01,Monday,Plank,"hold, breathe",1,\'-,0,90,no,,,,,,,,,weight_reps,,,,,,',
    ]);
    expect(workoutsCsv(db, a)).not.toContain("B curl");
  });

  test("RPE, kinds of set, time, distance, the exercise's type, its superset, the day's note and its session are in the file", () => {
    const session = { templateName: "Push", startedAt: "2026-06-02T17:00:00.000Z", finishedAt: "2026-06-02T18:05:00.000Z" };
    const day = db
      .insert(workouts)
      .values({ userId: a, date: "2026-06-02", dayOfWeek: "Tuesday", note: "gym was busy", ...session })
      .returning()
      .get();
    const press = db
      .insert(exercises)
      .values({ workoutId: day.id, date: day.date, userId: a, name: "Press", sortOrder: 0, supersetGroup: 2 })
      .returning()
      .get();
    const run = db
      .insert(exercises)
      .values({ workoutId: day.id, date: day.date, userId: a, name: "Run", sortOrder: 1, type: "distance_duration" })
      .returning()
      .get();
    db.insert(exerciseSets)
      .values([
        { exerciseId: press.id, userId: a, setNumber: 1, weight: "45", reps: "10", completed: true, kind: "warmup" },
        { exerciseId: press.id, userId: a, setNumber: 2, weight: "95", reps: "5", completed: true, rpe: 8.5 },
        {
          exerciseId: run.id,
          userId: a,
          setNumber: 1,
          weight: "0",
          reps: "0",
          completed: true,
          durationSeconds: 1500,
          distanceMeters: 5000,
        },
      ])
      .run();
    const rows = workoutsCsv(db, a)
      .split("\r\n")
      .slice(1, -1)
      .map((line) => line.split(",").slice(13));
    const sessionCells = ["Push", session.startedAt, session.finishedAt, "3900"];
    expect(rows).toEqual([
      ["warmup", "", "", "", "weight_reps", "B", "gym was busy", ...sessionCells],
      ["normal", "8.5", "", "", "weight_reps", "B", "gym was busy", ...sessionCells],
      ["normal", "", "1500", "5000", "distance_duration", "", "gym was busy", ...sessionCells],
    ]);
  });
});
