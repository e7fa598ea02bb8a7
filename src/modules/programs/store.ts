// Every query of the programs area: the member's programs, the templates a program is made from,
// and the exercises a program put on days with their set rows (its sessions), read in one
// statement built once per database.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Conn } from "@db/client";
import { exercises, programs, workoutTemplates } from "@db/schema";
import { prepared, preparedSqlite } from "@db/prepared";

export type { User } from "@db/schema-core";
export type ProgramRecord = typeof programs.$inferSelect;
export type TemplateRecord = typeof workoutTemplates.$inferSelect;

/** An exercise of a program's day with one of its set rows (the set's columns null when it has none). */
export type SessionSetRecord = {
  id: number;
  date: string;
  workout: string;
  name: string;
  weight: string | null;
  reps: string | null;
  completed: number | null;
  kind: string | null;
};

const statements = preparedSqlite((sqlite) => ({
  /** A program's exercises (by exercises_program_idx) with their set rows, if any: program, user. */
  sessionSets: sqlite.prepare<SessionSetRecord, [number, number]>(
    "SELECT e.id AS id, e.date AS date, e.program_workout AS workout, e.name AS name, s.weight AS weight, s.reps AS reps, " +
      "s.completed AS completed, s.kind AS kind FROM exercises e " +
      "LEFT JOIN exercise_sets s ON s.exercise_id = e.id WHERE e.program_id = ?1 AND e.user_id = ?2 AND e.program_workout IS NOT NULL " +
      "ORDER BY e.date, e.sort_order, e.id, s.set_number",
  ),
}));

const queries = prepared((conn) => ({
  active: conn
    .select()
    .from(programs)
    .where(and(eq(programs.userId, sql.placeholder("userId")), eq(programs.active, true)))
    .prepare(),
}));

/** A program's exercises with their set rows, in the day's and the sets' order. */
export function sessionSets(db: Conn, userId: number, programId: number): SessionSetRecord[] {
  return statements(db).sessionSets.all(programId, userId);
}

/** The member's templates of these ids (those that are theirs). */
export function templatesOf(db: Conn, userId: number, ids: number[]): TemplateRecord[] {
  return ids.length === 0
    ? []
    : db
        .select()
        .from(workoutTemplates)
        .where(and(eq(workoutTemplates.userId, userId), inArray(workoutTemplates.id, ids)))
        .all();
}

/** How many programs the member keeps, running or stopped. */
export function programCount(db: Conn, userId: number): number {
  return db.select({ count: sql<number>`count(*)` }).from(programs).where(eq(programs.userId, userId)).get()!.count;
}

/** Stops the member's active program, if any, and makes the new one the active one. */
export function insertActiveProgram(
  db: Conn,
  userId: number,
  values: Pick<ProgramRecord, "name" | "catalogueId" | "schedule" | "workouts">,
  startedOn: string,
) {
  db.update(programs)
    .set({ active: false })
    .where(and(eq(programs.userId, userId), eq(programs.active, true)))
    .run();
  db.insert(programs)
    .values({ ...values, userId, active: true, startedOn })
    .run();
}

/** The member's active program, if any. */
export function activeProgramRow(db: Conn, userId: number): ProgramRecord | undefined {
  return queries(db).active.get({ userId });
}

/** One of the member's programs, if it is theirs. */
export function programRow(db: Conn, userId: number, id: number): ProgramRecord | undefined {
  return db
    .select()
    .from(programs)
    .where(and(eq(programs.id, id), eq(programs.userId, userId)))
    .get();
}

/** Stops a program. */
export function stopProgramRow(db: Conn, id: number) {
  db.update(programs).set({ active: false }).where(eq(programs.id, id)).run();
}

/** Removes one of the member's programs; the exercises it put on days stay, no longer tagged. */
export function deleteProgramRow(db: Conn, userId: number, id: number) {
  db.update(exercises)
    .set({ programId: null, programWorkout: null })
    .where(and(eq(exercises.userId, userId), eq(exercises.programId, id)))
    .run();
  db.delete(programs)
    .where(and(eq(programs.id, id), eq(programs.userId, userId)))
    .run();
}

/** Whether a date holds an exercise of this workout of the program. */
export function holdsProgramWorkout(db: Conn, userId: number, date: string, programId: number, workout: string): boolean {
  return (
    db
      .select({ id: exercises.id })
      .from(exercises)
      .where(
        and(
          eq(exercises.userId, userId),
          eq(exercises.date, date),
          eq(exercises.programId, programId),
          eq(exercises.programWorkout, workout),
        ),
      )
      .get() !== undefined
  );
}

/** The ids of the member's exercises that the phone ids name. */
export function exercisesByClientIds(db: Conn, userId: number, clientIds: string[]): { id: number; clientId: string | null }[] {
  return db
    .select({ id: exercises.id, clientId: exercises.clientId })
    .from(exercises)
    .where(and(eq(exercises.userId, userId), inArray(exercises.clientId, clientIds)))
    .all();
}
