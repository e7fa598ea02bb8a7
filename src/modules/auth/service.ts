// Accounts: sign-up and sign-in, each starting a new session, and the user as the API answers it.
// Sign-ups are counted per address and for the install by the route (src/http/signup-limit.ts);
// failed sign-ins by the limiter.
import type { Db } from "@db/client";
import { inTransaction } from "@db/prepared";
import { AppError, badRequest, conflict, forbidden } from "@src/errors";
import type { FailureLimiter } from "@http/rate-limit";
import { SIGNUPS_CLOSED, type ChangePasswordInput, type LoginInput, type SignupInput, type UserDto } from "@shared/auth/contract";
import { STANDARD_PLATES } from "@shared/workouts/plates";
import { goalsOf } from "@shared/goals/rules";
import { hasUsablePassword } from "./accounts";
import { revokeAllTokens } from "./api-tokens";
import { isKnownDevice, rememberDevice } from "./devices";
import { checkCredentials, hashPassword } from "./password";
import { createSession, endUserSessions, type NewSession } from "./sessions";
import { distanceUnitOf } from "@shared/units";
import { readSettings } from "./settings";
import { insertUser, setPasswordHash, userByEmail, userIdByEmail, type User } from "./store";

const INVALID_CREDENTIALS = "Invalid email or password";
const EMAIL_TAKEN = "An account with this email already exists";

export function toUserDto(u: User): UserDto {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    username: u.username,
    macroTracking: u.macroTracking,
    subscriptionStatus: u.subscriptionStatus,
    createdAt: u.createdAt,
    weightUnit: u.weightUnit === "kg" ? "kg" : "lb",
    lengthUnit: u.lengthUnit === "cm" ? "cm" : "in",
    distanceUnit: distanceUnitOf(u.distanceUnit, u.weightUnit === "kg" ? "kg" : "lb"),
    plates: platesOf(u),
    goals: goalsOf(u.goals),
    muscleTargets: u.muscleTargets ?? {},
    // The coach's body figures.
    sex: u.sex ?? null,
    birthYear: u.birthYear ?? null,
    heightCm: u.heightCm ?? null,
    activityLevel: u.activityLevel ?? null,
    hasPassword: hasUsablePassword(u),
  };
}

/** The user's plates in their weight unit, or the standard set for it. */
function platesOf(u: User): number[] {
  const unit = u.weightUnit === "kg" ? "kg" : "lb";
  const own = u.plates?.[unit];
  return Array.isArray(own) && own.length > 0 ? [...own].sort((a, b) => b - a) : STANDARD_PLATES[unit];
}

export async function signup(db: Db, input: SignupInput, clientKey?: string): Promise<{ user: User; session: NewSession }> {
  if (!readSettings(db).signupsOpen) throw forbidden(SIGNUPS_CLOSED);
  const passwordHash = await hashPassword(input.password, clientKey === undefined ? undefined : `ip:${clientKey}`, "last");
  const created = inTransaction(
    db,
    (tx) => {
      if (userIdByEmail(tx, input.email) !== undefined) return undefined;
      return insertUser(tx, {
        email: input.email,
        passwordHash,
        firstName: input.firstName || null,
        lastName: input.lastName || null,
        username: input.email.split("@")[0] || null,
      });
    },
    "immediate",
  );
  if (!created) throw conflict(EMAIL_TAKEN);
  return { user: created, session: createSession(db, created.id) };
}

/**
 * `deviceCookie`: the browser's device cookie, if any; when it is one of this account's, the
 * attempt passes the account's ceiling. Answers the device cookie to set, when a new one is due.
 */
export async function login(
  db: Db,
  limiter: FailureLimiter,
  input: LoginInput,
  clientKey: string,
  deviceCookie?: string,
): Promise<{ user: User; session: NewSession; device: string | undefined }> {
  const user = userByEmail(db, input.email);
  await checkCredentials({
    limiter,
    keys: { client: `ip:${clientKey}`, account: `account:${input.email}` },
    passwordHash: user?.passwordHash,
    password: input.password,
    failure: INVALID_CREDENTIALS,
    trusted: user !== undefined && isKnownDevice(db, deviceCookie, user.id),
  });
  return { user: user!, session: createSession(db, user!.id), device: rememberDevice(db, user!.id, deviceCookie) };
}

/**
 * Profile's 'Change password': the current password is checked like a sign-in (a wrong one counts
 * toward the sign-in limits), then every other session of the user ends, so a phone that was
 * signed in by someone else is signed out; the browser making the change stays signed in.
 */
export async function changePassword(
  db: Db,
  limiter: FailureLimiter,
  user: User,
  input: ChangePasswordInput,
  clientKey: string,
  currentToken: string | undefined,
): Promise<void> {
  try {
    await checkCredentials({
      limiter,
      keys: { client: `ip:${clientKey}`, account: `account:${user.email}` },
      passwordHash: user.passwordHash,
      password: input.currentPassword,
      failure: "Current password is incorrect",
    });
  } catch (error) {
    // A wrong current password is a mistake in the form, not a lost session.
    if (error instanceof AppError && error.kind === "unauthorized") throw badRequest(error.message);
    throw error;
  }
  replacePassword(db, user.id, await hashPassword(input.newPassword, `ip:${clientKey}`), currentToken);
}

export const HAS_PASSWORD = "You already have a password: change it with 'Change password'";

/** Profile's 'Set a password': only for a member with none (single sign-on, the proxy's header). */
export async function setFirstPassword(db: Db, user: User, newPassword: string, clientKey: string, currentToken?: string): Promise<void> {
  if (hasUsablePassword(user)) throw conflict(HAS_PASSWORD);
  replacePassword(db, user.id, await hashPassword(newPassword, `ip:${clientKey}`), currentToken);
}

/**
 * A member's new password hash: every session of theirs ends but `keepToken`'s (the browser
 * making the change), every device of theirs is forgotten (endUserSessions) and every API token
 * of theirs is revoked.
 */
export function replacePassword(db: Db, userId: number, passwordHash: string, keepToken?: string): void {
  inTransaction(db, (tx) => {
    setPasswordHash(tx, userId, passwordHash);
    endUserSessions(tx, userId, keepToken);
    revokeAllTokens(tx, userId);
  });
}
