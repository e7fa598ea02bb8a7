import { describe, expect, test } from "bun:test";
import type { ExerciseDto } from "@shared/workouts/contract";
import { logged } from "@shared/workouts/test-fixtures";
import { dayGroups, nextInRound, supersetPlaces } from "./supersets";

const rows = (n: number, ticked: number[] = []) =>
  Array.from({ length: n }, (_, i) => ({
    setNumber: i + 1,
    weight: "100",
    reps: "8",
    completed: ticked.includes(i + 1),
    kind: "normal" as const,
  }));
const ex = (id: number, group: number | null, ticked: number[] = [], sets = 3): ExerciseDto =>
  logged(`E${id}`, { id, supersetGroup: group, setRows: rows(sets, ticked) });

describe("supersets of a day", () => {
  test("A1, A2 in day order; a group of one is no superset", () => {
    const day = [ex(1, 1), ex(2, null), ex(3, 1), ex(4, 2), ex(5, 3), ex(6, 3)];
    const places = supersetPlaces(day);
    expect(places.get(day[0]!)).toEqual({ label: "A1", first: true, last: false });
    expect(places.get(day[2]!)).toEqual({ label: "A2", first: false, last: true });
    expect(places.has(day[1]!)).toBe(false);
    expect(places.has(day[3]!)).toBe(false);
    expect(places.get(day[5]!)?.label).toBe("C2");
    expect(dayGroups(day)).toEqual([1, 2, 3]);
  });

  test("a tick moves to the same set of the next exercise; the rest waits for the round's last", () => {
    const a1 = ex(1, 1, [1]);
    const a2 = ex(2, 1);
    const a3 = ex(3, 1);
    const day = [a1, ex(9, null), a2, a3];
    expect(nextInRound(day, a1, 1)).toEqual({ rest: false, next: { exercise: a2, setNumber: 1 } });
    expect(nextInRound(day, a2, 1)).toEqual({ rest: false, next: { exercise: a3, setNumber: 1 } });
    // The round's last: rest, then set 2 of the first.
    expect(nextInRound(day, a3, 1)).toEqual({ rest: true, next: { exercise: a1, setNumber: 2 } });
    // Not in a superset: rest as always, no move.
    expect(nextInRound(day, day[1]!, 1)).toEqual({ rest: true });
  });

  test("an exercise with fewer sets drops out of the later rounds; the last round ends with rest and nowhere to go", () => {
    const a1 = ex(1, 1, [], 3);
    const a2 = ex(2, 1, [], 2);
    const day = [a1, a2];
    expect(nextInRound(day, a1, 3)).toEqual({ rest: true });
    expect(nextInRound(day, a2, 2)).toEqual({ rest: true, next: { exercise: a1, setNumber: 3 } });
  });
});
