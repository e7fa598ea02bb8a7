// The shopping list's contract (docs/behaviour/meals.md, "Shopping list"): a range's list, its
// items, the household's ticks and the items added by hand. Part of the meal plan's contract.
import { z } from "zod";
import { lazySchema } from "@shared/lazy-schema";
import { isoDateSchema } from "@shared/date-schema";
import { TEXT } from "@shared/limits";
import { nameChecked } from "@shared/names";
import type { Aisle } from "./aisles";
import { shoppingRangeProblem } from "./rules";
import { flag, quantityField } from "./fields";

/** GET /api/shopping-list?from=&to=: a range of the plan, `to` not before `from`, at most 62 days. */
/** Whose meals the shopping list sums: the member's own (the default) or the whole household's. */
export const SHOPPING_SCOPES = ["me", "household"] as const;
export type ShoppingScope = (typeof SHOPPING_SCOPES)[number];

export const shoppingListQuerySchema = lazySchema(() =>
  z
    .object({
      from: isoDateSchema("from"),
      to: isoDateSchema("to"),
      scope: z.enum(SHOPPING_SCOPES, { error: "scope must be me or household" }).default("me"),
    })
    .superRefine((v, ctx) => {
      const problem = shoppingRangeProblem(v.from, v.to);
      if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["to"] });
    }),
);

/**
 * One line of the shopping list: an ingredient name (its most used spelling) in one unit, the
 * quantity still to prep summed over the range, and the dates of the meals it is for.
 */
export type ShoppingItem = {
  /** A food's short name (at most 40 characters); a typed name as typed. */
  name: string;
  /** The full name: a food's description, or the name as typed. */
  description: string;
  /** Pieces for a counted portion (rounded up), else the amount in `unit`. */
  quantity: number;
  unit: string;
  /** Beside a count of pieces: what they weigh. */
  grams?: number;
  aisle: Aisle;
  /** The dates of the meals it is for; none for an item added by hand. */
  dates: string[];
  /** The item's identity in the range: its name (trimmed, any case) and unit. */
  key: string;
  /** Ticked for the household, at a quantity this one does not exceed. */
  checked: boolean;
  /** When it was ticked at less than is now needed: how much more. */
  more?: number;
  /** The first name of the member whose tick it is, while it is ticked (none on a tick older than authors). */
  tickedBy?: string;
  /** An item added by hand, which DELETE /api/shopping-list/items/{key} removes. */
  manual?: true;
};

/** POST /api/shopping-list/items: an item added by hand to a range's list, the member's or the household's. */
export const manualItemSchema = lazySchema(() =>
  z
    .object({
      from: isoDateSchema("from"),
      to: isoDateSchema("to"),
      scope: z.enum(SHOPPING_SCOPES, { error: "scope must be me or household" }).default("me"),
      name: nameChecked(
        z
          .string({ error: "Item name is required" })
          .max(TEXT.name, `Item name must be at most ${TEXT.name} characters`)
          .trim()
          .min(1, "Item name is required"),
        "Item name",
      ),
      quantity: quantityField().optional(),
      // Any word a shopper writes ('rolls', 'packs'), not only a recipe's units.
      unit: z.string({ error: "unit must be text" }).max(TEXT.unit, `Unit must be at most ${TEXT.unit} characters`).trim().optional(),
    })
    .superRefine((v, ctx) => {
      const problem = shoppingRangeProblem(v.from, v.to);
      if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["to"] });
    }),
);
export type ManualItemInput = z.output<typeof manualItemSchema>;
export type ManualItemBody = z.input<typeof manualItemSchema>;

/** PUT /api/shopping-list/items/{key}: the household's tick of an item for a range, at the quantity it saw. */
export const shoppingTickSchema = lazySchema(() =>
  z
    .object({
      from: isoDateSchema("from"),
      to: isoDateSchema("to"),
      checked: flag("checked"),
      quantity: z.number({ error: "quantity must be a number" }).min(0, "quantity must be at least 0").max(1e9, "quantity is too large"),
    })
    .superRefine((v, ctx) => {
      const problem = shoppingRangeProblem(v.from, v.to);
      if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["to"] });
    }),
);
export type ShoppingTickInput = z.output<typeof shoppingTickSchema>;
/** The tick as kept, with the first name of the member who made it. */
export type ShoppingTick = { key: string; checked: boolean; quantity: number; tickedBy: string };
export type ShoppingList = { from: string; to: string; items: ShoppingItem[] };
