// The kept summaries ('Last', bests, trained days) against the whole history they sum: random
// ticks, edits, renames, deletes, replaced days and imports through the API, each checked against
// the figures worked out again from every set row, and 'Last' from the summaries against 'Last'
// summed from the history.
import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { exerciseSets, exerciseSummaries, exercises, trainedDays, users } from "@db/schema";
import { addDays, parseIsoDate, toIsoDate } from "@shared/dates";
import type { SetKind } from "@shared/workouts/contract";
import { setFigures } from "@shared/workouts/history";
import { computeStreak } from "@modules/dashboard/streak";
import { migrations } from "@drizzle/index";
import { Database } from "bun:sqlite";
import { migrate } from "@db/migrate";
import { twoUsers, type Client, type TwoUsers } from "@test/harness";
import { latestBefore } from "./reads";
import { latestFromHistory } from "./store";

const NAMES = ["Squat", "squat", "SQUAT ", "Bench Press", "bench press", "Deadlift", "Row"];
const START = "2026-02-01";
const dayAt = (n: number) => toIsoDate(addDays(parseIsoDate(START)!, n));

let seed = 7;
const rand = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
const between = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));

type Expected = { summaries: Record<string, unknown>[]; days: Record<string, number> };

/** The summaries as they must be, worked out from every exercise and set row of the member. */
function expected(t: TwoUsers, userId: number): Expected {
  const rows = t.db.select().from(exercises).where(eq(exercises.userId, userId)).all();
  const done = rows
    .map((e) => {
      const sets = t.db.select().from(exerciseSets).where(eq(exerciseSets.exerciseId, e.id)).all();
      return {
        key: e.name.trim().toLowerCase(),
        date: e.date,
        ...setFigures(
          sets.map((s) => ({
            ...s,
            kind: s.kind as SetKind,
            rpe: s.rpe ?? undefined,
            durationSeconds: s.durationSeconds ?? undefined,
            distanceMeters: s.distanceMeters ?? undefined,
          })),
        ),
      };
    })
    .filter((e) => e.completedSets > 0);
  const days: Record<string, number> = {};
  for (const e of done) days[e.date] = (days[e.date] ?? 0) + 1;
  const top = (xs: (number | null)[]) => xs.reduce<number | null>((m, x) => (x !== null && (m === null || x > m) ? x : m), null);
  const summaries = [...new Set(done.map((e) => e.key))].sort().map((key) => {
    const own = done.filter((e) => e.key === key);
    const lastDate = own
      .map((e) => e.date)
      .sort()
      .at(-1)!;
    const prior = own.filter((e) => e.date < lastDate);
    return {
      nameKey: key,
      lastDate,
      bestEstimate: top(own.map((e) => e.bestEstimate)),
      topWeight: top(own.map((e) => e.topWeight)),
      priorDate:
        prior
          .map((e) => e.date)
          .sort()
          .at(-1) ?? null,
      priorBestEstimate: top(prior.map((e) => e.bestEstimate)),
      priorTopWeight: top(prior.map((e) => e.topWeight)),
    };
  });
  return { summaries, days };
}

function kept(t: TwoUsers, userId: number): Expected {
  const summaries = t.db
    .select()
    .from(exerciseSummaries)
    .where(eq(exerciseSummaries.userId, userId))
    .all()
    .map(({ userId: _, ...rest }) => rest)
    .sort((a, b) => a.nameKey.localeCompare(b.nameKey));
  const days = Object.fromEntries(
    t.db
      .select()
      .from(trainedDays)
      .where(eq(trainedDays.userId, userId))
      .all()
      .map((d) => [d.date, d.exercises]),
  );
  return { summaries, days };
}

const byKey = <T extends { key: string }>(xs: T[]) => [...xs].sort((a, b) => a.key.localeCompare(b.key));

async function check(t: TwoUsers, userId: number, client: Client) {
  const want = expected(t, userId);
  expect(kept(t, userId)).toEqual(want);
  // 'Last' from the summaries (days from the latest session on) and summed from the history agree.
  const latest = Object.keys(want.days).sort().at(-1) ?? START;
  for (const date of [latest, toIsoDate(addDays(parseIsoDate(latest)!, 1)), dayAt(between(0, 20))]) {
    expect(byKey(latestBefore(t.db, userId, date))).toEqual(byKey(latestFromHistory(t.db, userId, date)));
  }
  const today = dayAt(between(0, 24));
  const streak = await client.get(`/api/streak?today=${today}`);
  expect(streak.body).toEqual({ ...computeStreak(Object.keys(want.days), today), today });
}

/** One random change through the API, as the screens make them. */
async function randomChange(client: Client) {
  const date = dayAt(between(0, 20));
  const day = (await client.get(`/api/workouts/${date}`)).body as { exercises: { id: number; sets: number }[] };
  const target = day.exercises.length > 0 ? pick(day.exercises) : null;
  const op = between(0, 9);
  if (!target || op <= 1) {
    const mode = op === 1 && target ? "replace" : "append";
    const list = Array.from({ length: between(1, 3) }, () => ({
      name: pick(NAMES),
      sets: between(1, 4),
      reps: String(between(1, 12)),
      weight: String(between(0, 300)),
      isCompleted: rand() < 0.3,
    }));
    expect((await client.post("/api/workouts", { date, mode, exercises: list })).status).toBe(201);
  } else if (op <= 5) {
    const body = {
      completed: rand() < 0.7,
      weight: rand() < 0.5 ? String(between(0, 400)) : undefined,
      reps: rand() < 0.5 ? String(between(0, 15)) : undefined,
      kind: rand() < 0.2 ? pick(["warmup", "normal", "drop"]) : undefined,
    };
    expect((await client.put(`/api/exercises/${target.id}/sets/${between(1, Math.max(1, target.sets))}`, body)).status).toBeOneOf([
      200, 404,
    ]);
  } else if (op <= 7) {
    const changes = [{ name: pick(NAMES) }, { sets: between(1, 5) }, { isCompleted: rand() < 0.5 }, { weight: String(between(10, 200)) }][
      between(0, 3)
    ];
    expect((await client.put(`/api/exercises/${target.id}`, changes)).status).toBe(200);
  } else {
    expect((await client.delete(`/api/exercises/${target.id}`)).status).toBe(200);
  }
}

describe("kept summaries", () => {
  test("stay equal to the history after random ticks, edits, renames, deletes and replaced days", async () => {
    const t = await twoUsers();
    for (let round = 0; round < 12; round++) {
      for (let i = 0; i < 15; i++) await randomChange(t.a);
      await check(t, t.aId, t.a);
    }
    const { summaries, days } = expected(t, t.aId);
    expect(summaries.length).toBeGreaterThan(2);
    expect(Object.keys(days).length).toBeGreaterThan(5);
  }, 60_000);

  test("stay right through a JSON import, a CSV import and an account deleted", async () => {
    const t = await twoUsers();
    for (let i = 0; i < 80; i++) await randomChange(t.b);
    for (let i = 0; i < 20; i++) await randomChange(t.a);
    const file = (await t.b.get("/api/export")).body;
    expect((await t.a.post("/api/import", file)).status).toBe(200);
    await check(t, t.aId, t.a);
    const csv = [
      "Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (kg),Reps,RPE,Distance (meters),Seconds,Notes,Workout Notes",
      `1,${dayAt(3)} 07:00:00,Day,3600,Squat,1,100,5,,,,,`,
      `1,${dayAt(3)} 07:00:00,Day,3600,Squat,2,110,3,,,,,`,
      `2,${dayAt(30)} 07:00:00,Day,3600,Front Squat,1,80,5,,,,,`,
    ].join("\n");
    expect((await t.a.request("POST", "/api/import/workouts-csv", csv, { "content-type": "text/csv" })).status).toBe(200);
    await check(t, t.aId, t.a);
    await check(t, t.bId, t.b);
    // Deleting an account takes its exercises and its summaries together, whichever goes first.
    t.db.delete(users).where(eq(users.id, t.bId)).run();
    expect(kept(t, t.bId)).toEqual({ summaries: [], days: {} });
    await check(t, t.aId, t.a);
  }, 60_000);

  test("'Last' for the latest day's own date reads the sessions before it", async () => {
    const t = await twoUsers();
    const add = async (date: string, weight: string) => {
      const day = (await t.a.post("/api/workouts", { date, exercises: [{ name: "Squat", sets: 1, reps: "5", weight }] })).body;
      await t.a.put(`/api/exercises/${day.exercises[0].id}/sets/1`, { completed: true });
    };
    await add(dayAt(0), "100");
    await add(dayAt(2), "200");
    const today = (await t.a.get(`/api/workouts/previous/${dayAt(2)}`)).body;
    expect(today.date).toBe(dayAt(0));
    expect(today.exercises[0].best).toEqual({ estimatedOneRepMax: 116.7, weight: 100 });
    const after = (await t.a.get(`/api/workouts/previous/${dayAt(3)}`)).body;
    expect(after.exercises[0]).toMatchObject({ date: dayAt(2), best: { estimatedOneRepMax: 233.3, weight: 200 } });
    // A day before the latest session sums the history before it.
    expect((await t.a.get(`/api/workouts/previous/${dayAt(1)}`)).body.exercises[0].date).toBe(dayAt(0));
  });
});

test("the migration fills the summaries from the rows already stored", () => {
  const sqlite = new Database(":memory:");
  migrate(
    sqlite,
    migrations.filter((m) => m.tag < "0011"),
  );
  sqlite.run("INSERT INTO users (id, email, password_hash) VALUES (1, 'a@example.com', 'x')");
  // Three days in a row, a gap, one more; Squat spelled two ways.
  const rows: [string, string, number, number | null, number | null][] = [
    ["2026-03-01", "Squat", 2, 116.7, 100],
    ["2026-03-02", " squat", 1, 140, 120],
    ["2026-03-02", "Row", 0, null, null],
    ["2026-03-03", "Row", 3, 70, 60],
    ["2026-03-05", "SQUAT", 1, 130, 130],
  ];
  for (const [date, name, done, estimate, weight] of rows) {
    const workout = sqlite
      .query<{ id: number }, [string]>(
        "INSERT INTO workouts (user_id, date, day_of_week) VALUES (1, ?, 'Monday') ON CONFLICT DO UPDATE SET date = date RETURNING id",
      )
      .get(date)!;
    sqlite.run(
      "INSERT INTO exercises (workout_id, user_id, date, name, completed_sets, best_estimate, top_weight) VALUES (?, 1, ?, ?, ?, ?, ?)",
      [workout.id, date, name, done, estimate, weight],
    );
  }
  migrate(sqlite);
  expect(
    sqlite
      .query(
        "SELECT name_key, last_date, best_estimate, top_weight, prior_date, prior_best_estimate, prior_top_weight FROM exercise_summaries ORDER BY name_key",
      )
      .values(),
  ).toEqual([
    ["row", "2026-03-03", 70, 60, null, null, null],
    ["squat", "2026-03-05", 140, 130, "2026-03-02", 140, 120],
  ]);
  expect(sqlite.query("SELECT date, exercises, run_start FROM trained_days ORDER BY date").values()).toEqual([
    ["2026-03-01", 1, "2026-03-01"],
    ["2026-03-02", 1, "2026-03-01"],
    ["2026-03-03", 1, "2026-03-01"],
    ["2026-03-05", 1, "2026-03-05"],
  ]);
});
