// A program's sessions as the phone knows them with no connection: those the server last answered,
// with the days the phone holds (a day logged offline, its waiting changes drawn in) in place of the
// same dates, so the next workout it works out is the one the server would answer.
import type { WorkoutDto } from "@shared/workouts/contract";
import { parseReps, parseWeight } from "@shared/workouts/history";
import type { ProgramSession, SessionTuple } from "./contract";

/** Sessions as the answer carries them: each work set a tuple (warm-ups count for no rule). */
export function toTuples(sessions: readonly ProgramSession[]): SessionTuple[] {
  return sessions.map((s) => ({
    date: s.date,
    workout: s.workout,
    exercises: s.exercises.map((e) => ({
      name: e.name,
      sets: e.sets.filter((x) => !x.warmup).map((x) => [x.weight, x.reps, x.completed ? 1 : 0]),
    })),
  }));
}

/** An answer's sessions read back as the rules take them. */
export function fromTuples(sessions: readonly SessionTuple[]): ProgramSession[] {
  return sessions.map((s) => ({
    date: s.date,
    workout: s.workout,
    exercises: s.exercises.map((e) => ({
      name: e.name,
      sets: e.sets.map(([weight, reps, completed]) => ({ weight, reps, completed: completed === 1, warmup: false })),
    })),
  }));
}

/** The sessions of program `programId` that `days` hold: their exercises it put on, by workout. */
export function sessionsOfDays(programId: number, days: readonly WorkoutDto[]): ProgramSession[] {
  const out: ProgramSession[] = [];
  for (const day of days) {
    const byWorkout = new Map<string, ProgramSession>();
    for (const e of day.exercises) {
      if (e.programId !== programId || !e.programWorkout) continue;
      const session = byWorkout.get(e.programWorkout) ?? { date: day.date, workout: e.programWorkout, exercises: [] };
      session.exercises.push({
        name: e.name,
        sets: e.setRows.map((r) => ({
          weight: parseWeight(r.weight),
          reps: parseReps(r.reps),
          completed: r.completed,
          warmup: r.kind === "warmup",
        })),
      });
      byWorkout.set(e.programWorkout, session);
    }
    out.push(...byWorkout.values());
  }
  return out;
}

/** The kept sessions with the dates of `days` replaced by what those days hold now. */
export function withDays(programId: number, kept: readonly ProgramSession[], days: readonly WorkoutDto[]): ProgramSession[] {
  const dates = new Set(days.map((d) => d.date));
  return [...kept.filter((s) => !dates.has(s.date)), ...sessionsOfDays(programId, days)].sort((a, b) => a.date.localeCompare(b.date));
}
