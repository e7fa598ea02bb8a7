// The upgrade from the previous release's database: src/db/fixtures/kinfit-1b97679.db was made by
// the build at commit 1b97679 (10 migrations), with its own seed script (members with weeks of
// workouts, meals, ingredients, library meals, templates, body entries) plus its admin, sessions,
// household settings, units, plates and goals. Brought up to date it keeps every row, passes its
// integrity and foreign key checks, and its derived summaries equal a full recomputation; and a
// migration killed (SIGKILL) at any moment leaves the old database whole, which the next start
// brings up to date.
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import type { Database } from "bun:sqlite";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrations } from "@drizzle/index";
import { openDatabase } from "./client";
import { migrate } from "./migrate";
import { rebuildDerived } from "./repair";

const FIXTURE = join(import.meta.dir, "fixtures", "kinfit-1b97679.db");
const TABLES = [
  "users",
  "admins",
  "admin_sessions",
  "sessions",
  "settings",
  "workouts",
  "exercises",
  "exercise_sets",
  "workout_templates",
  "meals",
  "meal_ingredients",
  "custom_ingredients",
  "meal_templates",
  "body_composition",
];

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "kinfit-upgrade-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Every table's rows, in the columns the old release had (columns added since are left out). */
function rows(sqlite: Database, columnsOf: Map<string, string[]>) {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES)
    out[table] = sqlite
      .query(
        `SELECT ${columnsOf
          .get(table)!
          .map((c) => `"${c}"`)
          .join(", ")} FROM "${table}" ORDER BY rowid`,
      )
      .values();
  return out;
}

const columns = (sqlite: Database) =>
  new Map(
    TABLES.map((t) => [
      t,
      sqlite
        .query<{ name: string }, []>(`PRAGMA table_info("${t}")`)
        .all()
        .map((c) => c.name),
    ]),
  );
const historyLength = (sqlite: Database) => (sqlite.query("SELECT count(*) AS n FROM __drizzle_migrations").get() as { n: number }).n;

describe("upgrade from the previous release", () => {
  test("10 -> all migrations: every row kept, checks clean, summaries equal a recomputation", () => {
    const file = join(dir, "kinfit.db");
    copyFileSync(FIXTURE, file);
    const sqlite = openDatabase(file).$client;
    expect(historyLength(sqlite)).toBe(10);
    const oldColumns = columns(sqlite);
    const before = rows(sqlite, oldColumns);
    expect((before.exercise_sets ?? []).length).toBeGreaterThan(100);
    for (const table of TABLES) expect((before[table] ?? []).length).toBeGreaterThan(0);

    expect(migrate(sqlite)).toEqual(migrations.slice(10).map((m) => m.tag));
    expect(rows(sqlite, oldColumns)).toEqual(before);
    expect(sqlite.query("PRAGMA integrity_check").values()).toEqual([["ok"]]);
    expect(sqlite.query("PRAGMA foreign_key_check").all()).toEqual([]);

    const derived = () => ({
      exercises: sqlite
        .query(
          "SELECT id, completed_sets, best_estimate, top_weight, best_reps, " +
            "best_duration, best_distance, best_pace FROM exercises ORDER BY id",
        )
        .values(),
      summaries: sqlite.query("SELECT * FROM exercise_summaries ORDER BY user_id, name_key").values(),
      days: sqlite.query("SELECT * FROM trained_days ORDER BY user_id, date").values(),
      weeks: sqlite.query("SELECT * FROM weekly_sets ORDER BY user_id, week, name_key").values(),
    });
    const migrated = derived();
    expect(migrated.summaries.length).toBeGreaterThan(0);
    expect(migrated.days.length).toBeGreaterThan(0);
    expect(migrated.weeks.length).toBeGreaterThan(0);
    expect(rebuildDerived(sqlite).exercises).toBe(0);
    expect(derived()).toEqual(migrated);
    sqlite.close();
  });

  test("SIGKILL at moments during the migration: the old database stays whole, and the next start upgrades it", async () => {
    const child = join(import.meta.dir, "fixtures", "migrate-child.ts");
    let killedMidway = 0;
    for (const delayMs of [0, 5, 15, 30, 50, 80]) {
      const file = join(dir, `kill-${delayMs}.db`);
      copyFileSync(FIXTURE, file);
      const proc = Bun.spawn([process.execPath, child, file], { stdout: "pipe", stderr: "pipe" });
      const reader = proc.stdout.getReader();
      let said = "";
      while (!said.includes("migrating")) {
        const { value, done } = await reader.read();
        if (done) break;
        said += new TextDecoder().decode(value);
      }
      await Bun.sleep(delayMs);
      proc.kill("SIGKILL");
      await proc.exited;
      const rest = await reader.read().catch(() => ({ value: undefined }));
      if (!(said + (rest.value ? new TextDecoder().decode(rest.value) : "")).includes("done")) killedMidway++;

      const sqlite = openDatabase(file).$client;
      expect(sqlite.query("PRAGMA integrity_check").values()).toEqual([["ok"]]);
      expect([10, migrations.length]).toContain(historyLength(sqlite));
      migrate(sqlite);
      expect(historyLength(sqlite)).toBe(migrations.length);
      expect(sqlite.query("PRAGMA foreign_key_check").all()).toEqual([]);
      expect(sqlite.query("SELECT count(*) FROM exercise_sets").values()).toEqual([[780]]);
      sqlite.close();
    }
    // Most kills land inside the migration, not after it.
    expect(killedMidway).toBeGreaterThan(0);
  }, 60_000);
});
