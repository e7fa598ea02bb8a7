// A recipe page read for its schema.org Recipe: the JSON-LD blocks first (a Recipe alone, in a list
// or in an @graph), the microdata (itemtype .../Recipe, its itemprops) otherwise. Yields, steps and
// ISO 8601 durations are read into the recipe's own fields (docs/behaviour/recipes.md, "Import").

/** A schema.org Recipe as read from a page or a box: the fields the import uses, as text. */
export type SchemaRecipe = {
  name: string;
  yield: string | null;
  ingredients: string[];
  steps: string[];
  prepTime: string | null;
  cookTime: string | null;
  url: string | null;
  description: string | null;
};

type Json = unknown;

const isRecipeType = (t: Json) =>
  (typeof t === "string" && /(^|\/)Recipe$/i.test(t)) ||
  (Array.isArray(t) && t.some((x) => typeof x === "string" && /(^|\/)Recipe$/i.test(x)));

/** The first Recipe object inside a JSON-LD value, however it is nested. */
export function findRecipeObject(value: Json, depth = 0): Record<string, Json> | null {
  if (depth > 6 || value === null || typeof value !== "object") return null;
  if (Array.isArray(value)) {
    for (const v of value) {
      const found = findRecipeObject(v, depth + 1);
      if (found) return found;
    }
    return null;
  }
  const o = value as Record<string, Json>;
  if (isRecipeType(o["@type"])) return o;
  for (const key of ["@graph", "mainEntity", "mainEntityOfPage", "itemListElement", "item"]) {
    const found = findRecipeObject(o[key], depth + 1);
    if (found) return found;
  }
  return null;
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  frac12: "½",
  frac14: "¼",
  frac34: "¾",
  deg: "°",
};

/** Text without tags and with its entities read, its spaces made single. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (m, e: string) => {
      if (e[0] === "#") {
        const code = e[1] === "x" || e[1] === "X" ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1));
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : m;
      }
      return ENTITIES[e.toLowerCase()] ?? m;
    })
    .replace(/\s+/g, " ")
    .trim();
}

const text = (v: Json): string | null => {
  if (typeof v === "string") return plainText(v) || null;
  if (typeof v === "number") return String(v);
  if (Array.isArray(v)) return text(v[0]);
  if (v && typeof v === "object" && "text" in v) return text((v as { text: Json }).text);
  if (v && typeof v === "object" && "@id" in v) return text((v as { "@id": Json })["@id"]);
  return null;
};

/** recipeInstructions: text, a list of text, HowToSteps, HowToSections of steps. */
function stepsOf(v: Json, depth = 0): string[] {
  if (depth > 4 || v === null || v === undefined) return [];
  if (typeof v === "string") {
    const clean = v.replace(/<\/(p|li)>|<br\s*\/?>/gi, "\n");
    return clean
      .split(/\n+/)
      .map(plainText)
      .filter((s) => s.length > 0);
  }
  if (Array.isArray(v)) return v.flatMap((x) => stepsOf(x, depth + 1));
  if (typeof v === "object") {
    const o = v as Record<string, Json>;
    if (o.itemListElement) return stepsOf(o.itemListElement, depth + 1);
    const t = text(o.text) ?? text(o.name);
    return t ? [t] : [];
  }
  return [];
}

const list = (v: Json): string[] =>
  (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]).map(text).filter((s): s is string => s !== null && s.length > 0);

/** A JSON-LD Recipe object as the import reads it. */
export function fromJsonLd(o: Record<string, Json>): SchemaRecipe {
  const yields = Array.isArray(o.recipeYield)
    ? (o.recipeYield.map(text).find((s) => s && /\d/.test(s)) ?? text(o.recipeYield))
    : text(o.recipeYield);
  return {
    name: text(o.name) ?? "Imported recipe",
    yield: yields ?? null,
    ingredients: list(o.recipeIngredient ?? o.ingredients),
    steps: stepsOf(o.recipeInstructions),
    prepTime: text(o.prepTime),
    cookTime: text(o.cookTime),
    url: text(o.url),
    description: text(o.description),
  };
}

/** The JSON-LD blocks of a page, each parsed (an unreadable one skipped). */
function jsonLdBlocks(html: string): Json[] {
  const found: Json[] = [];
  const re = /<script[^>]*type\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/gi;
  for (const m of html.matchAll(re)) {
    try {
      found.push(JSON.parse(m[1]!.trim().replace(/^<!--|-->$/g, "")));
    } catch {
      // A broken block says nothing; the next one or the microdata may.
    }
  }
  return found;
}

/** The microdata Recipe of a page: the itemprops inside the element whose itemtype is a Recipe. */
async function microdata(html: string): Promise<SchemaRecipe | null> {
  if (!/itemtype\s*=\s*["'][^"']*Recipe["']/i.test(html)) return null;
  const props: Record<string, string[]> = {};
  let inRecipe = false;
  let current: { name: string; text: string } | null = null;
  const rewriter = new HTMLRewriter()
    .on("[itemtype]", {
      element(el) {
        if (/Recipe$/i.test(el.getAttribute("itemtype") ?? "")) inRecipe = true;
      },
    })
    .on("[itemprop]", {
      element(el) {
        if (!inRecipe) return;
        const name = el.getAttribute("itemprop") ?? "";
        const value = el.getAttribute("content") ?? el.getAttribute("datetime") ?? el.getAttribute("href");
        if (value !== null) {
          (props[name] ??= []).push(value);
          return;
        }
        const item = { name, text: "" };
        current = item;
        el.onEndTag(() => {
          const t = plainText(item.text);
          if (t) (props[name] ??= []).push(t);
          if (current === item) current = null;
        });
      },
      text(chunk) {
        if (current) current.text += chunk.text;
      },
    });
  await rewriter.transform(new Response(html)).text();
  if (!inRecipe) return null;
  const one = (k: string) => props[k]?.[0] ?? null;
  return {
    name: one("name") ?? "Imported recipe",
    yield: one("recipeYield"),
    ingredients: props.recipeIngredient ?? props.ingredients ?? [],
    steps: (props.recipeInstructions ?? []).flatMap((s) => stepsOf(s)),
    prepTime: one("prepTime"),
    cookTime: one("cookTime"),
    url: one("url"),
    description: one("description"),
  };
}

/** The page's recipe, or null when it holds none. */
export async function recipeFromHtml(html: string): Promise<SchemaRecipe | null> {
  for (const block of jsonLdBlocks(html)) {
    const o = findRecipeObject(block);
    if (o) return fromJsonLd(o);
  }
  return microdata(html);
}

/** 'PT1H15M' as 75 minutes; null when it is no duration. */
export function minutesOf(duration: string | null): number | null {
  if (!duration) return null;
  const m = /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i.exec(duration.trim());
  if (!m || duration.trim().toUpperCase() === "P" || duration.trim().toUpperCase() === "PT") return null;
  const [, d, h, min, s] = m.map((x) => (x === undefined ? 0 : Number(x)));
  const total = Math.round((d ?? 0) * 1440 + (h ?? 0) * 60 + (min ?? 0) + (s ?? 0) / 60);
  return total > 0 && total <= 10_000 ? total : null;
}

/** '4 servings', 'Serves 6', '8' as a number of servings in range; 1 when it says none. */
export function servingsFromYield(y: string | null): number {
  const m = y ? /(\d+(?:[.,]\d+)?)/.exec(y) : null;
  const n = m ? Number(m[1]!.replace(",", ".")) : Number.NaN;
  return Number.isFinite(n) && n >= 0.25 && n <= 100 ? n : 1;
}
