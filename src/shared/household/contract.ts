// The household's contract: everyone of the install is one household, whose name the admin sets
// (docs/behaviour/household.md, "Household").
import { z } from "zod";
import { lazySchema } from "@shared/lazy-schema";
import { TEXT } from "@shared/limits";

/** The name a household has until the admin gives it one. */
export const DEFAULT_HOUSEHOLD_NAME = "Our household";

/** The settings row that keeps the household's name. */
export const HOUSEHOLD_NAME_SETTING = "householdName";

/** What a member sees of another: the name only, never an e-mail address. */
export type HouseholdMember = { id: number; firstName: string | null; lastName: string | null };

/** GET /api/household. */
export type Household = { name: string; members: HouseholdMember[] };

/** PUT /api/admin/household. */
export const householdNameSchema = lazySchema(() =>
  z.object({
    name: z
      .string({ error: "Household name is required" })
      .max(TEXT.householdName, `Household name must be at most ${TEXT.householdName} characters`)
      .trim()
      .min(1, "Household name is required"),
  }),
);
export type HouseholdNameInput = z.infer<typeof householdNameSchema>;

export type { ItemOwner } from "./rules";

/** GET /api/admin/former-items: removed members' shared items, which only the admin may delete. */
export type FormerMembersItems = { customIngredients: { id: number; name: string }[]; libraryMeals: { id: number; name: string }[] };
