// The household: everyone of the install, by name only, and the name the admin gave it
// (docs/behaviour/household.md, "Household").
import { asc, eq } from "drizzle-orm";
import type { Db } from "@db/client";
import { settings, users } from "@db/schema";
import { DEFAULT_HOUSEHOLD_NAME, HOUSEHOLD_NAME_SETTING, type Household } from "@shared/household/contract";

export function householdName(db: Db): string {
  return db.select().from(settings).where(eq(settings.key, HOUSEHOLD_NAME_SETTING)).get()?.value ?? DEFAULT_HOUSEHOLD_NAME;
}

export function readHousehold(db: Db): Household {
  const members = db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .orderBy(asc(users.id))
    .all();
  return { name: householdName(db), members };
}
