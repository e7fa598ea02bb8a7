// A recipe box read (docs/behaviour/recipes.md, "A recipe box"): a Mealie export (a zip of
// recipes/<slug>/<slug>.json), a Tandoor export (a zip of zips, each with its recipe.json), or a
// zip or JSON list of schema.org recipes. Images and anything else are skipped.
import { unzipSync } from "fflate";
import { badRequest } from "@src/errors";
import { RECIPE } from "@shared/recipes/rules";
import { findRecipeObject, fromJsonLd, type SchemaRecipe } from "./page";

type Json = Record<string, unknown>;
const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");
const obj = (v: unknown): Json => (v && typeof v === "object" && !Array.isArray(v) ? (v as Json) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const words = (...parts: unknown[]) => parts.map(str).filter(Boolean).join(" ").replace(/\s+/g, " ").trim();

/** A Mealie ingredient (an object with its own text) or a plain line, as a line. */
const mealieLine = (i: unknown) => {
  if (typeof i === "string") return i;
  const o = obj(i);
  return str(o.originalText) || str(o.display) || words(o.quantity || "", obj(o.unit).name, obj(o.food).name, o.note);
};

/** A Tandoor recipe.json as a schema.org recipe. */
function fromTandoor(o: Json): SchemaRecipe {
  const steps = arr(o.steps).map(obj);
  return {
    name: str(o.name) || "Imported recipe",
    yield: str(o.servings) || null,
    ingredients: steps.flatMap((s) =>
      arr(s.ingredients)
        .map(obj)
        .filter((i) => !i.is_header)
        .map((i) => words(i.amount ? i.amount : "", obj(i.unit).name, obj(i.food).name, i.note)),
    ),
    steps: steps.map((s) => str(s.instruction ?? s.instructions).trim()).filter(Boolean),
    prepTime: o.working_time ? `PT${Number(o.working_time)}M` : null,
    cookTime: o.waiting_time ? `PT${Number(o.waiting_time)}M` : null,
    url: str(o.source_url) || null,
    description: str(o.description) || null,
  };
}

/** One JSON value of a box as the recipes it holds. */
export function recipesIn(value: unknown, depth = 0): SchemaRecipe[] {
  if (depth > 3) return [];
  if (Array.isArray(value)) return value.flatMap((v) => recipesIn(v, depth + 1));
  const o = obj(value);
  if (Array.isArray(o.recipes)) return recipesIn(o.recipes, depth + 1);
  if (Array.isArray(o.steps) && ("working_time" in o || "servings" in o)) return [fromTandoor(o)];
  const schema = findRecipeObject(o);
  if (schema) return [fromJsonLd(schema)];
  if ("recipeIngredient" in o || "recipe_ingredient" in o) {
    const r = fromJsonLd({ ...o, "@type": "Recipe" });
    const lines = arr(o.recipeIngredient ?? o.recipe_ingredient)
      .map(mealieLine)
      .filter(Boolean);
    return [{ ...r, ingredients: lines, cookTime: r.cookTime ?? (str(o.performTime) || null), url: r.url ?? (str(o.orgURL) || null) }];
  }
  return [];
}

const isZip = (b: Uint8Array) => b.length > 3 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/** The JSON files of a zip (and of the zips inside it), images and the rest skipped. */
function jsonFilesOf(bytes: Uint8Array, depth = 0): Uint8Array[] {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (f) => /\.(json|zip)$/i.test(f.name) && f.originalSize <= RECIPE.maxBoxBytes && depth < 2,
    });
  } catch {
    throw badRequest("The file is not a readable zip: send a Mealie or Tandoor export, or a JSON list of recipes");
  }
  return Object.entries(files).flatMap(([name, data]) =>
    /\.zip$/i.test(name) ? (isZip(data) ? jsonFilesOf(data, depth + 1) : []) : [data],
  );
}

/** Every recipe of a box's bytes: a zip, or JSON. */
export function recipesInBox(bytes: Uint8Array): SchemaRecipe[] {
  const texts = isZip(bytes) ? jsonFilesOf(bytes) : [bytes];
  const recipes: SchemaRecipe[] = [];
  let readable = 0;
  for (const t of texts) {
    try {
      recipes.push(...recipesIn(JSON.parse(new TextDecoder().decode(t))));
      readable++;
    } catch {
      // An unreadable file of a box is skipped; a box with none readable is refused below.
    }
  }
  if (readable === 0) throw badRequest("No recipes could be read: send a Mealie or Tandoor export, or a JSON list of schema.org recipes");
  return recipes;
}
