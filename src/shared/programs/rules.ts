// The progression rules (docs/behaviour/programs.md, "Progression rules"): a program's next workout and each
// exercise's numbers, worked out from its logged sessions every time (never kept as a counter), so
// correcting a logged set changes the next target. The server answers with it and the phone, with
// no connection, computes the same from the sessions it keeps.
import { addDays, parseIsoDate, shortIsoDay, toIsoDate, weekdayName } from "@shared/dates";
import { formatAmount, weightFromStored } from "@shared/units";
import type { NextExercise, NextWorkout, ProgramDto, ProgramExercise, ProgramSession, Rule, SessionSet, TargetSet } from "./contract";
import { deloaded, loadable, raised, type LoadContext } from "./loading";

export type RuleContext = LoadContext & {
  /** The day the next workout is for (YYYY-MM-DD): a weekday schedule starts looking there. */ date: string;
};

/** "Mon 23 Nov": how a why line names a session's day, as the screens date one. */
export const sessionDate = shortIsoDay;

/** A weight (pounds) in the member's unit, as a why line says it: "225 lb", "100 kg". */
const amount = (pounds: number, ctx: LoadContext) => `${formatAmount(weightFromStored(pounds, ctx.weightUnit))} ${ctx.weightUnit}`;

const work = (sets: readonly SessionSet[]) => sets.filter((s) => !s.warmup);
const ticked = (sets: readonly SessionSet[]) => work(sets).filter((s) => s.completed);

const trackOf = (e: ProgramExercise) => (e.track ?? e.name).trim().toLowerCase();

/**
 * One exercise's sessions of the program, oldest first, each its sets: those of the workouts that
 * hold its track (any of them, for a lift in every workout); a session with nothing ticked is not one.
 */
export function exerciseSessions(
  e: ProgramExercise,
  program: Pick<ProgramDto, "workouts">,
  sessions: readonly ProgramSession[],
): { date: string; sets: SessionSet[] }[] {
  const key = e.name.trim().toLowerCase();
  const track = trackOf(e);
  const workouts = new Set(program.workouts.filter((w) => w.exercises.some((x) => trackOf(x) === track)).map((w) => w.name.toLowerCase()));
  const out: { date: string; sets: SessionSet[] }[] = [];
  for (const s of [...sessions].sort((a, b) => a.date.localeCompare(b.date))) {
    if (!workouts.has(s.workout.toLowerCase())) continue;
    const sets = s.exercises.filter((e) => e.name.trim().toLowerCase() === key).flatMap((e) => e.sets);
    if (ticked(sets).length > 0) out.push({ date: s.date, sets });
  }
  return out;
}

/** The weight a session was lifted at: its heaviest ticked work set (pounds), or null when none had a weight. */
const liftedAt = (sets: readonly SessionSet[]) =>
  ticked(sets).reduce<number | null>((m, s) => (s.weight !== null && (m === null || s.weight > m) ? s.weight : m), null);

/** Whether a session reached `count` ticked work sets of at least `reps` each. */
const reached = (sets: readonly SessionSet[], count: number, reps: number) => {
  const done = ticked(sets);
  return done.length >= count && done.every((s) => (s.reps ?? 0) >= reps);
};

const sets = (count: number, weight: number, reps: number, amrapLast: boolean): TargetSet[] =>
  Array.from({ length: count }, (_, i) => ({ weight, reps, amrap: amrapLast && i === count - 1 }));

type Target = { sets: TargetSet[]; why: string };

function linear(
  e: ProgramExercise,
  rule: Extract<Rule, { type: "linear" }>,
  history: { date: string; sets: SessionSet[] }[],
  ctx: LoadContext,
): Target {
  let weight = e.startWeight;
  let misses = 0;
  let why = `Starting weight ${amount(weight, ctx)}`;
  for (const s of history) {
    const base = liftedAt(s.sets) ?? weight;
    if (reached(s.sets, e.sets, e.reps)) {
      weight = raised(base, rule.increment, e.equipment, ctx);
      misses = 0;
      why = `+${amount(weight - base, ctx)}: all ${e.sets} x ${e.reps} done on ${sessionDate(s.date)}`;
    } else if (++misses >= rule.failuresBeforeDeload) {
      weight = deloaded(base, rule.deloadPercent, e.equipment, ctx);
      why = `Deload -${formatAmount(rule.deloadPercent)}%: missed ${misses} times in a row, last on ${sessionDate(s.date)}`;
      misses = 0;
    } else {
      weight = loadable(base, e.equipment, ctx);
      why = `Same weight: missed on ${sessionDate(s.date)} (${misses} of ${rule.failuresBeforeDeload} before a deload)`;
    }
  }
  return { sets: sets(e.sets, weight, e.reps, e.amrap), why };
}

function double(
  e: ProgramExercise,
  rule: Extract<Rule, { type: "double" }>,
  history: { date: string; sets: SessionSet[] }[],
  ctx: LoadContext,
): Target {
  let weight = e.startWeight;
  let reps = rule.repsMin;
  let why = `Starting weight ${amount(weight, ctx)}, ${rule.repsMin}-${rule.repsMax} reps`;
  for (const s of history) {
    const base = liftedAt(s.sets) ?? weight;
    if (reached(s.sets, e.sets, rule.repsMax)) {
      weight = raised(base, rule.increment, e.equipment, ctx);
      reps = rule.repsMin;
      why = `+${amount(weight - base, ctx)}: ${e.sets} x ${rule.repsMax} reached on ${sessionDate(s.date)}`;
    } else {
      weight = loadable(base, e.equipment, ctx);
      const fewest = Math.min(...ticked(s.sets).map((x) => x.reps ?? 0));
      reps = Math.min(rule.repsMax, Math.max(rule.repsMin, fewest + 1));
      why = `Same weight, aim for ${reps} reps: top of ${rule.repsMin}-${rule.repsMax} not reached on ${sessionDate(s.date)}`;
    }
  }
  return { sets: sets(e.sets, weight, reps, false), why };
}

function percent(
  e: ProgramExercise,
  rule: Extract<Rule, { type: "percent" }>,
  history: { date: string; sets: SessionSet[] }[],
  ctx: LoadContext,
): Target {
  const weeks = rule.waves.length;
  const week = history.length % weeks;
  const cycle = Math.floor(history.length / weeks);
  const max = rule.trainingMax + cycle * rule.increment;
  const wave = rule.waves[week]!;
  const out = wave.map((s) => ({ weight: loadable((max * s.percent) / 100, e.equipment, ctx), reps: s.reps, amrap: s.amrap }));
  const raisedBy = cycle > 0 ? ` (+${amount(cycle * rule.increment, ctx)} after ${cycle} ${cycle === 1 ? "cycle" : "cycles"})` : "";
  return { sets: out, why: `Week ${week + 1} of ${weeks}, training max ${amount(max, ctx)}${raisedBy}` };
}

function stages(
  e: ProgramExercise,
  rule: Extract<Rule, { type: "stages" }>,
  history: { date: string; sets: SessionSet[] }[],
  ctx: LoadContext,
): Target {
  let stage = 0;
  let weight = e.startWeight;
  let why = `Starting weight ${amount(weight, ctx)}`;
  const name = (i: number) => `${rule.stages[i]!.sets} x ${rule.stages[i]!.reps}`;
  for (const s of history) {
    const base = liftedAt(s.sets) ?? weight;
    const { sets: count, reps } = rule.stages[stage]!;
    if (reached(s.sets, count, reps)) {
      weight = raised(base, rule.increment, e.equipment, ctx);
      why = `+${amount(weight - base, ctx)}: ${name(stage)} done on ${sessionDate(s.date)}`;
    } else if (stage < rule.stages.length - 1) {
      stage++;
      weight = loadable(base, e.equipment, ctx);
      why = `Next stage ${name(stage)} at the same weight: missed ${name(stage - 1)} on ${sessionDate(s.date)}`;
    } else {
      stage = 0;
      weight = deloaded(base, rule.resetPercent, e.equipment, ctx);
      why = `Back to ${name(0)} at -${formatAmount(rule.resetPercent)}%: missed the last stage on ${sessionDate(s.date)}`;
    }
  }
  const { sets: count, reps } = rule.stages[stage]!;
  return { sets: sets(count, weight, reps, e.amrap), why };
}

function repeat(e: ProgramExercise, history: { date: string; sets: SessionSet[] }[], ctx: LoadContext): Target {
  const last = history.at(-1);
  if (!last) return { sets: sets(e.sets, e.startWeight, e.reps, e.amrap), why: `Starting weight ${amount(e.startWeight, ctx)}` };
  const done = ticked(last.sets);
  return {
    sets: done.map((s, i) => ({ weight: s.weight ?? e.startWeight, reps: s.reps ?? e.reps, amrap: e.amrap && i === done.length - 1 })),
    why: `Same as on ${sessionDate(last.date)}`,
  };
}

/** One exercise's next numbers and why, from the program's sessions. */
export function nextTargets(
  given: ProgramExercise,
  program: Pick<ProgramDto, "workouts">,
  sessions: readonly ProgramSession[],
  ctx: LoadContext,
): NextExercise {
  // The starting weight as it can be loaded: an empty bar at the least for a barbell lift.
  const e = { ...given, startWeight: loadable(given.startWeight, given.equipment, ctx) };
  const history = exerciseSessions(e, program, sessions);
  const rule = e.rule;
  const target =
    rule.type === "linear"
      ? linear(e, rule, history, ctx)
      : rule.type === "double"
        ? double(e, rule, history, ctx)
        : rule.type === "percent"
          ? percent(e, rule, history, ctx)
          : rule.type === "stages"
            ? stages(e, rule, history, ctx)
            : repeat(e, history, ctx);
  return { name: e.name, sets: target.sets, why: target.why, restTime: e.restTime };
}

/** A session is done when every work set of its exercises is ticked. */
export const sessionDone = (s: ProgramSession) =>
  s.exercises.every((e) => work(e.sets).every((x) => x.completed)) && s.exercises.some((e) => work(e.sets).length > 0);

/**
 * Which workout is next: in a rotation, the one after the last one done (the first when none is);
 * on a weekday schedule, the first workout of `date` or the days after it.
 */
export function nextWorkoutName(
  program: Pick<ProgramDto, "schedule" | "workouts">,
  sessions: readonly ProgramSession[],
  date: string,
): string {
  const names = program.workouts.map((w) => w.name);
  if (program.schedule === "weekdays") {
    const start = parseIsoDate(date);
    for (let k = 0; start && k < 7; k++) {
      const day = weekdayName(parseIsoDate(toIsoDate(addDays(start, k)))!);
      const found = program.workouts.find((w) => w.weekdays.includes(day));
      if (found) return found.name;
    }
  }
  const done = [...sessions].sort((a, b) => a.date.localeCompare(b.date)).filter(sessionDone);
  const last = done.at(-1);
  const index = last ? names.findIndex((n) => n.toLowerCase() === last.workout.toLowerCase()) : -1;
  return names[(index + 1) % names.length]!;
}

/**
 * The program's next workout and its numbers. A session on `date` or later that is not done yet
 * is the workout under way, not a miss: it is left out, so its numbers are those it was started with.
 */
export function nextWorkout(
  program: Pick<ProgramDto, "schedule" | "workouts">,
  sessions: readonly ProgramSession[],
  ctx: RuleContext,
): NextWorkout {
  const counted = sessions.filter((s) => s.date < ctx.date || sessionDone(s));
  const workout = nextWorkoutName(program, counted, ctx.date);
  const found = program.workouts.find((w) => w.name === workout)!;
  return { workout, exercises: found.exercises.map((e) => nextTargets(e, program, counted, ctx)) };
}

/**
 * The next workout as the day's new exercises: each at its first set's numbers (the set rows take
 * their own after), the why line as its note, tagged with the program and workout. The server puts
 * them on a day, and the phone queues the same with no connection.
 */
export function nextAsExercises(next: NextWorkout, programId: number) {
  return next.exercises.map((e) => ({
    name: e.name,
    sets: e.sets.length,
    reps: String(e.sets[0]!.reps),
    weight: String(e.sets[0]!.weight),
    restTime: e.restTime,
    isCompleted: false,
    notes: e.sets.some((s) => s.amrap) ? `${e.why}. Last set: as many reps as you can.` : e.why,
    programId,
    programWorkout: next.workout,
  }));
}
