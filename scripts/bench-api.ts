// API latency with years of real data: the reads and writes the screens make, each against
// GET /api/health measured in the same run, in-process (app.handle) on a WAL database file seeded
// with a heavy household (one member with three years of daily workouts and meals). Then a timed
// import of a 5,000-set Strong CSV into an empty account, against its budget.
//   npx bun scripts/bench-api.ts [--rounds 150]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, settleWrites, type Db } from "@db/client";
import { migrate } from "@db/migrate";
import { createApp } from "@src/app";
import { makeContext } from "@http/context";
import { openReadOnly } from "@modules/foods/store";
import { foodTable } from "./foods-db";
import { USER_COOKIE } from "@modules/auth/guards";
import { lookbackDates } from "@shared/workout-templates/rules";
import { GROWTH_BUDGET, growthReport } from "./bench-growth";
import { householdSeeder } from "./bench-api-seed";
import { EXERCISE_NAMES } from "./seed";

const arg = (name: string) => Number(process.argv[process.argv.indexOf(name) + 1]) || undefined;
const ROUNDS = arg("--rounds") ?? 150;
const WARMUP = Math.max(10, Math.round(ROUNDS / 10));
const TODAY = "2026-03-15";
const PASSWORD = "bench household password";

const work = mkdtempSync(join(tmpdir(), "kinfit-bench-api-"));
const db = openDatabase(join(work, "kinfit.db"));
migrate(db.$client);
await Bun.write(join(work, "foods.db"), foodTable());
const foods = openReadOnly(join(work, "foods.db"));
const ctx = makeContext(db, { foods, logError: (m, e) => console.error(m, e) });
const app = createApp(ctx);

// Seed: a deterministic pseudo-random household (bench-api-seed.ts).
const { seedUser, pick, between, dayAt } = householdSeeder(db, TODAY, PASSWORD);

const seedStart = performance.now();
const heavyId = await seedUser(1, 3 * 365);
for (let n = 2; n <= 4; n++) await seedUser(n, 365);
// One month of the same training: the reads that must not grow with history are timed on both.
const monthId = await seedUser(6, 30);
// Half the meal ingredients added from a food of the table: the food search's recent foods.
const FOOD_IDS = [
  "01123",
  "08120",
  "09040",
  "05062",
  "20045",
  "04053",
  "01077",
  "01256",
  "16098",
  "11090",
  "15236",
  "23557",
  "11352",
  "09003",
  "01009",
];
db.$client.run(
  `UPDATE meal_ingredients SET food_id = 'usda:' || CASE id / 2 % ${FOOD_IDS.length} ${FOOD_IDS.map((id, i) => `WHEN ${i} THEN '${id}'`).join(" ")} END WHERE id % 2 = 0`,
);
// The app's writes share commits (group-commit.ts): the checkpoint waits for the open group's.
settleWrites(db.$client);
db.$client.exec("PRAGMA wal_checkpoint(TRUNCATE)");
const count = (t: string) => db.$client.query<{ n: number }, []>(`SELECT count(*) AS n FROM ${t}`).get()!.n;
console.log(
  `seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s: ${count("users")} users, ${count("workouts")} workouts, ` +
    `${count("exercises")} exercises, ${count("exercise_sets")} set rows, ${count("meals")} meals, ${count("meal_ingredients")} meal ingredients`,
);

// ---------------------------------------------------------------------------------------------
// Requests through the app, with the session cookie from a real sign-in.
let cookie = "";
async function call(method: string, path: string, body?: unknown): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = {};
  let payload: string | undefined;
  if (body !== undefined) {
    payload = JSON.stringify(body);
    headers["content-type"] = "application/json";
    headers["content-length"] = String(Buffer.byteLength(payload));
  }
  if (cookie) headers.cookie = cookie;
  const res = await app.handle(new Request(`http://localhost${path}`, { method, headers, body: payload }));
  return { status: res.status, text: await res.text() };
}

async function signIn(n: number): Promise<string> {
  const payload = JSON.stringify({ email: `member${n}@example.com`, password: PASSWORD });
  const res = await app.handle(
    new Request("http://localhost/api/login", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(payload.length) },
      body: payload,
    }),
  );
  const set = res.headers.getSetCookie().find((c) => c.startsWith(`${USER_COOKIE}=`));
  if (res.status !== 200 || !set) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return set.split(";")[0]!;
}
cookie = await signIn(1);

// What the screens ask for. Dates and names vary from round to round, as they do in use.
const randomPastDay = () => dayAt(-between(1, 3 * 365 - 1));
const todayWorkout = JSON.parse((await call("GET", `/api/workouts/${TODAY}`)).text) as { exercises: { id: number }[] };
const setTarget = todayWorkout.exercises[0]!.id;
let tick = false;
const copyTarget = dayAt(1); // tomorrow: the plan being made
let copied: { meals: { id: number; name: string; time: string; notes: string | null; ingredients: Record<string, unknown>[] }[] } | null =
  null;

// What is typed into the food search: words as they grow, whole names, typos, several words.
const FOOD_QUERIES = [
  "",
  "e",
  "eg",
  "egg",
  "oat",
  "oats",
  "ban",
  "banana",
  "chicken",
  "chicken breast",
  "breast chicken",
  "rice cooked",
  "olive oil",
  "whole milk",
  "greek yogurt",
  "peanut butter",
  "brocoli",
  "salmon",
  "ground beef",
  "potato",
  "be",
  "beef",
  "ch",
  "cheese",
  "chiken",
  "bannana",
  "mi",
  "milk",
  "sweet potato",
  "apple",
];

type Route = { name: string; request: () => [string, string, unknown?] };
const routes: Route[] = [
  { name: "GET /api/health", request: () => ["GET", "/api/health"] },
  { name: "GET /api/auth/user", request: () => ["GET", "/api/auth/user"] },
  { name: "GET /api/workouts/{date}", request: () => ["GET", `/api/workouts/${randomPastDay()}`] },
  { name: "GET /api/workouts/previous/{date}", request: () => ["GET", `/api/workouts/previous/${randomPastDay()}`] },
  {
    name: "GET /api/exercises/history?name=",
    request: () => ["GET", `/api/exercises/history?name=${encodeURIComponent(pick(EXERCISE_NAMES))}`],
  },
  { name: "GET /api/streak?today=", request: () => ["GET", `/api/streak?today=${TODAY}`] },
  { name: "GET /api/stats/muscles?weeks=12", request: () => ["GET", `/api/stats/muscles?weeks=12&today=${TODAY}`] },
  { name: "GET /api/meals?date=", request: () => ["GET", `/api/meals?date=${randomPastDay()}`] },
  { name: "GET /api/meal-templates", request: () => ["GET", "/api/meal-templates"] },
  { name: "GET /api/custom-ingredients", request: () => ["GET", "/api/custom-ingredients"] },
  { name: "GET /api/templates", request: () => ["GET", "/api/templates"] },
  { name: "GET /api/body-composition", request: () => ["GET", "/api/body-composition"] },
  { name: "GET /api/workouts/week?start=", request: () => ["GET", `/api/workouts/week?start=${dayAt(-between(0, 1000))}`] },
  { name: "GET /api/foods?q=", request: () => ["GET", `/api/foods?q=${encodeURIComponent(pick(FOOD_QUERIES))}`] },
  { name: "GET /api/exercises/names?q=", request: () => ["GET", `/api/exercises/names?q=${pick(["", "b", "squat", "press"])}`] },
  {
    name: "PUT /api/exercises/{id}/sets/{n}",
    request: () => [
      "PUT",
      `/api/exercises/${setTarget}/sets/${between(1, 3)}`,
      { weight: String(between(100, 200)), reps: "8", completed: (tick = !tick) },
    ],
  },
  // Copy today's four meals onto tomorrow (which then holds eight), then save tomorrow's plan as
  // four of them edited: every round ends where it started.
  { name: "POST /api/meals/copy-previous", request: () => ["POST", "/api/meals/copy-previous", { fromDate: TODAY, toDate: copyTarget }] },
  {
    name: "POST /api/meals/save-plan",
    request: () => [
      "POST",
      "/api/meals/save-plan",
      {
        date: copyTarget,
        meals: copied!.meals.slice(-4).map((m) => ({
          meal: { id: m.id, name: m.name, time: m.time, notes: m.notes ?? "" },
          ingredients: m.ingredients.map((i) => ({
            name: i.name,
            quantity: i.quantity,
            unit: i.unit,
            calories: i.calories,
            protein: i.protein,
            carbs: i.carbs,
            fat: i.fat,
          })),
        })),
      },
    ],
  },
];

const samples = new Map<string, number[]>(routes.map((r) => [r.name, []]));
for (let round = 0; round < WARMUP + ROUNDS; round++) {
  for (const route of routes) {
    const [method, path, body] = route.request();
    const t0 = performance.now();
    const res = await call(method, path, body);
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`${route.name}: ${res.status} ${res.text}`);
    // The day as the screen reads it after a copy, for the save-plan that follows (untimed).
    if (route.name === "POST /api/meals/copy-previous")
      copied = { meals: JSON.parse((await call("GET", `/api/meals?date=${copyTarget}`)).text) };
    if (round >= WARMUP) samples.get(route.name)!.push(ms);
  }
}

// The template look-back as the web app once did it (30 day reads at once), against the one
// request it makes now (GET /api/templates/{id}/with-latest): the baseline for that change.
const templateId = (JSON.parse((await call("GET", "/api/templates")).text) as { id: number }[])[0]!.id;
const withLatestRuns: number[] = [];
for (let i = 0; i < 5 + 30; i++) {
  const t0 = performance.now();
  const res = await call("GET", `/api/templates/${templateId}/with-latest?date=${randomPastDay()}`);
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`with-latest: ${res.status} ${res.text}`);
  if (i >= 5) withLatestRuns.push(ms);
}
const lookbackRuns: number[] = [];
for (let i = 0; i < 5 + 30; i++) {
  const from = randomPastDay();
  const t0 = performance.now();
  const answers = await Promise.allSettled(lookbackDates(from).map((d) => call("GET", `/api/workouts/${d}`)));
  const ms = performance.now() - t0;
  if (answers.some((a) => a.status !== "fulfilled" || a.value.status !== 200)) throw new Error("look-back request failed");
  if (i >= 5) lookbackRuns.push(ms);
}

// A Strong export of 250 days x 4 exercises x 5 sets, imported by a member with no workouts yet,
// then the same file again (every set already there).
const IMPORT_BUDGET_MS = 10_000;
const csv = [
  "Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (kg),Reps,RPE,Distance (meters),Seconds,Notes,Workout Notes",
];
for (let d = 0; d < 250; d++) {
  const iso = dayAt(-1000 + d * 2);
  for (const ex of ["Squat (Barbell)", "Bench Press (Barbell)", "Deadlift (Barbell)", "Row (Barbell)"]) {
    for (let s = 1; s <= 5; s++) csv.push(`${d + 1},${iso} 07:00:00,Day,3600,${ex},${s},${60 + s * 2.5},${5 + s},,,,,`);
  }
}
await seedUser(5, 0);
const importer = await signIn(5);
async function importCsv(): Promise<{ ms: number; answer: { sets?: number; alreadyImported?: number } }> {
  const body = csv.join("\n");
  const t0 = performance.now();
  const res = await app.handle(
    new Request("http://localhost/api/import/workouts-csv", {
      method: "POST",
      headers: { cookie: importer, "content-type": "text/csv", "content-length": String(Buffer.byteLength(body)) },
      body,
    }),
  );
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`CSV import: ${res.status} ${await res.text()}`);
  return { ms, answer: await res.json() };
}
const firstImport = await importCsv();
const againImport = await importCsv();
if (firstImport.answer.sets !== 5000 || againImport.answer.alreadyImported !== 5000)
  throw new Error(`CSV import answered ${JSON.stringify([firstImport.answer, againImport.answer])}`);

// The weekly sets per muscle as the Dashboard and the history ask for them, over HTTP and with no
// kept answer (dropped before each call), for three years and for a month, in turns.
const heavyCookie = cookie;
const monthCookie = await signIn(6);
const muscleRuns: Record<"long" | "short", number[]> = { long: [], short: [] };
for (let i = 0; i < 5 + ROUNDS; i++) {
  for (const which of i % 2 ? (["long", "short"] as const) : (["short", "long"] as const)) {
    cookie = which === "long" ? heavyCookie : monthCookie;
    ctx.readCache.clear();
    const t0 = performance.now();
    const res = await call("GET", `/api/stats/muscles?weeks=12&today=${TODAY}`);
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`muscles: ${res.status} ${res.text}`);
    if (i >= 5) muscleRuns[which].push(ms);
  }
}

// The active program's next workout, worked out from every session of the program: both members
// run StrongLifts over all their logged days (A and B in turns), three years against a month.
const programRuns: Record<"long" | "short", number[]> = { long: [], short: [] };
const programBytes: Record<"long" | "short", number> = { long: 0, short: 0 };
for (const [userCookie, userId] of [
  [heavyCookie, heavyId],
  [monthCookie, monthId],
] as const) {
  cookie = userCookie;
  const started = await call("POST", "/api/programs", { catalogueId: "stronglifts-5x5", startingWeights: {} });
  if (started.status !== 201) throw new Error(`program: ${started.status} ${started.text}`);
  db.$client.run(
    "UPDATE exercises SET program_id = (SELECT id FROM programs WHERE user_id = ?1 AND active = 1), " +
      "program_workout = CASE WHEN CAST(julianday(date) AS INTEGER) % 2 = 0 THEN 'Workout A' ELSE 'Workout B' END WHERE user_id = ?1",
    [userId],
  );
}
for (let i = 0; i < 5 + ROUNDS; i++) {
  for (const which of i % 2 ? (["long", "short"] as const) : (["short", "long"] as const)) {
    cookie = which === "long" ? heavyCookie : monthCookie;
    ctx.readCache.clear();
    const t0 = performance.now();
    const res = await call("GET", `/api/programs/active?date=${TODAY}`);
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`program: ${res.status} ${res.text}`);
    programBytes[which] = res.text.length;
    if (i >= 5) programRuns[which].push(ms);
  }
}
cookie = heavyCookie;

const growth = growthReport(db, TODAY, heavyId, monthId, EXERCISE_NAMES, ROUNDS);
db.$client.close();
rmSync(work, { recursive: true, force: true });

// ---------------------------------------------------------------------------------------------
const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const health = quantile(samples.get("GET /api/health")!, 0.5);
const cells = (xs: string[]) =>
  xs[0]!.padEnd(36) +
  xs
    .slice(1)
    .map((x) => x.padStart(10))
    .join("");
console.log(`\n${ROUNDS} rounds after ${WARMUP} warm-up, every route once per round; user ${heavyId} holds three years of data`);
console.log(cells(["route", "median", "p95", "x health"]));
for (const [name, xs] of samples) {
  const median = quantile(xs, 0.5);
  console.log(cells([name, `${median.toFixed(3)}ms`, `${quantile(xs, 0.95).toFixed(3)}ms`, `${(median / health).toFixed(1)}x`]));
}
const lb = quantile(lookbackRuns, 0.5);
console.log(
  cells([
    "30-day look-back (30 x GET workouts)",
    `${lb.toFixed(2)}ms`,
    `${quantile(lookbackRuns, 0.95).toFixed(2)}ms`,
    `${(lb / health).toFixed(1)}x`,
  ]),
);
const wl = quantile(withLatestRuns, 0.5);
console.log(
  cells([
    "template with-latest (1 request)",
    `${wl.toFixed(2)}ms`,
    `${quantile(withLatestRuns, 0.95).toFixed(2)}ms`,
    `${(wl / health).toFixed(1)}x`,
  ]),
);
console.log(`one request instead of 30: ${(lb / wl).toFixed(1)}x faster`);
const importMet = firstImport.ms < IMPORT_BUDGET_MS ? "met" : "MISSED";
console.log(
  `\n5,000-set Strong CSV (${Math.round(csv.join("\n").length / 1024)} KB) imported in ${Math.round(firstImport.ms)} ms (budget < ${IMPORT_BUDGET_MS / 1000} s: ${importMet}); the same file again in ${Math.round(againImport.ms)} ms`,
);
console.log(`\n${growth.join("\n")}`);
const [muscleLong, muscleShort] = [quantile(muscleRuns.long, 0.5), quantile(muscleRuns.short, 0.5)];
const muscleRatio = muscleLong / muscleShort;
console.log(
  `GET /api/stats/muscles?weeks=12 over HTTP, uncached: ${muscleLong.toFixed(3)} ms on three years, ${muscleShort.toFixed(3)} ms on one month, ` +
    `${muscleRatio.toFixed(2)}x (budget ${GROWTH_BUDGET}x: ${muscleRatio <= GROWTH_BUDGET ? "met" : "MISSED"})`,
);
const [programLong, programShort] = [quantile(programRuns.long, 0.5), quantile(programRuns.short, 0.5)];
console.log(
  `GET /api/programs/active over HTTP, uncached (every session of the program read): ${programLong.toFixed(3)} ms on three years, ` +
    `${programShort.toFixed(3)} ms on one month, ${(programLong / programShort).toFixed(2)}x (no budget: it reads the program's whole log by design); ` +
    `answers of ${Math.round(programBytes.long / 1024)} KB and ${Math.round(programBytes.short / 1024)} KB`,
);
