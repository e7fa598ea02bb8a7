// What the dashboard says about a day (docs/behaviour.md, "Overview" and "Streak"): the workout and
// meal rows' counts, line and button, and the streak's wording. Pure, so every branch is
// unit-tested and the page only renders what these return.
import type { Meal } from "../../../src/shared/meals/contract";
import { progressPercent } from "../../../src/shared/progress";
import type { ExerciseDto } from "../../../src/shared/workouts/contract";

/** The fields of a day's workout exercises the dashboard reads. */
export type DayExercise = Pick<ExerciseDto, "id" | "name" | "isCompleted" | "sortOrder">;
/** The fields of a day's meals the dashboard reads. */
export type DayMeal = Pick<Meal, "id" | "name" | "time" | "isConsumed">;

export type RowSummary = {
  done: number;
  total: number;
  percent: number;
  complete: boolean;
  line: string;
  action: string;
};

/** In screen order: sortOrder, then id (the order they were added). */
const byOrder = (a: DayExercise, b: DayExercise) => a.sortOrder - b.sortOrder || a.id - b.id;

export function workoutSummary(exercises: readonly DayExercise[]): RowSummary {
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
    complete: total > 0 && percent === 100,
    line: total === 0 ? "No meals planned" : next ? `Next: ${next.name}` : "All meals consumed",
    action: percent === 0 ? "Plan" : "Continue",
  };
}

/** "1 day streak", "5 day streak". */
export function streakLabel(days: number): string {
  return `${days} day streak`;
}
