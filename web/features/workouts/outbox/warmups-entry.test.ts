// Warm-up sets as a waiting change: kept and read back like the others (a malformed one reads as an
// empty queue), drawn as the server makes them (warm-ups first, the sets after them renumbered, their
// figures and ticks kept), playable twice, and in order with the set changes made before and after
// them, which name their sets the old way and the new way. A refusal takes what was made on top.
import { describe, expect, test } from "bun:test";
import type { ExerciseDto, WorkoutDto } from "@shared/workouts/contract";
import { exercise } from "@web/test/fixtures";
import { withoutChanges, withPending, withWarmups } from "./day-changes";
import { dropRefused } from "./outbox";
import { parseQueue, type EditEntry, type OutboxEntry, type SetEntry, type WarmupsEntry } from "./outbox-queue";

const DATE = "2026-11-30";
const CID = "0190b5f2-7c3e-7a44-8f1e-2b6c9d0e4a51";
const WARMUPS = [
  { weight: "45", reps: "10" },
  { weight: "95", reps: "5" },
];

let n = 0;
const common = (exerciseName = "Bench Press") => ({ id: `e${++n}`, date: DATE, exerciseName, at: 1000 + n });
const warmups = (ref: { exerciseId: number; clientId?: string } = { exerciseId: 1 }): WarmupsEntry => ({
  ...common(),
  kind: "warmups",
  ...ref,
  sets: WARMUPS,
});
const set = (setNumber: number, change: SetEntry["change"], before: SetEntry["before"] = {}, exerciseId = 1): SetEntry => ({
  ...common(),
  exerciseId,
  setNumber,
  change,
  before,
});
const edit = (change: EditEntry["change"], setsBefore: number): EditEntry => ({
  ...common(),
  kind: "edit",
  exerciseId: 1,
  change,
  setsBefore,
});
const day = (...exercises: ExerciseDto[]): WorkoutDto => ({ date: DATE, dayOfWeek: "Monday", exercises });
/** Bench at 135 x 5, three sets, the first ticked at 140. */
const bench = (): ExerciseDto => {
  const e = exercise(1, "Bench Press", { sets: 3, weight: "135", reps: "5" });
  return { ...e, setRows: e.setRows.map((r) => (r.setNumber === 1 ? { ...r, weight: "140", completed: true } : r)) };
};
const rows = (e: ExerciseDto | undefined) => e?.setRows.map((r) => [r.setNumber, r.kind, r.weight, r.reps, r.completed]);

describe("a warm-ups change in the stored queue", () => {
  test("is kept and read back", () => {
    const entry = warmups({ exerciseId: -5, clientId: CID });
    expect(parseQueue(JSON.stringify([set(1, { completed: true }), entry]))).toEqual([expect.anything(), entry]);
  });

  test("malformed, or of a kind not known, reads as an empty queue, never a crash", () => {
    const good = warmups();
    const bad: unknown[] = [
      { ...good, sets: [] },
      { ...good, sets: "45x10" },
      { ...good, sets: [{ weight: 45, reps: "10" }] },
      { ...good, sets: [null] },
      { ...good, exerciseId: "1" },
      { ...good, kind: "warm-ups" },
    ];
    for (const entry of bad) expect(parseQueue(JSON.stringify([set(1, { completed: true }), entry]))).toEqual([]);
  });
});

describe("warm-ups drawn on a day", () => {
  test("go first, unticked, numbered from 1; the sets after them keep order, figures and ticks; the count grows", () => {
    const squat = exercise(2, "Squat");
    const shown = withPending(day(bench(), squat), [warmups()]);
    const drawn = shown.exercises.find((e) => e.id === 1)!;
    expect(rows(drawn)).toEqual([
      [1, "warmup", "45", "10", false],
      [2, "warmup", "95", "5", false],
      [3, "normal", "140", "5", true],
      [4, "normal", "135", "5", false],
      [5, "normal", "135", "5", false],
    ]);
    expect(drawn.sets).toBe(5);
    expect(drawn.isCompleted).toBe(false);
    // The other exercise is untouched.
    expect(shown.exercises[1]).toBe(squat);
  });

  test("are found by the phone's id on an exercise the server has not stored", () => {
    const local = { ...exercise(-7, "Row", { sets: 1 }), clientId: CID };
    const drawn = withPending(day(local), [warmups({ exerciseId: -7, clientId: CID })]).exercises[0];
    expect(rows(drawn)?.map((r) => r[1])).toEqual(["warmup", "warmup", "normal"]);
  });

  test("played on the server's answer that has them already, change nothing", () => {
    const answer = withWarmups(bench(), WARMUPS);
    expect(withWarmups(answer, WARMUPS)).toBe(answer);
    // The server writes its numbers its own way: 45 for "45.0".
    const stored = { ...answer, setRows: answer.setRows.map((r, i) => (i === 0 ? { ...r, weight: "45.0" } : r)) };
    expect(withWarmups(stored, WARMUPS)).toBe(stored);
  });

  test("a set change made before them names the old set, one made after them the new one", () => {
    // Set 2 ticked before the warm-ups (the second working set); set 1 typed after them (the bar).
    const queue: OutboxEntry[] = [set(2, { completed: true }, { completed: false }), warmups(), set(1, { reps: "12" }, { reps: "10" })];
    expect(rows(withPending(day(bench()), queue).exercises[0])).toEqual([
      [1, "warmup", "45", "12", false],
      [2, "warmup", "95", "5", false],
      [3, "normal", "140", "5", true],
      [4, "normal", "135", "5", true],
      [5, "normal", "135", "5", false],
    ]);
    // The server has taken the first two: its answer is drawn with the last alone on top.
    const answer = withWarmups(withPending(day(bench()), queue.slice(0, 1)).exercises[0]!, WARMUPS);
    expect(rows(withPending(day(answer), queue.slice(1)).exercises[0])).toEqual(rows(withPending(day(bench()), queue).exercises[0]));
  });
});

describe("a refusal with warm-ups waiting", () => {
  test("refused warm-ups take the later changes of that exercise's sets and set count, not its other changes nor other exercises'", () => {
    const before = set(3, { completed: true });
    const refused = warmups();
    const onTop = [set(1, { reps: "12" }), edit({ addSet: true }, 5), edit({ sets: 4 }, 5), warmups()];
    const kept = [before, edit({ notes: "belt" }, 5), set(1, { completed: true }, {}, 2)];
    const queue = [before, refused, onTop[0]!, kept[1]!, onTop[1]!, kept[2]!, onTop[2]!, onTop[3]!];
    const { kept: left, dropped } = dropRefused(queue, refused);
    expect(dropped.map((e) => e.id)).toEqual([refused, ...onTop].map((e) => e.id));
    expect(left.map((e) => e.id)).toEqual(kept.map((e) => e.id));
  });

  test("a refused set change made before warm-ups does not take a later change of the set that now has its number", () => {
    const refused = set(1, { weight: "150" }, { weight: "140" });
    const sameSetBefore = set(1, { reps: "6" }, { reps: "5" });
    const theBar = set(1, { reps: "12" }, { reps: "10" });
    const queue = [refused, sameSetBefore, warmups(), theBar];
    expect(dropRefused(queue, refused).dropped.map((e) => e.id)).toEqual([refused.id, sameSetBefore.id]);
  });

  test("undoing dropped warm-ups leaves the cached day's sets alone: the set changes on top were never drawn into it", () => {
    const cached = day(bench());
    const w = warmups();
    const after = set(1, { reps: "12" }, { reps: "10" });
    expect(withoutChanges(cached, [w, after])).toBe(cached);
    // A set change made before them was drawn there, and goes back.
    const earlier = set(2, { completed: true }, { completed: false });
    const drawn = withPending(cached, [earlier]);
    expect(rows(withoutChanges(drawn, [earlier]).exercises[0])).toEqual(rows(bench()));
  });
});
