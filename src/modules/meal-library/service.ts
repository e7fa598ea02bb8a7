// The household's meal library: saved meals with their ingredients, categories and the meal time
// bucket derived from the meal's hour. A member sees their own and every member's shared ones;
// only the owner changes or deletes one (docs/behaviour/household.md, "Sharing"). Stored in the
// meal_templates table, the library's old name.
import type { Conn, Db } from "@db/client";
import { ownerOf } from "@db/shared-items";
import { PER_USER } from "@shared/limits";
import type { CreateLibraryMealInput, LibraryCategory, LibraryMeal, UpdateLibraryMealInput } from "@shared/meal-library/contract";
import { mealTimeOf, type MealTime } from "@shared/meal-library/rules";
import { libraryIngredientFields, recipeColumns, recipeFieldsOf } from "@modules/meals/store";
import type { RecipeInput } from "@shared/recipes/contract";
import type { RecipeFields } from "@shared/recipes/rules";
import {
  changeableRow,
  checkLibraryRoom,
  deleteRow,
  insertRow,
  othersSharedRows,
  ownerNames,
  ownRows,
  shareAllRows,
  updateRow,
  visibleRow,
  type LibraryMealRow,
} from "./store";

export const NOT_FOUND = "Meal not found in your library";
export const NOT_YOURS = "Only the member who saved this meal can change it. Save a copy to make it your own.";
const FULL = `The meal library holds at most ${PER_USER.libraryMeals} meals`;

type Row = LibraryMealRow;

/** The library meal's JSON: its meal and ingredients, and its recipe fields when it has any. */
type StoredData = LibraryMeal["data"] & { recipe?: Partial<RecipeFields> };

/** The recipe fields a library meal keeps (beside its meal, in `data.recipe`): what is sent over what is stored. */
export function libraryRecipe(input: RecipeInput, current?: RecipeFields): { recipe?: Partial<RecipeFields> } {
  const { servings, recipe } = recipeColumns(input, current);
  if (servings === 1 && recipe === null) return {};
  return { recipe: { servings, ...(recipe ?? {}) } };
}

const storedRecipe = (data: StoredData): RecipeFields => recipeFieldsOf(data.recipe?.servings ?? 1, data.recipe ?? null);

export function toLibraryMeal(row: Row, names: Map<number, string> = new Map()): LibraryMeal {
  const { recipe: _recipe, ...data } = (row.data ?? {}) as StoredData;
  return {
    ...storedRecipe(row.data as StoredData),
    id: row.id,
    shared: row.shared,
    owner: ownerOf(names, row.userId),
    name: row.name,
    mealTime: row.mealTime as MealTime,
    categories: Array.isArray(row.categories) ? (row.categories as LibraryCategory[]) : [],
    data,
    createdAt: row.createdAt,
  };
}

function cleanData(data: CreateLibraryMealInput["data"]): LibraryMeal["data"] {
  return {
    meal: { name: data.meal.name, time: data.meal.time, notes: data.meal.notes ?? null },
    ingredients: data.ingredients.map(libraryIngredientFields),
  };
}

const newer = (a: Row, b: Row) => a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id > b.id);

/** The member's own library meals and the household's shared ones, newest first. */
export function listLibraryMeals(db: Db, userId: number): LibraryMeal[] {
  const own = ownRows(db, userId);
  const others = othersSharedRows(db, userId);
  const rows: Row[] = [];
  let i = 0;
  let j = 0;
  while (i < own.length && j < others.length) rows.push(newer(own[i]!, others[j]!) ? own[i++]! : others[j++]!);
  const names = ownerNames(db);
  return rows.concat(own.slice(i), others.slice(j)).map((row) => toLibraryMeal(row, names));
}

const answer = (db: Conn, row: Row) => toLibraryMeal(row, ownerNames(db));

/** A private copy of a library meal the member can see, theirs to change. */
export function copyLibraryMeal(db: Db, userId: number, id: number): LibraryMeal {
  const { id: _id, userId: _owner, createdAt: _at, ...row } = visibleRow(db, userId, id, NOT_FOUND);
  checkLibraryRoom(db, userId, PER_USER.libraryMeals, FULL);
  return answer(db, insertRow(db, userId, { ...row, shared: false }));
}

/** A library meal the member can see (their own or a shared one); 404 otherwise. */
export function libraryMealFor(db: Db, userId: number, id: number): LibraryMeal {
  return answer(db, visibleRow(db, userId, id, NOT_FOUND));
}

/** Shares every library meal of the member's that is still private. */
export function shareAllLibraryMeals(db: Db, userId: number): { shared: number } {
  return { shared: shareAllRows(db, userId) };
}

export function createLibraryMeal(db: Db, userId: number, input: CreateLibraryMealInput): LibraryMeal {
  checkLibraryRoom(db, userId, PER_USER.libraryMeals, FULL);
  const mealTime = input.mealTime ?? mealTimeOf(input.data.meal.time);
  const row = insertRow(db, userId, {
    shared: input.shared ?? true,
    name: input.name,
    mealTime,
    // A new library meal is filed under its meal time until the user picks categories.
    categories: input.categories ?? [mealTime],
    data: { ...cleanData(input.data), ...libraryRecipe(input) },
  });
  return answer(db, row);
}

function own(db: Db, userId: number, id: number): Row {
  return changeableRow(db, userId, id, NOT_FOUND, NOT_YOURS);
}

export function updateLibraryMeal(db: Db, userId: number, id: number, input: UpdateLibraryMealInput): LibraryMeal {
  const current = own(db, userId, id);
  const data = { ...cleanData(input.data), ...libraryRecipe(input, storedRecipe(current.data as StoredData)) };
  const row = updateRow(db, userId, id, {
    name: input.name ?? data.meal.name,
    mealTime: mealTimeOf(data.meal.time),
    data,
    ...(input.categories ? { categories: input.categories } : {}),
    ...(input.shared === undefined ? {} : { shared: input.shared }),
  });
  return answer(db, row);
}

export function deleteLibraryMeal(db: Db, userId: number, id: number) {
  own(db, userId, id);
  deleteRow(db, userId, id);
}
