// The coach's goal and the targets it implies (docs/behaviour/coach.md, "Goal and targets"), and
// the weekly check-in's days. Free of zod; weights are pounds, as the API's are.
import { parseIsoDate, WEEKDAY_NAMES, weekdayName, type WeekdayName } from "@shared/dates";
import { KG_PER_LB } from "@shared/units";

export const DIRECTIONS = ["lose", "maintain", "gain"] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** The member's goal: which way, how fast (pounds a week) and the day of the weekly check-in. */
export type CoachGoal = { direction: Direction; ratePerWeek: number; checkInDay: WeekdayName };
export const DEFAULT_CHECK_IN_DAY: WeekdayName = "Monday";
/** Without a goal of their own a member's targets hold their weight. */
export const DEFAULT_GOAL: CoachGoal = { direction: "maintain", ratePerWeek: 0, checkInDay: DEFAULT_CHECK_IN_DAY };

/** A goal as it is kept: a maintained weight's rate is 0, the check-in day Monday unless given. */
export function keptGoal(g: { direction: Direction; ratePerWeek: number; checkInDay?: WeekdayName }): CoachGoal {
  return {
    direction: g.direction,
    ratePerWeek: g.direction === "maintain" ? 0 : g.ratePerWeek,
    checkInDay: g.checkInDay ?? DEFAULT_CHECK_IN_DAY,
  };
}

/** The most a goal may change the weight: 1% of the trend weight a week. */
export const MAX_RATE_SHARE = 0.01;
/** Whatever the goal, the calories target is never under this. */
export const MIN_CALORIES = 1200;
/** Protein per kg of trend weight: the top of the range when losing (it keeps muscle), lower otherwise, never under the bottom. */
export const PROTEIN_G_PER_KG = { min: 1.6, lose: 2.2, other: 1.8 } as const;
/** Fat: a quarter of the calories, never under 0.6 g per kg. */
export const FAT_SHARE = 0.25;
export const FAT_MIN_G_PER_KG = 0.6;
const KCAL_PER_G = { protein: 4, carbs: 4, fat: 9 } as const;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The fastest rate (pounds a week) a trend weight allows. */
export const maxRatePerWeek = (trendWeight: number) => round2(trendWeight * MAX_RATE_SHARE);

/** 'ratePerWeek must be at most 1.8 lb a week (1% of your trend weight, 180 lb)', or null. */
export function rateProblem(ratePerWeek: number, trendWeight: number | null): string | null {
  if (trendWeight === null) return null;
  const max = maxRatePerWeek(trendWeight);
  return ratePerWeek > max + 1e-9
    ? `ratePerWeek must be at most ${max} lb a week (1% of your trend weight, ${round2(trendWeight)} lb)`
    : null;
}

/** The daily targets: calories (kcal) and grams of protein, carbs and fat. */
export type Targets = { calories: number; protein: number; carbs: number; fat: number };

/**
 * The goal's daily targets from the expenditure (kcal) and the trend weight (pounds): calories
 * move by the rate's energy a day (7,700 kcal per kg), never under MIN_CALORIES; protein and fat
 * per kg, carbs the rest. Where protein and fat already pass the calories, protein comes down to
 * 1.6 g per kg, then fat to 0.6, and carbs are 0.
 */
export function targetsFor(expenditure: number, trendWeight: number, goal: CoachGoal, kcalPerKg: number): Targets {
  const kg = trendWeight * KG_PER_LB;
  const sign = goal.direction === "lose" ? -1 : goal.direction === "gain" ? 1 : 0;
  const calories = Math.max(MIN_CALORIES, Math.round(expenditure + (sign * goal.ratePerWeek * KG_PER_LB * kcalPerKg) / 7));
  let protein = kg * (goal.direction === "lose" ? PROTEIN_G_PER_KG.lose : PROTEIN_G_PER_KG.other);
  let fat = Math.max(kg * FAT_MIN_G_PER_KG, (calories * FAT_SHARE) / KCAL_PER_G.fat);
  const left = () => calories - protein * KCAL_PER_G.protein - fat * KCAL_PER_G.fat;
  if (left() < 0) protein = Math.max(kg * PROTEIN_G_PER_KG.min, (calories - fat * KCAL_PER_G.fat) / KCAL_PER_G.protein);
  if (left() < 0) fat = Math.max(kg * FAT_MIN_G_PER_KG, (calories - protein * KCAL_PER_G.protein) / KCAL_PER_G.fat);
  return { calories, protein: Math.round(protein), carbs: Math.max(0, Math.round(left() / KCAL_PER_G.carbs)), fat: Math.round(fat) };
}

/** A YYYY-MM-DD day's check-in days: the latest one on or before it, and the next after it. */
export function checkInDays(today: string, checkInDay: WeekdayName): { date: string; next: string; isToday: boolean } {
  const day = parseIsoDate(today)!;
  const back = (day.getUTCDay() - WEEKDAY_NAMES.indexOf(checkInDay) + 7) % 7;
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const date = new Date(day.getTime() - back * 86_400_000);
  return { date: iso(date), next: iso(new Date(date.getTime() + 7 * 86_400_000)), isToday: back === 0 && weekdayName(day) === checkInDay };
}
