// The household: everyone of the install, by name only, and the name the admin gave it
// (docs/behaviour/household.md, "Household").
import type { Db } from "@db/client";
import { DEFAULT_HOUSEHOLD_NAME, type Household } from "@shared/household/contract";
import { members, putName, storedName } from "./store";

export function householdName(db: Db): string {
  return storedName(db) ?? DEFAULT_HOUSEHOLD_NAME;
}

/** The household's name, shown to every member in the header of the shared screens. */
export function writeHouseholdName(db: Db, name: string): { name: string } {
  putName(db, name);
  return { name };
}

export function readHousehold(db: Db): Household {
  return { name: householdName(db), members: members(db) };
}
