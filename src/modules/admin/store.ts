// Every query of the admin area: the admin account, the member list it manages, deleting a member,
// and removed members' shared items.
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type { Conn } from "@db/client";
import { adminSessions, admins, customIngredients, mealTemplates, users } from "@db/schema";
import { deletePrivateItems, unlinkMealIngredients } from "@db/shared-items";
import type { AdminUserDto } from "@shared/auth/contract";
import type { FormerMembersItems } from "@shared/household/contract";

export type Admin = typeof admins.$inferSelect;

/** The admin account (the first, should there ever be more). */
export function firstAdmin(conn: Conn): Admin | undefined {
  return conn.select().from(admins).orderBy(admins.id).get();
}

export function adminByUsername(conn: Conn, username: string): Admin | undefined {
  return conn.select().from(admins).where(eq(admins.username, username)).get();
}

export function updateAdmin(conn: Conn, id: number, changes: Partial<Pick<Admin, "username" | "passwordHash">>): void {
  conn.update(admins).set(changes).where(eq(admins.id, id)).run();
}

export function insertAdmin(conn: Conn, username: string, passwordHash: string): void {
  conn.insert(admins).values({ username, passwordHash }).run();
}

export function deleteAdminSessions(conn: Conn, adminId: number): void {
  conn.delete(adminSessions).where(eq(adminSessions.adminId, adminId)).run();
}

/** Every member, the newest first. */
export function memberList(conn: Conn): AdminUserDto[] {
  return conn
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

export function memberExists(conn: Conn, userId: number): boolean {
  return conn.select({ id: users.id }).from(users).where(eq(users.id, userId)).get() !== undefined;
}

/**
 * Deletes a member with every row they own (the foreign keys cascade), but their shared items,
 * which stay for the household owned by no one. Answers whether there was such a member.
 */
export function deleteMember(conn: Conn, userId: number): boolean {
  deletePrivateItems(conn, userId, [customIngredients, mealTemplates]);
  return conn.delete(users).where(eq(users.id, userId)).returning({ id: users.id }).all().length > 0;
}

/** The shared items of removed members (owned by no one), by name. */
export function formerItems(conn: Conn): FormerMembersItems {
  const list = (table: typeof customIngredients | typeof mealTemplates) =>
    conn.select({ id: table.id, name: table.name }).from(table).where(isNull(table.userId)).orderBy(asc(table.name), asc(table.id)).all();
  return { customIngredients: list(customIngredients), libraryMeals: list(mealTemplates) };
}

/**
 * Deletes a removed member's shared ingredient, unlinking every meal ingredient made with it (they
 * keep their figures). Answers whether there was such an ingredient.
 */
export function deleteFormerIngredient(conn: Conn, id: number): boolean {
  const gone = conn
    .delete(customIngredients)
    .where(and(eq(customIngredients.id, id), isNull(customIngredients.userId)))
    .returning({ id: customIngredients.id })
    .all();
  if (gone.length === 0) return false;
  unlinkMealIngredients(
    conn,
    conn
      .select({ id: users.id })
      .from(users)
      .all()
      .map((u) => u.id),
    id,
  ).run();
  return true;
}

/** Deletes a removed member's shared library meal; answers whether there was one. */
export function deleteFormerLibraryMeal(conn: Conn, id: number): boolean {
  return (
    conn
      .delete(mealTemplates)
      .where(and(eq(mealTemplates.id, id), isNull(mealTemplates.userId)))
      .returning({ id: mealTemplates.id })
      .all().length > 0
  );
}
