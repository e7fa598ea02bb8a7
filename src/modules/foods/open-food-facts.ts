// Asking Open Food Facts (API v2) for a product by its barcode. Its answers are read like any
// input: at most a set size, within a set time, and every figure checked before it is kept.
import { VERSION } from "@src/config";
import type { Per100g } from "@shared/foods/contract";
import { MEAL, TEXT } from "@shared/limits";

/** A product as found online, per 100 g; a nutrient not given, or not believable, is null. */
export type FoundProduct = {
  barcode: string;
  name: string;
  brand: string | null;
  per100g: Per100g;
  servingSize: string | null;
  servingGrams: number | null;
};

export type LookupOutcome =
  | { kind: "found"; product: FoundProduct }
  | { kind: "missing" }
  | { kind: "failed"; timedOut: boolean; message: string };

export type LookupOptions = { url: string; timeoutMs?: number; maxBytes?: number };

export const LOOKUP_TIMEOUT_MS = 5000;
export const LOOKUP_MAX_BYTES = 1024 * 1024;
export const OFF_SOURCE = "Open Food Facts";
export const OFF_ATTRIBUTION = "Data from Open Food Facts (openfoodfacts.org), available under the Open Database License (ODbL)";

/** Open Food Facts asks every client to name itself and its version. */
export const USER_AGENT = `Kinfit/${VERSION} (self-hosted fitness and meal tracker)`;

export const TIMED_OUT = "Open Food Facts did not answer within 5 seconds. Try again later, or save the food as your own.";
export const UNREACHABLE = "Open Food Facts could not be reached. Try again later, or save the food as your own.";
export const MALFORMED = "Open Food Facts answered with something that is not a product. Save the food as your own instead.";

/** The most a figure per 100 g can believably be: more is a typing mistake in the source. */
const MOST: Record<keyof Per100g, number> = { calories: 900, protein: 100, carbs: 100, fat: 100, fiber: 100, sugar: 100, sodium: 100_000 };

const round = (n: number) => Math.round(n * 100) / 100;

/** A figure from the answer: a finite number (or numeric text) from 0 to `most`, else unknown. */
function figure(value: unknown, most: number, scale = 1): number | null {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  if (!Number.isFinite(n) || n < 0) return null;
  const scaled = n * scale;
  return scaled <= most ? round(scaled) : null;
}

function label(value: unknown, most: number): string | null {
  if (typeof value !== "string") return null;
  const text = value.replace(/\s+/g, " ").trim();
  return text ? text.slice(0, most) : null;
}

/** The product an API v2 answer describes, or null when it names none (no name counts as none). */
export function readProduct(barcode: string, answer: unknown): FoundProduct | null {
  if (!answer || typeof answer !== "object") return null;
  const { status, product } = answer as { status?: unknown; product?: unknown };
  if (status !== 1 || !product || typeof product !== "object") return null;
  const p = product as Record<string, unknown>;
  const name = label(p.product_name, TEXT.name) ?? label(p.product_name_en, TEXT.name) ?? label(p.generic_name, TEXT.name);
  if (!name) return null;
  const n = (p.nutriments && typeof p.nutriments === "object" ? p.nutriments : {}) as Record<string, unknown>;
  // Energy in kcal where given, else from kJ.
  const calories = figure(n["energy-kcal_100g"], MOST.calories) ?? figure(n["energy-kj_100g"], MOST.calories, 1 / 4.184);
  const per100g: Per100g = {
    calories,
    protein: figure(n.proteins_100g, MOST.protein),
    carbs: figure(n.carbohydrates_100g, MOST.carbs),
    fat: figure(n.fat_100g, MOST.fat),
    fiber: figure(n.fiber_100g, MOST.fiber),
    sugar: figure(n.sugars_100g, MOST.sugar),
    // Given in grams; Kinfit keeps sodium in mg.
    sodium: figure(n.sodium_100g, MOST.sodium, 1000),
  };
  const servingGrams = figure(p.serving_quantity, MEAL.maxQuantity);
  return {
    barcode,
    name,
    brand: label(typeof p.brands === "string" ? p.brands.split(",")[0] : null, TEXT.name),
    per100g,
    servingSize: label(p.serving_size, TEXT.short),
    servingGrams: servingGrams && servingGrams > 0 ? servingGrams : null,
  };
}

/** The answer's body, stopping at `maxBytes` (null: too big). */
async function readCapped(res: Response, maxBytes: number): Promise<string | null> {
  if (!res.body) return "";
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Looks one GTIN-13 up: found, missing (the server knows no such product), or failed (why). */
export async function lookUpOnline(barcode: string, options: LookupOptions): Promise<LookupOutcome> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? LOOKUP_TIMEOUT_MS);
  try {
    const res = await fetch(`${options.url}/api/v2/product/${barcode}.json`, {
      headers: { "user-agent": USER_AGENT, accept: "application/json" },
      signal,
    });
    const text = await readCapped(res, options.maxBytes ?? LOOKUP_MAX_BYTES);
    if (text === null) return { kind: "failed", timedOut: false, message: MALFORMED };
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      return res.status === 404 ? { kind: "missing" } : { kind: "failed", timedOut: false, message: MALFORMED };
    }
    if (res.status === 404) return { kind: "missing" };
    if (!res.ok) return { kind: "failed", timedOut: false, message: UNREACHABLE };
    const product = readProduct(barcode, answer);
    return product ? { kind: "found", product } : { kind: "missing" };
  } catch {
    return signal.aborted
      ? { kind: "failed", timedOut: true, message: TIMED_OUT }
      : { kind: "failed", timedOut: false, message: UNREACHABLE };
  }
}
