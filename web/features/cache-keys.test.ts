// Each feature owns the cache keys of its reads (its api.ts `keys`); another feature reaches them
// through what the owner's index.ts exports, never by writing the owner's URL itself. A screen
// that matched another feature's URL by hand would stop refreshing it the day that URL changed.
import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const FEATURES = import.meta.dir;
const MARK = "\u0001";

const features = readdirSync(FEATURES, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

/** The URL each of a feature's keys starts with, up to its first argument or query. */
async function ownedPrefixes(feature: string): Promise<string[]> {
  if (!readdirSync(join(FEATURES, feature)).includes("api.ts")) return [];
  // Read as data, not as a dependency: the path is built, so no feature is imported past its index.
  const api = (await import(join(FEATURES, feature, "api.ts"))) as { keys?: Record<string, unknown> };
  return Object.entries(api.keys ?? {})
    .filter(([name, value]) => typeof value === "function" && !name.startsWith("is"))
    .map(([, key]) => {
      const url = String((key as (...args: string[]) => unknown)(MARK, MARK));
      return url.split("?")[0]!.split(MARK)[0]!.split(encodeURIComponent(MARK))[0]!;
    });
}

/** Every source file of the feature, its sub-folders' too. */
function sourcesOf(feature: string): string[] {
  return readdirSync(join(FEATURES, feature), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => join(feature, f));
}

/** Every string or template literal in the file that starts with /api/. */
const apiLiterals = (text: string) => [...text.matchAll(/["'`](\/api\/[^"'`$]*)/g)].map((m) => m[1]!);

describe("cache keys", () => {
  test("every feature with reads has keys, and the scan finds them", async () => {
    const workouts = await ownedPrefixes("workouts");
    expect(workouts).toContain("/api/workouts/");
    expect(await ownedPrefixes("dashboard")).toEqual(["/api/streak"]);
    expect(apiLiterals('mutate((k) => k.startsWith("/api/streak"))')).toEqual(["/api/streak"]);
    expect(sourcesOf("workouts")).toContain(join("workouts", "outbox", "changes.ts"));
  });

  test("no feature writes another feature's key URLs: it uses the owner's exported keys or matchers", async () => {
    const owned = await Promise.all(features.map(async (feature) => ({ feature, prefixes: await ownedPrefixes(feature) })));
    const offences: string[] = [];
    for (const feature of features) {
      for (const file of sourcesOf(feature)) {
        for (const literal of apiLiterals(readFileSync(join(FEATURES, file), "utf8"))) {
          for (const other of owned) {
            if (other.feature === feature) continue;
            const hit = other.prefixes.find((prefix) => literal.startsWith(prefix) || prefix.startsWith(literal));
            if (hit) offences.push(`${file} writes "${literal}", a key of ${other.feature} (${hit})`);
          }
        }
      }
    }
    expect(offences).toEqual([]);
  });
});
