// Sessions (docs/behaviour/workouts.md, "Sessions"): the History list one page at a time, a day's
// start and finish, and the summary a finish answers. A session is a day with a ticked set; its
// figures follow the rules of exercise history and of the card's record badge.
import type { Db } from "@db/client";
import { inTransaction } from "@db/prepared";
import type { ExerciseBest, ExerciseType, SetRow } from "@shared/workouts/contract";
import { assistancePoints, betterBest, recordsBeaten, setFigures, totalVolume } from "@shared/workouts/history";
import { durationOf, type FinishSummaryDto, type SessionDto, type SessionRecord } from "@shared/workouts/session-contract";
import { dayOf, withLeastAssistance } from "./reads";
import * as store from "./store";

/** How many exercise names a session without a template or program workout is named by. */
const NAMES_IN_NAME = 3;

type Summary = SessionDto & { programWorkout?: string; templateName: string | null };

/** One exercise name of a day: its sets run on across blocks of it, its type that of its last block. */
type DayExercise = { name: string; type: ExerciseType; sets: SetRow[]; programWorkout: string | null };

/** The sessions of `dates` (days with a ticked set), with the records each set; the dates are consecutive trained days. */
function summarize(db: Db, userId: number, dates: string[]): Map<string, Summary> {
  const out = new Map<string, Summary>();
  if (dates.length === 0) return out;
  const sorted = [...dates].sort();
  const rows = store.doneBetween(db, userId, sorted[0]!, sorted.at(-1)!);
  const sets = store.setRowsOf(
    db,
    userId,
    rows.map((r) => r.id),
  );
  const byDay = new Map<string, Map<string, DayExercise>>();
  for (const r of rows) {
    const day = byDay.get(r.date) ?? new Map<string, DayExercise>();
    byDay.set(r.date, day);
    const found = day.get(r.key);
    const own = sets.get(r.id) ?? [];
    if (found) {
      found.sets.push(...own);
      found.type = r.type as ExerciseType;
    } else day.set(r.key, { name: r.name, type: r.type as ExerciseType, sets: [...own], programWorkout: r.programWorkout });
  }
  const days = [...byDay.keys()].sort();
  const liftKeys = new Set<string>();
  const otherKeys = new Set<string>();
  for (const day of byDay.values()) {
    for (const [key, e] of day) (e.type === "weight_reps" || e.type === "weighted_bodyweight" ? liftKeys : otherKeys).add(key);
    for (const [key, e] of day) if (e.type === "weighted_bodyweight") otherKeys.add(key);
  }
  const best = days.length ? store.recordsBefore(db, userId, days[0]!, [...liftKeys], [...otherKeys]) : new Map<string, ExerciseBest>();
  const times = new Map(store.sessionsOn(db, userId, days).map((s) => [s.date, s]));
  const assisted = new Set<string>();
  for (const date of days) {
    const day = [...byDay.get(date)!.entries()];
    const prs: SessionRecord[] = [];
    let setsDone = 0;
    let volume = 0;
    for (const [key, e] of day) {
      const figures = setFigures(e.sets, e.type);
      const points = assistancePoints(e.sets, e.type);
      setsDone += e.sets.filter((s) => s.completed && s.kind !== "warmup").length;
      volume += totalVolume(e.sets, e.type);
      let before = best.get(key);
      if (e.type === "assisted_bodyweight" && !assisted.has(key)) {
        // The least assistance before the page, read once per name: a record is less than that.
        assisted.add(key);
        before = withLeastAssistance(db, userId, key, days[0]!, before ?? null) ?? undefined;
      }
      if (before) for (const beaten of recordsBeaten(before, figures, points)) prs.push({ exercise: e.name, ...beaten });
      best.set(key, betterBest(before ?? null, figures, points));
    }
    const session = times.get(date);
    const programWorkout = day.find(([, e]) => e.programWorkout)?.[1].programWorkout ?? undefined;
    const templateName = session?.templateName ?? null;
    const name =
      programWorkout ??
      templateName ??
      day
        .slice(0, NAMES_IN_NAME)
        .map(([, e]) => e.name)
        .join(", ");
    out.set(date, {
      date,
      name,
      exercises: day.length,
      setsDone,
      volume: Math.round(volume * 10) / 10,
      durationSeconds: durationOf(session),
      prs,
      templateName,
      ...(programWorkout === undefined ? {} : { programWorkout }),
    });
  }
  return out;
}

const FAR_FUTURE = "9999-12-31";

/** GET /api/workouts/sessions: the newest `limit` sessions before `before` (exclusive), newest first. */
export function sessionsPage(db: Db, userId: number, before: string | undefined, limit: number): SessionDto[] {
  const dates = store.trainedDaysBefore(db, userId, before ?? FAR_FUTURE, limit);
  const summaries = summarize(db, userId, dates);
  return dates.flatMap((date) => {
    const s = summaries.get(date);
    if (!s) return [];
    const { templateName: _t, programWorkout: _p, ...session } = s;
    return [session];
  });
}

/** POST /api/workouts/{date}/start: the day starts at `at` (now by default) unless it started earlier; a template started names it. */
export function startWorkout(db: Db, userId: number, date: string, at: string, templateName?: string) {
  inTransaction(db, () => {
    store.insertWorkout(db, userId, date, dayOf(date));
    store.startSession(db, userId, date, at);
    if (templateName !== undefined) store.setTemplateName(db, userId, date, templateName);
  });
}

/** POST /api/workouts/{date}/finish: the day finishes at `at`; answers its summary. */
export function finishWorkout(db: Db, userId: number, date: string, at: string): FinishSummaryDto {
  return inTransaction(db, () => {
    store.insertWorkout(db, userId, date, dayOf(date));
    store.finishSession(db, userId, date, at);
    const summary = summarize(db, userId, [date]).get(date);
    const times = store.sessionsOn(db, userId, [date])[0];
    if (!summary) return { durationSeconds: durationOf(times), setsDone: 0, volume: 0, prs: [], comparedToLast: { volume: null } };
    const last = summary.templateName
      ? store.lastDateOf(db, userId, { template: summary.templateName }, date)
      : store.lastDateOf(db, userId, { programWorkout: summary.programWorkout }, date);
    const lastVolume = last ? (summarize(db, userId, [last]).get(last)?.volume ?? null) : null;
    return {
      durationSeconds: summary.durationSeconds,
      setsDone: summary.setsDone,
      volume: summary.volume,
      prs: summary.prs,
      comparedToLast: { volume: lastVolume === null ? null : Math.round((summary.volume - lastVolume) * 10) / 10 },
    };
  });
}
