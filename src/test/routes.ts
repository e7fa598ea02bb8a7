// The expected access of every API route. The authorization matrix and the bad-input tests read
// this table, and fail on any route the app registers that is missing here: a new route cannot
// ship unclassified. Add a row with your route:
//   access   who may call it: "public", "user" (a signed-in user) or "admin"
//   kind     "read" (a GET, which changes nothing a member sees) or "change"
//   cached   for a member's read declared `cached` (src/modules/auth/guards.ts): the answer-cache
//            and query-plan tests run every such route, and fail on one they have no request for
//   body     a valid body, for routes that take one (the bad-input tests mutate it)
//   owned    for routes with an :id of a user's row: makes such a row as `owner` and returns the
//            concrete path, so the matrix can check that another user gets 404 and changes nothing
//   sharedWith  for changes of a row the household shares (a shared item, a family meal): makes
//            one as `owner`, shared with member `memberId`, so the matrix can check that the member
//            gets 403 with a message and changes nothing
import { CACHED_READ } from "@modules/auth/guards";
import type { Client } from "./harness";
import { LIFTING_ROUTES } from "./routes-lifting";

export type Access = "public" | "user" | "admin";

export type RouteSpec = {
  access: Access;
  kind: "read" | "change";
  /** Answered from the read cache, with an ETag (the route's `cached` option). */
  cached?: true;
  body?: () => Record<string, unknown>;
  /** For routes that take a file as text (CSV) instead of JSON: a valid one. */
  textBody?: () => string;
  /** For routes that take more than the app's 1 MB: their limit in bytes. */
  maxBytes?: number;
  owned?: (owner: Client) => Promise<string>;
  sharedWith?: (owner: Client, memberId: number) => Promise<string>;
};

const bodyEntry = () => ({ date: "2026-03-14", weight: 182.4, bodyFat: 18.2, waist: 33.5, notes: "Morning" });
async function ownBodyEntry(owner: Client) {
  const res = await owner.post("/api/body-composition", bodyEntry());
  return `/api/body-composition/${res.body.id}`;
}

const workoutBody = () => ({
  date: "2026-03-02",
  dayOfWeek: "Monday",
  exercises: [{ name: "Squat", sets: 3, reps: "5", weight: "225", restTime: 120, isCompleted: false, notes: "" }],
});
const templateBody = () => ({
  name: "Leg Day",
  dayOfWeek: "Monday",
  data: { exercises: [{ name: "Squat", sets: 3, reps: "5", weight: "225", restTime: 120 }] },
});
async function ownExercise(owner: Client): Promise<number> {
  const res = await owner.post("/api/workouts", workoutBody());
  return res.body.exercises.at(-1).id;
}
const ownProgramId = async (owner: Client): Promise<number> =>
  (await owner.post("/api/programs", { catalogueId: "stronglifts-5x5", startingWeights: {} })).body.program.id;
const ownProgram = async (owner: Client) => `/api/programs/${await ownProgramId(owner)}`;
// The active program is the member's own by its path: another member has none (404).
const ownActiveProgram = (path: string) => async (owner: Client) => (await ownProgramId(owner), path);
async function ownTemplate(owner: Client): Promise<number> {
  return (await owner.post("/api/templates", templateBody())).body.id;
}

export const ROUTES: Record<string, RouteSpec> = {
  ...LIFTING_ROUTES,
  "GET /api/health": { access: "public", kind: "read" },
  "POST /api/signup": {
    access: "public",
    kind: "change",
    body: () => ({ email: `new-${crypto.randomUUID()}@example.com`, password: "long enough pw", firstName: "New", lastName: "User" }),
  },
  "POST /api/login": { access: "public", kind: "change", body: () => ({ email: "someone@example.com", password: "long enough pw" }) },
  "POST /api/logout": { access: "public", kind: "change" },
  "POST /api/logout-everywhere": { access: "user", kind: "change" },
  "POST /api/profile/password": {
    access: "user",
    kind: "change",
    body: () => ({ currentPassword: "correct horse", newPassword: "a new horse" }),
  },
  "GET /api/auth/user": { access: "public", kind: "read" },
  "PUT /api/profile": { access: "user", kind: "change", body: () => ({ firstName: "Changed", lastName: "Name" }) },
  "GET /api/goals": { access: "user", kind: "read", cached: true },

  "GET /api/workouts": { access: "user", kind: "read", cached: true },
  "GET /api/workouts/:date": { access: "user", kind: "read", cached: true },
  "GET /api/workouts/previous": { access: "user", kind: "read", cached: true },
  "GET /api/workouts/previous/:date": { access: "user", kind: "read", cached: true },
  "GET /api/workouts/week": { access: "user", kind: "read", cached: true },
  "GET /api/exercises/names": { access: "user", kind: "read", cached: true },
  "POST /api/workouts": { access: "user", kind: "change", body: workoutBody },
  "PUT /api/workouts/:date/note": { access: "user", kind: "change", body: () => ({ note: "Felt strong" }) },
  "PUT /api/exercises/:id": {
    access: "user",
    kind: "change",
    body: () => ({ name: "Front Squat", sets: 4, weight: "140" }),
    owned: async (c) => `/api/exercises/${await ownExercise(c)}`,
  },
  "DELETE /api/exercises/:id": { access: "user", kind: "change", owned: async (c) => `/api/exercises/${await ownExercise(c)}` },
  "PUT /api/exercises/:id/sets/:setNumber": {
    access: "user",
    kind: "change",
    body: () => ({ weight: "135", reps: "8", completed: true }),
    owned: async (c) => `/api/exercises/${await ownExercise(c)}/sets/2`,
  },
  "GET /api/exercise-library": { access: "user", kind: "read", cached: true },
  "GET /api/exercise-library/:id": {
    access: "user",
    kind: "read",
    cached: true,
    owned: ownCustomExercise,
  },
  "PUT /api/exercise-library/:id": { access: "user", kind: "change", body: customExerciseBody, owned: ownCustomExercise },
  "POST /api/exercise-library": { access: "user", kind: "change", body: customExerciseBody },
  "GET /api/exercises/links": { access: "user", kind: "read", cached: true },
  "PUT /api/exercises/links": { access: "user", kind: "change", body: () => ({ name: "Squat", libraryId: "Barbell_Squat" }) },
  "GET /api/stats/muscles": { access: "user", kind: "read", cached: true },
  "GET /api/programs/catalogue": { access: "user", kind: "read", cached: true },
  "GET /api/programs/active": { access: "user", kind: "read", cached: true },
  "POST /api/programs": {
    access: "user",
    kind: "change",
    body: () => ({ catalogueId: "stronglifts-5x5", startingWeights: { Squat: 135 } }),
  },
  "POST /api/programs/active/start": {
    access: "user",
    kind: "change",
    body: () => ({ date: "2026-03-02" }),
    owned: ownActiveProgram("/api/programs/active/start"),
  },
  "DELETE /api/programs/active": { access: "user", kind: "change", owned: ownActiveProgram("/api/programs/active") },
  "GET /api/programs/:id": { access: "user", kind: "read", cached: true, owned: ownProgram },
  "DELETE /api/programs/:id": { access: "user", kind: "change", owned: ownProgram },
  "GET /api/templates": { access: "user", kind: "read", cached: true },
  "POST /api/templates": { access: "user", kind: "change", body: templateBody },
  "PUT /api/templates/:id": {
    access: "user",
    kind: "change",
    body: templateBody,
    owned: async (c) => `/api/templates/${await ownTemplate(c)}`,
  },
  "DELETE /api/templates/:id": { access: "user", kind: "change", owned: async (c) => `/api/templates/${await ownTemplate(c)}` },
  "GET /api/templates/:id/with-latest": {
    access: "user",
    kind: "read",
    cached: true,
    owned: async (c) => `/api/templates/${await ownTemplate(c)}/with-latest?date=2026-03-10`,
  },

  "POST /api/admin/login": { access: "public", kind: "change", body: () => ({ username: "admin", password: "long enough pw" }) },
  "POST /api/admin/logout": { access: "public", kind: "change" },
  "GET /api/admin/session": { access: "public", kind: "read" },
  "GET /api/admin/users": { access: "admin", kind: "read" },
  "DELETE /api/admin/users/:id": { access: "admin", kind: "change" },
  "POST /api/admin/users/:id/reset-password": { access: "admin", kind: "change" },
  "GET /api/admin/settings": { access: "admin", kind: "read" },
  "GET /api/admin/backups": { access: "admin", kind: "read" },
  "GET /api/admin/backup": { access: "admin", kind: "read" },
  "PUT /api/admin/settings": { access: "admin", kind: "change", body: () => ({ signupsOpen: true }) },
  "GET /api/admin/household": { access: "admin", kind: "read" },
  "GET /api/admin/former-items": { access: "admin", kind: "read" },
  "DELETE /api/admin/former-items/custom-ingredients/:id": { access: "admin", kind: "change" },
  "DELETE /api/admin/former-items/meal-templates/:id": { access: "admin", kind: "change" },
  "PUT /api/admin/household": { access: "admin", kind: "change", body: () => ({ name: "The Smiths" }) },
  "GET /api/household": { access: "user", kind: "read", cached: true },

  "GET /api/body-composition": { access: "user", kind: "read", cached: true },
  "GET /api/export/workouts.csv": { access: "user", kind: "read" },
  "GET /api/export/meals.csv": { access: "user", kind: "read" },
  "GET /api/export/body.csv": { access: "user", kind: "read" },
  "GET /api/export": { access: "user", kind: "read" },
  "POST /api/import": {
    access: "user",
    kind: "change",
    maxBytes: 20 * 1024 * 1024,
    body: () => ({
      format: "kinfit-export",
      version: 1,
      bodyComposition: [{ date: "2026-03-15", weight: 181.2, notes: "imported" }],
      customIngredients: [{ name: "Imported oats", defaultQuantity: 40, defaultUnit: "g" }],
    }),
  },
  "POST /api/import/workouts-csv": {
    access: "user",
    kind: "change",
    maxBytes: 20 * 1024 * 1024,
    textBody: () =>
      "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n" +
      "2026-03-09 07:05:00,Morning,45m,Squat (Barbell),1,100,5,0,0,,,\n",
  },
  "POST /api/body-composition": { access: "user", kind: "change", body: bodyEntry },
  "PUT /api/body-composition/:id": { access: "user", kind: "change", body: bodyEntry, owned: ownBodyEntry },
  "DELETE /api/body-composition/:id": { access: "user", kind: "change", owned: ownBodyEntry },
  "GET /api/streak": { access: "user", kind: "read", cached: true },
  "GET /api/exercises/history": { access: "user", kind: "read", cached: true },
  "GET /api/meals": { access: "user", kind: "read", cached: true },
  "GET /api/meals/week": { access: "user", kind: "read", cached: true },
  "GET /api/shopping-list": { access: "user", kind: "read", cached: true },
  "GET /api/shopping-list/live": { access: "user", kind: "read", cached: true },
  "PUT /api/shopping-list/items/:key": {
    access: "user",
    kind: "change",
    body: () => ({ from: "2026-03-02", to: "2026-03-08", checked: true, quantity: 80 }),
  },
  "POST /api/meals": {
    access: "user",
    kind: "change",
    body: () => ({ date: "2026-03-02", name: "Breakfast", time: "7:30 AM", notes: "with tea" }),
  },
  "PUT /api/meals/:id": {
    access: "user",
    kind: "change",
    body: () => ({ name: "Brunch", time: "10:00", notes: null }),
    owned: async (c) => `/api/meals/${await ownMeal(c)}`,
    sharedWith: async (c, memberId) => `/api/meals/${await familyMeal(c, memberId)}`,
  },
  "DELETE /api/meals/:id": { access: "user", kind: "change", owned: async (c) => `/api/meals/${await ownMeal(c)}` },
  "POST /api/meals/:id/ingredients": {
    access: "user",
    kind: "change",
    body: () => ({ name: "Oats", quantity: 80, unit: "g", calories: 300, protein: 10, carbs: 54, fat: 5 }),
    owned: async (c) => `/api/meals/${await ownMeal(c)}/ingredients`,
    sharedWith: async (c, memberId) => `/api/meals/${await familyMeal(c, memberId)}/ingredients`,
  },
  "PUT /api/ingredients/:id": {
    access: "user",
    kind: "change",
    body: () => ({ isPrepped: true }),
    owned: async (c) => `/api/ingredients/${await ownMealIngredient(c)}`,
  },
  "DELETE /api/ingredients/:id": {
    access: "user",
    kind: "change",
    owned: async (c) => `/api/ingredients/${await ownMealIngredient(c)}`,
    sharedWith: async (c, memberId) =>
      `/api/ingredients/${(await created(c, `/api/meals/${await familyMeal(c, memberId)}/ingredients`, { name: "Egg", quantity: 2, unit: "pieces" })).id}`,
  },
  "POST /api/meals/save-plan": {
    access: "user",
    kind: "change",
    body: () => ({
      date: "2026-03-03",
      meals: [{ meal: { name: "Lunch", time: "12:30 PM", notes: "" }, ingredients: [{ name: "Rice", quantity: 1, unit: "cups" }] }],
    }),
  },
  "POST /api/meals/copy-previous": { access: "user", kind: "change", body: () => ({ fromDate: "2026-03-02", toDate: "2026-03-03" }) },
  "GET /api/meal-templates": { access: "user", kind: "read", cached: true },
  "POST /api/meal-templates": { access: "user", kind: "change", body: libraryMealBody },
  "POST /api/meal-templates/share-all": { access: "user", kind: "change" },
  "POST /api/meal-templates/:id/copy": {
    access: "user",
    kind: "change",
    owned: async (c) => `/api/meal-templates/${(await created(c, "/api/meal-templates", libraryMealBody())).id}/copy`,
  },
  "PUT /api/meal-templates/:id": {
    access: "user",
    kind: "change",
    body: () => ({ data: libraryMealBody().data, categories: ["breakfast", "pre-lift"] }),
    owned: async (c) => `/api/meal-templates/${(await created(c, "/api/meal-templates", libraryMealBody())).id}`,
    sharedWith: async (c) => `/api/meal-templates/${(await created(c, "/api/meal-templates", { ...libraryMealBody(), shared: true })).id}`,
  },
  "DELETE /api/meal-templates/:id": {
    access: "user",
    kind: "change",
    owned: async (c) => `/api/meal-templates/${(await created(c, "/api/meal-templates", libraryMealBody())).id}`,
    sharedWith: async (c) => `/api/meal-templates/${(await created(c, "/api/meal-templates", { ...libraryMealBody(), shared: true })).id}`,
  },
  "GET /api/custom-ingredients": { access: "user", kind: "read", cached: true },
  "GET /api/foods": { access: "user", kind: "read" },
  "GET /api/foods/barcode/:code": { access: "user", kind: "read" },
  "POST /api/custom-ingredients": { access: "user", kind: "change", body: customIngredientBody },
  "POST /api/custom-ingredients/share-all": { access: "user", kind: "change" },
  "POST /api/custom-ingredients/:id/copy": {
    access: "user",
    kind: "change",
    owned: async (c) => `/api/custom-ingredients/${(await created(c, "/api/custom-ingredients", customIngredientBody())).id}/copy`,
  },
  "PUT /api/custom-ingredients/:id": {
    access: "user",
    kind: "change",
    body: customIngredientBody,
    owned: async (c) => `/api/custom-ingredients/${(await created(c, "/api/custom-ingredients", customIngredientBody())).id}`,
    sharedWith: async (c) =>
      `/api/custom-ingredients/${(await created(c, "/api/custom-ingredients", { ...customIngredientBody(), shared: true })).id}`,
  },
  "DELETE /api/custom-ingredients/:id": {
    access: "user",
    kind: "change",
    owned: async (c) => `/api/custom-ingredients/${(await created(c, "/api/custom-ingredients", customIngredientBody())).id}`,
    sharedWith: async (c) =>
      `/api/custom-ingredients/${(await created(c, "/api/custom-ingredients", { ...customIngredientBody(), shared: true })).id}`,
  },
};

// The fixtures make private items: another member's id of one must answer 404 (shared items have
// their own tests: a 403 for another member's change).
function libraryMealBody() {
  return {
    shared: false,
    name: "Oat Breakfast",
    mealTime: "breakfast",
    data: {
      meal: { name: "Oat Breakfast", time: "07:30:00", notes: "" },
      ingredients: [{ name: "Oats", quantity: 80, unit: "g", calories: 300, protein: "10", carbs: 54, fat: "0" }],
    },
  };
}

/** Private: a shared one is seen by every member. */
async function ownCustomExercise(c: Client) {
  return `/api/exercise-library/${(await c.post("/api/exercise-library", { ...customExerciseBody(), shared: false })).body.id}`;
}

function customExerciseBody() {
  return { name: "Landmine Press", primaryMuscles: ["shoulders"], secondaryMuscles: ["triceps"], equipment: "barbell", shared: true };
}

function customIngredientBody() {
  return {
    shared: false,
    name: "Oats",
    defaultQuantity: 40,
    defaultUnit: "g",
    caloriesPerUnit: 150,
    proteinPerUnit: 5,
    carbsPerUnit: 27,
    fatPerUnit: 2.5,
    notes: "rolled",
  };
}

async function created(c: Client, path: string, body: unknown): Promise<{ id: number }> {
  const res = await c.post(path, body);
  if (res.status !== 201) throw new Error(`fixture ${path}: ${res.status} ${res.text}`);
  return res.body;
}

const ownMeal = async (c: Client) => (await created(c, "/api/meals", { date: "2026-03-02", name: "Fixture", time: "8:00 AM" })).id;
/** A family meal `c` cooks, for `c` and member `memberId` at half a portion. */
const familyMeal = async (c: Client, memberId: number) =>
  (
    await created(c, "/api/meals", {
      date: "2026-03-02",
      name: "Family fixture",
      time: "7:00 PM",
      portions: [{ userId: memberId, portion: 0.5 }],
    })
  ).id;
const ownMealIngredient = async (c: Client) =>
  (await created(c, `/api/meals/${await ownMeal(c)}/ingredients`, { name: "Egg", quantity: 2, unit: "pieces" })).id;

/** "METHOD /path" of every API route the app really registers (not the JSON 404 catch-all). */
export function registeredRoutes(app: { routes: { method: string; path: string }[] }): string[] {
  return [
    ...new Set(app.routes.filter((r) => r.path.startsWith("/api/") && r.path !== "/api/*").map((r) => `${r.method} ${r.path}`)),
  ].sort();
}

/** "METHOD /path" of every route the table says is a cached read. */
export const cachedReads = (): string[] =>
  Object.entries(ROUTES)
    .filter(([, spec]) => spec.cached)
    .map(([key]) => key)
    .sort();

type RouteHooks = { detail?: { tags?: string[] } };

/** "METHOD /path" of every route the app really registers with the `cached` option. */
export function registeredCachedReads(app: { routes: { method: string; path: string; hooks: unknown }[] }): string[] {
  const cached = app.routes.filter((r) => (r.hooks as RouteHooks | undefined)?.detail?.tags?.includes(CACHED_READ));
  return [...new Set(cached.map((r) => `${r.method} ${r.path}`))].sort();
}

/** A concrete path for a route pattern, with every :param filled in. */
export const fillPath = (pattern: string, value = "1") => pattern.replace(/:[a-zA-Z]+/g, value);
