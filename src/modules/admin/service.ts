// The household's administrator: one account, its sign-in, and the user list it manages. Its
// sessions are the auth module's (separate from users'), so one guard serves every route.
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "@db/client";
import { emptyLog } from "@db/wal";
import { inTransaction } from "@db/prepared";
import { adminSessions, admins, customIngredients, mealTemplates, users } from "@db/schema";
import { deletePrivateItems, unlinkMealIngredients } from "@db/shared-items";
import { notFound } from "@src/errors";
import type { FailureLimiter } from "@http/rate-limit";
import type { AdminUserDto } from "@shared/auth/contract";
import type { FormerMembersItems } from "@shared/household/contract";
import { checkCredentials, generatePassword, hashPassword, verifyPassword } from "@modules/auth/password";
import { createAdminSession, endUserSessions } from "@modules/auth/sessions";

const INVALID_ADMIN_CREDENTIALS = "Invalid credentials";

/**
 * Makes sure the admin account exists with the configured username. With a configured password it
 * is set at every start; otherwise the first start generates one. Returns a password to print once,
 * or undefined when there is nothing new to tell.
 */
export async function ensureAdmin(db: Db, username: string, configuredPassword: string | undefined): Promise<string | undefined> {
  const existing = db.select().from(admins).orderBy(admins.id).get();
  if (configuredPassword !== undefined) {
    const sameAsBefore = existing?.username === username && (await verifyPassword(configuredPassword, existing.passwordHash));
    if (!sameAsBefore) await setAdmin(db, username, configuredPassword);
    return undefined;
  }
  if (existing) {
    if (existing.username !== username) db.update(admins).set({ username }).where(eq(admins.id, existing.id)).run();
    return undefined;
  }
  const generated = generatePassword();
  await setAdmin(db, username, generated);
  return generated;
}

/** Sets a new generated password, ends every admin session, and returns the password. */
export async function resetAdminPassword(db: Db, username: string): Promise<string> {
  const password = generatePassword();
  const existing = db.select().from(admins).orderBy(admins.id).get();
  await setAdmin(db, existing?.username ?? username, password);
  return password;
}

async function setAdmin(db: Db, username: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  inTransaction(db, (tx) => {
    const existing = tx.select().from(admins).orderBy(admins.id).get();
    if (existing) {
      tx.update(admins).set({ username, passwordHash }).where(eq(admins.id, existing.id)).run();
      tx.delete(adminSessions).where(eq(adminSessions.adminId, existing.id)).run();
    } else {
      tx.insert(admins).values({ username, passwordHash }).run();
    }
  });
}

export async function adminLogin(
  db: Db,
  limiter: FailureLimiter,
  input: { username: string; password: string },
  clientKey: string,
): Promise<{ token: string; expiresAt: number; username: string }> {
  const admin = db.select().from(admins).where(eq(admins.username, input.username)).get();
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
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      subscriptionStatus: users.subscriptionStatus,
      createdAt: users.createdAt,
    })
    .from(users)
    .orderBy(desc(users.createdAt), desc(users.id))
    .all();
}

/** Deletes a user with every row they own and their sessions: one statement, cascading, atomic. */
/**
 * A new generated password for a member who forgot theirs, answered once for the admin to hand
 * over; every session of that member ends.
 */
export async function resetUserPassword(db: Db, userId: number): Promise<string> {
  if (!db.select({ id: users.id }).from(users).where(eq(users.id, userId)).get()) throw notFound("User not found");
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  inTransaction(db, (tx) => {
    tx.update(users).set({ passwordHash }).where(eq(users.id, userId)).run();
    endUserSessions(tx, userId);
  });
  return password;
}

export function deleteUser(db: Db, userId: number): void {
  const deleted = inTransaction(db, (tx) => {
    // Their shared items stay for the household, owned by no one (docs/behaviour/household.md, "Sharing").
    deletePrivateItems(tx, userId, [customIngredients, mealTemplates]);
    return tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id }).all();
  });
  if (deleted.length === 0) throw notFound("User not found");
  // The WAL still holds the pages as they were before the delete: copy the zeroed pages into the
  // database and empty the WAL, so the deleted member's data is in neither file.
  emptyLog(db.$client);
}

/** The shared items of removed members, which stay for the household until the admin deletes them. */
export function formerMembersItems(db: Db): FormerMembersItems {
  const list = (table: typeof customIngredients | typeof mealTemplates) =>
    db.select({ id: table.id, name: table.name }).from(table).where(isNull(table.userId)).orderBy(asc(table.name), asc(table.id)).all();
  return { customIngredients: list(customIngredients), libraryMeals: list(mealTemplates) };
}

/** Deletes a removed member's shared ingredient; meals made with it keep their figures, unlinked. */
export function deleteFormerIngredient(db: Db, id: number): void {
  inTransaction(db, (tx) => {
    const gone = tx
      .delete(customIngredients)
      .where(and(eq(customIngredients.id, id), isNull(customIngredients.userId)))
      .returning({ id: customIngredients.id })
      .all();
    if (gone.length === 0) throw notFound("Ingredient not found");
    unlinkMealIngredients(
      tx,
      tx
        .select({ id: users.id })
        .from(users)
        .all()
        .map((u) => u.id),
      id,
    ).run();
  });
}

/** Deletes a removed member's shared library meal. */
export function deleteFormerLibraryMeal(db: Db, id: number): void {
  const gone = db
    .delete(mealTemplates)
    .where(and(eq(mealTemplates.id, id), isNull(mealTemplates.userId)))
    .returning({ id: mealTemplates.id })
    .all();
  if (gone.length === 0) throw notFound("Meal not found");
}
