// Programs: a member's rotation of workouts with progression rules, stored as data (the rules and
// workouts as JSON, read and written whole). The numbers are never stored: they are computed from
// the logged sets each time (src/shared/programs/rules.ts). The exercises a program put on a day
// carry its id and workout (exercises.program_id, program_workout).
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { ProgramWorkout, Schedule } from "@shared/programs/contract";
import { users } from "./schema-core";

export const programs = sqliteTable(
  "programs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    catalogueId: text("catalogue_id"),
    schedule: text("schedule").$type<Schedule>().notNull(),
    workouts: text("workouts", { mode: "json" }).$type<ProgramWorkout[]>().notNull(),
    // One program is active per member; a stopped one keeps its history.
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    startedOn: text("started_on").notNull(),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [index("programs_user_idx").on(t.userId, t.id), uniqueIndex("programs_one_active").on(t.userId).where(sql`active = 1`)],
);
