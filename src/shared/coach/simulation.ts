// Synthetic members for the coach's tests and its documented figures (docs/behaviour/coach.md,
// "How right it is"): the true expenditure is known, the intake and weigh-ins are drawn around it
// with a seeded generator, so every run sees the same members.
import { addDays, parseIsoDate, toIsoDate } from "@shared/dates";
import { KG_PER_LB } from "@shared/units";
import type { DayIntake, WeighIn } from "./rules";

export type Member = {
  seed: number;
  expenditure: number;
  /** Eaten a day on average, against the expenditure: -500 loses, 0 maintains, +300 gains. */
  surplus: number;
  startKg: number;
  /** The range of the day-to-day water swing on the scale (kg, peak to peak). */
  waterKg: number;
  /** Extra water on the first day, gone within about a week (a diet's first days). */
  startWaterKg: number;
  /** Days from this one on, for seven days, nothing is logged nor weighed. */
  gapFrom: number | null;
  /** The share of days logged. */
  logged: number;
};

export const START = "2026-01-05";

function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  return { next, normal };
}

/** The member's `days` days from START: what they logged and what the scale said (pounds). */
export function simulate(m: Member, days: number): { intake: DayIntake[]; weighIns: WeighIn[] } {
  const r = generator(m.seed);
  const intake: DayIntake[] = [];
  const weighIns: WeighIn[] = [];
  let kg = m.startKg;
  for (let d = 0; d < days; d++) {
    const date = toIsoDate(addDays(parseIsoDate(START)!, d));
    const inGap = m.gapFrom !== null && d >= m.gapFrom && d < m.gapFrom + 7;
    const eaten = m.expenditure + m.surplus + 250 * r.normal();
    const water = (r.next() - 0.5) * m.waterKg + m.startWaterKg * Math.exp(-d / 2.5);
    const weighed = r.next() < 0.5;
    const logs = r.next() < m.logged;
    if (!inGap && weighed) weighIns.push({ date, weight: (kg + water) / KG_PER_LB });
    if (!inGap && logs) intake.push({ date, kcal: Math.round(eaten) });
    kg += (eaten - m.expenditure) / 7700;
  }
  return { intake, weighIns };
}

/** Every kind of member the issue names, over `seeds` draws each. */
export function members(seeds: number): Member[] {
  const list: Member[] = [];
  let seed = 1;
  for (let s = 0; s < seeds; s++)
    for (const surplus of [-500, 0, 300])
      for (const heavy of [false, true])
        for (const gap of [null, 12]) {
          const r = generator(seed * 7919);
          list.push({
            seed: seed++,
            expenditure: Math.round(1900 + 1200 * r.next()),
            surplus,
            startKg: heavy ? 110 + 20 * r.next() : 60 + 25 * r.next(),
            waterKg: 0.5 + 0.3 * r.next(),
            startWaterKg: heavy ? 1.5 : 0,
            gapFrom: gap,
            logged: 0.7 + 0.2 * r.next(),
          });
        }
  return list;
}

/**
 * The 7-day-average method the coach is measured against: the average intake less the change
 * between the first and the last week's average weight, from the first day logged.
 */
export function sevenDayAverageEstimate(intake: DayIntake[], weighIns: WeighIn[], asOf: string, windowDays: number): number | null {
  const end = parseIsoDate(asOf)!.getTime();
  const dayOf = (iso: string) => Math.round((end - parseIsoDate(iso)!.getTime()) / 86_400_000);
  const inWindow = <T extends { date: string }>(xs: T[]) => xs.filter((x) => dayOf(x.date) >= 1 && dayOf(x.date) <= windowDays);
  const eaten = inWindow(intake);
  const weights = inWindow(weighIns);
  const first = weights.filter((w) => dayOf(w.date) > windowDays - 7);
  const last = weights.filter((w) => dayOf(w.date) <= 7);
  if (!eaten.length || !first.length || !last.length) return null;
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const changeKg = (mean(last.map((w) => w.weight)) - mean(first.map((w) => w.weight))) * KG_PER_LB;
  return mean(eaten.map((d) => d.kcal)) - (changeKg * 7700) / (windowDays - 7);
}
