// Every query of the coach (docs/behaviour/coach.md): what the member ate and weighed, their goal
// and check-ins, the daily goals it writes, and the week's training. Each is built once per
// database (prepared) and hands the service plain records, read by column name.
import { and, asc, eq, gte, isNotNull, lt, lte, sql, desc } from "drizzle-orm";
import type { Conn } from "@db/client";
import { placeholder, prepared } from "@db/prepared";
import { bodyComposition, coachCheckIns, coachGoals, exercises, mealIngredients, mealPortions, meals, users } from "@db/schema";
import type { CheckInRecord } from "@shared/coach/contract";
import type { CoachGoal, EatenIngredient, WeighIn } from "@shared/coach/rules";
import type { Goals } from "@shared/goals/keys";

/** A member as the coach reads them: the body figures of Profile, the goals and the unit. */
export type { User } from "@db/schema";

const p = <T>(name: string) => placeholder<T>(name);

// The meals the member cooks and ate: every ingredient at the cook's portion of one serving.
const ownEaten = prepared((db) =>
  db
    .select({
      date: meals.date,
      portion: sql<number>`${meals.portion} / ${meals.servings}`,
      calories: mealIngredients.calories,
      protein: mealIngredients.protein,
    })
    .from(meals)
    .innerJoin(mealIngredients, eq(mealIngredients.mealId, meals.id))
    .where(
      and(
        eq(meals.userId, sql.placeholder("user")),
        gte(meals.date, sql.placeholder("from")),
        lte(meals.date, sql.placeholder("to")),
        eq(meals.isConsumed, true),
      ),
    )
    .prepare(),
);

// The family meals others cook that the member ate: every ingredient at the member's portion of one serving.
const guestEaten = prepared((db) =>
  db
    .select({
      date: mealPortions.date,
      portion: sql<number>`${mealPortions.portion} / ${meals.servings}`,
      calories: mealIngredients.calories,
      protein: mealIngredients.protein,
    })
    .from(mealPortions)
    .innerJoin(meals, eq(meals.id, mealPortions.mealId))
    .innerJoin(mealIngredients, eq(mealIngredients.mealId, mealPortions.mealId))
    .where(
      and(
        eq(mealPortions.userId, sql.placeholder("user")),
        gte(mealPortions.date, sql.placeholder("from")),
        lte(mealPortions.date, sql.placeholder("to")),
        eq(mealPortions.isConsumed, true),
      ),
    )
    .prepare(),
);

/** Every ingredient of a meal the member marked eaten from `from` to `to`, with the member's portion. */
export function eatenIngredients(db: Conn, userId: number, from: string, to: string): (EatenIngredient & { protein: number | null })[] {
  const args = { user: userId, from, to };
  return [...ownEaten(db).all(args), ...guestEaten(db).all(args)];
}

const weighInsBetween = prepared((db) =>
  db
    .select({ date: bodyComposition.date, weight: bodyComposition.weight })
    .from(bodyComposition)
    .where(
      and(
        eq(bodyComposition.userId, sql.placeholder("user")),
        gte(bodyComposition.date, sql.placeholder("from")),
        lte(bodyComposition.date, sql.placeholder("to")),
        isNotNull(bodyComposition.weight),
      ),
    )
    .orderBy(asc(bodyComposition.date))
    .prepare(),
);

/** The weigh-ins (pounds) from `from` to `to`. */
export function weighIns(db: Conn, userId: number, from: string, to: string): WeighIn[] {
  return weighInsBetween(db).all({ user: userId, from, to }) as WeighIn[];
}

const latestWeighIn = prepared((db) =>
  db
    .select({ date: bodyComposition.date, weight: bodyComposition.weight })
    .from(bodyComposition)
    .where(
      and(
        eq(bodyComposition.userId, sql.placeholder("user")),
        lte(bodyComposition.date, sql.placeholder("to")),
        isNotNull(bodyComposition.weight),
      ),
    )
    .orderBy(desc(bodyComposition.date))
    .limit(1)
    .prepare(),
);

/** The latest weigh-in on or before `to` (pounds), or null. */
export function latestWeight(db: Conn, userId: number, to: string): number | null {
  return latestWeighIn(db).get({ user: userId, to })?.weight ?? null;
}

const goalOf = prepared((db) =>
  db
    .select({ direction: coachGoals.direction, ratePerWeek: coachGoals.ratePerWeek, checkInDay: coachGoals.checkInDay })
    .from(coachGoals)
    .where(eq(coachGoals.userId, sql.placeholder("user")))
    .prepare(),
);

export function goal(db: Conn, userId: number): CoachGoal | null {
  return goalOf(db).get({ user: userId }) ?? null;
}

const goalUpsert = prepared((db) =>
  db
    .insert(coachGoals)
    .values({ userId: p("user"), direction: p("direction"), ratePerWeek: p("rate"), checkInDay: p("day") })
    .onConflictDoUpdate({
      target: coachGoals.userId,
      set: { direction: sql`excluded.direction`, ratePerWeek: sql`excluded.rate_per_week`, checkInDay: sql`excluded.check_in_day` },
    })
    .prepare(),
);

export function saveGoal(db: Conn, userId: number, g: CoachGoal): void {
  goalUpsert(db).run({ user: userId, direction: g.direction, rate: g.ratePerWeek, day: g.checkInDay });
}

const checkInColumns = {
  date: coachCheckIns.date,
  expenditure: coachCheckIns.expenditure,
  trendWeight: coachCheckIns.trendWeight,
  direction: coachCheckIns.direction,
  ratePerWeek: coachCheckIns.ratePerWeek,
  calories: coachCheckIns.calories,
  protein: coachCheckIns.protein,
  carbs: coachCheckIns.carbs,
  fat: coachCheckIns.fat,
};

const checkInOn = prepared((db) =>
  db
    .select(checkInColumns)
    .from(coachCheckIns)
    .where(and(eq(coachCheckIns.userId, sql.placeholder("user")), eq(coachCheckIns.date, sql.placeholder("date"))))
    .prepare(),
);

export function checkIn(db: Conn, userId: number, date: string): CheckInRecord | null {
  return checkInOn(db).get({ user: userId, date }) ?? null;
}

const allCheckIns = prepared((db) =>
  db
    .select(checkInColumns)
    .from(coachCheckIns)
    .where(eq(coachCheckIns.userId, sql.placeholder("user")))
    .orderBy(asc(coachCheckIns.date))
    .prepare(),
);

/** Every check-in of the member, oldest first (the export). */
export function checkIns(db: Conn, userId: number): CheckInRecord[] {
  return allCheckIns(db).all({ user: userId });
}

const checkInUpsert = prepared((db) =>
  db
    .insert(coachCheckIns)
    .values({
      userId: p("user"),
      date: p("date"),
      expenditure: p("expenditure"),
      trendWeight: p("trendWeight"),
      direction: p("direction"),
      ratePerWeek: p("ratePerWeek"),
      calories: p("calories"),
      protein: p("protein"),
      carbs: p("carbs"),
      fat: p("fat"),
    })
    .onConflictDoUpdate({
      target: [coachCheckIns.userId, coachCheckIns.date],
      set: {
        expenditure: sql`excluded.expenditure`,
        trendWeight: sql`excluded.trend_weight`,
        direction: sql`excluded.direction`,
        ratePerWeek: sql`excluded.rate_per_week`,
        calories: sql`excluded.calories`,
        protein: sql`excluded.protein`,
        carbs: sql`excluded.carbs`,
        fat: sql`excluded.fat`,
      },
    })
    .prepare(),
);

export function saveCheckIn(db: Conn, userId: number, record: CheckInRecord): void {
  checkInUpsert(db).run({ user: userId, ...record });
}

const goalsUpdate = prepared((db) =>
  db
    .update(users)
    .set({ goals: p("goals") })
    .where(eq(users.id, sql.placeholder("user")))
    .prepare(),
);

/** The member's daily goals replaced whole. */
export function saveDailyGoals(db: Conn, userId: number, goals: Goals): void {
  goalsUpdate(db).run({ user: userId, goals });
}

// The week's exercises with a ticked set, each with the heaviest weight of its name before the week.
const trainedBetween = prepared((db) =>
  db
    .select({
      date: exercises.date,
      name: exercises.name,
      topWeight: exercises.topWeight,
      before: sql<
        number | null
      >`(SELECT max(b.top_weight) FROM exercises b WHERE b.user_id = ${exercises.userId} AND lower(trim(b.name)) = lower(trim(${exercises.name})) AND b.date < ${sql.placeholder("from")} AND b.completed_sets > 0)`,
    })
    .from(exercises)
    .where(
      and(
        eq(exercises.userId, sql.placeholder("user")),
        gte(exercises.date, sql.placeholder("from")),
        lt(exercises.date, sql.placeholder("until")),
        sql`${exercises.completedSets} > 0`,
      ),
    )
    .prepare(),
);

/** The exercises done from `from` until (not counting) `until`, and each name's best weight before `from`. */
export function trainedExercises(
  db: Conn,
  userId: number,
  from: string,
  until: string,
): { date: string; name: string; topWeight: number | null; before: number | null }[] {
  return trainedBetween(db).all({ user: userId, from, until });
}

const latestWeighInDay = prepared((db) =>
  db
    .select({ date: bodyComposition.date })
    .from(bodyComposition)
    .where(and(eq(bodyComposition.userId, sql.placeholder("user")), isNotNull(bodyComposition.weight)))
    .orderBy(desc(bodyComposition.date))
    .limit(1)
    .prepare(),
);

/** The day of the member's latest weigh-in, or null. */
export function latestWeighInDate(db: Conn, userId: number): string | null {
  return latestWeighInDay(db).get({ user: userId })?.date ?? null;
}
