import type { Client } from "./harness";
import { COACH_ROUTES } from "./routes-coach";
import { COOK_ROUTES } from "./routes-cook";
import { LIFTING_ROUTES } from "./routes-lifting";
import { RECIPE_ROUTES } from "./routes-recipes";
import { SIGN_ON_ROUTES } from "./routes-sign-on";
import {
  bodyEntry,
  created,
  customExerciseBody,
  customIngredientBody,
  familyMeal,
  libraryMealBody,
  ownActiveProgram,
  ownBodyEntry,
  ownCustomExercise,
  ownExercise,
  ownMeal,
  ownMealIngredient,
  ownProgram,
  ownTemplate,
  templateBody,
  workoutBody,
} from "./route-fixtures";

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
  /** A member's route no API token reaches, whatever its scope (403). */
  noToken?: true;
  sharedWith?: (owner: Client, memberId: number) => Promise<string>;
};

export const ROUTES: Record<string, RouteSpec> = {
  ...LIFTING_ROUTES,
  ...RECIPE_ROUTES,
  ...SIGN_ON_ROUTES,
  "GET /api/health": { access: "public", kind: "read" },
  "POST /api/signup": {
    access: "public",
    kind: "change",
    body: () => ({ email: `new-${crypto.randomUUID()}@example.com`, password: "long enough pw", firstName: "New", lastName: "User" }),
  },
  "POST /api/login": { access: "public", kind: "change", body: () => ({ email: "someone@example.com", password: "long enough pw" }) },
  "POST /api/logout": { access: "public", kind: "change" },
  "POST /api/logout-everywhere": { access: "user", kind: "change", noToken: true },
  "POST /api/profile/password": {
    access: "user",
    kind: "change",
    noToken: true,
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
  ...COACH_ROUTES,
  ...COOK_ROUTES,
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
  "POST /api/meals/leave-family": { access: "user", kind: "change", body: () => ({ date: "2026-03-02" }) },
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
