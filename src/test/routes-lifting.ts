// The route table's rows for a session's History, start and finish, and an exercise's warm-ups
// (the table and its columns: routes.ts).
import type { Client } from "./harness";
import type { RouteSpec } from "./routes";

async function ownExercise(owner: Client): Promise<number> {
  const res = await owner.post("/api/workouts", { date: "2026-03-02", exercises: [{ name: "Squat", sets: 3, reps: "5", weight: "225" }] });
  return res.body.exercises.at(-1).id;
}

export const LIFTING_ROUTES: Record<string, RouteSpec> = {
  "GET /api/workouts/sessions": { access: "user", kind: "read", cached: true },
  "POST /api/workouts/:date/start": {
    access: "user",
    kind: "change",
    body: () => ({ startedAt: "2026-03-02T18:00:00.000Z", templateName: "Leg Day" }),
  },
  "POST /api/workouts/:date/finish": { access: "user", kind: "change", body: () => ({ finishedAt: "2026-03-02T19:00:00.000Z" }) },
  "POST /api/exercises/:id/warmups": {
    access: "user",
    kind: "change",
    body: () => ({
      sets: [
        { weight: "45", reps: "10" },
        { weight: "95", reps: "5" },
      ],
    }),
    owned: async (c) => `/api/exercises/${await ownExercise(c)}/warmups`,
  },
};
