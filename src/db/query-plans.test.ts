// Every read a screen makes is an index search: no full scan of a table or of an index, and no
// temporary B-tree to sort or group rows, so a read costs what its answer holds, not the years of
// history behind it (ARCHITECTURE.md, "Where a change goes"). The reads are the route table's
// cached reads (src/test/routes.ts) and the session lookup; a sort a read is known to need is named
// beside it, with why. Each request runs once through the app on a migrated database holding a
// little of everything; every statement it runs is recorded and its EXPLAIN QUERY PLAN checked.
// SHOW_PLANS=1 prints every statement with its plan.
import { beforeAll, describe, expect, test } from "bun:test";
import type { Database, SQLQueryBindings } from "bun:sqlite";
import {
  bodyComposition,
  customExercises,
  customIngredients,
  exerciseLinks,
  exerciseSets,
  exercises,
  mealIngredients,
  mealTemplates,
  meals,
  programs,
  workoutTemplates,
  workouts,
} from "./schema";
import { and, eq } from "drizzle-orm";
import { twoUsers, type TwoUsers } from "@test/harness";
import { cachedReads } from "@test/route-table";

const DAY = "2026-03-10";
const EARLIER = "2026-03-09";
const EARLIEST = "2026-03-08";

/**
 * A request for every cached read of the route table (the screens' reads), and the session lookup
 * every signed-in request makes; `:id` is the member's template.
 */
type Read = {
  name: string;
  path: string;
  /**
   * The plan problems this read is known to have, each with why it stands: the rest of its
   * statements are held to the rule all the same, and any other problem fails.
   */
  accepted?: string[];
  /** A read of built-in data alone, which runs no statement once the session is known. */
  builtIn?: true;
};

const READS: Record<string, Read> = {
  "GET /api/auth/user": { name: "signed-in user (and the session lookup)", path: "/api/auth/user" },
  "GET /api/workouts/:date": { name: "a day's workout", path: `/api/workouts/${DAY}` },
  "GET /api/workouts": { name: "a day's workout by query", path: `/api/workouts?date=${DAY}` },
  "GET /api/workouts/previous/:date": { name: "'Last' before a day", path: `/api/workouts/previous/${DAY}` },
  "GET /api/workouts/previous": { name: "'Last' before a day by query", path: `/api/workouts/previous?date=${DAY}` },
  "GET /api/workouts/week": { name: "a week's summary", path: `/api/workouts/week?start=${EARLIER}` },
  "GET /api/workouts/sessions": { name: "a page of History", path: `/api/workouts/sessions?before=${DAY}&limit=20` },
  // Known, not yet fixed: the matching names of all the member's exercises are grouped, which
  // grows with history.
  "GET /api/exercises/names": {
    name: "exercise name suggestions",
    path: "/api/exercises/names?q=sq",
    accepted: ["USE TEMP B-TREE FOR GROUP BY"],
  },
  "GET /api/exercises/history": { name: "an exercise's history", path: "/api/exercises/history?name=Squat" },
  "GET /api/streak": { name: "the workout streak", path: `/api/streak?today=${DAY}` },
  "GET /api/coach": { name: "the coach's estimate and targets", path: `/api/coach?today=${DAY}` },
  "GET /api/coach/week": { name: "the coach's week", path: `/api/coach/week?weekStart=${EARLIER}` },
  "GET /api/meals": { name: "a day's meals", path: `/api/meals?date=${DAY}` },
  // The sorts below are of the rows the answer is made of: the week's ingredients, the range's.
  "GET /api/meals/week": { name: "a week of meals", path: `/api/meals/week?start=${EARLIER}`, accepted: ["USE TEMP B-TREE FOR ORDER BY"] },
  "GET /api/shopping-list": {
    name: "the shopping list",
    path: `/api/shopping-list?from=${EARLIEST}&to=${DAY}`,
    accepted: ["USE TEMP B-TREE FOR LAST TERM OF ORDER BY"],
  },
  // The household's list: every member's meals, each read as the member's list is.
  "GET /api/shopping-list/live": {
    name: "the household's shopping list",
    path: `/api/shopping-list/live?from=${EARLIEST}&to=${DAY}&scope=household`,
    accepted: ["USE TEMP B-TREE FOR LAST TERM OF ORDER BY", "SCAN users USING COVERING INDEX users_email_unique"],
  },
  "GET /api/templates": { name: "workout templates", path: "/api/templates" },
  // Sorts the exercises of the look-back's few days, which the answer is made from.
  "GET /api/templates/:id/with-latest": {
    name: "a template with the latest numbers",
    path: `/api/templates/:id/with-latest?date=${DAY}`,
    accepted: ["USE TEMP B-TREE FOR ORDER BY"],
  },
  // Shared items name their owners: the first names of the household's handful of accounts.
  "GET /api/meal-templates": { name: "meal library", path: "/api/meal-templates", accepted: ["SCAN users"] },
  "GET /api/custom-ingredients": { name: "custom ingredients", path: "/api/custom-ingredients", accepted: ["SCAN users"] },
  "GET /api/body-composition": { name: "body composition", path: "/api/body-composition" },
  "GET /api/goals": { name: "goals", path: "/api/goals" },
  // The household is the install's handful of accounts, read whole.
  "GET /api/household": { name: "the household", path: "/api/household", accepted: ["SCAN users"] },
  "GET /api/exercise-library": { name: "the exercise library searched", path: "/api/exercise-library?q=squat&muscle=quadriceps" },
  "GET /api/exercise-library/:id": { name: "one library exercise", path: "/api/exercise-library/custom-1" },
  "GET /api/exercises/links": { name: "the links of the names used", path: "/api/exercises/links" },
  "GET /api/stats/muscles": { name: "weekly sets per muscle", path: `/api/stats/muscles?weeks=12&today=${DAY}` },
  "GET /api/programs/catalogue": { name: "the programs' catalogue", path: "/api/programs/catalogue", builtIn: true },
  "GET /api/programs/active": { name: "the active program and its next workout", path: `/api/programs/active?date=${DAY}` },
  // A's program is the install's first.
  "GET /api/programs/:id": { name: "one program", path: "/api/programs/1" },
};

/** The session lookup, then every cached read of the route table: one without a request here fails. */
const CHECKED: Read[] = ["GET /api/auth/user", ...cachedReads()].map(
  (route) => READS[route] ?? { name: `${route} has no request in READS`, path: "" },
);

/**
 * Other branches of those reads: 'Last' for a day before the latest session (summed from the
 * history before it), an exercise's history page that is full (so the best before it is read),
 * and the page after it.
 */
const BRANCHES: Read[] = [
  { name: "'Last' before an earlier day", path: `/api/workouts/previous/${EARLIER}` },
  { name: "a full page of an exercise's history", path: "/api/exercises/history?name=Squat&limit=1" },
  { name: "the next page of an exercise's history", path: `/api/exercises/history?name=Squat&limit=1&before=${DAY}` },
];

type Statement = { sql: string; params: SQLQueryBindings[] };
type PlanRow = { id: number; parent: number; detail: string };

/**
 * Records every statement run on `sqlite` while a read runs, with the values it is first run with:
 * any statement prepared since this was called, so a read sharing statements with an earlier one
 * is checked as well.
 */
function recordStatements(sqlite: Database) {
  let log: Map<string, Statement> | null = null;
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((sql: string, ...rest: unknown[]) => {
    const stmt = (prepare as (s: string, ...r: unknown[]) => ReturnType<Database["prepare"]>)(sql, ...rest);
    if (/^\s*(PRAGMA|EXPLAIN)\b/i.test(sql)) return stmt;
    for (const run of ["all", "get", "run", "values", "iterate"] as const) {
      const original = (stmt as any)[run].bind(stmt);
      (stmt as any)[run] = (...params: SQLQueryBindings[]) => {
        if (log && !log.has(sql)) log.set(sql, { sql, params });
        return original(...params);
      };
    }
    return stmt;
  }) as Database["prepare"];
  return async (read: () => Promise<unknown>) => {
    log = new Map();
    try {
      await read();
      return [...log.values()];
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
  return plan.map((r) => r.detail).filter((d) => (/^SCAN /.test(d) && d !== "SCAN CONSTANT ROW") || /USE TEMP B-TREE/.test(d));
}

describe("query plans of the screens' reads", () => {
  let t: TwoUsers;
  let record: ReturnType<typeof recordStatements>;
  let ownTemplate = 0;

  beforeAll(async () => {
    t = await twoUsers();
    // A little of everything for member A (and B, so each read has other rows to pass over), put in
    // directly so every branch of every read runs: a workout done the day before with ticked sets,
    // meals with ingredients, templates, ingredients and body entries.
    for (const userId of [t.aId, t.bId]) {
      // 'Last' before DAY finds Deadlift on one day and Squat and Bench Press on the next.
      const days: [string, string[]][] = [
        [EARLIEST, ["Deadlift", "Squat"]],
        [EARLIER, ["Squat", "Bench Press"]],
        [DAY, ["Squat", "Bench Press"]],
      ];
      for (const [date, names] of days) {
        const workoutId = t.db.insert(workouts).values({ userId, date, dayOfWeek: "Monday" }).returning().get().id;
        for (const [sortOrder, name] of names.entries()) {
          const exerciseId = t.db
            .insert(exercises)
            .values({
              userId,
              workoutId,
              date,
              name,
              sets: 2,
              sortOrder,
              completedSets: 2,
              bestEstimate: 120,
              topWeight: 100,
              isCompleted: true,
            })
            .returning()
            .get().id;
          t.db
            .insert(exerciseSets)
            .values([1, 2].map((setNumber) => ({ userId, exerciseId, setNumber, weight: "100", reps: "8", completed: true })))
            .run();
        }
        for (const [name, time] of [
          ["Breakfast", "07:30:00"],
          ["Dinner", "19:00:00"],
        ]) {
          const mealId = t.db.insert(meals).values({ userId, date, name: name!, time: time! }).returning().get().id;
          t.db
            .insert(mealIngredients)
            .values(["Oats", "Milk"].map((n) => ({ userId, mealId, name: n, quantity: 80, unit: "g", calories: 300 })))
            .run();
        }
        t.db.insert(bodyComposition).values({ userId, date, weight: 170 }).run();
      }
      t.db
        .insert(customIngredients)
        .values(["oats", "Banana", "apple"].map((name) => ({ userId, name })))
        .run();
      const templateId = t.db
        .insert(workoutTemplates)
        .values({ userId, name: "Legs", data: { exercises: [{ name: "Squat", sets: 2, reps: "5" }] } })
        .returning()
        .get().id;
      if (userId === t.aId) ownTemplate = templateId;
      t.db
        .insert(mealTemplates)
        .values({ userId, name: "Porridge", mealTime: "breakfast", data: { meal: {}, ingredients: [] } })
        .run();
      // A shared exercise of each member's own (A's is custom-1), and a name linked to one.
      t.db
        .insert(customExercises)
        .values({ userId, name: "Landmine Press", primaryMuscles: ["shoulders"], secondaryMuscles: [] })
        .run();
      t.db.insert(exerciseLinks).values({ userId, nameKey: "bench press", name: "Bench Press", libraryId: "custom-1" }).run();
      // A program whose workout is the day's exercises.
      const rule = { type: "linear" as const, increment: 5, failuresBeforeDeload: 3, deloadPercent: 10 };
      const workout = {
        name: "A",
        weekdays: [],
        exercises: [{ name: "Squat", sets: 2, reps: 8, amrap: false, rule, startWeight: 100, equipment: "barbell" as const, restTime: 90 }],
      };
      const programId = t.db
        .insert(programs)
        .values({ userId, name: "Mine", schedule: "rotation", workouts: [workout], startedOn: EARLIEST })
        .returning()
        .get().id;
      t.db
        .update(exercises)
        .set({ programId, programWorkout: "A" })
        .where(and(eq(exercises.userId, userId), eq(exercises.date, DAY)))
        .run();
    }
    record = recordStatements(t.db.$client);
  });

  test("every cached read of the route table has a request here", () => {
    expect(Object.keys(READS).sort()).toEqual(["GET /api/auth/user", ...cachedReads()].sort());
  });

  test.each([...CHECKED, ...BRANCHES])("$name ($path) reads by index only", async ({ path: pattern, accepted = [], builtIn }) => {
    expect(pattern).not.toBe("");
    const path = pattern.replace(":id", String(ownTemplate));
    const statements = await record(async () => {
      const res = await t.a.get(path);
      expect(res.status).toBe(200);
    });
    if (!builtIn) expect(statements.length).toBeGreaterThan(0);
    if (process.env.SHOW_PLANS)
      for (const s of statements)
        console.log(
          `${path}\n  ${s.sql}\n${planOf(t.db.$client, s)
            .map((r) => `    ${r.detail}`)
            .join("\n")}`,
        );
    const problems = statements.flatMap((s) =>
      planProblems(planOf(t.db.$client, s))
        .filter((p) => !accepted.includes(p))
        .map((p) => `${p}\n    in: ${s.sql}`),
    );
    expect(problems).toEqual([]);
  });

  test("the triggers that keep the workout summaries find every row by index", () => {
    const sqlite = t.db.$client;
    const triggers = sqlite
      .query<{ name: string; sql: string }, []>(
        "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name IN ('exercises', 'exercise_sets', 'trained_days')",
      )
      .all();
    expect(triggers.length).toBeGreaterThanOrEqual(8);
    const problems: string[] = [];
    for (const trigger of triggers) {
      const body = trigger.sql.slice(trigger.sql.indexOf(" BEGIN") + 6, trigger.sql.lastIndexOf("END"));
      for (const statement of body
        .split(/;\s*\n/)
        .map((text) => text.replace(/--[^\n]*\n/g, "").trim())
        .filter(Boolean)) {
        // The row's values stand in as constants, as they are while the trigger runs.
        const sql = statement
          .replace(/\b(NEW|OLD)\.(user_id|completed_sets|id|exercise_id|completed)\b/g, "1")
          .replace(/\b(NEW|OLD)\.kind\b/g, "'normal'")
          .replace(/\b(NEW|OLD)\.(name|date|run_start)\b/g, "'2026-03-10'");
        problems.push(...planProblems(planOf(sqlite, { sql, params: [] })).map((p) => `${trigger.name}: ${p}\n    in: ${statement}`));
      }
    }
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
