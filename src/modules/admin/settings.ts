// Household-wide settings the admin changes: for now, whether new members may sign up. Stored one
// row per key, so a new setting needs no migration; a missing row means the default.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { settings } from "../../db/schema";
import type { HouseholdSettings } from "../../shared/auth/contract";

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
