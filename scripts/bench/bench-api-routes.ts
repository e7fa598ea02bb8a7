// The requests the screens make, as the API benchmark sends them round after round
// (scripts/bench/bench-api.ts). Dates and names vary from round to round, as they do in use.
import { EXERCISE_NAMES } from "./seed";

// What is typed into the food search: words as they grow, whole names, typos, several words.
export const FOOD_QUERIES = [
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

export type Route = { name: string; request: () => [string, string, unknown?] };

/** The day as the screen reads it after a copy, which the save-plan that follows edits. */
export type CopiedDay = {
  meals: { id: number; name: string; time: string; notes: string | null; ingredients: Record<string, unknown>[] }[];
};

export function screenRoutes(at: {
  today: string;
  /** The exercise whose sets are ticked and unticked. */
  setTarget: number;
  /** The day the meals are copied onto and planned. */
  copyTarget: string;
  copied: () => CopiedDay | null;
  randomPastDay: () => string;
  dayAt: (offset: number) => string;
  pick: <T>(xs: readonly T[]) => T;
  between: (lo: number, hi: number) => number;
}): Route[] {
  const { today, setTarget, copyTarget, randomPastDay, dayAt, pick, between } = at;
  let tick = false;
  return [
    { name: "GET /api/health", request: () => ["GET", "/api/health"] },
    { name: "GET /api/auth/user", request: () => ["GET", "/api/auth/user"] },
    { name: "GET /api/workouts/{date}", request: () => ["GET", `/api/workouts/${randomPastDay()}`] },
    { name: "GET /api/workouts/previous/{date}", request: () => ["GET", `/api/workouts/previous/${randomPastDay()}`] },
    {
      name: "GET /api/exercises/history?name=",
      request: () => ["GET", `/api/exercises/history?name=${encodeURIComponent(pick(EXERCISE_NAMES))}`],
    },
    { name: "GET /api/streak?today=", request: () => ["GET", `/api/streak?today=${today}`] },
    { name: "GET /api/stats/muscles?weeks=12", request: () => ["GET", `/api/stats/muscles?weeks=12&today=${today}`] },
    // The Dashboard's check-in card and the Coach screen: the estimate, 12 weeks of it and 84 days of history.
    { name: "GET /api/coach?today=", request: () => ["GET", `/api/coach?today=${today}`] },
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
    { name: "POST /api/meals/copy-previous", request: () => ["POST", "/api/meals/copy-previous", { fromDate: today, toDate: copyTarget }] },
    {
      name: "POST /api/meals/save-plan",
      request: () => [
        "POST",
        "/api/meals/save-plan",
        {
          date: copyTarget,
          meals: at
            .copied()!
            .meals.slice(-4)
            .map((m) => ({
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
}
