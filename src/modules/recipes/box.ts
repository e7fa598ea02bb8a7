// A recipe box read (docs/behaviour/recipes.md, "A recipe box"): a Mealie export (a zip of
// recipes/<slug>/<slug>.json), a Tandoor export (a zip of zips, each with its recipe.json), or a
// zip or JSON list of schema.org recipes. Images and anything else are skipped.
import { unzipSync } from "fflate";
import { AppError, badRequest, tooLarge } from "@src/errors";
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

/** What a zip read so far has cost: the bytes unpacked and the files seen, zips inside it counted. */
type Budget = { bytes: number; files: number };

const TOO_BIG = `The recipe box unpacks to more than ${RECIPE.maxBoxUnpackedBytes / 1024 / 1024} MB or ${RECIPE.maxBoxFiles.toLocaleString("en-US")} files: send its recipes in smaller parts`;

/**
 * The JSON files of a zip (and of the zips inside it), images and the rest skipped. Each file is
 * unpacked into no more than the size its header declares, and the declared sizes of all kept files
 * count against one budget, read from the headers first, so a zip whose small body claims (or holds)
 * gigabytes is refused before anything is unpacked.
 */
function jsonFilesOf(bytes: Uint8Array, budget: Budget = { bytes: 0, files: 0 }, depth = 0): Uint8Array[] {
  const wanted = (name: string) => /\.(json|zip)$/i.test(name) && depth < 2;
  let files: Record<string, Uint8Array>;
  try {
    // A first pass reads only the headers (nothing is kept, so nothing is unpacked).
    unzipSync(bytes, {
      filter: (f) => {
        budget.files++;
        if (wanted(f.name)) budget.bytes += f.originalSize;
        return false;
      },
    });
    if (budget.bytes > RECIPE.maxBoxUnpackedBytes || budget.files > RECIPE.maxBoxFiles) throw tooLarge(TOO_BIG);
    files = unzipSync(bytes, { filter: (f) => wanted(f.name) });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest("The file is not a readable zip: send a Mealie or Tandoor export, or a JSON list of recipes");
  }
  return Object.entries(files).flatMap(([name, data]) =>
    /\.zip$/i.test(name) ? (isZip(data) ? jsonFilesOf(data, budget, depth + 1) : []) : [data],
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
