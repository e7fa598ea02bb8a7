// HTTP for workouts: a day's workout, 'Last', a week's summary, appending exercises, editing,
// deleting, logging sets, a session's start and finish, the History list, an exercise's history and
// name suggestions. Reads take the date in the path (the query key joined with slashes) or as ?date=.
import { Elysia } from "elysia";
import { badRequest, notFound } from "@src/errors";
import type { AppContext } from "@http/context";
import { guards } from "@modules/auth/guards";
import { parseBody, parseId } from "@http/validate";
import { parseIsoDate } from "@shared/dates";
import { WORKOUT } from "@shared/limits";
import {
  exerciseUpdateSchema,
  historyQuerySchema,
  namesQuerySchema,
  postWorkoutSchema,
  setUpdateSchema,
  weekQuerySchema,
  workoutNoteSchema,
} from "@shared/workouts/contract";
import { finishSchema, sessionsQuerySchema, startSchema, warmupsSchema } from "@shared/workouts/session-contract";
import { exerciseHistory } from "./history";
import { finishWorkout, sessionsPage, startWorkout } from "./sessions";
import { exerciseNames, getPreviousWorkout, getWorkout, weekSummary } from "./reads";
import { addWarmups, appendExercises, deleteExercise, exerciseIdOf, setWorkoutNote, updateExercise, updateSet } from "./service";

function parseDate(raw: unknown): string {
  if (typeof raw !== "string" || raw === "") throw badRequest("date is required (YYYY-MM-DD)");
  if (!parseIsoDate(raw)) throw badRequest("date must be a real date as YYYY-MM-DD");
  return raw;
}

function parseSetNumber(raw: string | undefined): number {
  const n = parseId(raw, "Set not found");
  if (n > WORKOUT.maxSetNumber) throw notFound("Set not found");
  return n;
}

/** An exercise named in a path: its id, or the id the phone made for it (docs/behaviour/offline.md, "Offline"). */
const CLIENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function workoutRoutes(ctx: AppContext) {
  const { db } = ctx;
  const exerciseRef = (raw: string | undefined, userId: number) =>
    raw && CLIENT_ID.test(raw) ? exerciseIdOf(db, userId, raw.toLowerCase()) : parseId(raw, "Exercise not found");
  return (
    new Elysia()
      .use(guards(ctx))
      .get("/api/workouts", ({ query, user }) => getWorkout(db, user.id, parseDate(query.date)), { cached: true })
      .get("/api/workouts/previous", ({ query, user }) => getPreviousWorkout(db, user.id, parseDate(query.date)), { cached: true })
      .get("/api/workouts/previous/:date", ({ params, user }) => getPreviousWorkout(db, user.id, parseDate(params.date)), { cached: true })
      .get("/api/workouts/week", ({ query, user }) => weekSummary(db, user.id, parseBody(weekQuerySchema, { ...query }).start), {
        cached: true,
      })
      .get(
        "/api/workouts/sessions",
        ({ query, user }) => {
          const { before, limit } = parseBody(sessionsQuerySchema, { ...query });
          return sessionsPage(db, user.id, before, limit);
        },
        { cached: true },
      )
      .get("/api/workouts/:date", ({ params, user }) => getWorkout(db, user.id, parseDate(params.date)), { cached: true })
      .post(
        "/api/workouts/:date/start",
        ({ params, body, user }) => {
          const date = parseDate(params.date);
          const input = parseBody(startSchema, body ?? {});
          startWorkout(db, user.id, date, input.startedAt ?? new Date().toISOString(), input.templateName);
          return getWorkout(db, user.id, date);
        },
        { user: true },
      )
      .post(
        "/api/workouts/:date/finish",
        ({ params, body, user }) =>
          finishWorkout(db, user.id, parseDate(params.date), parseBody(finishSchema, body ?? {}).finishedAt ?? new Date().toISOString()),
        { user: true },
      )
      .post(
        "/api/workouts",
        ({ body, user, set }) => {
          const workout = appendExercises(db, user.id, parseBody(postWorkoutSchema, body));
          set.status = 201;
          return workout;
        },
        { user: true },
      )
      .put(
        "/api/workouts/:date/note",
        ({ params, body, user }) => setWorkoutNote(db, user.id, parseDate(params.date), parseBody(workoutNoteSchema, body).note),
        { user: true },
      )
      // Before /api/exercises/:id routes, so "history" is never read as an id.
      .get(
        "/api/exercises/history",
        ({ query, user }) => {
          const { name, before, limit } = parseBody(historyQuerySchema, { ...query });
          return exerciseHistory(db, user.id, name, before, limit);
        },
        { cached: true },
      )
      .get("/api/exercises/names", ({ query, user }) => exerciseNames(db, user.id, parseBody(namesQuerySchema, { ...query }).q), {
        cached: true,
      })
      .put(
        "/api/exercises/:id",
        ({ params, body, user }) => updateExercise(db, user.id, exerciseRef(params.id, user.id), parseBody(exerciseUpdateSchema, body)),
        { user: true },
      )
      .delete(
        "/api/exercises/:id",
        ({ params, user }) => {
          deleteExercise(db, user.id, exerciseRef(params.id, user.id));
          return { ok: true };
        },
        { user: true },
      )
      .post(
        "/api/exercises/:id/warmups",
        ({ params, body, user }) => addWarmups(db, user.id, exerciseRef(params.id, user.id), parseBody(warmupsSchema, body).sets),
        { user: true },
      )
      .put(
        "/api/exercises/:id/sets/:setNumber",
        ({ params, body, user }) =>
          updateSet(db, user.id, exerciseRef(params.id, user.id), parseSetNumber(params.setNumber), parseBody(setUpdateSchema, body)),
        { user: true },
      )
  );
}
