// Migrations embedded exactly as drizzle-kit wrote them, applied once and atomically; the pragmas
// every database is opened with.
import { describe, expect, test } from "bun:test";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrations } from "@drizzle/index";
import { checksumProblems, migrationFiles, parseChecksums, renderChecksums, renderMigrationIndex } from "@scripts/embed-migrations";
import { openDatabase } from "./client";
import { migrate, migrationHash } from "./migrate";

const root = join(import.meta.dir, "../..");

describe("migrations", () => {
  test("drizzle/index.ts embeds exactly the journal's migrations (run `npm run db:generate`)", () => {
    const journal = JSON.parse(readFileSync(join(root, "drizzle/meta/_journal.json"), "utf8"));
    expect(readFileSync(join(root, "drizzle/index.ts"), "utf8")).toBe(renderMigrationIndex(journal.entries));
    for (const m of migrations) expect(m.sql).toBe(readFileSync(join(root, `drizzle/${m.tag}.sql`), "utf8"));
  });

  test("shipped migrations never change: each file's sha256 is the one drizzle/checksums.txt holds", () => {
    const sums = parseChecksums(readFileSync(join(root, "drizzle/checksums.txt"), "utf8"));
    const onDisk = readdirSync(join(root, "drizzle"))
      .filter((n) => n.endsWith(".sql"))
      .sort();
    // A new migration adds its line (`npm run db:generate` does); a listed one never changes.
    expect([...sums.keys()].sort()).toEqual(onDisk);
    expect(checksumProblems(migrationFiles(), sums)).toEqual([]);
    // The same hash the migrator records in the database.
    for (const m of migrations) expect(sums.get(`${m.tag}.sql`)).toBe(migrationHash(m.sql));
  });

  test("the checksum list: a new migration adds a line, a changed or missing one is a problem", () => {
    const files = new Map([["0000_a.sql", "CREATE TABLE a (x);"]]);
    const listed = renderChecksums(files, "");
    expect(listed).toBe(`${migrationHash("CREATE TABLE a (x);")}  0000_a.sql\n`);
    files.set("0001_b.sql", "CREATE TABLE b (x);");
    const grown = renderChecksums(files, listed);
    expect(grown.startsWith(listed)).toBe(true);
    expect(grown.split("\n").filter(Boolean)).toHaveLength(2);
    expect(checksumProblems(files, parseChecksums(grown))).toEqual([]);
    files.set("0000_a.sql", "CREATE TABLE a (x, y);");
    expect(checksumProblems(files, parseChecksums(grown))).toEqual([
      "0000_a.sql has changed since it shipped: add a new migration instead",
    ]);
    files.delete("0000_a.sql");
    expect(checksumProblems(files, parseChecksums(grown))).toEqual(["0000_a.sql is listed in drizzle/checksums.txt but missing"]);
  });

  test("a database made with a migration edited since refuses to start, naming it, and nothing runs", () => {
    // An edited 0004: the shipped one without the exercises' date column.
    const current = migrations.find((m) => m.tag === "0004_gym_floor")!;
    const statements = current.sql
      .split("--> statement-breakpoint")
      .filter((st) => !st.includes("ADD `date`") && !st.includes("CREATE INDEX"));
    const shipped = {
      tag: current.tag,
      when: 1795439590071,
      sql: statements.join("--> statement-breakpoint").replace(/\n {2}`date` = \(SELECT[^\n]*\n/, "\n"),
    };
    expect(shipped.sql).not.toContain("`date`");
    const sqlite = openDatabase(":memory:").$client;
    migrate(sqlite, [...migrations.slice(0, 4), shipped]);
    sqlite.run("INSERT INTO users (email, password_hash) VALUES ('a@example.com', 'x')");
    const history = () => sqlite.query("SELECT hash, created_at FROM __drizzle_migrations ORDER BY id").all();
    const before = history();

    expect(() => migrate(sqlite)).toThrow("Migration 0004_gym_floor differs from the one this database was made with");
    expect(history()).toEqual(before);
    const columns = sqlite
      .query<{ name: string }, []>("PRAGMA table_info(exercises)")
      .all()
      .map((c) => c.name);
    expect(columns).not.toContain("date");
    expect(sqlite.query("SELECT email FROM users").all()).toEqual([{ email: "a@example.com" }]);
    // A database made with the migrations as shipped is brought up to date.
    const fine = openDatabase(":memory:").$client;
    migrate(fine, migrations.slice(0, 5));
    expect(migrate(fine)).toEqual(migrations.slice(5).map((m) => m.tag));
  });

  test("applied once, never re-applied", () => {
    const db = openDatabase(":memory:");
    expect(migrate(db.$client)).toEqual(migrations.map((m) => m.tag));
    expect(migrate(db.$client)).toEqual([]);
    const tables = db.$client
      .query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((r) => r.name);
    for (const t of [
      "users",
      "sessions",
      "admins",
      "admin_sessions",
      "workouts",
      "exercises",
      "exercise_sets",
      "workout_templates",
      "meals",
      "meal_ingredients",
      "custom_ingredients",
      "meal_templates",
      "body_composition",
    ]) {
      expect(tables).toContain(t);
    }
  });

  test("a failing migration leaves nothing half applied", () => {
    const db = openDatabase(":memory:");
    migrate(db.$client);
    const broken = [
      { tag: "9999_broken", when: Date.now() + 1000, sql: "CREATE TABLE ok_table (id integer);--> statement-breakpoint\nTHIS IS NOT SQL" },
    ];
    expect(() => migrate(db.$client, [...migrations, ...broken])).toThrow();
    expect(db.$client.query("SELECT name FROM sqlite_master WHERE name = 'ok_table'").get()).toBeNull();
    expect(migrate(db.$client)).toEqual([]);
  });

  test("0006 swaps two indexes for ones the reads sort by, and keeps every row", () => {
    const db = openDatabase(":memory:");
    const sqlite = db.$client;
    migrate(
      sqlite,
      migrations.filter((m) => m.tag < "0006"),
    );
    sqlite.run("INSERT INTO users (email, password_hash) VALUES ('a@example.com', 'x')");
    sqlite.run("INSERT INTO custom_ingredients (user_id, name) VALUES (1, 'oats'), (1, 'Banana')");
    sqlite.run("INSERT INTO workouts (user_id, date, day_of_week) VALUES (1, '2026-03-02', 'Monday')");
    sqlite.run(
      "INSERT INTO exercises (workout_id, user_id, date, name, sort_order) VALUES (1, 1, '2026-03-02', 'Squat', 1), (1, 1, '2026-03-02', 'Row', 0)",
    );
    expect(
      migrate(
        sqlite,
        migrations.filter((m) => m.tag < "0007"),
      ),
    ).toEqual(["0006_sorted_reads"]);
    const indexes = sqlite
      .query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'index'")
      .all()
      .map((r) => r.name);
    expect(indexes).toContain("custom_ingredients_user_name_idx");
    expect(indexes).toContain("exercises_user_day_idx");
    expect(indexes).not.toContain("custom_ingredients_user_idx");
    expect(indexes).not.toContain("exercises_user_date_idx");
    expect(sqlite.query("SELECT name FROM custom_ingredients WHERE user_id = 1 ORDER BY lower(name), id").values()).toEqual([
      ["Banana"],
      ["oats"],
    ]);
    expect(sqlite.query("SELECT name FROM exercises WHERE user_id = 1 ORDER BY date, sort_order, id").values()).toEqual([
      ["Row"],
      ["Squat"],
    ]);
  });

  test("0007 adds the sessions-and-users version to a database in use; its triggers move it", () => {
    const sqlite = openDatabase(":memory:").$client;
    migrate(
      sqlite,
      migrations.filter((m) => m.tag < "0007"),
    );
    sqlite.run("INSERT INTO users (email, password_hash) VALUES ('a@example.com', 'x')");
    sqlite.run("INSERT INTO sessions (id, user_id, expires_at) VALUES ('s', 1, 1)");
    expect(
      migrate(
        sqlite,
        migrations.filter((m) => m.tag < "0008"),
      ),
    ).toEqual(["0007_auth_version"]);
    const version = () => sqlite.query<{ version: number }, []>("SELECT version FROM auth_version").get()!.version;
    expect(version()).toBe(0);
    sqlite.run("UPDATE sessions SET expires_at = 2");
    expect(version()).toBe(1);
    sqlite.run("DELETE FROM users");
    // The user and, by the cascade, their session.
    expect(version()).toBe(3);
    expect(sqlite.query("SELECT count(*) AS n FROM sessions").get()).toEqual({ n: 0 });
  });

  test("0008 drops the two user-led indexes of child rows; reads by parent keep an index", () => {
    const sqlite = openDatabase(":memory:").$client;
    migrate(
      sqlite,
      migrations.filter((m) => m.tag < "0008"),
    );
    expect(
      migrate(
        sqlite,
        migrations.filter((m) => m.tag < "0009"),
      ),
    ).toEqual(["0008_child_rows_by_parent"]);
    const indexes = sqlite
      .query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'index'")
      .all()
      .map((r) => r.name);
    expect(indexes).not.toContain("exercise_sets_user_exercise_idx");
    expect(indexes).not.toContain("meal_ingredients_user_meal_idx");
    const plan = (q: string) =>
      sqlite
        .query<{ detail: string }, []>(`EXPLAIN QUERY PLAN ${q}`)
        .all()
        .map((r) => r.detail)
        .join("; ");
    expect(plan("SELECT * FROM exercise_sets WHERE user_id = 1 AND exercise_id IN (1, 2) ORDER BY exercise_id, set_number")).toContain(
      "USING INDEX exercise_sets_exercise_set_unique",
    );
    expect(plan("SELECT * FROM meal_ingredients WHERE user_id = 1 AND meal_id IN (1, 2) ORDER BY meal_id, id")).toContain(
      "USING INDEX meal_ingredients_meal_idx",
    );
  });

  test("0009 rebuilds meal ingredients without the key and index by custom ingredient; rows, links and numbering stay", () => {
    const sqlite = openDatabase(":memory:").$client;
    migrate(
      sqlite,
      migrations.filter((m) => m.tag < "0009"),
    );
    sqlite.run("INSERT INTO users (email, password_hash) VALUES ('a@example.com', 'x')");
    sqlite.run("INSERT INTO custom_ingredients (user_id, name, default_quantity, default_unit) VALUES (1, 'Oats', 40, 'g')");
    sqlite.run(
      "INSERT INTO meals (user_id, date, name, time) VALUES (1, '2026-03-10', 'Breakfast', '07:30'), (1, '2026-03-10', 'Lunch', '12:30')",
    );
    sqlite.run(
      "INSERT INTO meal_ingredients (meal_id, user_id, custom_ingredient_id, name, quantity, unit) VALUES (1, 1, 1, 'Oats', 40, 'g'), (2, 1, NULL, 'Rice', 80, 'g'), (2, 1, NULL, 'Gone', 1, 'g')",
    );
    sqlite.run("DELETE FROM meal_ingredients WHERE id = 3");
    const rows = () => sqlite.query("SELECT id, meal_id, user_id, custom_ingredient_id, name FROM meal_ingredients ORDER BY id").all();
    const before = rows();

    expect(
      migrate(
        sqlite,
        migrations.filter((m) => m.tag < "0010"),
      ),
    ).toEqual(["0009_custom_links_without_index"]);
    expect(rows()).toEqual(before);
    const keys = sqlite
      .query<{ table: string; on_delete: string }, []>("PRAGMA foreign_key_list(meal_ingredients)")
      .all()
      .map((k) => `${k.table} ${k.on_delete}`)
      .sort();
    expect(keys).toEqual(["meals CASCADE", "users CASCADE"]);
    const indexes = sqlite
      .query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'meal_ingredients'")
      .all()
      .map((r) => r.name);
    expect(indexes.filter((n) => !n.startsWith("sqlite_autoindex"))).toEqual(["meal_ingredients_meal_idx"]);
    // The deleted ingredient's id is not given again.
    sqlite.run("INSERT INTO meal_ingredients (meal_id, user_id, name, quantity, unit) VALUES (2, 1, 'Beans', 50, 'g')");
    expect(sqlite.query("SELECT max(id) AS id FROM meal_ingredients").get()).toEqual({ id: 4 });
    expect(sqlite.query("SELECT count(*) AS n FROM sqlite_sequence WHERE name = 'meal_ingredients'").get()).toEqual({ n: 1 });
    // A meal still takes its ingredients with it.
    sqlite.run("DELETE FROM meals WHERE id = 2");
    expect(sqlite.query("SELECT count(*) AS n FROM meal_ingredients").get()).toEqual({ n: 1 });
    expect(sqlite.query("PRAGMA foreign_key_check").all()).toEqual([]);
  });

  test("0013: custom ingredients and library meals kept before sharing stay private, with their owner, ids and numbering", () => {
    const sqlite = openDatabase(":memory:").$client;
    migrate(
      sqlite,
      migrations.filter((m) => m.tag < "0013"),
    );
    sqlite.run("INSERT INTO users (email, password_hash) VALUES ('a@example.com', 'x'), ('b@example.com', 'x')");
    sqlite.run("INSERT INTO custom_ingredients (user_id, name) VALUES (1, 'Oats'), (2, 'Rice'), (1, 'Gone')");
    sqlite.run("DELETE FROM custom_ingredients WHERE id = 3");
    sqlite.run("INSERT INTO meal_templates (user_id, name, meal_time, data) VALUES (1, 'Stew', 'dinner', '{}')");
    expect(
      migrate(
        sqlite,
        migrations.filter((m) => m.tag < "0014"),
      ),
    ).toEqual(["0013_shared_items"]);
    expect(sqlite.query("SELECT id, user_id, shared, name FROM custom_ingredients ORDER BY id").all()).toEqual([
      { id: 1, user_id: 1, shared: 0, name: "Oats" },
      { id: 2, user_id: 2, shared: 0, name: "Rice" },
    ]);
    expect(sqlite.query("SELECT id, user_id, shared FROM meal_templates").all()).toEqual([{ id: 1, user_id: 1, shared: 0 }]);
    sqlite.run("INSERT INTO custom_ingredients (user_id, name) VALUES (1, 'Beans')");
    expect(sqlite.query("SELECT max(id) AS id FROM custom_ingredients").get()).toEqual({ id: 4 });
    for (const table of ["custom_ingredients", "meal_templates"]) {
      const keys = sqlite
        .query<{ on_delete: string }, []>(`PRAGMA foreign_key_list(${table})`)
        .all()
        .map((k) => k.on_delete);
      expect(keys).toEqual(["SET NULL"]);
    }
    const plan = sqlite
      .query<{ detail: string }, []>("EXPLAIN QUERY PLAN SELECT * FROM custom_ingredients WHERE user_id = 1 ORDER BY lower(name), id")
      .all();
    expect(plan.map((r) => r.detail).join("; ")).toContain("custom_ingredients_user_name_idx");
    expect(sqlite.query("PRAGMA foreign_key_check").all()).toEqual([]);
  });

  test("pragmas: WAL, foreign keys, busy timeout, synchronous NORMAL, temporary store in memory", () => {
    const dir = mkdtempSync(join(tmpdir(), "kinfit-"));
    const db = openDatabase(join(dir, "nested/folder/k.db"));
    const get = (p: string) => Object.values(db.$client.query(`PRAGMA ${p}`).get() as object)[0];
    expect(get("journal_mode")).toBe("wal");
    expect(get("foreign_keys")).toBe(1);
    expect(get("busy_timeout")).toBe(5000);
    expect(get("synchronous")).toBe(1);
    // Savepoints' sub-journals in memory, not in a temporary file per write (client.ts).
    expect(get("temp_store")).toBe(2);
    db.$client.close();
  });
});
