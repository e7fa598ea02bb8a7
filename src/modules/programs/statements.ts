// The programs' hand-written statement: a program's sessions in one read, as arrays.
import { preparedSqlite } from "@db/prepared";

export const programStatements = preparedSqlite((sqlite) => ({
  /** A program's exercises (by exercises_program_idx) with their set rows, if any: program, user. */
  sessionSets: sqlite.prepare(
    "SELECT e.id, e.date, e.program_workout, e.name, s.weight, s.reps, s.completed, s.kind FROM exercises e " +
      "LEFT JOIN exercise_sets s ON s.exercise_id = e.id WHERE e.program_id = ?1 AND e.user_id = ?2 AND e.program_workout IS NOT NULL " +
      "ORDER BY e.date, e.sort_order, e.id, s.set_number",
  ),
}));
