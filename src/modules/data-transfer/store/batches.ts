// Rows an import writes go in several to a statement.

/** Rows per INSERT: far below SQLite's limit on bound values, large enough to be few statements. */
export const BATCH = 500;

export function inBatches<T>(rows: T[], insert: (batch: T[]) => void) {
  for (let i = 0; i < rows.length; i += BATCH) insert(rows.slice(i, i + BATCH));
}
