// The coach's rules for one member (docs/behaviour/coach.md): the estimate, the goal and the
// targets of the latest check-in, applying them, and the week in one look. Every query is in
// store.ts; the maths is shared (src/shared/coach/rules.ts), so the phone computes the same.
import type { Conn } from "@db/client";
import { inTransaction } from "@db/prepared";
import type { User } from "./store";
import { badRequest } from "@src/errors";
import type { CheckInRecord, CoachAnswer, CoachGoalInput, CoachWeek, Recommendation } from "@shared/coach/contract";
import {
  bestWindow,
  checkInDays,
  dailyIntake,
  keptGoal,
  DEFAULT_GOAL,
  estimateExpenditure,
  KCAL_PER_KG,
  LONGEST_WINDOW,
  rateProblem,
  RUN_BREAK_DAYS,
  SETTLING_DAYS,
  shiftIso,
  targetsFor,
  type BodyProfile,
  type CoachGoal,
  type DayIntake,
  type WeighIn,
} from "@shared/coach/rules";
import { goalsOf, mergeGoals, resolveGoals } from "@shared/goals/rules";
import { dailyMacros, scaledIngredient } from "@shared/meals/rules";
import { isMuscle, targetOf } from "@shared/exercise-library/rules";
import * as store from "./store";

/** Days of history the screen charts: the last 12 weeks. */
export const HISTORY_DAYS = 84;
/** What an estimate reads before its day: the longest window and a run's start before it. */
const LOOK_BACK = LONGEST_WINDOW + RUN_BREAK_DAYS + SETTLING_DAYS;

export const NOTHING_TO_APPLY = "There are no targets to apply yet: the coach needs an estimate and a weigh-in";

const profileOf = (user: User): BodyProfile => ({
  sex: user.sex ?? null,
  birthYear: user.birthYear ?? null,
  heightCm: user.heightCm ?? null,
  activityLevel: user.activityLevel ?? null,
});

type Data = { intake: DayIntake[]; weighIns: WeighIn[] };

function dataBetween(db: Conn, userId: number, from: string, to: string): Data {
  return { intake: dailyIntake(store.eatenIngredients(db, userId, from, to)), weighIns: store.weighIns(db, userId, from, to) };
}

/** The targets of the check-in on `date`, from the data before it; null without an estimate or a weight. */
function recommendationAt(db: Conn, user: User, data: Data, date: string, goal: CoachGoal): Recommendation | null {
  const estimate = estimateExpenditure({
    ...data,
    asOf: date,
    profile: profileOf(user),
    latestWeight: store.latestWeight(db, user.id, shiftIso(date, -1)),
  });
  const trendWeight = estimate.trendWeight ?? store.latestWeight(db, user.id, shiftIso(date, -1));
  if (estimate.kcal === null || trendWeight === null) return null;
  return { ...targetsFor(estimate.kcal, trendWeight, goal, KCAL_PER_KG), expenditure: estimate.kcal, trendWeight, source: estimate.source };
}

/** GET /api/coach?today=: stores nothing. */
export function coachAnswer(db: Conn, user: User, today: string): CoachAnswer {
  const goal = store.goal(db, user.id);
  const checkIn = checkInDays(today, (goal ?? DEFAULT_GOAL).checkInDay);
  const weekDates = Array.from({ length: 12 }, (_, k) => shiftIso(checkIn.date, -7 * (11 - k)));
  const data = dataBetween(db, user.id, shiftIso(weekDates[0]!, -LOOK_BACK), today);
  const expenditure = estimateExpenditure({
    ...data,
    asOf: today,
    profile: profileOf(user),
    latestWeight: store.latestWeight(db, user.id, today),
  });
  const intakeOn = new Map(data.intake.map((d) => [d.date, d.kcal]));
  const weightOn = new Map<string, number>();
  for (const w of data.weighIns) weightOn.set(w.date, w.weight);
  const history = Array.from({ length: HISTORY_DAYS }, (_, k) => {
    const date = shiftIso(today, k - HISTORY_DAYS + 1);
    return { date, intake: intakeOn.get(date) ?? null, weight: weightOn.get(date) ?? null };
  });
  const weeks = weekDates.map((date) => {
    const w = bestWindow(data.intake, data.weighIns, date);
    return { date, expenditure: w.kcal, trendWeight: w.trendWeight === null ? null : Math.round(w.trendWeight * 100) / 100 };
  });
  return {
    expenditure,
    goal,
    recommendation: recommendationAt(db, user, data, checkIn.date, goal ?? DEFAULT_GOAL),
    checkIn: { ...checkIn, applied: store.checkIn(db, user.id, checkIn.date) !== null },
    history,
    weeks,
  };
}

/**
 * PUT /api/coach/goal: the rate is held to 1% of the trend weight as of the latest weigh-in
 * (or that weigh-in itself while there is no trend); a maintained weight's rate is 0.
 */
export function setGoal(db: Conn, user: User, input: CoachGoalInput): CoachGoal {
  const goal = keptGoal(input);
  const latest = store.latestWeighInDate(db, user.id);
  if (latest !== null && goal.ratePerWeek > 0) {
    const asOf = shiftIso(latest, 1);
    const data = dataBetween(db, user.id, shiftIso(asOf, -LOOK_BACK), latest);
    const trend = bestWindow(data.intake, data.weighIns, asOf).trendWeight ?? store.latestWeight(db, user.id, latest);
    const problem = rateProblem(goal.ratePerWeek, trend);
    if (problem) throw badRequest(problem);
  }
  store.saveGoal(db, user.id, goal);
  return goal;
}

/** POST /api/coach/apply?today=: the latest check-in's targets become the daily goals, and the check-in is kept. */
export function applyTargets(db: Conn, user: User, today: string): { checkIn: CheckInRecord } {
  const goal = store.goal(db, user.id) ?? DEFAULT_GOAL;
  const { date } = checkInDays(today, goal.checkInDay);
  const data = dataBetween(db, user.id, shiftIso(date, -LOOK_BACK), date);
  const r = recommendationAt(db, user, data, date, goal);
  if (!r) throw badRequest(NOTHING_TO_APPLY);
  const record: CheckInRecord = {
    date,
    expenditure: r.expenditure,
    trendWeight: r.trendWeight,
    direction: goal.direction,
    ratePerWeek: goal.ratePerWeek,
    calories: r.calories,
    protein: r.protein,
    carbs: r.carbs,
    fat: r.fat,
  };
  inTransaction(db, (tx) => {
    // A protein goal per body weight would win over the recommended grams: it is cleared.
    store.saveDailyGoals(
      tx,
      user.id,
      mergeGoals(user.goals, { calories: r.calories, protein: r.protein, carbs: r.carbs, fat: r.fat, proteinPerBodyWeight: null }),
    );
    store.saveCheckIn(tx, user.id, record);
  });
  return { checkIn: record };
}

/** GET /api/coach/week?weekStart=: training, nutrition, body and the targets of the week's check-in. */
export function coachWeek(db: Conn, user: User, weekStart: string, muscleSets: Partial<Record<string, number>>): CoachWeek {
  const until = shiftIso(weekStart, 7);
  const trained = store.trainedExercises(db, user.id, weekStart, until);
  const best = new Map<string, { name: string; weight: number }>();
  for (const e of trained) {
    if (e.topWeight === null || e.before === null || e.topWeight <= e.before) continue;
    const key = e.name.trim().toLowerCase();
    if ((best.get(key)?.weight ?? 0) < e.topWeight) best.set(key, { name: e.name, weight: e.topWeight });
  }
  const hardSets = Object.entries(muscleSets)
    .filter(([muscle, sets]) => isMuscle(muscle) && (sets ?? 0) > 0)
    .map(([muscle, sets]) => {
      const [low, high] = targetOf(user.muscleTargets, muscle as Parameters<typeof targetOf>[1]);
      return { muscle, sets: sets!, low, high };
    });
  const eaten = store.eatenIngredients(db, user.id, weekStart, shiftIso(until, -1));
  const days = new Map<string, { calories: number | null; protein: number | null; carbs: null; fat: null; quantity: number }[]>();
  for (const e of eaten)
    days.set(e.date, [
      ...(days.get(e.date) ?? []),
      scaledIngredient({ quantity: 0, calories: e.calories, protein: e.protein, carbs: null, fat: null }, e.portion),
    ]);
  const totals = [...days.values()].map((ingredients) => dailyMacros([{ ingredients }])).filter((t) => t.calories > 0);
  const average = (xs: number[]) => (xs.length ? Math.round(xs.reduce((a, b) => a + b, 0) / xs.length) : null);
  const latest = store.latestWeight(db, user.id, shiftIso(until, -1));
  const goals = resolveGoals(goalsOf(user.goals), latest === null ? null : { weight: latest, date: until });
  const data = dataBetween(db, user.id, shiftIso(weekStart, -LOOK_BACK), shiftIso(until, -1));
  const start = bestWindow(data.intake, data.weighIns, weekStart).trendWeight;
  const end = bestWindow(data.intake, data.weighIns, until).trendWeight;
  const goal = store.goal(db, user.id) ?? DEFAULT_GOAL;
  const checkInDate = checkInDays(shiftIso(until, -1), goal.checkInDay).date;
  return {
    weekStart,
    training: { sessions: new Set(trained.map((e) => e.date)).size, hardSets, prs: [...best.values()] },
    nutrition: {
      daysLogged: totals.length,
      averageCalories: average(totals.map((t) => t.calories)),
      averageProtein: average(totals.map((t) => t.protein)),
      caloriesGoal: goals.calories,
      proteinGoal: goals.protein,
    },
    body: {
      trendChange: start === null || end === null ? null : Math.round((end - start) * 100) / 100,
      trendWeight: end === null ? null : Math.round(end * 100) / 100,
    },
    targets: recommendationAt(db, user, data, checkInDate, goal),
  };
}

/**
 * One day's calories and protein eaten (meals marked eaten, at the member's portion) and the day's
 * goals as they resolve with the latest weight: the summary for scripts (src/modules/summary).
 */
export function dayNutrition(
  db: Conn,
  user: User,
  date: string,
): { calories: number; protein: number; caloriesGoal: number | null; proteinGoal: number | null } {
  const ingredients = store
    .eatenIngredients(db, user.id, date, date)
    .map((e) => scaledIngredient({ quantity: 0, calories: e.calories, protein: e.protein, carbs: null, fat: null }, e.portion));
  const totals = dailyMacros([{ ingredients }]);
  const latest = store.latestWeight(db, user.id, date);
  const goals = resolveGoals(goalsOf(user.goals), latest === null ? null : { weight: latest, date: shiftIso(date, 1) });
  return { calories: totals.calories, protein: totals.protein, caloriesGoal: goals.calories, proteinGoal: goals.protein };
}
