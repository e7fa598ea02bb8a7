// The weekday strip's dots and words for a week: the viewed day's follow the screen at once; the
// other days' come from the week's summary.
import { toIsoDate } from "@shared/dates";
import type { WeekDayDto, WorkoutDto } from "@shared/workouts/contract";
import type { DayMark } from "@web/components/WeekdayStrip";
import { count } from "@web/lib/words";

type Figures = Pick<WeekDayDto, "exercises" | "completedSets" | "totalSets">;

/** A day's dot: planned while sets are open, done when every set is ticked. */
function markOf({ exercises, completedSets, totalSets }: Figures): DayMark | undefined {
  if (exercises === 0) return undefined;
  return totalSets > 0 && completedSets === totalSets ? "done" : "planned";
}

export function dayMarks(date: string, workout: WorkoutDto | undefined, week: readonly WeekDayDto[] | undefined) {
  const figuresOf = (d: Date): Figures | undefined => {
    const iso = toIsoDate(d);
    if (iso === date && workout) {
      const rows = workout.exercises.flatMap((e) => e.setRows);
      return { exercises: workout.exercises.length, completedSets: rows.filter((r) => r.completed).length, totalSets: rows.length };
    }
    return week?.find((w) => w.date === iso);
  };
  return {
    marks: (d: Date): DayMark | undefined => {
      const figures = figuresOf(d);
      return figures ? markOf(figures) : undefined;
    },
    // The same figures in words, for each weekday button's name: 'Monday 16 November, 3 of 4 sets done'.
    describe: (d: Date): string | undefined => {
      const figures = figuresOf(d);
      if (!figures || figures.exercises === 0) return undefined;
      if (figures.totalSets === 0) return count(figures.exercises, "exercise");
      return `${figures.completedSets} of ${count(figures.totalSets, "set")} done`;
    },
  };
}
