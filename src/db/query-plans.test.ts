// Every read a screen makes is an index search: no full scan of a table or of an index, and no
// temporary B-tree to sort or group rows, so a read costs what its answer holds, not the years of
// history behind it (ARCHITECTURE.md, "Where a change goes"). Each request below runs once through
// the app on a migrated database holding a little of everything; every statement it prepares is
// recorded and its EXPLAIN QUERY PLAN checked. SHOW_PLANS=1 prints every statement with its plan.
import { beforeAll, describe, expect, test } from "bun:test";
import type { Database, SQLQueryBindings } from "bun:sqlite";
import {
  bodyComposition,
  customIngredients,
  exerciseSets,
  exercises,
  mealIngredients,
  mealTemplates,
  meals,
  workoutTemplates,
  workouts,
} from "./schema";
import { twoUsers, type TwoUsers } from "../test/harness";

const DAY = "2026-03-10";
const EARLIER = "2026-03-09";
const EARLIEST = "2026-03-08";

/** One row per read: the request, as the screens make it. */
const READS: { name: string; path: string }[] = [
  { name: "signed-in user (and the session lookup)", path: "/api/auth/user" },
  { name: "a day's workout", path: `/api/workouts/${DAY}` },
  { name: "'Last' before a day", path: `/api/workouts/previous/${DAY}` },
  { name: "a week's summary", path: `/api/workouts/week?start=${EARLIER}` },
  { name: "a day's meals", path: `/api/meals?date=${DAY}` },
  { name: "workout templates", path: "/api/templates" },
  { name: "meal library", path: "/api/meal-templates" },
  { name: "custom ingredients", path: "/api/custom-ingredients" },
  { name: "body composition", path: "/api/body-composition" },
];

type Statement = { sql: string; params: SQLQueryBindings[] };
type PlanRow = { id: number; parent: number; detail: string };

/** Records the SQL of every statement prepared on `sqlite` and the values it is first run with. */
function recordStatements(sqlite: Database) {
  let log: Statement[] | null = null;
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((sql: string, ...rest: unknown[]) => {
    const stmt = (prepare as (s: string, ...r: unknown[]) => ReturnType<Database["prepare"]>)(sql, ...rest);
    if (!log || /^\s*(PRAGMA|EXPLAIN)\b/i.test(sql)) return stmt;
    const entry: Statement = { sql, params: [] };
    log.push(entry);
    for (const run of ["all", "get", "run", "values", "iterate"] as const) {
      const original = (stmt as any)[run].bind(stmt);
      (stmt as any)[run] = (...params: SQLQueryBindings[]) => {
        entry.params = params;
        return original(...params);
      };
    }
    return stmt;
  }) as Database["prepare"];
  return async (read: () => Promise<unknown>) => {
    log = [];
    try {
      await read();
      return log;
    } finally {
      log = null;
    }
  };
}

function planOf(sqlite: Database, s: Statement): PlanRow[] {
  return sqlite.prepare(`EXPLAIN QUERY PLAN ${s.sql}`).all(...(s.params as [])) as PlanRow[];
}

/**
 * What in a plan grows with history: a SCAN of a table or of a whole index (a bounded read is a
 * SEARCH), or a temporary B-tree to sort or group rows. Reads and writes alike are checked, so a
 * session slid forward by an UPDATE must find its row by an index too.
 */
export function planProblems(plan: PlanRow[]): string[] {
  return plan
    .map((r) => r.detail)
    .filter((d) => (/^SCAN /.test(d) && d !== "SCAN CONSTANT ROW") || /USE TEMP B-TREE/.test(d));
}

describe("query plans of the screens' reads", () => {
  let t: TwoUsers;
  let record: ReturnType<typeof recordStatements>;

  beforeAll(async () => {
    t = await twoUsers();
    // A little of everything for member A (and B, so each read has other rows to pass over), put in
    // directly so every branch of every read runs: a workout done the day before with ticked sets,
    // meals with ingredients, templates, ingredients and body entries.
    for (const userId of [t.aId, t.bId]) {
      // 'Last' before DAY finds Deadlift on one day and Squat and Bench Press on the next.
      const days: [string, string[]][] = [[EARLIEST, ["Deadlift", "Squat"]], [EARLIER, ["Squat", "Bench Press"]], [DAY, ["Squat", "Bench Press"]]];
      for (const [date, names] of days) {
        const workoutId = t.db.insert(workouts).values({ userId, date, dayOfWeek: "Monday" }).returning().get().id;
        for (const [sortOrder, name] of names.entries()) {
          const exerciseId = t.db
            .insert(exercises)
            .values({ userId, workoutId, date, name, sets: 2, sortOrder, completedSets: 2, bestEstimate: 120, topWeight: 100, isCompleted: true })
            .returning()
            .get().id;
          t.db.insert(exerciseSets).values([1, 2].map((setNumber) => ({ userId, exerciseId, setNumber, weight: "100", reps: "8", completed: true }))).run();
        }
        for (const [name, time] of [["Breakfast", "07:30:00"], ["Dinner", "19:00:00"]]) {
          const mealId = t.db.insert(meals).values({ userId, date, name: name!, time: time! }).returning().get().id;
          t.db.insert(mealIngredients).values(["Oats", "Milk"].map((n) => ({ userId, mealId, name: n, quantity: 80, unit: "g", calories: 300 }))).run();
        }
        t.db.insert(bodyComposition).values({ userId, date, weight: 170 }).run();
      }
      t.db.insert(customIngredients).values(["oats", "Banana", "apple"].map((name) => ({ userId, name }))).run();
      t.db.insert(workoutTemplates).values({ userId, name: "Legs", data: { exercises: [] } }).run();
      t.db.insert(mealTemplates).values({ userId, name: "Porridge", mealTime: "breakfast", data: { meal: {}, ingredients: [] } }).run();
    }
    record = recordStatements(t.db.$client);
  });

  test.each(READS)("$name ($path) reads by index only", async ({ path }) => {
    const statements = await record(async () => {
      const res = await t.a.get(path);
      expect(res.status).toBe(200);
    });
    expect(statements.length).toBeGreaterThan(0);
    if (process.env.SHOW_PLANS) for (const s of statements) console.log(`${path}\n  ${s.sql}\n${planOf(t.db.$client, s).map((r) => `    ${r.detail}`).join("\n")}`);
    const problems = statements.flatMap((s) => planProblems(planOf(t.db.$client, s)).map((p) => `${p}\n    in: ${s.sql}`));
    expect(problems).toEqual([]);
  });

  test("the check itself catches a scan and a sort", () => {
    const sqlite = t.db.$client;
    const plan = (sql: string) => planProblems(planOf(sqlite, { sql, params: [] }));
    expect(plan("SELECT * FROM meals WHERE name = 'x'")).toEqual(["SCAN meals"]);
    expect(plan("SELECT * FROM meals WHERE user_id = 1 ORDER BY name")).toEqual(["USE TEMP B-TREE FOR ORDER BY"]);
    expect(plan("SELECT * FROM meals WHERE user_id = 1 AND date = '2026-01-01' ORDER BY time")).toEqual([]);
  });
});
