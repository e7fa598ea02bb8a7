// Pure maths of our small SVG line charts (body composition trends, estimated 1RM): which points a
// range keeps, a "nice" value axis, the mapping of points into the drawing box, the path, and the
// one-line summary that is both shown and read out. No DOM here, so it is unit-tested directly.
// Only the web draws charts (body composition and exercise history), so this lives beside TrendChart.
import { addDays, parseIsoDate, toIsoDate } from "@shared/dates";
import { shortMonth, shortMonthDay } from "@web/lib/words";

export type SeriesPoint = { date: string; value: number };

export type ChartRangeKey = "30d" | "90d" | "1y" | "all";
export const CHART_RANGES: readonly { key: ChartRangeKey; label: string; days: number | null }[] = [
  { key: "30d", label: "30 days", days: 30 },
  { key: "90d", label: "90 days", days: 90 },
  { key: "1y", label: "1 year", days: 365 },
  { key: "all", label: "All", days: null },
];

/**
 * Whole days since 1970-01-01 of a YYYY-MM-DD date (NaN for anything else, which no range keeps);
 * UTC maths, so no daylight-saving drift.
 */
export function dayNumber(iso: string): number {
  const date = parseIsoDate(iso);
  if (!date) return Number.NaN;
  return Math.round(date.getTime() / 86_400_000);
}

/** "Jun 9" */
export function shortDate(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? shortMonthDay(date) : iso;
}

/** "Jun 9, 2025" */
export function longDate(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? `${shortDate(iso)}, ${date.getUTCFullYear()}` : iso;
}

/** "Jun 2025", for a time axis that spans most of a year or more. */
function monthYear(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? `${shortMonth(date)} ${date.getUTCFullYear()}` : iso;
}

/**
 * The points of a range, oldest first: the last `days` days up to and including `today` (so "30
 * days" on June 30 starts on June 1), or every point for "all". Later dates are kept: an entry
 * dated tomorrow is still the user's latest figure.
 */
export function pointsInRange(points: readonly SeriesPoint[], range: ChartRangeKey, today: string): SeriesPoint[] {
  const days = CHART_RANGES.find((r) => r.key === range)?.days ?? null;
  const from = days === null ? -Infinity : dayNumber(today) - (days - 1);
  return points
    .filter((p) => Number.isFinite(p.value) && dayNumber(p.date) >= from)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** 1, 2, 2.5 or 5 times a power of ten, the smallest at least `rough`. */
export function niceStep(rough: number): number {
  if (!(rough > 0) || !Number.isFinite(rough)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  // The tolerance keeps 0.30000000000000004 / 3 a step of 0.1, not 0.2.
  const fraction = rough / power - 1e-9;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** Removes binary noise such as 0.30000000000000004 from tick values. */
const tidy = (n: number) => Math.round(n * 1e6) / 1e6;

export type ValueScale = { min: number; max: number; ticks: number[] };

/**
 * A value axis that covers [low, high] with round tick values, about `count` of them. A flat series
 * gets a little room above and below so its line sits mid-chart; non-negative data never gets a
 * negative axis.
 */
export function niceScale(low: number, high: number, count = 4): ValueScale {
  let lo = Math.min(low, high);
  let hi = Math.max(low, high);
  // Figures carry one decimal; a spread far below that is a flat line, not a scale to magnify.
  if (hi - lo < 1e-3) {
    const pad = Math.max(Math.abs(hi) * 0.05, 0.5);
    lo -= pad;
    hi += pad;
    if (low >= 0 && lo < 0) lo = 0;
  }
  const step = niceStep((hi - lo) / Math.max(1, count - 1));
  const min = tidy(Math.floor(lo / step) * step);
  const max = tidy(Math.ceil(hi / step) * step);
  const ticks: number[] = [];
  for (let v = min, i = 0; v <= max + step / 1e6 && i < 50; v = tidy(min + ++i * step)) ticks.push(v);
  return { min, max, ticks };
}

export type ChartBox = { width: number; height: number; top: number; right: number; bottom: number; left: number };

export type PlacedPoint = SeriesPoint & { x: number; y: number };

export type ChartLayout = {
  points: PlacedPoint[];
  path: string;
  yTicks: { value: number; y: number }[];
  xTicks: { date: string; x: number; label: string }[];
  scale: ValueScale;
};

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Places oldest-first points in the box: time across (by calendar day), value up. `minSpan` keeps
 * the value axis at least that tall, centred on the data, so a figure that barely moves (an
 * expenditure steady within a few kcal) reads as steady instead of being magnified into swings.
 */
export function layoutChart(series: readonly SeriesPoint[], box: ChartBox, tickCount = 4, minSpan = 0): ChartLayout {
  const x0 = box.left;
  const x1 = box.width - box.right;
  const y0 = box.height - box.bottom;
  const y1 = box.top;
  if (series.length === 0) {
    return { points: [], path: "", yTicks: [], xTicks: [], scale: { min: 0, max: 0, ticks: [] } };
  }
  const values = series.map((p) => p.value);
  let low = Math.min(...values);
  let high = Math.max(...values);
  if (high - low < minSpan) {
    const pad = (minSpan - (high - low)) / 2;
    low = values.every((v) => v >= 0) ? Math.max(0, low - pad) : low - pad;
    high = low + Math.max(minSpan, high - low);
  }
  const scale = niceScale(low, high, tickCount);
  const firstDay = dayNumber(series[0]!.date);
  const lastDay = dayNumber(series[series.length - 1]!.date);
  const xOf = (date: string) =>
    lastDay === firstDay ? (x0 + x1) / 2 : x0 + ((dayNumber(date) - firstDay) / (lastDay - firstDay)) * (x1 - x0);
  const yOf = (value: number) =>
    scale.max === scale.min ? (y0 + y1) / 2 : y0 - ((value - scale.min) / (scale.max - scale.min)) * (y0 - y1);

  const points = series.map((p) => ({ ...p, x: round1(xOf(p.date)), y: round1(yOf(p.value)) }));
  const path = points.map((p, i) => `${i === 0 ? "M" : "L"}${p.x} ${p.y}`).join(" ");
  const yTicks = scale.ticks.map((value) => ({ value, y: round1(yOf(value)) }));

  // First and last date label the time axis; a long span gets a middle one too.
  const spanDays = lastDay - firstDay;
  const label = spanDays > 300 ? monthYear : shortDate;
  const first = series[0]!.date;
  const last = series[series.length - 1]!.date;
  const xTicks = [{ date: first, x: round1(xOf(first)), label: label(first) }];
  if (spanDays >= 14) {
    const middle = toIsoDate(addDays(parseIsoDate(first)!, Math.round(spanDays / 2)));
    xTicks.push({ date: middle, x: round1(xOf(middle)), label: label(middle) });
  }
  if (last !== first) xTicks.push({ date: last, x: round1(xOf(last)), label: label(last) });
  return { points, path, yTicks, xTicks, scale };
}

/** "182.4 lbs", "18.2%": percent hugs the number, other units take a space. */
export function withUnit(value: number, unit: string): string {
  const text = String(round1(value));
  if (!unit) return text;
  return unit === "%" ? `${text}%` : `${text} ${unit}`;
}

/** "+1.2 lbs" or "−3.1 lbs" (a true minus sign, which screen readers say as "minus"). */
export function signedChange(change: number, unit: string): string {
  const r = round1(change);
  const magnitude = withUnit(Math.abs(r), unit);
  return r > 0 ? `+${magnitude}` : r < 0 ? `\u2212${magnitude}` : magnitude;
}

/**
 * The line under a chart and its spoken text: the latest value and the change from the first to
 * the last point of the range, e.g. "Latest 182.4 lbs · −3.1 lbs over 90 days".
 */
export function trendSummary(series: readonly SeriesPoint[], unit: string, range: ChartRangeKey): string | null {
  if (series.length === 0) return null;
  const first = series[0]!;
  const last = series[series.length - 1]!;
  const latest = `Latest ${withUnit(last.value, unit)}`;
  if (series.length === 1) return `${latest} · first entry in this range`;
  const days = CHART_RANGES.find((r) => r.key === range)?.days ?? null;
  const span = days === null ? `since ${longDate(first.date)}` : `over ${CHART_RANGES.find((r) => r.key === range)!.label}`;
  const change = round1(last.value - first.value);
  return change === 0 ? `${latest} · no change ${span}` : `${latest} · ${signedChange(change, unit)} ${span}`;
}
