// Family meals: one planned meal for several members of the household (docs/behaviour/meals.md, "Family
// meals"). The cook's meal row and ingredients are the recipe, in amounts for a portion of 1;
// meals.portion is the cook's portion and meal_portions holds each other member's portion and
// consumed mark. Each member reads the meal scaled to their own portion; prep is the household's.
import type { Conn } from "@db/client";
import { badRequest, notFound } from "@src/errors";
import type { Meal, MealIngredient, PortionInput } from "@shared/meals/contract";
import { scaledIngredient } from "@shared/meals/rules";
import {
  dayIngredientRows,
  dayMealRows,
  dayMealsFromValues,
  deletePortions,
  firstNames,
  guestIngredientRows,
  guestMealRows,
  guestMealsPortionRows,
  insertPortion,
  mealIngredientRows,
  mealPortionRows,
  mealRow,
  memberCount,
  ownMealsPortionRows,
  portionMemberIds,
  portionRow,
  portionRowsOf,
  setCookPortion,
  toMeal,
  updatePortion,
  withPerPortion,
  type MealRow,
  type MealValues,
  type PortionRow,
  type PortionValues,
} from "./store";

export const MEAL_NOT_FOUND = "Meal not found";
export const NOT_COOK = "Only the cook can change this meal's recipe, time and portions";
export const NOT_A_MEMBER = "Every portion must be for a member of the household";

/** The member's way into a meal: they cook it, or it is a family meal that includes them; else 404. */
export type MealAccess = { row: MealRow; guest: PortionRow | null };

export function mealAccess(db: Conn, userId: number, mealId: number): MealAccess {
  const row = mealRow(db, mealId);
  if (row && row.userId === userId) return { row, guest: null };
  const guest = row ? portionRow(db, mealId, userId) : undefined;
  if (!row || !guest) throw notFound(MEAL_NOT_FOUND);
  return { row, guest };
}

/**
 * An ingredient as a reader at `portion` reads it: scaled, with the recipe's own amounts beside
 * (so that a client saving the meal sends them back as they are, not divided back).
 */
function atPortion(i: MealIngredient, portion: number): MealIngredient {
  if (portion === 1) return i;
  const { quantity, calories, protein, carbs, fat, fiber, sugar, sodium } = i;
  return { ...scaledIngredient(i, portion), recipe: { quantity, calories, protein, carbs, fat, fiber, sugar, sodium } };
}

/** A meal as stored, with who cooks it at what portion, its other members and the reader's portion. */
type Stored = { meal: Meal; cookId: number; cookPortion: number; others: PortionValues[]; readerPortion: number };

/** Whether the meal is a family one: for other members, or for the cook at another portion. */
const isFamily = (s: Stored) => s.others.length > 0 || s.cookPortion !== 1;

/**
 * The meals as one reader sees them: a family meal gets its cook, everyone's portions and
 * ingredients scaled to the reader's portion; any other meal is answered as it is stored. The
 * members' first names are read together, once.
 */
function asFamily(db: Conn, stored: Stored[]): Meal[] {
  const family = stored.filter(isFamily);
  if (family.length === 0) return stored.map((s) => s.meal);
  const names = firstNames(
    db,
    family.flatMap((s) => [s.cookId, ...s.others.map((p) => p.userId)]),
  );
  const nameOf = (userId: number) => names.get(userId) ?? "";
  return stored.map((s) => {
    if (!isFamily(s)) return s.meal;
    const { meal, cookId, cookPortion, others, readerPortion } = s;
    return withPerPortion({
      ...meal,
      ingredients: meal.ingredients.map((i) => atPortion(i, readerPortion)),
      portion: readerPortion,
      cook: { id: cookId, firstName: nameOf(cookId) },
      portions: [
        { userId: cookId, firstName: nameOf(cookId), portion: cookPortion },
        ...others.map(({ userId, portion }) => ({ userId, firstName: nameOf(userId), portion })),
      ],
    });
  });
}

function byMeal(rows: PortionValues[]): Map<number, PortionValues[]> {
  const map = new Map<number, PortionValues[]>();
  for (const r of rows) {
    const list = map.get(r.mealId);
    if (list) list.push(r);
    else map.set(r.mealId, [r]);
  }
  return map;
}

const byTime = (a: Meal, b: Meal) => (a.time < b.time ? -1 : a.time > b.time ? 1 : a.id - b.id);

/** The member's day: the meals they cook and the family meals others cook for them, by time. */
export function dayFor(db: Conn, userId: number, date: string): Meal[] {
  const rows = dayMealRows(db, userId, date);
  const guestRows = guestMealRows(db, userId, date);
  if (rows.length === 0 && guestRows.length === 0) return [];
  const stored: Stored[] = [];
  if (rows.length > 0) {
    const own = dayMealsFromValues(rows, dayIngredientRows(db, userId, date));
    const others = byMeal(ownMealsPortionRows(db, userId, date));
    own.forEach((meal, k) => {
      const portion = rows[k]!.portion;
      stored.push({ meal, cookId: userId, cookPortion: portion, others: others.get(meal.id) ?? [], readerPortion: portion });
    });
  }
  if (guestRows.length > 0) {
    const theirs = dayMealsFromValues(guestRows, guestIngredientRows(db, userId, date));
    const members = byMeal(guestMealsPortionRows(db, userId, date));
    theirs.forEach((meal, k) => {
      const r = guestRows[k]!;
      stored.push({ meal, cookId: r.cookId, cookPortion: r.portion, others: members.get(meal.id) ?? [], readerPortion: r.guestPortion });
    });
  }
  const meals = asFamily(db, stored);
  return guestRows.length === 0 ? meals : meals.sort(byTime);
}

/** One meal as the member reads it (their portion, their consumed mark); 404 when it is not theirs. */
export function mealView(db: Conn, userId: number, mealId: number): Meal {
  const { row, guest } = mealAccess(db, userId, mealId);
  const meal = toMeal(row, mealIngredientRows(db, mealId));
  if (guest) meal.isConsumed = guest.isConsumed;
  const others = mealPortionRows(db, mealId);
  return asFamily(db, [
    { meal, cookId: row.userId, cookPortion: row.portion, others, readerPortion: guest ? guest.portion : row.portion },
  ])[0]!;
}

/** An ingredient as the member reads it: scaled to their portion of its meal. */
export function ingredientView(db: Conn, userId: number, ingredient: MealIngredient): MealIngredient {
  const { row, guest } = mealAccess(db, userId, ingredient.mealId);
  return atPortion(ingredient, guest ? guest.portion : row.portion);
}

/**
 * Makes the meal's portions exactly `portions` (the cook's defaults to 1): every member must be
 * in the household, and each member newly included must have room on the meal's day.
 */
export function setPortions(
  db: Conn,
  cookId: number,
  meal: { id: number; date: string },
  portions: PortionInput[],
  checkRoom: (userId: number, date: string) => void,
) {
  const ids = portions.map((p) => p.userId);
  if (memberCount(db, ids) !== new Set(ids).size) throw badRequest(NOT_A_MEMBER);
  const cookPortion = portions.find((p) => p.userId === cookId)?.portion ?? 1;
  setCookPortion(db, meal.id, cookPortion);
  const others = portions.filter((p) => p.userId !== cookId);
  const before = new Set(portionMemberIds(db, meal.id));
  const kept = new Set(others.map((p) => p.userId));
  deletePortions(
    db,
    meal.id,
    [...before].filter((id) => !kept.has(id)),
  );
  for (const p of others) {
    if (before.has(p.userId)) {
      updatePortion(db, meal.id, p.userId, p.portion);
    } else {
      checkRoom(p.userId, meal.date);
      insertPortion(db, { mealId: meal.id, userId: p.userId, date: meal.date, portion: p.portion });
    }
  }
}

/** A copied day's family meals keep their portions (each member unconsumed); `copyOf` maps a source meal to its copy. */
export function copyPortions(
  db: Conn,
  sources: MealValues[],
  copyOf: Map<number, number>,
  toDate: string,
  checkRoom: (userId: number, date: string) => void,
) {
  const rows = portionRowsOf(
    db,
    sources.map((m) => m.id),
  );
  for (const m of sources) if (m.portion !== 1) setCookPortion(db, copyOf.get(m.id)!, m.portion);
  for (const r of rows) {
    checkRoom(r.userId, toDate);
    insertPortion(db, { mealId: copyOf.get(r.mealId)!, userId: r.userId, date: toDate, portion: r.portion });
  }
}
