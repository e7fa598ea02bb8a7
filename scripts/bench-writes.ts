// The benchmark's writes as wrk requests, built in one place so that `npm run bench` and
// `npm run bench:ab` put the same load on the server.
import type { WrkRequest } from "./bench-wrk";
import { seedDay } from "./seed";

/** Each write's name in the benchmark's tables, in the order it runs them. */
export const WRITE_ROUTES = {
  add: "POST /api/workouts (add exercise)",
  tick: "PUT /api/exercises/{id}/sets/{n} (tick)",
  meal: "POST /api/meals (4 ingredients)",
  copy: "POST /api/meals/copy-previous",
} as const;
export type WriteRoute = keyof typeof WRITE_ROUTES;
export const isWriteRoute = (name: string): name is WriteRoute => Object.hasOwn(WRITE_ROUTES, name);

const EXERCISES = ["Squat", "Bench Press", "Deadlift", "Overhead Press", "Barbell Row"];
/** Years between the first day of the adds and meals and the first day of the copies. */
const COPY_YEARS_LATER = 120;

const futureDay = (year: number, i: number) => new Date(Date.UTC(year, 0, 1 + i)).toISOString().slice(0, 10);

/** The ids of the seeded user's exercises of the last two weeks: the sets the ticks go to. */
export async function recentExerciseIds(base: string, cookie: string): Promise<number[]> {
  const ids: number[] = [];
  for (let offset = 0; offset < 14; offset++) {
    const res = await fetch(`${base}/api/workouts/${seedDay(offset)}`, { headers: { cookie } });
    if (!res.ok) throw new Error(`GET /api/workouts/${seedDay(offset)}: ${res.status}`);
    ids.push(...((await res.json()) as { exercises: { id: number }[] }).exercises.map((e) => e.id));
  }
  return ids;
}

/**
 * Each write's requests. Adds and meals go on `days` days from the start of `year`, copies (of
 * the seeded last day's 4 meals) on as many from COPY_YEARS_LATER years on; a caller keeps those
 * days clear of the seeded history and of its other runs, so that no write meets a day's limits
 * (a day holds 50 meals) nor changes what the reads read. Ticks go to each set of `exerciseIds`,
 * unticked then ticked again.
 */
export function writeRequests(exerciseIds: number[], days: number, year: number): Record<WriteRoute, WrkRequest[]> {
  const each = (request: (date: string, i: number) => WrkRequest, from: number) =>
    Array.from({ length: days }, (_, i) => request(futureDay(from, i), i));
  const meal = (date: string) => ({
    date,
    name: "Lunch",
    time: "12:30",
    ingredients: ["Chicken Breast", "Rice", "Broccoli", "Olive Oil"].map((name, i) => ({
      name,
      quantity: 100 + i * 25,
      unit: "g",
      calories: 120 + i * 40,
      protein: 20,
      carbs: 30,
      fat: 5,
    })),
  });
  return {
    add: each(
      (date, i) => ({
        method: "POST",
        path: "/api/workouts",
        body: { date, exercises: [{ name: EXERCISES[i % EXERCISES.length], sets: 4, reps: "8", weight: "135" }] },
      }),
      year,
    ),
    tick: [false, true].flatMap((completed) =>
      exerciseIds.flatMap((id) =>
        [1, 2, 3, 4].map((n) => ({
          method: "PUT",
          path: `/api/exercises/${id}/sets/${n}`,
          body: { weight: String(100 + n * 5), reps: "8", completed },
        })),
      ),
    ),
    meal: each((date) => ({ method: "POST", path: "/api/meals", body: meal(date) }), year),
    copy: each(
      (date) => ({ method: "POST", path: "/api/meals/copy-previous", body: { fromDate: seedDay(0), toDate: date } }),
      year + COPY_YEARS_LATER,
    ),
  };
}
