// The signed-in user's own profile: names and the macro tracking setting.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users, type User } from "../../db/schema";
import type { ProfileInput } from "../../shared/auth/contract";

export function updateProfile(db: Db, userId: number, input: ProfileInput): User {
  const changes: Partial<Pick<User, "firstName" | "lastName" | "macroTracking">> = {};
  if (input.firstName !== undefined) changes.firstName = input.firstName || null;
  if (input.lastName !== undefined) changes.lastName = input.lastName || null;
  if (input.macroTracking !== undefined) changes.macroTracking = input.macroTracking;
  return db.update(users).set(changes).where(eq(users.id, userId)).returning().get()!;
}
