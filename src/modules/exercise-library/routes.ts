// HTTP for the exercise library: searching it and one exercise with its instructions, a member's
// own exercise (added or changed), the links of the names a member uses, and the weekly hard sets per muscle.
import { Elysia } from "elysia";
import type { AppContext } from "@http/context";
import { parseBody } from "@http/validate";
import { todayIso } from "@shared/dates";
import { customExerciseSchema, librarySearchSchema, linkSchema, muscleStatsQuerySchema } from "@shared/exercise-library/contract";
import { guards } from "@modules/auth/guards";
import { listLinks, setLink } from "./links";
import { muscleStats } from "./muscles";
import { createCustomExercise, exerciseDetail, searchLibrary, updateCustomExercise } from "./service";

export function exerciseLibraryRoutes(ctx: AppContext) {
  const { db } = ctx;
  return (
    new Elysia()
      .use(guards(ctx))
      .get("/api/exercise-library", ({ query, user }) => searchLibrary(db, user.id, parseBody(librarySearchSchema, { ...query })), {
        cached: true,
      })
      .get("/api/exercise-library/:id", ({ params, user }) => exerciseDetail(db, user.id, params.id), { cached: true })
      .post(
        "/api/exercise-library",
        ({ body, user, set }) => {
          const exercise = createCustomExercise(db, user.id, parseBody(customExerciseSchema, body));
          set.status = 201;
          return exercise;
        },
        { user: true },
      )
      .put(
        "/api/exercise-library/:id",
        ({ params, body, user }) => updateCustomExercise(db, user.id, params.id, parseBody(customExerciseSchema, body)),
        { user: true },
      )
      .get("/api/exercises/links", ({ user }) => listLinks(db, user.id), { cached: true })
      .put(
        "/api/exercises/links",
        ({ body, user }) => {
          const { name, libraryId } = parseBody(linkSchema, body);
          return setLink(db, user.id, name, libraryId);
        },
        { user: true },
      )
      // The screens send their own today; without it the server's date answers, which a kept
      // answer may hold until the member's data next changes.
      .get(
        "/api/stats/muscles",
        ({ query, user }) => {
          const { weeks, today } = parseBody(muscleStatsQuerySchema, { ...query });
          return muscleStats(db, user.id, weeks, today ?? todayIso());
        },
        { cached: true },
      )
  );
}
