// Finding a food by its barcode: the member's own items first, then the products looked up before,
// then the items other members share (each custom item answered with its owner), then (when the
// server may go online) Open Food Facts, whose answer is kept for the whole household, so the next
// scan of it answers at once and offline.
import type { Conn, Db } from "@db/client";
import type { Food } from "@shared/foods/contract";
import { lookUpOnline, OFF_ATTRIBUTION, OFF_SOURCE, type FoundProduct, type LookupOptions } from "./open-food-facts";
import { customFood } from "./custom-food";
import {
  customIngredientByBarcode,
  lookedUpRow,
  lookedUpRowsNamed,
  memberFirstName,
  onlineLookupSetting,
  saveLookedUp,
  type CustomRow,
  type LookedUpRow,
} from "./store";
import type { LookupLimits } from "./lookup-limits";

/** A product looked up before, as a food. */
export function lookedUpFood(row: LookedUpRow): Food {
  return {
    id: `off:${row.barcode}`,
    name: row.name,
    source: "openfoodfacts",
    brand: row.brand,
    barcode: row.barcode,
    per100g: {
      calories: row.calories,
      protein: row.protein,
      carbs: row.carbs,
      fat: row.fat,
      fiber: row.fiber,
      sugar: row.sugar,
      sodium: row.sodium,
    },
    portions: row.servingGrams
      ? [{ label: row.servingSize ? `1 serving (${row.servingSize})` : "1 serving", grams: row.servingGrams }]
      : [],
  };
}

/** The product looked up before with this GTIN-13, or null. */
export function findLookedUp(conn: Conn, barcode: string): Food | null {
  const row = lookedUpRow(conn, barcode);
  return row ? lookedUpFood(row) : null;
}

/** Products looked up before whose name holds `word` (lower case), shortest names first. */
export function lookedUpNamed(conn: Conn, word: string): Food[] {
  const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return lookedUpRowsNamed(conn, pattern).map(lookedUpFood);
}

function store(db: Db, product: FoundProduct): Food {
  saveLookedUp(db, {
    barcode: product.barcode,
    name: product.name,
    brand: product.brand,
    ...product.per100g,
    servingSize: product.servingSize,
    servingGrams: product.servingGrams,
    source: OFF_SOURCE,
    attribution: OFF_ATTRIBUTION,
  });
  return findLookedUp(db, product.barcode)!;
}

/** A custom ingredient as a scan answers it: with its owner (null for a former member's). */
function withOwner(conn: Conn, row: CustomRow): Food {
  const firstName = row.userId === null ? undefined : memberFirstName(conn, row.userId);
  return { ...customFood(row), owner: row.userId === null || firstName === undefined ? null : { id: row.userId, firstName } };
}

export type BarcodeAnswer =
  | { found: true; food: Food }
  | { found: false; lookedUpOnline: boolean; message: string; failed?: { timedOut: boolean } };

export const NOT_FOUND_OFFLINE = "No food with this barcode yet. Save it as your own food to find it next time.";
export const NOT_FOUND_ONLINE = "No food with this barcode, here or on Open Food Facts. Save it as your own food to find it next time.";

/** Where a code may be looked up online: the server's address unless it or the admin turned that off. */
export function onlineLookup(
  db: Db,
  options: { url: string | null; timeoutMs?: number; maxBytes?: number } | undefined,
): LookupOptions | null {
  if (!options?.url) return null;
  // No setting: on.
  if (onlineLookupSetting(db) === "false") return null;
  return { url: options.url, timeoutMs: options.timeoutMs, maxBytes: options.maxBytes };
}

/**
 * `online`: where to look a code up when the household does not know it; null never goes online.
 * `limits`, with the request: what a lookup that goes online must pass (lookup-limits.ts).
 */
export async function findByBarcode(
  db: Db,
  userId: number,
  barcode: string,
  online: LookupOptions | null,
  limits?: { limits: LookupLimits; request: Request },
): Promise<BarcodeAnswer> {
  // The member's own item first; then the household's looked-up product, so that an item another
  // member shares cannot shadow the product under its code; then another member's shared item.
  const item = customIngredientByBarcode(db, userId, barcode);
  if (item && item.userId === userId) return { found: true, food: withOwner(db, item) };
  const known = findLookedUp(db, barcode);
  if (known) return { found: true, food: known };
  if (item) return { found: true, food: withOwner(db, item) };
  if (!online) return { found: false, lookedUpOnline: false, message: NOT_FOUND_OFFLINE };
  if (limits?.limits.knownMissing(barcode)) return { found: false, lookedUpOnline: true, message: NOT_FOUND_ONLINE };
  const release = limits?.limits.admit(userId, limits.request);
  let outcome: Awaited<ReturnType<typeof lookUpOnline>>;
  try {
    outcome = await lookUpOnline(barcode, online);
  } finally {
    release?.();
  }
  if (outcome.kind === "found") return { found: true, food: store(db, outcome.product) };
  if (outcome.kind === "missing") {
    limits?.limits.rememberMissing(barcode);
    return { found: false, lookedUpOnline: true, message: NOT_FOUND_ONLINE };
  }
  return { found: false, lookedUpOnline: false, message: outcome.message, failed: { timedOut: outcome.timedOut } };
}
