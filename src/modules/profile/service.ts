// The signed-in user's own profile: names, macro tracking, display units and the plate set.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users, type User } from "../../db/schema";
import type { ProfileInput } from "../../shared/auth/contract";

export function updateProfile(db: Db, userId: number, input: ProfileInput): User {
  return db.transaction((tx) => {
    const current = tx.select().from(users).where(eq(users.id, userId)).get()!;
    const changes: Partial<Pick<User, "firstName" | "lastName" | "macroTracking" | "weightUnit" | "lengthUnit" | "plates">> = {};
    if (input.firstName !== undefined) changes.firstName = input.firstName || null;
    if (input.lastName !== undefined) changes.lastName = input.lastName || null;
    if (input.macroTracking !== undefined) changes.macroTracking = input.macroTracking;
    if (input.weightUnit !== undefined) changes.weightUnit = input.weightUnit;
    if (input.lengthUnit !== undefined) changes.lengthUnit = input.lengthUnit;
    if (input.plates !== undefined) {
      // Plates belong to a unit: a kg set and a lb set are kept apart, so switching units back
      // and forth keeps both.
      const unit = input.weightUnit ?? (current.weightUnit === "kg" ? "kg" : "lb");
      changes.plates = { ...(current.plates ?? {}), [unit]: [...input.plates].sort((a, b) => b - a) };
    }
    return tx.update(users).set(changes).where(eq(users.id, userId)).returning().get()!;
  });
}
