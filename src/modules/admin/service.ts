// The household's administrator: one account, its sign-in, and the user list it manages. Its
// sessions are the auth module's (separate from users'), so one guard serves every route.
import type { Db } from "@db/client";
import { emptyLog } from "@db/wal";
import { inTransaction } from "@db/prepared";
import { notFound } from "@src/errors";
import type { FailureLimiter } from "@http/rate-limit";
import type { AdminUserDto } from "@shared/auth/contract";
import type { FormerMembersItems } from "@shared/household/contract";
import { checkCredentials, generatePassword, hashPassword, verifyPassword } from "@modules/auth/password";
import { replacePassword } from "@modules/auth/service";
import { createAdminSession } from "@modules/auth/sessions";
import * as store from "./store";

const INVALID_ADMIN_CREDENTIALS = "Invalid credentials";

/**
 * Makes sure the admin account exists with the configured username. With a configured password it
 * is set at every start; otherwise the first start generates one. Returns a password to print once,
 * or undefined when there is nothing new to tell.
 */
export async function ensureAdmin(db: Db, username: string, configuredPassword: string | undefined): Promise<string | undefined> {
  const existing = store.firstAdmin(db);
  if (configuredPassword !== undefined) {
    const sameAsBefore = existing?.username === username && (await verifyPassword(configuredPassword, existing.passwordHash));
    if (!sameAsBefore) await setAdmin(db, username, configuredPassword);
    return undefined;
  }
  if (existing) {
    if (existing.username !== username) store.updateAdmin(db, existing.id, { username });
    return undefined;
  }
  const generated = generatePassword();
  await setAdmin(db, username, generated);
  return generated;
}

/** Sets a new generated password, ends every admin session, and returns the password. */
export async function resetAdminPassword(db: Db, username: string): Promise<string> {
  const password = generatePassword();
  const existing = store.firstAdmin(db);
  await setAdmin(db, existing?.username ?? username, password);
  return password;
}

async function setAdmin(db: Db, username: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  inTransaction(db, (tx) => {
    const existing = store.firstAdmin(tx);
    if (existing) {
      store.updateAdmin(tx, existing.id, { username, passwordHash });
      store.deleteAdminSessions(tx, existing.id);
    } else {
      store.insertAdmin(tx, username, passwordHash);
    }
  });
}

export async function adminLogin(
  db: Db,
  limiter: FailureLimiter,
  input: { username: string; password: string },
  clientKey: string,
): Promise<{ token: string; expiresAt: number; username: string }> {
  const admin = store.adminByUsername(db, input.username);
  await checkCredentials({
    limiter,
    keys: { client: `admin-ip:${clientKey}`, account: `admin:${input.username.toLowerCase()}` },
    passwordHash: admin?.passwordHash,
    password: input.password,
    failure: INVALID_ADMIN_CREDENTIALS,
  });
  return { ...createAdminSession(db, admin!.id), username: admin!.username };
}

export function listUsers(db: Db): AdminUserDto[] {
  return store.memberList(db);
}

/**
 * A new generated password for a member who forgot theirs, answered once for the admin to hand
 * over; every session of that member ends.
 */
export async function resetUserPassword(db: Db, userId: number): Promise<string> {
  if (!store.memberExists(db, userId)) throw notFound("User not found");
  const password = generatePassword();
  replacePassword(db, userId, await hashPassword(password));
  return password;
}

/**
 * Deletes a user with every row they own and their sessions, atomically. Their shared items stay
 * for the household, owned by no one (docs/behaviour/household.md, "Sharing").
 */
export function deleteUser(db: Db, userId: number): void {
  if (!inTransaction(db, (tx) => store.deleteMember(tx, userId))) throw notFound("User not found");
  // The WAL still holds the pages as they were before the delete: copy the zeroed pages into the
  // database and empty the WAL, so the deleted member's data is in neither file.
  emptyLog(db.$client);
}

/** The shared items of removed members, which stay for the household until the admin deletes them. */
export function formerMembersItems(db: Db): FormerMembersItems {
  return store.formerItems(db);
}

/** Deletes a removed member's shared ingredient; meals made with it keep their figures, unlinked. */
export function deleteFormerIngredient(db: Db, id: number): void {
  inTransaction(db, (tx) => {
    if (!store.deleteFormerIngredient(tx, id)) throw notFound("Ingredient not found");
  });
}

/** Deletes a removed member's shared library meal. */
export function deleteFormerLibraryMeal(db: Db, id: number): void {
  if (!store.deleteFormerLibraryMeal(db, id)) throw notFound("Meal not found");
}
