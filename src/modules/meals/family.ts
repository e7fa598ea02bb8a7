// Family meals: one planned meal for several members of the household (docs/behaviour/meals.md, "Family
// meals"). The cook's meal row and ingredients are the recipe, in amounts for a portion of 1;
// meals.portion is the cook's portion and meal_portions holds each other member's portion and
// consumed mark. Each member reads the meal scaled to their own portion; prep is the household's.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Conn } from "@db/client";
import { mealIngredients, mealPortions, meals, users } from "@db/schema";
import { badRequest, notFound } from "@src/errors";
import type { Meal, MealIngredient, PortionInput } from "@shared/meals/contract";
import { scaledIngredient } from "@shared/meals/rules";
import {
  dayMealsFromValues,
  toMeal,
  type GuestMealValues,
  type IngredientValues,
  type MealRow,
  type MealValues,
  type PortionValues,
} from "./rows";
import { sqliteStatements } from "./statements";

export const MEAL_NOT_FOUND = "Meal not found";
export const NOT_COOK = "Only the cook can change this meal's recipe, time and portions";
export const NOT_A_MEMBER = "Every portion must be for a member of the household";

type PortionRow = typeof mealPortions.$inferSelect;

/** The member's way into a meal: they cook it, or it is a family meal that includes them; else 404. */
export type MealAccess = { row: MealRow; guest: PortionRow | null };

export function mealAccess(db: Conn, userId: number, mealId: number): MealAccess {
  const row = db.select().from(meals).where(eq(meals.id, mealId)).get();
  if (row && row.userId === userId) return { row, guest: null };
  const guest = row
    ? db
        .select()
        .from(mealPortions)
        .where(and(eq(mealPortions.mealId, mealId), eq(mealPortions.userId, userId)))
        .get()
    : undefined;
  if (!row || !guest) throw notFound(MEAL_NOT_FOUND);
  return { row, guest };
}

const firstName = (db: Conn, userId: number) => sqliteStatements(db).firstName.get(userId)?.first_name ?? "";

/**
 * The meal as one reader sees it: a family meal (other members, or the cook at another portion)
 * gets its cook, everyone's portions and ingredients scaled to the reader's portion; any other
 * meal is answered as it is stored.
 */
function asFamily(db: Conn, meal: Meal, cookId: number, cookPortion: number, others: PortionValues[], readerPortion: number): Meal {
  if (others.length === 0 && cookPortion === 1) return meal;
  const cookName = firstName(db, cookId);
  return {
    ...meal,
    ingredients: meal.ingredients.map((i) => scaledIngredient(i, readerPortion)),
    portion: readerPortion,
    cook: { id: cookId, firstName: cookName },
    portions: [
      { userId: cookId, firstName: cookName, portion: cookPortion },
      ...others.map(([, userId, portion]) => ({ userId, firstName: firstName(db, userId), portion })),
    ],
  };
}

function byMeal(rows: PortionValues[]): Map<number, PortionValues[]> {
  const map = new Map<number, PortionValues[]>();
  for (const r of rows) {
    const list = map.get(r[0]);
    if (list) list.push(r);
    else map.set(r[0], [r]);
  }
  return map;
}

const byTime = (a: Meal, b: Meal) => (a.time < b.time ? -1 : a.time > b.time ? 1 : a.id - b.id);

/** The member's day: the meals they cook and the family meals others cook for them, by time. */
export function dayFor(db: Conn, userId: number, date: string): Meal[] {
  const st = sqliteStatements(db);
  const rows = st.dayMeals.values(userId, date) as MealValues[];
  const guestRows = st.guestMeals.values(userId, date) as GuestMealValues[];
  if (rows.length === 0 && guestRows.length === 0) return [];
  let own: Meal[] = [];
  if (rows.length > 0) {
    own = dayMealsFromValues(rows, st.dayIngredients.values(userId, date) as IngredientValues[]);
    const others = byMeal(st.ownMealsPortions.values(userId, date) as PortionValues[]);
    own = own.map((meal, k) => asFamily(db, meal, userId, rows[k]![7], others.get(meal.id) ?? [], rows[k]![7]));
  }
  if (guestRows.length === 0) return own;
  const theirs = dayMealsFromValues(
    guestRows.map((r) => r.slice(0, 8) as MealValues),
    st.guestIngredients.values(userId, date) as IngredientValues[],
  );
  const members = byMeal(st.guestMealsPortions.values(userId, date) as PortionValues[]);
  const family = theirs.map((meal, k) => {
    const r = guestRows[k]!;
    return asFamily(db, meal, r[9], r[7], members.get(meal.id) ?? [], r[8]);
  });
  return [...own, ...family].sort(byTime);
}

/** One meal as the member reads it (their portion, their consumed mark); 404 when it is not theirs. */
export function mealView(db: Conn, userId: number, mealId: number): Meal {
  const { row, guest } = mealAccess(db, userId, mealId);
  const ingredients = db.select().from(mealIngredients).where(eq(mealIngredients.mealId, mealId)).orderBy(asc(mealIngredients.id)).all();
  const meal = toMeal(row, ingredients);
  if (guest) meal.isConsumed = guest.isConsumed;
  const others = db
    .select({ mealId: mealPortions.mealId, userId: mealPortions.userId, portion: mealPortions.portion })
    .from(mealPortions)
    .where(eq(mealPortions.mealId, mealId))
    .orderBy(asc(mealPortions.userId))
    .all()
    .map((p): PortionValues => [p.mealId, p.userId, p.portion]);
  return asFamily(db, meal, row.userId, row.portion, others, guest ? guest.portion : row.portion);
}

/** An ingredient as the member reads it: scaled to their portion of its meal. */
export function ingredientView(db: Conn, userId: number, ingredient: MealIngredient): MealIngredient {
  const { row, guest } = mealAccess(db, userId, ingredient.mealId);
  return scaledIngredient(ingredient, guest ? guest.portion : row.portion);
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
  const known = ids.length ? db.select({ id: users.id }).from(users).where(inArray(users.id, ids)).all() : [];
  if (known.length !== new Set(ids).size) throw badRequest(NOT_A_MEMBER);
  const cookPortion = portions.find((p) => p.userId === cookId)?.portion ?? 1;
  db.update(meals).set({ portion: cookPortion }).where(eq(meals.id, meal.id)).run();
  const others = portions.filter((p) => p.userId !== cookId);
  const before = new Set(
    db
      .select({ userId: mealPortions.userId })
      .from(mealPortions)
      .where(eq(mealPortions.mealId, meal.id))
      .all()
      .map((r) => r.userId),
  );
  const kept = new Set(others.map((p) => p.userId));
  const gone = [...before].filter((id) => !kept.has(id));
  if (gone.length)
    db.delete(mealPortions)
      .where(and(eq(mealPortions.mealId, meal.id), inArray(mealPortions.userId, gone)))
      .run();
  for (const p of others) {
    if (before.has(p.userId)) {
      db.update(mealPortions)
        .set({ portion: p.portion })
        .where(and(eq(mealPortions.mealId, meal.id), eq(mealPortions.userId, p.userId)))
        .run();
    } else {
      checkRoom(p.userId, meal.date);
      db.insert(mealPortions).values({ mealId: meal.id, userId: p.userId, date: meal.date, portion: p.portion }).run();
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
  const ids = sources.map((m) => m[0]);
  const rows = db.select().from(mealPortions).where(inArray(mealPortions.mealId, ids)).all();
  for (const m of sources)
    if (m[7] !== 1)
      db.update(meals)
        .set({ portion: m[7] })
        .where(eq(meals.id, copyOf.get(m[0])!))
        .run();
  for (const r of rows) {
    checkRoom(r.userId, toDate);
    db.insert(mealPortions)
      .values({ mealId: copyOf.get(r.mealId)!, userId: r.userId, date: toDate, portion: r.portion })
      .run();
  }
}
