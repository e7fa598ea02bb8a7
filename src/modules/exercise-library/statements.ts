// The weekly sets per muscle's two reads, through bun:sqlite directly, built once per database
// (src/db/prepared.ts): the kept weekly sets of a range of weeks and the member's own links, as
// arrays. The answer's cost is then the rows of the weeks asked and little else, whatever lies
// before them.
import type { Database } from "bun:sqlite";
import { preparedSqlite } from "@db/prepared";

/** [week, name key, sets] */
export type WeekRow = [string, string, number];
/** [name key, library id or null] */
export type LinkRow = [string, string | null];

export const muscleStatements = preparedSqlite((sqlite: Database) => ({
  weeks: sqlite.prepare<WeekRow, [number, string, string]>(
    "SELECT week, name_key, sets FROM weekly_sets WHERE user_id = ? AND week >= ? AND week <= ? ORDER BY week, name_key",
  ),
  links: sqlite.prepare<LinkRow, [number]>("SELECT name_key, library_id FROM exercise_links WHERE user_id = ?"),
}));
