// Dashboard wording rules (spec section 2, Dashboard; section 4, progress percentage), kept pure
// so every branch is unit-tested and the page only renders what these return.

/** Completed (or consumed) out of total, times 100, rounded; 0 when there is nothing. */
export function progressPercent(done: number, total: number): number {
  return total > 0 ? Math.round((done / total) * 100) : 0;
}

/** The fields of GET /api/workouts/{date} the dashboard reads. */
export type DashboardExercise = { id: number; name: string; isCompleted: boolean; sortOrder?: number };
/** The fields of GET /api/meals?date= the dashboard reads. */
export type DashboardMeal = { id: number; name: string; time: string; isConsumed: boolean };

export type RowSummary = {
  done: number;
  total: number;
  percent: number;
  complete: boolean;
  line: string;
  action: string;
};

/** In screen order: sortOrder, then id (the order they were added). */
const byOrder = (a: DashboardExercise, b: DashboardExercise) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || a.id - b.id;

export function workoutSummary(exercises: readonly DashboardExercise[]): RowSummary {
  const ordered = [...exercises].sort(byOrder);
  const completed = ordered.filter((e) => e.isCompleted);
  const total = ordered.length;
  const percent = progressPercent(completed.length, total);
  const lastCompleted = completed[completed.length - 1];
  return {
    done: completed.length,
    total,
    percent,
    complete: total > 0 && percent === 100,
    line: total === 0 ? "No Workout Planned" : `Today's focus: ${lastCompleted ? lastCompleted.name : "None"}`,
    action: percent === 0 ? "Start" : "Continue",
  };
}

export function mealSummary(meals: readonly DashboardMeal[]): RowSummary {
  const ordered = [...meals].sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : a.id - b.id));
  const consumed = ordered.filter((m) => m.isConsumed).length;
  const total = ordered.length;
  const percent = progressPercent(consumed, total);
  const next = ordered.find((m) => !m.isConsumed);
  return {
    done: consumed,
    total,
    percent,
    complete: total > 0 && percent === 100,
    line: total === 0 ? "No meals planned" : next ? `Next: ${next.name}` : "All meals consumed",
    action: percent === 0 ? "Plan" : "Continue",
  };
}
