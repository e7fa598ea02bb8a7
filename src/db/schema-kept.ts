// The figures kept beside the exercises for 'Last', records, the streak and History: per name its
// last ticked day and bests, and the member's trained days. Triggers on exercises keep them
// (migration 0011), in the same transaction as every change, so no write path can forget them.
import { integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./schema-core";

const owner = () =>
  integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** Per member and name (lower(trim)): the last ticked date and bests, and those before it; kept by triggers (0011). */
export const exerciseSummaries = sqliteTable(
  "exercise_summaries",
  {
    userId: owner(),
    nameKey: text("name_key").notNull(),
    lastDate: text("last_date").notNull(),
    bestEstimate: real("best_estimate"),
    topWeight: real("top_weight"),
    priorDate: text("prior_date"),
    priorBestEstimate: real("prior_best_estimate"),
    priorTopWeight: real("prior_top_weight"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.nameKey] })],
);

/** The member's days with a ticked set, how many exercises have one, and the first day of their run; kept by triggers too. */
export const trainedDays = sqliteTable(
  "trained_days",
  { userId: owner(), date: text("date").notNull(), exercises: integer("exercises").notNull(), runStart: text("run_start").notNull() },
  (t) => [primaryKey({ columns: [t.userId, t.date] })],
);
