// Ways in besides a password (docs/behaviour/auth.md, "API tokens", "Single sign-on"): a member's
// API tokens, stored only as their hash, and the identity provider's subject a member is linked
// to. A member with no usable password keeps an unusable marker as their hash (src/modules/auth).
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { users } from "./schema-core";

export const apiTokens = sqliteTable(
  "api_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // The token's SHA-256 (hex): the token itself is shown once and never kept.
    hash: text("hash").notNull(),
    name: text("name").notNull(),
    scope: text("scope").$type<"read" | "write">().notNull(),
    createdAt: createdAt(),
    // Milliseconds since the epoch; null until first used.
    lastUsedAt: integer("last_used_at"),
  },
  (t) => [uniqueIndex("api_tokens_hash_idx").on(t.hash), index("api_tokens_user_idx").on(t.userId)],
);

/** The identity provider's `sub` a member is linked to, per issuer: matched before any email. */
export const linkedIdentities = sqliteTable(
  "linked_identities",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("linked_identities_subject_idx").on(t.issuer, t.subject), index("linked_identities_user_idx").on(t.userId)],
);
