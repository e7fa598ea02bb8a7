// The caps of a whole Kinfit export, counted on the parsed JSON before its schema is checked or
// anything is written: checking and storing a file past them held the server for seconds and
// hundreds of megabytes, while a refusal costs one walk of its lists (docs/behaviour/data-transfer.md, "Data import").
import { IMPORT_MAX_CSV_SETS, IMPORT_MAX_INGREDIENTS } from "@shared/limits";
import { tooManySetsMessage } from "./csv-contract";

export const tooManyIngredientsMessage = (ingredients: number) =>
  `This file holds ${ingredients.toLocaleString("en-US")} ingredients; an import ` +
  `takes at most ${IMPORT_MAX_INGREDIENTS.toLocaleString("en-US")} ingredients per file`;

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const field = (value: unknown, name: string): unknown =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>)[name] : undefined;

/** Why a parsed Kinfit export is refused for its size (its sets, its ingredients), or undefined. */
export function fileCapProblem(file: unknown): string | undefined {
  let sets = 0;
  for (const day of listOf(field(file, "workouts"))) {
    for (const exercise of listOf(field(day, "exercises"))) sets += listOf(field(exercise, "setRows")).length;
  }
  if (sets > IMPORT_MAX_CSV_SETS) return tooManySetsMessage(sets);
  let ingredients = 0;
  for (const meal of listOf(field(file, "meals"))) ingredients += listOf(field(meal, "ingredients")).length;
  for (const meal of listOf(field(file, "mealLibrary"))) ingredients += listOf(field(field(meal, "data"), "ingredients")).length;
  if (ingredients > IMPORT_MAX_INGREDIENTS) return tooManyIngredientsMessage(ingredients);
  return undefined;
}
