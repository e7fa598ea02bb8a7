// Household-wide settings the admin changes: whether new members may sign up, and whether barcodes
// are looked up online. Stored one row per key, so a new setting needs no migration; a missing row
// means the default. Kept by auth, the lowest module, since sign-up reads them; the household's
// name is the household area's (src/modules/household).
import type { Db } from "@db/client";
import type { HouseholdSettings } from "@shared/auth/contract";
import { putSetting, settingValues } from "./store";

const DEFAULTS: HouseholdSettings = { signupsOpen: true, foodLookupOnline: true };
const KEYS = Object.keys(DEFAULTS) as (keyof HouseholdSettings)[];

export function readSettings(db: Db): HouseholdSettings {
  const rows = settingValues(db, KEYS);
  return Object.fromEntries(KEYS.map((key) => [key, rows.has(key) ? rows.get(key) === "true" : DEFAULTS[key]])) as HouseholdSettings;
}

export function writeSettings(db: Db, changes: Partial<HouseholdSettings>): HouseholdSettings {
  for (const key of KEYS) {
    if (changes[key] !== undefined) putSetting(db, key, String(changes[key]));
  }
  return readSettings(db);
}
