// Household-wide settings the admin changes: whether new members may sign up, and the household's name. Stored one
// row per key, so a new setting needs no migration; a missing row means the default.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { settings } from "../../db/schema";
import type { HouseholdSettings } from "../../shared/auth/contract";
import { DEFAULT_HOUSEHOLD_NAME, HOUSEHOLD_NAME_SETTING } from "../../shared/household/contract";

const DEFAULTS: HouseholdSettings = { signupsOpen: true };

export function readSettings(db: Db): HouseholdSettings {
  const row = db.select().from(settings).where(eq(settings.key, "signupsOpen")).get();
  return { signupsOpen: row ? row.value === "true" : DEFAULTS.signupsOpen };
}

export function writeSettings(db: Db, changes: Partial<HouseholdSettings>): HouseholdSettings {
  if (changes.signupsOpen !== undefined) {
    const value = String(changes.signupsOpen);
    db.insert(settings).values({ key: "signupsOpen", value }).onConflictDoUpdate({ target: settings.key, set: { value } }).run();
  }
  return readSettings(db);
}

export function householdName(db: Db): string {
  return db.select().from(settings).where(eq(settings.key, HOUSEHOLD_NAME_SETTING)).get()?.value ?? DEFAULT_HOUSEHOLD_NAME;
}

/** The household's name, shown to every member in the header of the shared screens. */
export function writeHouseholdName(db: Db, name: string): { name: string } {
  db.insert(settings).values({ key: HOUSEHOLD_NAME_SETTING, value: name }).onConflictDoUpdate({ target: settings.key, set: { value: name } }).run();
  return { name };
}
