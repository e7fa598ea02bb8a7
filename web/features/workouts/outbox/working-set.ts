// The member's working set, kept on the phone after an online visit (docs/behaviour/offline.md, "Offline"):
// the days from WINDOW_BEFORE days before to WINDOW_AFTER days after today, 'Last' as it stood at
// the window's start, and (through the templates feature) every template. With no connection a
// day in the window opens with its plan, 'Last' is worked out from what is kept, and a day outside
// it opens empty, ready to log, never with a failure.
import { addDays, parseIsoDate, toIsoDate, weekdayName } from "@shared/dates";
import { setFigures } from "@shared/workouts/history";
import type { ExerciseBest, PreviousExerciseDto, PreviousWorkoutDto, WorkoutDto } from "@shared/workouts/contract";
import { lookbackDates, mergeLastSets } from "@shared/workout-templates/rules";
import type { TemplateExercise } from "@shared/workouts/contract";
import { api } from "@web/lib/api";
import { noConnection, readKept, writeKept } from "@web/lib/kept-store";
import { keys } from "@web/features/workouts/api";
import { withPending } from "./day-changes";
import type { OutboxEntry } from "./outbox-queue";

export const WINDOW_BEFORE = 30;
export const WINDOW_AFTER = 21;
/** How long a kept working set counts as fresh: an app opened again soon after reads it anew no sooner. */
export const REFRESH_EVERY_MS = 15 * 60_000;
/** Day reads in flight at once while the working set is filled. */
const AT_ONCE = 4;

const DAYS = "days";
const SINCE = "previous";
const SAVED_AT = "savedAt";

type KeptDays = Record<string, WorkoutDto>;
/** 'Last' for every exercise done before `date`, the window's first day. */
type KeptPrevious = { date: string; answer: PreviousWorkoutDto };

export function windowDates(today: string): string[] {
  const start = parseIsoDate(today)!;
  return Array.from({ length: WINDOW_BEFORE + WINDOW_AFTER + 1 }, (_, i) => toIsoDate(addDays(start, i - WINDOW_BEFORE)));
}

export const emptyDay = (date: string): WorkoutDto => ({ date, dayOfWeek: weekdayName(parseIsoDate(date)!), exercises: [] });

/** Reads the whole working set and keeps it in place of the one before, only once all of it came. */
export async function refreshWorkingSet(userId: number, today: string, now = Date.now()): Promise<boolean> {
  const saved = await readKept<number>(userId, SAVED_AT);
  if (saved !== undefined && now - saved < REFRESH_EVERY_MS) return false;
  const dates = windowDates(today);
  const days: KeptDays = {};
  let next = 0;
  const worker = async () => {
    while (next < dates.length) {
      const date = dates[next++]!;
      days[date] = await api.get<WorkoutDto>(keys.day(date));
    }
  };
  // One Promise.all for every read: a refused day must not leave 'Last' rejecting with no one awaiting it.
  const [previous] = await Promise.all([api.get<PreviousWorkoutDto>(keys.previous(dates[0]!)), ...Array.from({ length: AT_ONCE }, worker)]);
  const since: KeptPrevious = { date: dates[0]!, answer: previous };
  // Days read outside the window stay kept beside it.
  keeping = keeping.then(async () => writeKept(userId, DAYS, { ...(await readKept<KeptDays>(userId, DAYS)), ...days }));
  await keeping;
  await writeKept(userId, SINCE, since);
  await writeKept(userId, SAVED_AT, now);
  return true;
}

// Day reads kept one after another, so two answers arriving together never undo each other.
let keeping: Promise<void> = Promise.resolve();

/** Keeps a day the server just answered, whichever day it is: offline it opens as it was last read. */
export function keepDay(userId: number, day: WorkoutDto): Promise<void> {
  keeping = keeping.then(async () => {
    const days = (await readKept<KeptDays>(userId, DAYS)) ?? {};
    await writeKept(userId, DAYS, { ...days, [day.date]: day });
  });
  return keeping;
}

/** A day's read: the server's answer (kept), else the kept day, else an empty day. */
export async function readDay(userId: number | undefined, date: string): Promise<WorkoutDto> {
  try {
    const day = await api.get<WorkoutDto>(keys.day(date));
    if (userId !== undefined) void keepDay(userId, day);
    return day;
  } catch (error) {
    if (!noConnection(error)) throw error;
    if (userId === undefined) return emptyDay(date);
    return (await readKept<KeptDays>(userId, DAYS))?.[date] ?? emptyDay(date);
  }
}

/**
 * 'Last' for a day: the server's answer, else worked out from the kept working set with the
 * changes still waiting on top (a set ticked offline on an earlier day is 'Last' already).
 */
export async function readPrevious(
  userId: number | undefined,
  date: string,
  queue: readonly OutboxEntry[] = [],
): Promise<PreviousWorkoutDto> {
  try {
    return await api.get<PreviousWorkoutDto>(keys.previous(date));
  } catch (error) {
    if (!noConnection(error)) throw error;
    if (userId === undefined) return { date: null, dayOfWeek: null, exercises: [] };
    const [days, since] = await Promise.all([readKept<KeptDays>(userId, DAYS), readKept<KeptPrevious>(userId, SINCE)]);
    const withQueue = Object.fromEntries(Object.entries(days ?? {}).map(([d, day]) => [d, withPending(day, queue)]));
    return previousFrom(withQueue, since, date);
  }
}

const nameKey = (name: string) => name.trim().toLowerCase();

const better = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));

/**
 * 'Last' before `date` as GET /api/workouts/previous answers it, from the kept days and 'Last' as it
 * stood at the window's start: for each name, its latest kept day before `date` with a ticked set,
 * else the window start's; the best is the best of both.
 */
export function previousFrom(days: KeptDays, since: KeptPrevious | undefined, date: string): PreviousWorkoutDto {
  const byName = new Map<string, PreviousExerciseDto>();
  const useSince = since && since.date <= date;
  for (const exercise of useSince ? since.answer.exercises : []) byName.set(nameKey(exercise.name), exercise);
  const earlier = Object.keys(days)
    .filter((d) => d < date && (!since || d >= since.date))
    .sort();
  for (const d of earlier) {
    for (const exercise of days[d]!.exercises) {
      const ticked = exercise.setRows.filter((row) => row.completed);
      if (ticked.length === 0) continue;
      const key = nameKey(exercise.name);
      const before = byName.get(key);
      const figures = setFigures(ticked);
      const best: ExerciseBest = {
        estimatedOneRepMax: better(before?.best.estimatedOneRepMax ?? null, figures.bestEstimate),
        weight: better(before?.best.weight ?? null, figures.topWeight),
      };
      const { sets: setCount, setRows: _rows, ...rest } = exercise;
      byName.set(key, { ...rest, date: d, setCount, sets: ticked, best });
    }
  }
  const exercises = [...byName.values()].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  const latest = exercises[0]?.date ?? null;
  return { date: latest, dayOfWeek: latest ? weekdayName(parseIsoDate(latest)!) : null, exercises };
}

/** The member's exercise names that contain `q`, from the kept working set, most recent first. */
export async function keptNames(userId: number, q: string): Promise<string[]> {
  const [days, since] = await Promise.all([readKept<KeptDays>(userId, DAYS), readKept<KeptPrevious>(userId, SINCE)]);
  const seen = new Map<string, string>();
  const dates = Object.keys(days ?? {})
    .sort()
    .reverse();
  for (const d of dates) for (const e of days![d]!.exercises) if (!seen.has(nameKey(e.name))) seen.set(nameKey(e.name), e.name);
  for (const e of since?.answer.exercises ?? []) if (!seen.has(nameKey(e.name))) seen.set(nameKey(e.name), e.name);
  const needle = q.trim().toLowerCase();
  return [...seen.values()].filter((name) => name.toLowerCase().includes(needle));
}

/**
 * A template filled as GET /api/templates/{id}/with-latest fills it, from the kept days with the
 * changes still waiting on top (the look-back's days all lie in the kept window for any day up to
 * three weeks ahead).
 */
export async function keptLookback(userId: number, template: readonly TemplateExercise[], date: string, queue: readonly OutboxEntry[]) {
  const days = (await readKept<KeptDays>(userId, DAYS)) ?? {};
  const earlier = lookbackDates(date).map((d) => withPending(days[d] ?? emptyDay(d), queue));
  // The server's rule (GET /api/templates/{id}/with-latest): the template's own targets, each set from last time's.
  const { exercises, usedPriorData } = mergeLastSets(template, earlier);
  return { exercises, foundPrior: usedPriorData };
}
