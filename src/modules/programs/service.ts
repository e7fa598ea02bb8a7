// Programs of one member: starting one (built in, or their own, or made from their templates), the
// active one with its next workout worked out from its sessions, putting that workout on a day, and
// stopping it. The numbers are never stored: src/shared/programs/rules.ts computes them each time.
import type { Db } from "@db/client";
import { inTransaction } from "@db/prepared";
import * as store from "./store";
import type { ProgramRecord as Program, User } from "./store";
import { badRequest, notFound } from "@src/errors";
import type { ActiveProgramDto, OwnProgram, ProgramDto, ProgramSession, ProgramWorkout } from "@shared/programs/contract";
import { nextAsExercises, nextWorkout, type RuleContext } from "@shared/programs/rules";
import { toTuples } from "@shared/programs/sessions";
import type { LoadContext } from "@shared/programs/loading";
import { parseReps, parseWeight } from "@shared/workouts/history";
import type { WorkoutDto } from "@shared/workouts/contract";
import { getWorkout } from "@modules/workouts/reads";
import { appendExercises, updateSet } from "@modules/workouts/service";
import { catalogue, catalogueEntry, withStartingWeights } from "./catalogue";
import { linkedExercises } from "@modules/exercise-library/links";
import { nameKey } from "@shared/exercise-library/rules";
import { PROGRAMS_FULL, type Equipment } from "@shared/programs/contract";
import { PER_USER } from "@shared/limits";

/** The member's unit and plates: what the rules round to. */
export function loadContext(user: Pick<User, "weightUnit" | "plates">): LoadContext {
  const weightUnit = user.weightUnit === "kg" ? "kg" : "lb";
  return { weightUnit, plates: user.plates?.[weightUnit] ?? null };
}

export const programCatalogue = (user: Pick<User, "weightUnit">) => catalogue(user.weightUnit === "kg" ? "kg" : "lb");

const toDto = (p: Program): ProgramDto => ({
  id: p.id,
  name: p.name,
  catalogueId: p.catalogueId,
  schedule: p.schedule,
  workouts: p.workouts,
  startedOn: p.startedOn,
});

/** A program made from the member's own templates: one workout per template, each exercise repeating its numbers. */
function fromTemplates(
  db: Db,
  userId: number,
  ids: number[],
): (Omit<ProgramWorkout, "exercises"> & { exercises: Omit<ProgramWorkout["exercises"][number], "equipment">[] })[] {
  const rows = store.templatesOf(db, userId, ids);
  if (rows.length !== new Set(ids).size) throw notFound("Template not found");
  return ids.map((id) => {
    const t = rows.find((r) => r.id === id)!;
    const list = (t.data as { exercises: { name: string; sets: number; reps: string; weight: string; restTime: number }[] }).exercises;
    return {
      name: t.name,
      weekdays: t.dayOfWeek ? [t.dayOfWeek as ProgramWorkout["weekdays"][number]] : [],
      exercises: list.map((e) => ({
        name: e.name,
        sets: Math.max(1, e.sets),
        reps: parseReps(e.reps) || 5,
        amrap: false,
        rule: { type: "none" as const },
        startWeight: parseWeight(e.weight) ?? 0,
        restTime: e.restTime,
      })),
    };
  });
}

/** What the library says an exercise is lifted with, for rounding: a bar, dumbbells, or anything else. */
function equipmentOf(library: string | null | undefined): Equipment {
  if (library === "barbell" || library === "e-z curl bar") return "barbell";
  if (library === "dumbbell" || library === "kettlebells") return "dumbbell";
  return "other";
}

/** How many programs the member keeps, running or stopped (at most PER_USER.programs). */
export function programCount(db: Db, userId: number): number {
  return store.programCount(db, userId);
}

/** The member's workouts with each exercise's equipment: as given, or the library's for the exercise its name is linked to. */
export function withEquipment(
  db: Db,
  userId: number,
  workouts: (Omit<ProgramWorkout, "exercises"> & {
    exercises: (Omit<ProgramWorkout["exercises"][number], "equipment"> & { equipment?: Equipment })[];
  })[],
): ProgramWorkout[] {
  const wanted = new Set(workouts.flatMap((w) => w.exercises.filter((e) => !e.equipment).map((e) => nameKey(e.name))));
  const linked = wanted.size > 0 ? linkedExercises(db, userId, wanted) : new Map();
  return workouts.map((w) => ({
    ...w,
    exercises: w.exercises.map((e) => ({ ...e, equipment: e.equipment ?? equipmentOf(linked.get(nameKey(e.name))?.equipment) })),
  }));
}

type StartInput =
  | { catalogueId: string; startingWeights: Record<string, number> }
  | OwnProgram
  | { name: string; schedule: "rotation" | "weekdays"; templateIds: number[] };

/** Starts a program for the member (the active one, if any, stops; its history stays). */
export function startProgram(db: Db, user: User, input: StartInput, today: string): ActiveProgramDto {
  let values: Pick<Program, "name" | "catalogueId" | "schedule" | "workouts">;
  if ("catalogueId" in input) {
    const entry = catalogueEntry(input.catalogueId);
    if (!entry) throw notFound("Program not found in the catalogue");
    const made = withStartingWeights(entry, loadContext(user).weightUnit, input.startingWeights);
    if ("unknown" in made)
      throw badRequest(
        `startingWeights: ${made.unknown.join(", ")} ${made.unknown.length === 1 ? "is not an exercise" : "are not exercises"} of ${entry.name}`,
      );
    if ("missing" in made) throw badRequest(`startingWeights: give a training max for ${made.missing.join(", ")}`);
    values = { name: entry.name, catalogueId: entry.id, schedule: entry.schedule, workouts: made.workouts };
  } else if ("templateIds" in input) {
    values = {
      name: input.name,
      catalogueId: null,
      schedule: input.schedule,
      workouts: withEquipment(db, user.id, fromTemplates(db, user.id, input.templateIds)),
    };
  } else {
    values = { name: input.name, catalogueId: null, schedule: input.schedule, workouts: withEquipment(db, user.id, input.workouts) };
  }
  inTransaction(
    db,
    (tx) => {
      // Stopped programs are kept with their history, so the member makes room by deleting one.
      if (programCount(tx, user.id) >= PER_USER.programs) throw badRequest(PROGRAMS_FULL);
      store.insertActiveProgram(tx, user.id, values, today);
    },
    "immediate",
  );
  return activeProgram(db, user, today);
}

function activeRow(db: Db, userId: number): Program | undefined {
  return store.activeProgramRow(db, userId);
}

/** The program's days: each date's workout and its exercises' sets, oldest first (the rules' input). */
export function programSessions(db: Db, userId: number, programId: number): ProgramSession[] {
  // One read of the program's exercises with their set rows, in the day's and the sets' order.
  const rows = store.sessionSets(db, userId, programId);
  const byDay = new Map<string, ProgramSession>();
  let exercise: ProgramSession["exercises"][number] | null = null;
  let lastId = -1;
  for (const { id, date, workout, name, weight, reps, completed, kind } of rows) {
    if (id !== lastId) {
      lastId = id;
      const key = `${date}\u0000${workout}`;
      let day = byDay.get(key);
      if (!day) byDay.set(key, (day = { date, workout, exercises: [] }));
      exercise = { name, sets: [] };
      day.exercises.push(exercise);
    }
    if (completed !== null)
      exercise!.sets.push({
        weight: parseWeight(weight ?? ""),
        reps: parseReps(reps ?? ""),
        completed: completed === 1,
        warmup: kind === "warmup",
      });
  }
  return [...byDay.values()];
}

/** GET /api/programs/active: the program, its next workout for `date`, and its sessions. */
export function activeProgram(db: Db, user: User, date: string): ActiveProgramDto {
  const row = activeRow(db, user.id);
  if (!row) return { program: null, next: null, sessions: [] };
  const sessions = programSessions(db, user.id, row.id);
  const ctx: RuleContext = { ...loadContext(user), date };
  return { program: toDto(row), next: nextWorkout(row, sessions, ctx), sessions: toTuples(sessions) };
}

/**
 * Puts the next workout on `date` with its numbers, its exercises tagged with the program and
 * workout. A date that already holds that workout of the program answers the day unchanged;
 * otherwise the exercises are appended. Answers the day as GET /api/workouts/{date} does.
 */
export function startNext(db: Db, user: User, date: string): WorkoutDto {
  const row = activeRow(db, user.id);
  if (!row) throw notFound("No program is active: start one first");
  const { next } = activeProgram(db, user, date);
  if (store.holdsProgramWorkout(db, user.id, date, row.id, next!.workout)) return getWorkout(db, user.id, date);
  return inTransaction(db, (tx) => {
    const ids = next!.exercises.map(() => crypto.randomUUID());
    appendExercises(db, user.id, {
      date,
      mode: "append",
      exercises: nextAsExercises(next!, row.id).map((e, i) => ({
        ...e,
        clientId: ids[i],
        type: "weight_reps" as const,
        supersetGroup: null,
      })),
    });
    const made = store.exercisesByClientIds(tx, user.id, ids);
    // A wave's sets differ from one another (5/3/1): each set row starts at its own numbers.
    next!.exercises.forEach((e, i) => {
      const id = made.find((m) => m.clientId === ids[i])!.id;
      e.sets.forEach((s, k) => {
        if (k > 0 && (s.weight !== e.sets[0]!.weight || s.reps !== e.sets[0]!.reps))
          updateSet(db, user.id, id, k + 1, { weight: String(s.weight), reps: String(s.reps) });
      });
    });
    return getWorkout(tx, user.id, date);
  });
}

/** Stops the active program; the days it put on stay as they are. */
export function stopProgram(db: Db, userId: number) {
  const row = activeRow(db, userId);
  if (!row) throw notFound("No program is active");
  store.stopProgramRow(db, row.id);
}

/** One of the member's programs (active or stopped); another member's is 404. */
export function programById(db: Db, userId: number, id: number): ProgramDto & { active: boolean } {
  const row = store.programRow(db, userId, id);
  if (!row) throw notFound("Program not found");
  return { ...toDto(row), active: row.active };
}

/** Deletes one of the member's programs; its days stay, no longer tagged. */
export function deleteProgram(db: Db, userId: number, id: number) {
  programById(db, userId, id);
  inTransaction(db, (tx) => store.deleteProgramRow(tx, userId, id));
}
