// What the database derives (records, summaries, runs of days, weekly sets), rebuilt from the rows
// members wrote, equals what the writes kept as they went and a recomputation from scratch.
import { describe, expect, test } from "bun:test";
import type { Database } from "bun:sqlite";
import { migrations } from "@drizzle/index";
import { setFigures } from "@shared/workouts/history";
import type { ExerciseType, SetKind } from "@shared/workouts/contract";
import { openDatabase } from "./client";
import { migrate, MigrationError } from "./migrate";
import { rebuildDerived } from "./repair";

const TYPES: ExerciseType[] = [
  "weight_reps",
  "bodyweight_reps",
  "weighted_bodyweight",
  "assisted_bodyweight",
  "duration",
  "distance_duration",
];
const KINDS: SetKind[] = ["normal", "warmup", "drop", "failure"];
const NAMES = ["Squat", "squat ", "Bench", "Pull-up", "Plank", "Run"];

/** A small deterministic random source, so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
}

type SetIn = { weight: string; reps: string; completed: boolean; kind: SetKind; durationSeconds?: number; distanceMeters?: number };

/** Writes as the app does: the exercise, its sets, then its figures from its sets. */
function syncFigures(sqlite: Database, id: number) {
  const { type } = sqlite.query<{ type: ExerciseType }, [number]>("SELECT type FROM exercises WHERE id = ?").get(id)!;
  const sets = sqlite
    .query<
      { weight: string; reps: string; completed: number; kind: SetKind; duration_seconds: number | null; distance_meters: number | null },
      [number]
    >(
      "SELECT weight, reps, completed, kind, duration_seconds, distance_meters " +
        "FROM exercise_sets WHERE exercise_id = ? ORDER BY set_number",
    )
    .all(id)
    .map((s) => ({
      weight: s.weight,
      reps: s.reps,
      completed: s.completed === 1,
      kind: s.kind,
      durationSeconds: s.duration_seconds ?? undefined,
      distanceMeters: s.distance_meters ?? undefined,
    }));
  const f = setFigures(sets, type);
  sqlite.run(
    "UPDATE exercises SET completed_sets = ?, best_estimate = ?, top_weight = ?, " +
      "best_reps = ?, best_duration = ?, best_distance = ?, best_pace = ? WHERE id = ?",
    [f.completedSets, f.bestEstimate, f.topWeight, f.bestReps, f.bestDuration, f.bestDistance, f.bestPace, id],
  );
}

/** Two members, a few weeks of mixed exercises, then the edits a screen makes. */
function household(sqlite: Database, seed = 7) {
  const next = random(seed);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  sqlite.run("INSERT INTO users (email, password_hash) VALUES ('a@example.com', 'x'), ('b@example.com', 'x')");
  const ids: number[] = [];
  for (const user of [1, 2]) {
    for (let day = 0; day < 40; day++) {
      if (next() < 0.3) continue;
      const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
      const workout = Number(
        sqlite.run("INSERT INTO workouts (user_id, date, day_of_week) VALUES (?, ?, 'Monday')", [user, date]).lastInsertRowid,
      );
      for (let e = 0; e < 1 + Math.floor(next() * 3); e++) {
        const type = pick(TYPES);
        const id = Number(
          sqlite.run("INSERT INTO exercises (workout_id, user_id, date, name, type, sort_order) VALUES (?, ?, ?, ?, ?, ?)", [
            workout,
            user,
            date,
            pick(NAMES),
            type,
            e,
          ]).lastInsertRowid,
        );
        ids.push(id);
        for (let n = 1; n <= 1 + Math.floor(next() * 4); n++) {
          const set: SetIn = {
            weight: String(Math.floor(next() * 200)),
            reps: pick(["5", "8-10", "12", "15", ""]),
            completed: next() < 0.7,
            kind: pick(KINDS),
          };
          sqlite.run(
            "INSERT INTO exercise_sets (exercise_id, user_id, set_number, weight, reps, " +
              "completed, kind, duration_seconds, distance_meters) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
              id,
              user,
              n,
              set.weight,
              set.reps,
              set.completed ? 1 : 0,
              set.kind,
              Math.floor(next() * 1800) || null,
              Math.floor(next() * 5000) || null,
            ],
          );
        }
        syncFigures(sqlite, id);
      }
    }
  }
  // Edits: a set unticked, a rename, a day moved, an exercise deleted.
  for (let i = 0; i < 30; i++) {
    const id = pick(ids);
    if (!sqlite.query("SELECT 1 FROM exercises WHERE id = ?").get(id)) continue;
    const action = Math.floor(next() * 4);
    if (action === 0) sqlite.run("UPDATE exercise_sets SET completed = 1 - completed WHERE exercise_id = ? AND set_number = 1", [id]);
    else if (action === 1) sqlite.run("UPDATE exercises SET name = ? WHERE id = ?", [pick(NAMES), id]);
    else if (action === 2) sqlite.run("UPDATE exercises SET date = date(date, '+1 day') WHERE id = ?", [id]);
    else sqlite.run("DELETE FROM exercises WHERE id = ?", [id]);
    if (action !== 3) syncFigures(sqlite, id);
  }
}

function derived(sqlite: Database) {
  const all = (q: string) => sqlite.query(q).all();
  return {
    exercises: all(
      "SELECT id, completed_sets, best_estimate, top_weight, best_reps, best_duration, best_distance, best_pace FROM exercises ORDER BY id",
    ),
    summaries: all("SELECT * FROM exercise_summaries ORDER BY user_id, name_key"),
    days: all("SELECT * FROM trained_days ORDER BY user_id, date"),
    weeks: all("SELECT * FROM weekly_sets ORDER BY user_id, week, name_key"),
  };
}

/** The runs of trained days and the weekly sets counted from scratch, without SQL's help. */
function recomputed(sqlite: Database) {
  const exercises = sqlite
    .query<{ id: number; user_id: number; date: string; name: string; completed_sets: number }, []>(
      "SELECT id, user_id, date, name, completed_sets FROM exercises",
    )
    .all();
  const days = new Map<string, number>();
  for (const e of exercises) if (e.completed_sets > 0) days.set(`${e.user_id}|${e.date}`, (days.get(`${e.user_id}|${e.date}`) ?? 0) + 1);
  const keys = [...days.keys()].sort();
  const out: { user_id: number; date: string; exercises: number; run_start: string }[] = [];
  for (const key of keys) {
    const [user, date] = key.split("|") as [string, string];
    const before = new Date(Date.parse(date) - 86400000).toISOString().slice(0, 10);
    const previous = out.at(-1);
    const start = previous && previous.user_id === Number(user) && previous.date === before ? previous.run_start : date;
    out.push({ user_id: Number(user), date, exercises: days.get(key)!, run_start: start });
  }
  const weeks = new Map<string, number>();
  const byId = new Map(exercises.map((e) => [e.id, e]));
  for (const s of sqlite
    .query<{ exercise_id: number; completed: number; kind: string }, []>("SELECT exercise_id, completed, kind FROM exercise_sets")
    .all()) {
    const e = byId.get(s.exercise_id)!;
    if (s.completed !== 1 || s.kind === "warmup") continue;
    const d = new Date(`${e.date}T00:00:00Z`);
    const monday = new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86400000).toISOString().slice(0, 10);
    const key = `${e.user_id}|${monday}|${e.name.trim().toLowerCase()}`;
    weeks.set(key, (weeks.get(key) ?? 0) + 1);
  }
  return {
    days: out,
    weeks: [...weeks.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, sets]) => ({ user_id: Number(k.split("|")[0]), week: k.split("|")[1], name_key: k.split("|")[2], sets })),
  };
}

describe("rebuildDerived", () => {
  test("rebuilt from damaged summaries equals what the writes kept, and a recomputation from scratch", () => {
    const sqlite = openDatabase(":memory:").$client;
    migrate(sqlite);
    household(sqlite);
    const kept = derived(sqlite);
    expect(kept.days).toEqual(recomputed(sqlite).days);
    expect(kept.weeks).toEqual(recomputed(sqlite).weeks);

    // As an older Kinfit leaves them: records it does not know stale, summaries not kept.
    sqlite.exec("UPDATE exercises SET best_reps = 12, best_pace = NULL, best_duration = 1");
    sqlite.exec("UPDATE exercises SET best_estimate = NULL, completed_sets = completed_sets + 1 WHERE id % 3 = 0");
    sqlite.exec("DELETE FROM exercise_summaries WHERE rowid % 2 = 0");
    sqlite.exec("UPDATE trained_days SET exercises = 9, run_start = date");
    sqlite.exec("DELETE FROM weekly_sets WHERE rowid % 2 = 1");
    sqlite.exec("INSERT INTO weekly_sets (user_id, week, name_key, sets) VALUES (1, '2020-01-06', 'ghost', 3)");
    expect(derived(sqlite)).not.toEqual(kept);

    expect(rebuildDerived(sqlite).exercises).toBeGreaterThan(0);
    expect(derived(sqlite)).toEqual(kept);
    expect(rebuildDerived(sqlite).exercises).toBe(0);
    expect(derived(sqlite)).toEqual(kept);
  });

  test("an older Kinfit served a newer database: the next start knowing all of it rebuilds the records it left stale", () => {
    const sqlite = openDatabase(":memory:").$client;
    const future = { tag: "9999_future", when: Date.now() + 1e9, sql: "CREATE TABLE future_things (id integer);" };
    migrate(sqlite, [...migrations, future]);
    household(sqlite, 11);
    const kept = derived(sqlite);

    // This build is the older one now: refused, unless told.
    expect(() => migrate(sqlite)).toThrow(MigrationError);
    expect(() => migrate(sqlite)).toThrow(
      `comes from a newer Kinfit (${migrations.length + 1} migrations; this one knows ${migrations.length})`,
    );
    const log: string[] = [];
    expect(migrate(sqlite, migrations, { allowNewer: true, log: (m) => log.push(m) })).toEqual([]);
    expect(log.join()).toContain("--allow-newer-database");
    // What it wrote without keeping the newer records.
    sqlite.exec("UPDATE exercises SET best_reps = 12 WHERE best_reps IS NOT NULL");
    expect(derived(sqlite)).not.toEqual(kept);
    expect(sqlite.query("PRAGMA user_version").get()).toEqual({ user_version: 1 });

    // The newer build starts again: the records are rebuilt once.
    log.length = 0;
    expect(migrate(sqlite, [...migrations, future], { log: (m) => log.push(m) })).toEqual([]);
    expect(log.join()).toContain("rebuilt");
    expect(derived(sqlite)).toEqual(kept);
    expect(sqlite.query("PRAGMA user_version").get()).toEqual({ user_version: 0 });
    log.length = 0;
    migrate(sqlite, [...migrations, future], { log: (m) => log.push(m) });
    expect(log).toEqual([]);
  });
});
