// The expected access of every API route. The authorization matrix and the bad-input tests read
// this table, and fail on any route the app registers that is missing here: a new route cannot
// ship unclassified. Add a row with your route:
//   access   who may call it: "public", "user" (a signed-in user) or "admin"
//   body     a valid body, for routes that take one (the bad-input tests mutate it)
//   owned    for routes with an :id of a user's row: makes such a row as `owner` and returns the
//            concrete path, so the matrix can check that another user gets 404 and changes nothing
import type { Client } from "./harness";

export type Access = "public" | "user" | "admin";

export type RouteSpec = {
  access: Access;
  body?: () => Record<string, unknown>;
  owned?: (owner: Client) => Promise<string>;
};

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
async function ownTemplate(owner: Client): Promise<number> {
  return (await owner.post("/api/templates", templateBody())).body.id;
}

export const ROUTES: Record<string, RouteSpec> = {
  "GET /api/health": { access: "public" },
  "POST /api/signup": {
    access: "public",
    body: () => ({ email: `new-${crypto.randomUUID()}@example.com`, password: "long enough pw", firstName: "New", lastName: "User" }),
  },
  "POST /api/login": { access: "public", body: () => ({ email: "someone@example.com", password: "long enough pw" }) },
  "POST /api/logout": { access: "public" },
  "GET /api/auth/user": { access: "public" },
  "PUT /api/profile": { access: "user", body: () => ({ firstName: "Changed", lastName: "Name" }) },

  "GET /api/workouts": { access: "user" },
  "GET /api/workouts/:date": { access: "user" },
  "GET /api/workouts/previous": { access: "user" },
  "GET /api/workouts/previous/:date": { access: "user" },
  "POST /api/workouts": { access: "user", body: workoutBody },
  "PUT /api/exercises/:id": { access: "user", body: () => ({ name: "Front Squat", sets: 4, weight: "140" }), owned: async (c) => `/api/exercises/${await ownExercise(c)}` },
  "DELETE /api/exercises/:id": { access: "user", owned: async (c) => `/api/exercises/${await ownExercise(c)}` },
  "PUT /api/exercises/:id/sets/:setNumber": {
    access: "user",
    body: () => ({ weight: "135", reps: "8", completed: true }),
    owned: async (c) => `/api/exercises/${await ownExercise(c)}/sets/2`,
  },
  "GET /api/templates": { access: "user" },
  "POST /api/templates": { access: "user", body: templateBody },
  "PUT /api/templates/:id": { access: "user", body: templateBody, owned: async (c) => `/api/templates/${await ownTemplate(c)}` },
  "DELETE /api/templates/:id": { access: "user", owned: async (c) => `/api/templates/${await ownTemplate(c)}` },

  "POST /api/admin/login": { access: "public", body: () => ({ username: "admin", password: "long enough pw" }) },
  "POST /api/admin/logout": { access: "public" },
  "GET /api/admin/users": { access: "admin" },
  "DELETE /api/admin/users/:id": { access: "admin" },
};

/** "METHOD /path" of every API route the app really registers (not the JSON 404 catch-all). */
export function registeredRoutes(app: { routes: { method: string; path: string }[] }): string[] {
  return [...new Set(app.routes.filter((r) => r.path.startsWith("/api/") && r.path !== "/api/*").map((r) => `${r.method} ${r.path}`))].sort();
}

/** A concrete path for a route pattern, with every :param filled in. */
export const fillPath = (pattern: string, value = "1") => pattern.replace(/:[a-zA-Z]+/g, value);
