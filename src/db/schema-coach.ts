// The coach's own rows (docs/behaviour/coach.md): a member's goal, and the check-ins whose targets
// they applied. Profile's body figures the formula reads are columns of users (schema-core.ts).
import { integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { Direction } from "@shared/coach/targets";
import type { WeekdayName } from "@shared/dates";
import { createdAt } from "./columns";
import { users } from "./schema-core";

/** One goal per member: which way, how fast (pounds a week) and the weekly check-in's day. */
export const coachGoals = sqliteTable("coach_goals", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  direction: text("direction").$type<Direction>().notNull(),
  ratePerWeek: real("rate_per_week").notNull(),
  checkInDay: text("check_in_day").$type<WeekdayName>().notNull(),
  createdAt: createdAt(),
});

/** A check-in whose targets the member applied: one per check-in day, the last applied kept. */
export const coachCheckIns = sqliteTable(
  "coach_check_ins",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: text("date").notNull(),
    expenditure: integer("expenditure").notNull(),
    trendWeight: real("trend_weight").notNull(),
    direction: text("direction").$type<Direction>().notNull(),
    ratePerWeek: real("rate_per_week").notNull(),
    calories: integer("calories").notNull(),
    protein: integer("protein").notNull(),
    carbs: integer("carbs").notNull(),
    fat: integer("fat").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.date] })],
);
