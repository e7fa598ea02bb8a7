// The read cache never answers older than the last acknowledged write: unit checks of the version,
// and the API under concurrent writers and readers of several users.
import { describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { twoUsers, type Client } from "@test/harness";
import { ReadCache } from "./read-cache";

describe("ReadCache", () => {
  test("an answer is kept until any row is written, committed or not", () => {
    const sqlite = new Database(":memory:");
    sqlite.run("CREATE TABLE t (x INTEGER)");
    const cache = new ReadCache(sqlite);
    let computed = 0;
    const read = () => cache.get("k", () => ++computed);
    expect(read()).toBe(1);
    expect(read()).toBe(1);
    sqlite.run("INSERT INTO t VALUES (1)");
    expect(read()).toBe(2);
    try {
      sqlite.transaction(() => {
        sqlite.run("UPDATE t SET x = 2");
        throw new Error("rolled back");
      })();
    } catch {}
    // A rolled-back write still moves the version: the cache only ever forgets too much.
    expect(read()).toBe(3);
    expect(read()).toBe(3);
  });

  test("cleared, every value is computed again and kept again", () => {
    const cache = new ReadCache(new Database(":memory:"));
    let n = 0;
    const get = () => cache.get("k", () => ++n);
    expect(get()).toBe(1);
    cache.clear();
    expect(cache.size()).toEqual({ entries: 0, bytes: 0 });
    expect(get()).toBe(2);
    expect(get()).toBe(2);
  });

  test("the least recently used values go first when the bytes run out; misses and oversized values are not kept", () => {
    const cache = new ReadCache(new Database(":memory:"), 1000);
    let n = 0;
    const get = (key: string, bytes = 240) =>
      cache.get(
        key,
        () => ++n,
        () => bytes,
      );
    for (const key of ["a", "b", "c", "d"]) get(key);
    get("a"); // a is used again: b is now the oldest
    get("e");
    expect(cache.size()).toEqual({ entries: 4, bytes: 960 });
    expect(get("a")).toBe(1);
    expect(get("b")).toBe(6);
    expect(get("huge", 300)).toBe(7); // over a quarter of the cache: answered, not kept
    expect(get("huge", 300)).toBe(8);
    let misses = 0;
    expect(cache.get("unknown", () => (misses++, undefined))).toBeUndefined();
    expect(cache.get("unknown", () => (misses++, undefined))).toBeUndefined();
    expect(misses).toBe(2);
  });

  test("a write lets every kept value go at once", () => {
    const sqlite = new Database(":memory:");
    sqlite.run("CREATE TABLE t (x INTEGER)");
    const cache = new ReadCache(sqlite);
    cache.get("a", () => 1);
    cache.get("b", () => 2);
    expect(cache.size().entries).toBe(2);
    sqlite.run("INSERT INTO t VALUES (1)");
    cache.get("a", () => 3);
    expect(cache.size().entries).toBe(1);
  });

  test("a value whose computing wrote is not kept under the version it moved", () => {
    const sqlite = new Database(":memory:");
    sqlite.run("CREATE TABLE t (x INTEGER)");
    const cache = new ReadCache(sqlite);
    let n = 0;
    const read = () => cache.get("k", () => (sqlite.run("INSERT INTO t VALUES (1)"), ++n));
    expect(read()).toBe(1);
    expect(read()).toBe(2);
  });
});

describe("A version kept in a table (the session cache's)", () => {
  function setup() {
    const dir = mkdtempSync(join(tmpdir(), "kinfit-read-cache-"));
    const sqlite = new Database(join(dir, "db.sqlite"));
    sqlite.run("PRAGMA journal_mode = WAL");
    sqlite.run("CREATE TABLE v (n INTEGER)");
    sqlite.run("INSERT INTO v VALUES (0)");
    sqlite.run("CREATE TABLE t (x INTEGER)");
    const cache = new ReadCache(sqlite, 1024 * 1024, "SELECT n FROM v");
    let computed = 0;
    const read = () => cache.get("k", () => ++computed);
    return { dir, sqlite, cache, read };
  }

  test("the table is read again only once this connection has changed a row, or after a clear", () => {
    const { dir, sqlite, cache, read } = setup();
    const other = new Database(join(dir, "db.sqlite"));
    expect(read()).toBe(1);
    // A writer the cache is not told about (the server has none) goes unseen while this connection
    // writes nothing: the table is not read for every lookup.
    other.run("UPDATE v SET n = n + 1");
    expect(read()).toBe(1);
    sqlite.run("INSERT INTO t VALUES (1)");
    expect(read()).toBe(2);
    other.run("UPDATE v SET n = n + 1");
    cache.clear();
    expect(read()).toBe(3);
    expect(read()).toBe(3);
  });

  test("nothing a rolled-back savepoint saw is served after its transaction", () => {
    const { sqlite, read } = setup();
    expect(read()).toBe(1);
    sqlite.run("BEGIN");
    try {
      sqlite.transaction(() => {
        sqlite.run("UPDATE v SET n = n + 1");
        // Computed and kept under the savepoint's version, which its rollback takes back.
        expect(read()).toBe(2);
        throw new Error("rolled back");
      })();
    } catch {}
    sqlite.run("COMMIT");
    expect(sqlite.query<{ n: number }, []>("SELECT n FROM v").get()!.n).toBe(0);
    expect(read()).toBe(3);
    expect(read()).toBe(3);
  });
});

describe("'Last' through the cache", () => {
  async function plan(c: Client, date: string, name: string) {
    const res = await c.post("/api/workouts", { date, exercises: [{ name, sets: 1, weight: 100, reps: "5" }] });
    expect(res.status).toBe(201);
    return res.body.exercises[0].id as number;
  }
  const lastWeight = async (c: Client, name: string) =>
    (await c.get("/api/workouts/previous/2026-11-20")).body.exercises.find((e: { name: string }) => e.name === name)?.sets[0]?.weight;

  test("every read after an acknowledged write sees it, with writers and readers of two users at once", async () => {
    const { a, b } = await twoUsers();
    const aId = await plan(a, "2026-11-16", "Squat");
    const bId = await plan(b, "2026-11-16", "Squat");
    for (let i = 1; i <= 40; i++) {
      // Reads of both users race a write of each; whatever order they land in, once the writes
      // are acknowledged the next reads must see them.
      const racing = [
        lastWeight(a, "Squat"),
        a.put(`/api/exercises/${aId}/sets/1`, { weight: String(100 + i), completed: true }),
        lastWeight(b, "Squat"),
        b.put(`/api/exercises/${bId}/sets/1`, { weight: String(200 + i), completed: true }),
        lastWeight(a, "Squat"),
      ];
      const answers = await Promise.all(racing);
      expect((answers[1] as { status: number }).status).toBe(200);
      expect((answers[3] as { status: number }).status).toBe(200);
      expect(await lastWeight(a, "Squat")).toBe(String(100 + i));
      expect(await lastWeight(b, "Squat")).toBe(String(200 + i));
    }
    // A new exercise done on another day shows at once too; unticking takes it away at once.
    const benchId = await plan(a, "2026-11-18", "Bench");
    expect(await lastWeight(a, "Bench")).toBeUndefined();
    await a.put(`/api/exercises/${benchId}/sets/1`, { completed: true });
    expect(await lastWeight(a, "Bench")).toBe("100");
    await a.put(`/api/exercises/${benchId}/sets/1`, { completed: false });
    expect(await lastWeight(a, "Bench")).toBeUndefined();
    // Deleting an exercise is a write like any other.
    await a.delete(`/api/exercises/${aId}`);
    expect(await lastWeight(a, "Squat")).toBeUndefined();
    expect(await lastWeight(b, "Squat")).toBe("240");
  });
});
