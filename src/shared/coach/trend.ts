// The weight trend the coach reads its energy from (docs/behaviour/coach.md, "The weight trend"):
// a day's weigh-ins as one point, the settling days of a run left out, and a robust line through
// the rest. Free of zod.
import { parseIsoDate } from "@shared/dates";

/** A weigh-in, in pounds. */
export type WeighIn = { date: string; weight: number };

const dayNumbers = new Map<string, number>();

/**
 * A calendar day as a whole number, for counting the days between two. Kept once worked out: an
 * answer of the coach counts the same few hundred days thousands of times.
 */
export function dayNumber(iso: string): number {
  let n = dayNumbers.get(iso);
  if (n === undefined) {
    if (dayNumbers.size > 20_000) dayNumbers.clear();
    n = Math.round(parseIsoDate(iso)!.getTime() / 86_400_000);
    dayNumbers.set(iso, n);
  }
  return n;
}

/** Several weigh-ins of one day count as their mean: a day is one point of the trend. */
export function dailyWeights(weighIns: WeighIn[]): WeighIn[] {
  const byDay = new Map<string, number[]>();
  for (const w of weighIns) byDay.set(w.date, [...(byDay.get(w.date) ?? []), w.weight]);
  return [...byDay]
    .map(([date, ws]) => ({ date, weight: ws.reduce((a, b) => a + b, 0) / ws.length }))
    .sort((a, b) => (a.date < b.date ? -1 : 1));
}

/** The median of the first `n` values of `xs`, which it sorts in place (a typed array sorts by number, natively). */
function medianOf(xs: Float64Array, n = xs.length): number {
  const s = xs.subarray(0, n).sort();
  const mid = n >> 1;
  return n % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * Siegel's repeated-median line: for each point the median slope to every other, and the slope the
 * median of those; the level the median of what each point says. It holds while fewer than half the
 * points are off, however far off they are.
 */
export function repeatedMedian(points: { x: number; y: number }[]): { slope: number; intercept: number } | null {
  const perPoint = new Float64Array(points.length);
  const slopes = new Float64Array(points.length);
  let found = 0;
  for (const p of points) {
    let n = 0;
    for (const q of points) if (q.x !== p.x) slopes[n++] = (q.y - p.y) / (q.x - p.x);
    if (n > 0) perPoint[found++] = medianOf(slopes, n);
  }
  if (found === 0) return null;
  const slope = medianOf(perPoint, found);
  return { slope, intercept: medianOf(Float64Array.from(points, (p) => p.y - slope * p.x)) };
}

/** Tukey's biweight: a point this many spreads (robust standard deviations) off the line counts for nothing. */
const BIWEIGHT = 4.685;

/**
 * The weight trend: a robust regression, Tukey's biweight fitted by reweighting from the
 * repeated-median line. A day of water, or the water of a diet's first days, lies several spreads off the line and
 * counts for little or nothing, where a moving average carries it for a week; every point is fitted
 * at its own day, so the line has no start-up lag. `slopeError` is the slope's standard error.
 * Null for fewer than two days.
 */
export function robustLine(points: { x: number; y: number }[]): { slope: number; intercept: number; slopeError: number } | null {
  let line = repeatedMedian(points);
  if (!line) return null;
  let spread = 0;
  for (let round = 0; round < 5; round++) {
    const residuals = points.map((p) => p.y - line!.intercept - line!.slope * p.x);
    spread = Math.max(1.4826 * medianOf(Float64Array.from(residuals, Math.abs)), 0.05);
    const w = residuals.map((r) => Math.max(0, 1 - (r / (BIWEIGHT * spread)) ** 2) ** 2);
    const sw = w.reduce((a, b) => a + b, 0);
    if (sw <= 0) break;
    const mx = points.reduce((a, p, k) => a + w[k]! * p.x, 0) / sw;
    const my = points.reduce((a, p, k) => a + w[k]! * p.y, 0) / sw;
    const sxx = points.reduce((a, p, k) => a + w[k]! * (p.x - mx) ** 2, 0);
    if (sxx <= 0) break;
    const slope = points.reduce((a, p, k) => a + w[k]! * (p.x - mx) * (p.y - my), 0) / sxx;
    line = { slope, intercept: my - slope * mx };
  }
  const xs = points.map((p) => p.x);
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  const sxx = xs.reduce((a, x) => a + (x - mean) ** 2, 0);
  return { ...line, slopeError: sxx > 0 ? spread / Math.sqrt(sxx) : Number.POSITIVE_INFINITY };
}

/** Days without a weigh-in after which the next one starts a new run. */
export const RUN_BREAK_DAYS = 14;
/** The days at the start of a run whose weigh-ins the trend leaves out: a diet's first days shed water, not fat. */
export const SETTLING_DAYS = 5;

/**
 * The weigh-ins less the settling days of each run that goes on at least RUN_BREAK_DAYS past them:
 * a run too short to spare them keeps them (docs/behaviour/coach.md, "The weight trend").
 */
export function settled(weights: WeighIn[]): WeighIn[] {
  const kept: WeighIn[] = [];
  let run: WeighIn[] = [];
  const close = () => {
    const first = dayNumber(run[0]!.date);
    const last = dayNumber(run.at(-1)!.date);
    kept.push(...(last - first >= SETTLING_DAYS + RUN_BREAK_DAYS ? run.filter((w) => dayNumber(w.date) - first >= SETTLING_DAYS) : run));
  };
  for (const w of weights) {
    if (run.length && dayNumber(w.date) - dayNumber(run.at(-1)!.date) > RUN_BREAK_DAYS) {
      close();
      run = [];
    }
    run.push(w);
  }
  if (run.length) close();
  return kept;
}
