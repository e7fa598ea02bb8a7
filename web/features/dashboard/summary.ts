// What the dashboard says about a day (docs/behaviour/dashboard.md, "Overview" and "Streak"): the workout and
// meal rows' counts, line and button, and the streak's wording. Pure, so every branch is
// unit-tested and the page only renders what these return.
import type { Meal } from "@shared/meals/contract";
import { progressPercent } from "@shared/progress";
import type { ExerciseDto, SetRow } from "@shared/workouts/contract";

/** The fields of a day's workout exercises the dashboard reads. */
export type DayExercise = Pick<ExerciseDto, "id" | "name" | "isCompleted" | "sortOrder"> & {
  setRows?: ReadonlyArray<Pick<SetRow, "completed">>;
};
/** The fields of a day's meals the dashboard reads. */
export type DayMeal = Pick<Meal, "id" | "name" | "time" | "isConsumed">;

export type RowSummary = {
  done: number;
  total: number;
  percent: number;
  complete: boolean;
  line: string;
  /** 'Start' / 'Plan' before anything is done, 'Continue' part way, 'View' when all is done. */
  action: string;
};

/** In screen order: sortOrder, then id (the order they were added). */
const byOrder = (a: DayExercise, b: DayExercise) => a.sortOrder - b.sortOrder || a.id - b.id;

const ticked = (e: DayExercise) => (e.setRows ?? []).filter((r) => r.completed).length;

/**
 * Today's focus is what to do next: the exercise in progress (some sets ticked, not all; the last
 * such in screen order, the one furthest on), else the first exercise not done yet; 'Done for
 * today' once every one is complete.
 */
export function workoutSummary(exercises: readonly DayExercise[]): RowSummary {
  const ordered = [...exercises].sort(byOrder);
  const completed = ordered.filter((e) => e.isCompleted);
  const total = ordered.length;
  const percent = progressPercent(completed.length, total);
  const inProgress = ordered.filter((e) => !e.isCompleted && ticked(e) > 0);
  const focus = inProgress[inProgress.length - 1] ?? ordered.find((e) => !e.isCompleted);
  const complete = total > 0 && completed.length === total;
  const started = completed.length > 0 || inProgress.length > 0;
  return {
    done: completed.length,
    total,
    percent,
    complete,
    line: total === 0 ? "No Workout Planned" : focus ? `Today's focus: ${focus.name}` : "Done for today",
    action: complete ? "View" : started ? "Continue" : "Start",
  };
}

export function mealSummary(meals: readonly DayMeal[]): RowSummary {
  const ordered = [...meals].sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : a.id - b.id));
  const consumed = ordered.filter((m) => m.isConsumed).length;
  const total = ordered.length;
  const percent = progressPercent(consumed, total);
  const next = ordered.find((m) => !m.isConsumed);
  return {
    done: consumed,
    total,
    percent,
    complete: total > 0 && consumed === total,
    line: total === 0 ? "No meals planned" : next ? `Next: ${next.name}` : "All meals consumed",
    action: total > 0 && consumed === total ? "View" : consumed === 0 ? "Plan" : "Continue",
  };
}

/** "1 day streak", "5 day streak" (a compound adjective: the noun stays singular). */
export function streakLabel(days: number): string {
  return `${days} day streak`;
}
