// Household-wide settings the admin changes: whether new members may sign up, whether barcodes are
// looked up online, and the household's name. Stored one
// row per key, so a new setting needs no migration; a missing row means the default.
import { eq, inArray } from "drizzle-orm";
import type { Db } from "@db/client";
import { settings } from "@db/schema";
import type { HouseholdSettings } from "@shared/auth/contract";
import { DEFAULT_HOUSEHOLD_NAME, HOUSEHOLD_NAME_SETTING } from "@shared/household/contract";

const DEFAULTS: HouseholdSettings = { signupsOpen: true, foodLookupOnline: true };
const KEYS = Object.keys(DEFAULTS) as (keyof HouseholdSettings)[];

export function readSettings(db: Db): HouseholdSettings {
  const rows = new Map(
    db
      .select()
      .from(settings)
      .where(inArray(settings.key, KEYS))
      .all()
      .map((r) => [r.key, r.value]),
  );
  return Object.fromEntries(KEYS.map((key) => [key, rows.has(key) ? rows.get(key) === "true" : DEFAULTS[key]])) as HouseholdSettings;
}

export function writeSettings(db: Db, changes: Partial<HouseholdSettings>): HouseholdSettings {
  for (const key of KEYS) {
    if (changes[key] === undefined) continue;
    const value = String(changes[key]);
    db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } }).run();
  }
  return readSettings(db);
}

export function householdName(db: Db): string {
  return db.select().from(settings).where(eq(settings.key, HOUSEHOLD_NAME_SETTING)).get()?.value ?? DEFAULT_HOUSEHOLD_NAME;
}

/** The household's name, shown to every member in the header of the shared screens. */
export function writeHouseholdName(db: Db, name: string): { name: string } {
  db.insert(settings)
    .values({ key: HOUSEHOLD_NAME_SETTING, value: name })
    .onConflictDoUpdate({ target: settings.key, set: { value: name } })
    .run();
  return { name };
}
