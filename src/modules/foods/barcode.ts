// Finding a food by its barcode: the household's own foods first, then the products looked up
// before, then (when the server may go online) Open Food Facts, whose answer is kept for the whole
// household, so the next scan of it answers at once and offline.
import { and, desc, eq, or, sql } from "drizzle-orm";
import type { Conn, Db } from "@db/client";
import { prepared } from "@db/prepared";
import { customIngredients, lookedUpFoods, settings } from "@db/schema";
import type { Food } from "@shared/foods/contract";
import { lookUpOnline, OFF_ATTRIBUTION, OFF_SOURCE, type FoundProduct, type LookupOptions } from "./open-food-facts";
import { customFood } from "./custom-food";

type LookedUpRow = typeof lookedUpFoods.$inferSelect;

const named = sql.placeholder;

const queries = prepared((conn) => ({
  // The member's own item before another's shared one with the same code.
  custom: conn
    .select()
    .from(customIngredients)
    .where(
      and(
        eq(customIngredients.barcode, named("barcode")),
        or(eq(customIngredients.userId, named("userId")), eq(customIngredients.shared, true)),
      ),
    )
    .orderBy(desc(sql`${customIngredients.userId} IS ${named("userId")}`), customIngredients.id)
    .limit(1)
    .prepare(),
  // The admin's switch (/admin); no row: on.
  onlineSetting: conn.select({ value: settings.value }).from(settings).where(eq(settings.key, "foodLookupOnline")).prepare(),
  lookedUp: conn
    .select()
    .from(lookedUpFoods)
    .where(eq(lookedUpFoods.barcode, named("barcode")))
    .prepare(),
  // Names holding the first typed word; the caller checks every word.
  named: conn
    .select()
    .from(lookedUpFoods)
    .where(sql`lower(${lookedUpFoods.name}) LIKE ${named("pattern")} ESCAPE '\\'`)
    .orderBy(sql`length(${lookedUpFoods.name})`, lookedUpFoods.barcode)
    .limit(50)
    .prepare(),
}));

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
  const row = queries(conn).lookedUp.get({ barcode });
  return row ? lookedUpFood(row) : null;
}

/** Products looked up before whose name holds `word` (lower case), shortest names first. */
export function lookedUpNamed(conn: Conn, word: string): Food[] {
  const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return queries(conn).named.all({ pattern }).map(lookedUpFood);
}

function store(db: Db, product: FoundProduct): Food {
  const values = {
    barcode: product.barcode,
    name: product.name,
    brand: product.brand,
    ...product.per100g,
    servingSize: product.servingSize,
    servingGrams: product.servingGrams,
    source: OFF_SOURCE,
    attribution: OFF_ATTRIBUTION,
  };
  const { barcode: _key, ...changes } = values;
  db.insert(lookedUpFoods)
    .values(values)
    .onConflictDoUpdate({ target: lookedUpFoods.barcode, set: { ...changes, lookedUpAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` } })
    .run();
  return findLookedUp(db, product.barcode)!;
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
  if (queries(db).onlineSetting.get()?.value === "false") return null;
  return { url: options.url, timeoutMs: options.timeoutMs, maxBytes: options.maxBytes };
}

/** `online`: where to look a code up when the household does not know it; null never goes online. */
export async function findByBarcode(db: Db, userId: number, barcode: string, online: LookupOptions | null): Promise<BarcodeAnswer> {
  const own = queries(db).custom.get({ barcode, userId });
  if (own) return { found: true, food: customFood(own) };
  const known = findLookedUp(db, barcode);
  if (known) return { found: true, food: known };
  if (!online) return { found: false, lookedUpOnline: false, message: NOT_FOUND_OFFLINE };
  const outcome = await lookUpOnline(barcode, online);
  if (outcome.kind === "found") return { found: true, food: store(db, outcome.product) };
  if (outcome.kind === "missing") return { found: false, lookedUpOnline: true, message: NOT_FOUND_ONLINE };
  return { found: false, lookedUpOnline: false, message: outcome.message, failed: { timedOut: outcome.timedOut } };
}
