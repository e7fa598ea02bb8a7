// The database compiles each SQL text once and reuses it, under drizzle as under plain use.
import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { openDatabase, plannedOnce } from "./client";
import { migrate } from "./migrate";
import { users } from "./schema";

test("a SQL text is compiled once and its statement reused; results are those of a fresh one", () => {
  const db = openDatabase(":memory:");
  migrate(db.$client);
  const sqlite = db.$client;
  expect(sqlite.prepare("SELECT 1 AS n")).toBe(sqlite.prepare("SELECT 1 AS n"));
  expect(sqlite.prepare("SELECT ? AS n", [2]).get()).toEqual({ n: 2 });

  const add = (email: string) =>
    db.insert(users).values({ email, passwordHash: "x", firstName: "A", lastName: "B" }).returning({ id: users.id }).get();
  const a = add("a@example.com");
  const b = add("b@example.com");
  const byId = (id: number) => db.select({ email: users.email }).from(users).where(eq(users.id, id)).get();
  // The same statement answers each call with that call's parameters.
  expect(byId(a.id)?.email).toBe("a@example.com");
  expect(byId(b.id)?.email).toBe("b@example.com");
  expect(byId(999)).toBeUndefined();
  // Inside a transaction, and rolled back, the kept statements still answer rightly.
  expect(() =>
    db.transaction((tx) => {
      tx.update(users).set({ firstName: "Changed" }).where(eq(users.id, a.id)).run();
      throw new Error("rolled back");
    }),
  ).toThrow("rolled back");
  expect(db.select({ firstName: users.firstName }).from(users).where(eq(users.id, a.id)).get()?.firstName).toBe("A");
});

test("at most 400 statements are kept, the oldest going first", () => {
  const sqlite = openDatabase(":memory:").$client;
  const first = sqlite.prepare("SELECT 0 AS n");
  for (let i = 1; i <= 400; i++) sqlite.prepare(`SELECT ${i} AS n`);
  expect(sqlite.prepare("SELECT 400 AS n")).toBe(sqlite.prepare("SELECT 400 AS n"));
  expect(sqlite.prepare("SELECT 0 AS n")).not.toBe(first);
  expect(sqlite.prepare("SELECT 0 AS n").get()).toEqual({ n: 0 });
});

describe("plannedOnce: a parameter compared by = is written +?", () => {
  test.each([
    [
      'select "id" from "meals" where ("meals"."user_id" = ? and "meals"."date" = ?) order by "meals"."time"',
      'select "id" from "meals" where ("meals"."user_id" = +? and "meals"."date" = +?) order by "meals"."time"',
    ],
    [
      "SELECT id FROM meals WHERE user_id = ?1 AND date >= ?2 AND date <= ?3",
      "SELECT id FROM meals WHERE user_id = +?1 AND date >= +?2 AND date <= +?3",
    ],
    ['UPDATE "sets" SET "completed" = ? WHERE "id" != ?', 'UPDATE "sets" SET "completed" = +? WHERE "id" != +?'],
    // Quoted text, other comparisons, lists and limits stay as written.
    [
      "SELECT 'a = ?', \"b = ?\", `c = ?` FROM t WHERE x = 'it''s = ?' AND y = ?",
      "SELECT 'a = ?', \"b = ?\", `c = ?` FROM t WHERE x = 'it''s = ?' AND y = +?",
    ],
    [
      "SELECT id FROM t WHERE a IN (?, ?) AND b > ? AND c LIKE ? LIMIT ?",
      "SELECT id FROM t WHERE a IN (?, ?) AND b > ? AND c LIKE ? LIMIT ?",
    ],
    ["INSERT INTO t (a, b) VALUES (?, ?)", "INSERT INTO t (a, b) VALUES (?, ?)"],
  ])("%s", (sql, expected) => {
    expect(plannedOnce(sql)).toBe(expected);
  });

  test("a comparison answers as written: the column's affinity and collation apply, and its index is searched", () => {
    const sqlite = openDatabase(":memory:").$client;
    sqlite.exec("CREATE TABLE t (n INTEGER, name TEXT COLLATE NOCASE, day TEXT); CREATE INDEX t_day ON t (day, n)");
    sqlite.exec("INSERT INTO t VALUES (1, 'Squat', '2026-01-02'), (2, 'Bench', '2026-01-02'), (3, 'Row', '2026-01-03')");
    // A number sent as text still finds the integer; a name in another case still finds it.
    expect(sqlite.prepare("SELECT name FROM t WHERE n = ?").all("1")).toEqual([{ name: "Squat" }]);
    expect(sqlite.prepare("SELECT n FROM t WHERE name = ?").all("bench")).toEqual([{ n: 2 }]);
    // The same ordered statement, run on new values, answers each run's rows.
    const ordered = sqlite.prepare("SELECT n FROM t WHERE day = ? ORDER BY n DESC");
    expect(ordered.values("2026-01-02")).toEqual([[2], [1]]);
    expect(ordered.values("2026-01-03")).toEqual([[3]]);
    const plan = sqlite.prepare("EXPLAIN QUERY PLAN SELECT n FROM t WHERE day = ? ORDER BY n DESC").all("2026-01-02") as {
      detail: string;
    }[];
    expect(plan.map((r) => r.detail)).toEqual(["SEARCH t USING COVERING INDEX t_day (day=?)"]);
  });
});
