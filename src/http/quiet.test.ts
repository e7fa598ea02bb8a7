// The quiet-time release runs once per quiet spell: after the quiet time with no request, and
// again only after a request has started a new spell.
import { expect, test } from "bun:test";
import { testApp } from "@test/harness";
import { fakeClock } from "@test/fake-clock";
import { QuietRelease, releaseMemory } from "./quiet";

test("releases once after the quiet time, not while requests come, and again after the next quiet spell", () => {
  let releases = 0;
  const time = fakeClock();
  const quiet = new QuietRelease(() => releases++, 200, time.clock);
  try {
    // Requests every 50 ms hold the release off.
    for (let i = 0; i < 8; i++) {
      quiet.seen();
      time.pass(50);
    }
    expect(releases).toBe(0);
    time.pass(400);
    expect(releases).toBe(1);
    // Still quiet: nothing more to hand back.
    time.pass(300);
    expect(releases).toBe(1);
    quiet.seen();
    time.pass(400);
    expect(releases).toBe(2);
  } finally {
    quiet.stop();
  }
  expect(time.running()).toBe(0);
});

// Bun.shrink is marked deprecated in Bun's types: this fails if a Bun upgrade removes it.
test("the release itself runs in this Bun", () => {
  expect(() => releaseMemory()).not.toThrow();
});

test("the release hands back SQLite's page cache, and the database reads and writes as before", () => {
  const run: string[] = [];
  releaseMemory({ exec: (sql: string) => void run.push(sql) } as never);
  expect(run).toEqual(["PRAGMA shrink_memory"]);

  const { db } = testApp();
  const sqlite = db.$client;
  sqlite.exec("CREATE TABLE t (n INTEGER)");
  const insert = sqlite.prepare("INSERT INTO t (n) VALUES (?)");
  const count = sqlite.prepare("SELECT count(*) AS n FROM t");
  insert.run(1);
  releaseMemory(sqlite);
  // Statements prepared before the release still run.
  insert.run(2);
  expect(count.get()).toEqual({ n: 2 });
});

test("every request the app answers starts the quiet time again, refused ones included", async () => {
  const seen: string[] = [];
  const { app } = testApp({ quiet: { seen: (request) => void seen.push(new URL(request.url).pathname) } });
  await app.handle(new Request("http://localhost/api/health"));
  await app.handle(new Request("http://localhost/api/workouts/2026-01-05"));
  await app.handle(new Request("http://localhost/", { headers: { host: "" } }));
  // Each with its request, whose size the JIT's thresholds look at (src/http/jit-policy.ts).
  expect(seen).toEqual(["/api/health", "/api/workouts/2026-01-05", "/"]);
});
