// The one progress percentage: how much of a day's workout is done, how many meals are eaten,
// how many ingredients are prepped. docs/behaviour/workouts.md, "Progress and completion".

/** done out of total as a whole percentage from 0 to 100; 0 when there is nothing to do. */
export function progressPercent(done: number, total: number): number {
  return total > 0 ? Math.round((done / total) * 100) : 0;
}
