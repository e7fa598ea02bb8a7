import { afterAll, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seed, seedDay, SEED_LAST_DAY } from "./seed";

const dir = mkdtempSync(join(tmpdir(), "kinfit-seed-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The seeded rows without what the clock decides (created_at). */
function content(file: string): string {
  const db = new Database(file, { readonly: true });
  const hasher = new Bun.CryptoHasher("sha256");
  for (const sql of [
    "SELECT id, user_id, date, name, sets, reps, weight, is_completed, completed_sets, best_estimate, top_weight, sort_order FROM exercises ORDER BY id",
    "SELECT id, exercise_id, set_number, weight, reps, completed, kind FROM exercise_sets ORDER BY id",
    "SELECT id, date, name, time, is_prepped, is_consumed FROM meals ORDER BY id",
    "SELECT id, meal_id, custom_ingredient_id, name, quantity, calories, is_prepped FROM meal_ingredients ORDER BY id",
    "SELECT id, date, weight, body_fat, waist FROM body_composition ORDER BY id",
  ]) {
    for (const row of db.query(sql).values()) hasher.update(JSON.stringify(row));
  }
  db.close();
  return hasher.digest("hex");
}

test("the seed writes through the services: derived figures kept, the same rows every run", async () => {
  const a = join(dir, "a.db");
  const stats = await seed(a, { users: 2, days: 21 });
  expect(stats.users).toEqual([
    { email: "user1@example.com", password: "bench password 1" },
    { email: "user2@example.com", password: "bench password 2" },
  ]);
  expect(stats.rows).toMatchObject({
    users: 2,
    meals: 2 * 21 * 4,
    meal_ingredients: 2 * 21 * 16,
    custom_ingredients: 400,
    meal_templates: 200,
    workout_templates: 60,
    body_composition: 2 * 3,
  });
  expect(stats.rows.exercises).toBe(stats.rows.workouts! * 5);
  expect(stats.rows.exercise_sets).toBe(stats.rows.exercises! * 4);

  const db = new Database(a, { readonly: true });
  // Every set ticked through updateSet: each exercise completed, with its records kept.
  const figures = db
    .query<{ n: number; done: number; ticked: number; estimated: number }, []>(
      "SELECT count(*) AS n, sum(is_completed) AS done, sum(completed_sets = 4) AS ticked, sum(best_estimate > 0 AND top_weight > 0) AS estimated FROM exercises",
    )
    .get()!;
  expect(figures).toEqual({
    n: stats.rows.exercises!,
    done: stats.rows.exercises!,
    ticked: stats.rows.exercises!,
    estimated: stats.rows.exercises!,
  });
  // The exercise's date is its workout's.
  expect(db.query("SELECT count(*) AS n FROM exercises e JOIN workouts w ON w.id = e.workout_id WHERE e.date <> w.date").get()).toEqual({
    n: 0,
  });
  // Past meals prepped (all their ingredients are), the last day's not.
  expect(
    db.query("SELECT date, is_prepped AS p FROM meals WHERE user_id = 1 GROUP BY date, is_prepped ORDER BY date DESC LIMIT 2").all(),
  ).toEqual([
    { date: SEED_LAST_DAY, p: 0 },
    { date: seedDay(1), p: 1 },
  ]);
  expect(db.query("SELECT count(*) AS n FROM sessions").get()).toEqual({ n: 0 });
  db.close();

  const b = join(dir, "b.db");
  await seed(b, { users: 2, days: 21 });
  expect(content(b)).toBe(content(a));
}, 60_000);
