// Group commit: the transactions of one turn share a commit, each still all or nothing, and no
// answer leaves the server before the writes it could have seen are committed.
import { afterEach, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { snapshotInto } from "./backup";
import { enableGroupCommit, openDatabase } from "./client";
import { migrate } from "./migrate";
import { Client, signedUpClient, testApp } from "@test/harness";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), "kinfit-group-"));
  dirs.push(dir);
  return join(dir, "kinfit.db");
}

/** A grouped database file with a table, and a second connection that sees only what is committed. */
function grouped() {
  const file = scratch();
  const db = openDatabase(file);
  db.$client.exec("CREATE TABLE t (x TEXT NOT NULL)");
  const group = enableGroupCommit(db.$client);
  const other = new Database(file, { readonly: true });
  const committed = () =>
    other
      .query<{ x: string }, []>("SELECT x FROM t ORDER BY rowid")
      .all()
      .map((r) => r.x);
  const insert = db.$client.transaction((x: string) => {
    db.$client.run("INSERT INTO t (x) VALUES (?)", [x]);
    if (x === "refused") throw new Error("refused");
  });
  return { db, group, committed, insert, close: () => other.close() };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("group commit", () => {
  test("the transactions of one turn are committed together, at the end of the turn", async () => {
    const g = grouped();
    const commits = g.group.commits;
    g.insert("a");
    g.insert("b");
    expect(g.committed()).toEqual([]);
    expect(await g.group.pending()).toBe(true);
    expect(g.committed()).toEqual(["a", "b"]);
    expect(g.group.commits).toBe(commits + 1);
    g.close();
  });

  test("a transaction that throws is rolled back alone; the rest of the group commits", async () => {
    const g = grouped();
    g.insert("a");
    expect(() => g.insert("refused")).toThrow("refused");
    g.insert("c");
    expect(await g.group.pending()).toBe(true);
    expect(g.committed()).toEqual(["a", "c"]);
    g.close();
  });

  test("a lost commit settles false, runs the rollback listeners, keeps nothing, and the next turn works", async () => {
    const g = grouped();
    // A deferred foreign key is only checked by COMMIT: the group's commit fails.
    g.db.$client.exec(
      "CREATE TABLE parent (id INTEGER PRIMARY KEY); CREATE TABLE child (p INTEGER REFERENCES parent(id) DEFERRABLE INITIALLY DEFERRED)",
    );
    let rolledBack = 0;
    g.group.whenRolledBack(() => rolledBack++);
    g.insert("lost");
    g.db.$client.transaction(() => g.db.$client.run("INSERT INTO child (p) VALUES (42)"))();
    expect(await g.group.pending()).toBe(false);
    expect(rolledBack).toBe(1);
    expect(g.db.$client.inTransaction).toBe(false);
    expect(g.committed()).toEqual([]);
    expect(g.db.$client.query("SELECT count(*) AS n FROM t").get()).toEqual({ n: 0 });
    g.insert("next");
    expect(await g.group.pending()).toBe(true);
    expect(g.committed()).toEqual(["next"]);
    g.close();
  });

  test("nothing pending when no group is open; a turn without writes commits nothing", async () => {
    const g = grouped();
    expect(g.group.pending()).toBeUndefined();
    g.db.$client.query("SELECT count(*) FROM t").get();
    expect(g.group.pending()).toBeUndefined();
    g.close();
  });

  test("a snapshot (VACUUM INTO) and closing the connection commit the open group first", async () => {
    const g = grouped();
    g.insert("in the snapshot");
    const copy = `${scratch()}.copy`;
    snapshotInto(g.db.$client, copy);
    const snap = new Database(copy, { readonly: true });
    expect(snap.query("SELECT x FROM t").all()).toEqual([{ x: "in the snapshot" }]);
    snap.close();
    g.insert("at close");
    g.db.$client.close();
    expect(g.committed()).toEqual(["in the snapshot", "at close"]);
    g.close();
  });

  test("without a group (start-up, migrations, one-off commands) a transaction commits when it returns", () => {
    const file = scratch();
    const db = openDatabase(file);
    migrate(db.$client);
    db.$client.exec("CREATE TABLE t (x TEXT)");
    db.$client.transaction(() => db.$client.run("INSERT INTO t VALUES ('now')"))();
    const other = new Database(file, { readonly: true });
    expect(other.query("SELECT x FROM t").all()).toEqual([{ x: "now" }]);
    other.close();
    db.$client.close();
  });
});

describe("answers and the group's commit", () => {
  test("an acknowledged write is already committed, and concurrent writes of one turn share a commit", async () => {
    const file = scratch();
    const t = testApp({}, file);
    const { client } = await signedUpClient(t.app);
    const other = new Database(file, { readonly: true });
    const stored = () =>
      other
        .query<{ name: string }, []>("SELECT name FROM meals ORDER BY id")
        .all()
        .map((r) => r.name);
    const commits = t.ctx.commits.commits;
    const answers = await Promise.all(
      ["Breakfast", "Lunch", "Dinner"].map((name, i) => client.post("/api/meals", { date: "2026-03-0" + (i + 1), name, time: "12:00" })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(stored()).toEqual(["Breakfast", "Lunch", "Dinner"]);
    expect(t.ctx.commits.commits).toBe(commits + 1);
    other.close();
  });

  test("when the group is lost, its writes answer 500, the read beside them never shows them, and nothing of it is kept or served", async () => {
    const t = testApp();
    const { client } = await signedUpClient(t.app);
    expect((await client.get("/api/meals?date=2026-03-01")).body).toEqual([]);
    // A meal named BOOM leaves a row that only COMMIT refuses (a deferred foreign key).
    t.db.$client.exec(
      "CREATE TABLE doomed (p INTEGER REFERENCES users(id) DEFERRABLE INITIALLY DEFERRED);" +
        "CREATE TRIGGER doom AFTER INSERT ON meals WHEN NEW.name = 'BOOM' BEGIN INSERT INTO doomed (p) VALUES (-1); END",
    );
    const [meal, other, read] = await Promise.all([
      client.post("/api/meals", { date: "2026-03-01", name: "BOOM", time: "12:00" }),
      client.post("/api/meals", { date: "2026-03-01", name: "Lunch", time: "13:00" }),
      client.get("/api/meals?date=2026-03-01"),
    ]);
    expect(meal.status).toBe(500);
    expect(meal.body).toEqual({ message: "Something went wrong on the server. Please try again." });
    expect(other.status).toBe(500);
    // Read before the writes began: what was committed; read inside the group: a 500 like them.
    expect(read.status === 500 || (read.status === 200 && read.body.length === 0)).toBe(true);
    const after = await client.get("/api/meals?date=2026-03-01");
    expect(after.status).toBe(200);
    expect(after.body).toEqual([]);
    // And the server goes on: the next write is committed and answered.
    expect((await client.post("/api/meals", { date: "2026-03-01", name: "Lunch", time: "13:00" })).status).toBe(201);
    expect((await client.get("/api/meals?date=2026-03-01")).body.map((m: { name: string }) => m.name)).toEqual(["Lunch"]);
  });

  test("a kept read answered in a lost group is a plain JSON 500, without the read's encoding or ETag", async () => {
    const t = testApp();
    const { client } = await signedUpClient(t.app);
    // Enough meals that the day's answer is gzipped for a client that takes it.
    for (let i = 0; i < 12; i++) {
      expect(
        (await client.post("/api/meals", { date: "2026-03-01", name: `Meal number ${i} with a long enough name`, time: "12:00" })).status,
      ).toBe(201);
    }
    const gzip = { "accept-encoding": "gzip" };
    const kept = await client.get("/api/meals?date=2026-03-01", gzip);
    expect(kept.headers.get("content-encoding")).toBe("gzip");
    expect(kept.headers.get("etag")).toBeTruthy();
    // A write only COMMIT refuses (a deferred foreign key) opens the group; the read joins it.
    t.db.$client.exec("CREATE TABLE doomed (p INTEGER REFERENCES users(id) DEFERRABLE INITIALLY DEFERRED)");
    t.db.$client.transaction(() => t.db.$client.run("INSERT INTO doomed (p) VALUES (-1)"))();
    expect(t.ctx.commits.pending()).toBeDefined();
    const read = await client.get("/api/meals?date=2026-03-01", gzip);
    expect(read.status).toBe(500);
    expect(read.body).toEqual({ message: "Something went wrong on the server. Please try again." });
    for (const name of ["content-encoding", "etag", "vary", "cache-control"])
      expect([name, read.headers.get(name)]).toEqual([name, name === "cache-control" ? "no-store" : null]);
    expect(read.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(read.headers.get("x-content-type-options")).toBe("nosniff");
  });

  test("a read in a turn without writes is answered at once", async () => {
    const t = testApp();
    const client = new Client(t.app);
    expect(t.ctx.commits.pending()).toBeUndefined();
    expect((await client.get("/api/health")).status).toBe(200);
  });
});
