// Every query of the profile area: the member's own row changed, and the latest body weight their
// goals resolve with.
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Conn } from "@db/client";
import { bodyComposition, users, type User } from "@db/schema";
import type { BodyWeight } from "@shared/goals/contract";

export type { User };

/** The fields of a member's row that the profile changes. */
export type ProfileChanges = Partial<
  Pick<
    User,
    | "firstName"
    | "lastName"
    | "macroTracking"
    | "weightUnit"
    | "lengthUnit"
    | "distanceUnit"
    | "plates"
    | "goals"
    | "muscleTargets"
    | "sex"
    | "birthYear"
    | "heightCm"
    | "activityLevel"
  >
>;

export function userRow(conn: Conn, userId: number): User {
  return conn.select().from(users).where(eq(users.id, userId)).get()!;
}

export function updateUser(conn: Conn, userId: number, changes: ProfileChanges): User {
  return conn.update(users).set(changes).where(eq(users.id, userId)).returning().get()!;
}

/** The member's latest body weight (pounds): the entry with the latest date that has a weight. */
export function latestBodyWeight(conn: Conn, userId: number): BodyWeight | null {
  const row = conn
    .select({ weight: bodyComposition.weight, date: bodyComposition.date })
    .from(bodyComposition)
    .where(and(eq(bodyComposition.userId, userId), isNotNull(bodyComposition.weight)))
    .orderBy(desc(bodyComposition.date), desc(bodyComposition.id))
    .limit(1)
    .get();
  return row && row.weight !== null ? { weight: row.weight, date: row.date } : null;
}
