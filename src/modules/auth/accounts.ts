// Members who come in by single sign-on or a trusted proxy's header (docs/behaviour/auth.md,
// "Single sign-on", "A trusted proxy's user"): found by their email, or made while sign-ups are
// open (the sign-up limit applies), with no usable password until they set one on Profile.
import { inTransaction } from "@db/prepared";
import { forbidden, tooManyAttempts } from "@src/errors";
import type { AppContext } from "@http/context";
import { tooManySignupsMessage } from "@http/rate-limit";
import { SIGNUPS_CLOSED } from "@shared/auth/contract";
import { readSettings } from "./settings";
import { insertUser, userByEmail, type User } from "./store";

/**
 * The password hash of a member who has none: no argon2 hash starts with "!", so no password ever
 * verifies against it (verification fails on its form, as a wrong password does).
 */
export const NO_PASSWORD = "!none";

export const hasUsablePassword = (user: Pick<User, "passwordHash">) => !user.passwordHash.startsWith("!");

/** An email as sign-up keeps it, or undefined when `text` is none. */
export function emailOf(text: string | null | undefined): string | undefined {
  const email = text?.trim().toLowerCase();
  return email && email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : undefined;
}

export type Newcomer = { email: string; firstName?: string | null; lastName?: string | null };

/** Makes a member without a password, while sign-ups are open and the limit allows; the member of that email if one appeared meanwhile. */
export function createPasswordless(ctx: AppContext, person: Newcomer, client: string): User {
  if (!readSettings(ctx.db).signupsOpen) throw forbidden(SIGNUPS_CLOSED);
  const verdict = ctx.signups.take(client);
  if (!verdict.ok) throw tooManyAttempts(tooManySignupsMessage(verdict.retryAfterSeconds), verdict.retryAfterSeconds);
  return inTransaction(
    ctx.db,
    (tx) =>
      userByEmail(tx, person.email) ??
      insertUser(tx, {
        email: person.email,
        passwordHash: NO_PASSWORD,
        firstName: person.firstName?.trim().slice(0, 100) || null,
        lastName: person.lastName?.trim().slice(0, 100) || null,
        username: person.email.split("@")[0] || null,
      }),
    "immediate",
  );
}

/** The member with `email`, made as createPasswordless makes one when there is none. */
export function memberByEmail(ctx: AppContext, person: Newcomer, client: string): User {
  return userByEmail(ctx.db, person.email) ?? createPasswordless(ctx, person, client);
}
