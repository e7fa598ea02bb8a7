// Every query of the household area: its members by name, and its name (the `householdName` row
// of the settings table).
import { asc, eq } from "drizzle-orm";
import type { Conn } from "@db/client";
import { settings, users } from "@db/schema";
import { HOUSEHOLD_NAME_SETTING, type HouseholdMember } from "@shared/household/contract";

/** Every member, by name only, in the order they joined. */
export function members(conn: Conn): HouseholdMember[] {
  return conn.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).orderBy(asc(users.id)).all();
}

/** The name the admin gave the household, if any. */
export function storedName(conn: Conn): string | undefined {
  return conn.select({ value: settings.value }).from(settings).where(eq(settings.key, HOUSEHOLD_NAME_SETTING)).get()?.value;
}

export function putName(conn: Conn, name: string): void {
  conn
    .insert(settings)
    .values({ key: HOUSEHOLD_NAME_SETTING, value: name })
    .onConflictDoUpdate({ target: settings.key, set: { value: name } })
    .run();
}
