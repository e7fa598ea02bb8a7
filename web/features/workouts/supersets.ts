// Supersets of a day (docs/behaviour/workouts.md, "Supersets"): exercises with the same group are done in
// rounds, in their day order. Each gets a label (A1, A2...); ticking a set moves on to the same set
// of the next exercise of the round, and the rest starts only after the round's last exercise.
import type { ExerciseDto } from "@shared/workouts/contract";
import { groupLetter } from "@shared/workouts/rules";

export type SupersetPlace = { label: string; first: boolean; last: boolean };

/** Each grouped exercise's place in its superset, by the card's key; a group of one is no superset. */
export function supersetPlaces(exercises: readonly ExerciseDto[]): Map<ExerciseDto, SupersetPlace> {
  const members = new Map<number, ExerciseDto[]>();
  for (const e of exercises) {
    if (e.supersetGroup == null) continue;
    members.set(e.supersetGroup, [...(members.get(e.supersetGroup) ?? []), e]);
  }
  const places = new Map<ExerciseDto, SupersetPlace>();
  for (const [group, list] of members) {
    if (list.length < 2) continue;
    list.forEach((e, i) => places.set(e, { label: `${groupLetter(group)}${i + 1}`, first: i === 0, last: i === list.length - 1 }));
  }
  return places;
}

/** The groups a day uses (for the edit form's choice). */
export const dayGroups = (exercises: readonly ExerciseDto[]) =>
  [...new Set(exercises.flatMap((e) => (e.supersetGroup == null ? [] : [e.supersetGroup])))].sort((a, b) => a - b);

/**
 * After a set of `exercise` is ticked: the exercise and set to go to next in its superset (the same
 * set of the next exercise of the round; after the round's last, the next set of the first), and
 * whether the rest starts now (after the round's last exercise only). Not in a superset: no move,
 * and the rest starts.
 */
export function nextInRound(
  exercises: readonly ExerciseDto[],
  exercise: ExerciseDto,
  setNumber: number,
): { rest: boolean; next?: { exercise: ExerciseDto; setNumber: number } } {
  if (exercise.supersetGroup == null) return { rest: true };
  const round = exercises.filter((e) => e.supersetGroup === exercise.supersetGroup);
  if (round.length < 2) return { rest: true };
  const i = round.indexOf(exercise);
  const hasSet = (e: ExerciseDto, n: number) => e.setRows.some((r) => r.setNumber === n && !r.completed);
  // The rest of this round: the later exercises that still have this set open.
  const later = round.slice(i + 1).find((e) => hasSet(e, setNumber));
  if (later) return { rest: false, next: { exercise: later, setNumber } };
  const first = round.find((e) => hasSet(e, setNumber + 1));
  return { rest: true, next: first ? { exercise: first, setNumber: setNumber + 1 } : undefined };
}

/** Moves the focus to a set row's first box (the next of the round), once the tick has drawn. */
export function focusSet(exercise: ExerciseDto, setNumber: number) {
  requestAnimationFrame(() => {
    const row = document.querySelector(`[data-exercise="${exercise.clientId ?? exercise.id}"] [data-set="${setNumber}"]`);
    const box = row?.querySelector<HTMLInputElement>("input.set-input");
    if (!box) return;
    box.focus({ preventScroll: true });
    row?.scrollIntoView({ block: "center", behavior: "smooth" });
  });
}
