// Every query of the exercise library area: the members' own exercises, the links from the names a
// member uses to library exercises, the names done, and the kept weekly sets. The weekly sets and
// the links behind them are read through bun:sqlite statements built once per database, their rows
// named by column: the muscles' answer then costs the rows of the weeks asked and little else.
import { and, asc, eq, gt, inArray, or, sql } from "drizzle-orm";
import type { Database } from "bun:sqlite";
import type { Conn } from "@db/client";
import { checkRoom } from "@db/owned";
import { prepared, preparedSqlite } from "@db/prepared";
import { customExercises, exerciseLinks, exercises } from "@db/schema";

export type CustomRecord = typeof customExercises.$inferSelect;
type CustomValues = Pick<CustomRecord, "name" | "primaryMuscles" | "secondaryMuscles" | "equipment" | "shared">;

/** A name's kept hard sets in a week. */
export type WeekRecord = { week: string; nameKey: string; sets: number };
/** A member's link of a name key to a library id (null: none). */
export type LinkRecord = { nameKey: string; libraryId: string | null };

const statements = preparedSqlite((sqlite: Database) => ({
  weeks: sqlite.prepare<WeekRecord, [number, string, string]>(
    "SELECT week, name_key AS nameKey, sets FROM weekly_sets WHERE user_id = ? AND week >= ? AND week <= ? ORDER BY week, name_key",
  ),
  links: sqlite.prepare<LinkRecord, [number]>("SELECT name_key AS nameKey, library_id AS libraryId FROM exercise_links WHERE user_id = ?"),
}));

const named = sql.placeholder;
const key = sql<string>`lower(trim(${exercises.name}))`;

const queries = prepared((conn) => ({
  own: conn
    .select()
    .from(customExercises)
    .where(eq(customExercises.userId, named("userId")))
    .orderBy(asc(customExercises.id))
    .prepare(),
  shared: conn.select().from(customExercises).where(eq(customExercises.shared, true)).orderBy(asc(customExercises.id)).prepare(),
  links: conn
    .select({ nameKey: exerciseLinks.nameKey, name: exerciseLinks.name, libraryId: exerciseLinks.libraryId })
    .from(exerciseLinks)
    .where(eq(exerciseLinks.userId, named("userId")))
    .prepare(),
  namesDone: conn
    .select({ key, name: exercises.name, last: sql`max(${exercises.date})` })
    .from(exercises)
    .where(and(eq(exercises.userId, named("userId")), gt(exercises.completedSets, 0)))
    .groupBy(key)
    .prepare(),
}));

/** The member's kept weekly sets per name from week `from` to week `to`, by week then name. */
export function weeklySets(db: Conn, userId: number, from: string, to: string): WeekRecord[] {
  return statements(db).weeks.all(userId, from, to);
}

/** The member's links, by name key. */
export function linkTargets(db: Conn, userId: number): LinkRecord[] {
  return statements(db).links.all(userId);
}

/** The member's links with the name as they wrote it. */
export function linkRows(db: Conn, userId: number): { nameKey: string; name: string; libraryId: string | null }[] {
  return queries(db).links.all({ userId });
}

/** The member's link of a name (its key, and the name as written), new or replaced. */
export function upsertLink(db: Conn, userId: number, nameKey: string, name: string, libraryId: string | null) {
  db.insert(exerciseLinks)
    .values({ userId, nameKey, name, libraryId })
    .onConflictDoUpdate({ target: [exerciseLinks.userId, exerciseLinks.nameKey], set: { name, libraryId } })
    .run();
}

/** Each name the member has done (a ticked set), by its key (lower(trim)), with one spelling of it. */
export function doneNameRows(db: Conn, userId: number): { key: string; name: string }[] {
  return queries(db).namesDone.all({ userId });
}

/** The member's own exercises, then those others share, each by id. */
export function customsVisible(db: Conn, userId: number): CustomRecord[] {
  return [...queries(db).own.all({ userId }), ...queries(db).shared.all()];
}

/** The exercises of these ids the member may see (their own or shared). */
export function customsByIds(db: Conn, userId: number, ids: number[]): CustomRecord[] {
  return db
    .select()
    .from(customExercises)
    .where(and(inArray(customExercises.id, ids), or(eq(customExercises.userId, userId), eq(customExercises.shared, true))))
    .all();
}

/** Refuses (400 with `message`) an exercise more when the member keeps `max` already. */
export function checkCustomRoom(db: Conn, userId: number, max: number, message: string) {
  checkRoom(db, customExercises, userId, max, message);
}

/** A new exercise of the member's, as stored. */
export function insertCustom(db: Conn, userId: number, values: CustomValues): CustomRecord {
  return db
    .insert(customExercises)
    .values({ userId, ...values })
    .returning()
    .get();
}

/** The member's own exercise written whole, as stored; undefined when it is not theirs. */
export function updateCustom(db: Conn, userId: number, id: number, values: CustomValues): CustomRecord | undefined {
  return db
    .update(customExercises)
    .set(values)
    .where(and(eq(customExercises.id, id), eq(customExercises.userId, userId)))
    .returning()
    .get();
}
