// The install's own rows, owned by no member: the settings the admin changes and the admin's
// account and sessions (src/db/schema.ts gathers them with the other parts).
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";

/** Household-wide settings the admin changes, one row per key (see src/modules/auth/settings.ts; the household's name, src/modules/household). */
export const settings = sqliteTable("settings", { key: text("key").primaryKey(), value: text("value").notNull() });

export const admins = sqliteTable("admins", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  createdAt: createdAt(),
});

export const adminSessions = sqliteTable(
  "admin_sessions",
  {
    id: text("id").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("admin_sessions_admin_idx").on(t.adminId)],
);
