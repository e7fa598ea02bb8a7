// A member's place at other members' family meals (docs/behaviour/meals.md, "Family meals"): a day
// holds at most a few family meals that another member cooks, apart from the cap of the member's
// own meals, so that no cook can fill another member's day; and a member can leave them all in one step.
import type { Conn } from "@db/client";
import { badRequest } from "@src/errors";
import { MEAL } from "@shared/limits";
import { deleteGuestPortions, guestMealCount } from "./store";

export const TOO_MANY_GUEST_MEALS = `A day can hold at most ${MEAL.maxGuestMealsPerDay} family meals that another member cooks`;

/** Refuses one more family meal another member cooks on `date` for `userId` past the cap. */
export function checkGuestRoom(db: Conn, userId: number, date: string): void {
  if (guestMealCount(db, userId, date) >= MEAL.maxGuestMealsPerDay) throw badRequest(TOO_MANY_GUEST_MEALS);
}

/** Removes the member's portion of every family meal on `date` that another member cooks. */
export function leaveFamilyMeals(db: Conn, userId: number, date: string): { left: number } {
  return { left: deleteGuestPortions(db, userId, date) };
}
