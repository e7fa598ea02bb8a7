// The exercise library's tables (the library itself is embedded, src/modules/exercise-library/library).
// Users' rows cascade from users, as everywhere else.
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { sql } from "drizzle-orm";
import type { Equipment, Muscle } from "@shared/exercise-library/rules";
import { users } from "./schema-core";

const owner = () =>
  integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/**
 * A member's own exercise, with its muscles and equipment. Shared ones are seen by every member
 * of the install, the others by their owner only; the owner is kept so that a household can
 * narrow what "shared" reaches later.
 */
export const customExercises = sqliteTable(
  "custom_exercises",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: owner(),
    name: text("name").notNull(),
    primaryMuscles: text("primary_muscles", { mode: "json" }).$type<Muscle[]>().notNull(),
    secondaryMuscles: text("secondary_muscles", { mode: "json" }).$type<Muscle[]>().notNull(),
    equipment: text("equipment").$type<Equipment>(),
    shared: integer("shared", { mode: "boolean" }).notNull().default(true),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [index("custom_exercises_user_idx").on(t.userId, t.id), index("custom_exercises_shared_idx").on(t.shared, t.id)],
);

/**
 * The library exercise (or a member's own, "custom-N") a name the member uses stands for, as the
 * member chose it; null is "none". A name without a row is linked automatically where the match
 * is clear. The name's logged history is never changed by it.
 */
export const exerciseLinks = sqliteTable(
  "exercise_links",
  {
    userId: owner(),
    // lower(trim(name)), as 'Last' matches names.
    nameKey: text("name_key").notNull(),
    name: text("name").notNull(),
    libraryId: text("library_id"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.nameKey] })],
);

/**
 * Per member, week (its Monday) and name (lower(trim)): the hard sets, ticked and not warm-ups.
 * Kept by triggers on exercises and their sets (migration 0013), so the weekly sets per muscle
 * read a few rows per week whatever the years of history behind them.
 */
export const weeklySets = sqliteTable(
  "weekly_sets",
  {
    userId: owner(),
    week: text("week").notNull(),
    nameKey: text("name_key").notNull(),
    sets: integer("sets").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.week, t.nameKey] })],
);
