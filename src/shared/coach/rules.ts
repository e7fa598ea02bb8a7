// The coach's maths, run by the server and the phone alike (docs/behaviour/coach.md): a day's
// intake, the energy the weight trend stands for, how sure the estimate is, and the sentence that
// says so. Free of zod. The trend's line is in trend.ts; the goal, the targets and the check-in
// days in targets.ts; the formula of the body figures in profile.ts.
import { addDays, parseIsoDate, toIsoDate } from "@shared/dates";
import { dailyMacros, scaledIngredient } from "@shared/meals/rules";
import { KG_PER_LB } from "@shared/units";
import { mifflinStJeor, type BodyProfile } from "./profile";
import { dailyWeights, dayNumber, robustLine, settled, type WeighIn } from "./trend";

export * from "./profile";
export * from "./targets";
export * from "./trend";

/** The energy in a kilogram of body weight gained or lost, the one figure the code and the words use. */
export const KCAL_PER_KG = 7700;
/** The same per pound (the API's weights): 7,700 × 0.4536, about 3,500. */
export const KCAL_PER_LB = KCAL_PER_KG * KG_PER_LB;

/** The window the estimate reads, in days before the day it is for, grown when data is sparse. */
export const WINDOWS = [28, 42, 56] as const;
export const LONGEST_WINDOW = WINDOWS[2];

export type Confidence = "none" | "low" | "medium" | "high";
export type Source = "data" | "formula";

/** What each confidence needs at least: logged days, weigh-ins and the days from first to last weigh-in. */
export const CONFIDENCE_NEEDS = {
  high: { days: 21, weighIns: 8, span: 21 },
  medium: { days: 14, weighIns: 6, span: 14 },
  low: { days: 10, weighIns: 4, span: 10 },
} as const;

const RANK: Record<Confidence, number> = { none: 0, low: 1, medium: 2, high: 3 };

export function confidenceOf(daysLogged: number, weighIns: number, spanDays: number): Confidence {
  for (const level of ["high", "medium", "low"] as const) {
    const need = CONFIDENCE_NEEDS[level];
    if (daysLogged >= need.days && weighIns >= need.weighIns && spanDays >= need.span) return level;
  }
  return "none";
}

/** An ingredient of a meal the member ate: its calories for a portion of 1, and the member's portion. */
export type EatenIngredient = { date: string; calories: number | null; portion: number };
/** A day's intake: the calories the member ate; a day is absent when nothing eaten carries calories. */
export type DayIntake = { date: string; kcal: number };

/**
 * Each day's calories as the Meal Plan totals them: every ingredient at the member's portion
 * (shared/meals' scaling), the day rounded once. A day whose eaten meals carry no calories is
 * missing, never 0.
 */
export function dailyIntake(eaten: EatenIngredient[]): DayIntake[] {
  const byDay = new Map<string, { calories: number | null; quantity: number; protein: null; carbs: null; fat: null }[]>();
  for (const e of eaten) {
    if (e.calories === null) continue;
    const scaled = scaledIngredient({ quantity: 0, calories: e.calories, protein: null, carbs: null, fat: null }, e.portion);
    const list = byDay.get(e.date);
    if (list) list.push(scaled);
    else byDay.set(e.date, [scaled]);
  }
  const days: DayIntake[] = [];
  for (const [date, ingredients] of byDay) {
    const kcal = dailyMacros([{ ingredients }]).calories;
    if (kcal > 0) days.push({ date, kcal });
  }
  return days.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** The estimate from one window of data. `trendWeight` and `weeklyChange` are pounds. */
export type WindowEstimate = {
  kcal: number | null;
  confidence: Confidence;
  daysLogged: number;
  weighIns: number;
  windowDays: number;
  spanDays: number;
  averageIntake: number | null;
  trendWeight: number | null;
  weeklyChange: number | null;
  /** The standard error of the trend's energy (kcal a day); infinite without a trend. */
  error: number;
};

/** The estimate from the `windowDays` days before `asOf`: average intake less the trend's energy. */
export function windowEstimate(intake: DayIntake[], weighIns: WeighIn[], asOf: string, windowDays: number): WindowEstimate {
  const end = dayNumber(asOf);
  const inWindow = (d: string) => dayNumber(d) < end && dayNumber(d) >= end - windowDays;
  const days = intake.filter((d) => inWindow(d.date));
  // Only the days before the estimate's own: a later weigh-in must not decide which of these are a
  // run's settling days, or a check-in's targets would move after it.
  const daily = dailyWeights(weighIns).filter((w) => dayNumber(w.date) < end);
  const weights = daily.filter((w) => inWindow(w.date));
  const trendPoints = settled(daily).filter((w) => inWindow(w.date));
  const spanDays = weights.length > 1 ? dayNumber(weights.at(-1)!.date) - dayNumber(weights[0]!.date) : 0;
  const averageIntake = days.length ? days.reduce((a, d) => a + d.kcal, 0) / days.length : null;
  // Each weight less the energy of the logged days before it above or below the window's average:
  // a big day's food on the scale next morning then does not tilt the line (docs/behaviour/coach.md).
  const eatenOn = new Map(days.map((d) => [dayNumber(d.date), d.kcal]));
  const surplus = new Map<number, number>();
  let running = 0;
  for (let day = end - windowDays; day < end; day++) {
    surplus.set(day, running);
    const logged = eatenOn.get(day);
    if (logged !== undefined && averageIntake !== null) running += (logged - averageIntake) / KCAL_PER_KG;
  }
  const line = robustLine(
    trendPoints.map((w) => ({ x: dayNumber(w.date) - end, y: w.weight * KG_PER_LB - surplus.get(dayNumber(w.date))! })),
  );
  const confidence = confidenceOf(days.length, weights.length, spanDays);
  const base = { confidence, daysLogged: days.length, weighIns: weights.length, windowDays, spanDays, averageIntake };
  if (!line) return { ...base, kcal: null, trendWeight: null, weeklyChange: null, error: Number.POSITIVE_INFINITY };
  return {
    ...base,
    kcal: averageIntake === null || confidence === "none" ? null : Math.round(averageIntake - line.slope * KCAL_PER_KG),
    // The line's level on the window's last day (x = -1), in pounds.
    trendWeight: (line.intercept - line.slope) / KG_PER_LB,
    weeklyChange: (line.slope * 7) / KG_PER_LB,
    error: line.slopeError * KCAL_PER_KG,
  };
}

/** How precise the trend's energy should be before the window stops growing (kcal a day, one standard error). */
export const PRECISE_ENOUGH = 20;

/**
 * The shortest window that gives a high confidence and a trend precise to PRECISE_ENOUGH; when none
 * does, the best confidence, then the most precise trend (docs/behaviour/coach.md, "The window").
 */
export function bestWindow(intake: DayIntake[], weighIns: WeighIn[], asOf: string): WindowEstimate {
  const better = (a: WindowEstimate, b: WindowEstimate) =>
    RANK[a.confidence] > RANK[b.confidence] || (RANK[a.confidence] === RANK[b.confidence] && a.error < b.error);
  let best = windowEstimate(intake, weighIns, asOf, WINDOWS[0]);
  for (const days of WINDOWS.slice(1)) {
    if (best.confidence === "high" && best.error <= PRECISE_ENOUGH) break;
    const next = windowEstimate(intake, weighIns, asOf, days);
    if (better(next, best)) best = next;
  }
  return best;
}

/** The answer's `expenditure`. */
export type Expenditure = {
  kcal: number | null;
  confidence: Confidence;
  source: Source;
  daysLogged: number;
  weighIns: number;
  windowDays: number;
  trendWeight: number | null;
  weeklyChange: number | null;
  why: string;
};

/** 2610 as '2,610'. */
export function thousands(n: number): string {
  const s = String(Math.abs(Math.round(n)));
  return (n < 0 ? "-" : "") + s.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The estimate for `asOf` from the days before it: the member's own data once it gives at least a
 * low confidence, else the formula from Profile's figures and `latestWeight` (pounds), else none.
 */
export function estimateExpenditure(input: {
  intake: DayIntake[];
  weighIns: WeighIn[];
  asOf: string;
  profile: BodyProfile;
  latestWeight: number | null;
}): Expenditure {
  const w = bestWindow(input.intake, input.weighIns, input.asOf);
  const counts = `${w.daysLogged} of ${w.windowDays} days logged, ${plural(w.weighIns, "weigh-in")}`;
  const trend = {
    trendWeight: w.trendWeight === null ? null : round2(w.trendWeight),
    weeklyChange: w.weeklyChange === null ? null : round2(w.weeklyChange),
  };
  const shape = { daysLogged: w.daysLogged, weighIns: w.weighIns, windowDays: w.windowDays, ...trend };
  if (w.kcal !== null)
    return { ...shape, kcal: w.kcal, confidence: w.confidence, source: "data", why: `${counts}: ${thousands(w.kcal)} kcal a day` };
  const need = CONFIDENCE_NEEDS.low;
  const until = `until ${need.days} days are logged and ${need.weighIns} weigh-ins span ${need.span} days`;
  const year = parseIsoDate(input.asOf)!.getUTCFullYear();
  const formula = input.latestWeight === null ? null : mifflinStJeor(input.profile, input.latestWeight * KG_PER_LB, year);
  if (formula !== null) {
    const kcal = Math.round(formula);
    return {
      ...shape,
      kcal,
      confidence: "none",
      source: "formula",
      why: `${counts}: ${thousands(kcal)} kcal a day from your profile (Mifflin-St Jeor) ${until}`,
    };
  }
  const missing = [
    input.profile.sex === null ? "sex" : null,
    input.profile.birthYear === null ? "birth year" : null,
    input.profile.heightCm === null ? "height" : null,
  ].filter((m) => m !== null);
  const asks = [missing.length ? `your ${listed(missing)} in Profile` : null, input.latestWeight === null ? "a weigh-in" : null].filter(
    (m) => m !== null,
  );
  return {
    ...shape,
    kcal: null,
    confidence: "none",
    source: "formula",
    why: `${counts}: add ${listed(asks)} for a first estimate, or keep logging ${until}`,
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const listed = (xs: string[]) => (xs.length < 2 ? (xs[0] ?? "") : `${xs.slice(0, -1).join(", ")} and ${xs.at(-1)}`);

/** The calendar day `days` after the YYYY-MM-DD day. */
export const shiftIso = (iso: string, days: number) => toIsoDate(addDays(parseIsoDate(iso)!, days));
