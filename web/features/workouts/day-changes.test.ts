// A day drawn with the changes still waiting on top: exercises added (a template's too), edited,
// moved, resized and deleted, each played as the server would play it, and each playable twice.
import { describe, expect, test } from "bun:test";
import type { ExerciseDto, WorkoutDto } from "@shared/workouts/contract";
import { applyEntry, localExerciseId, withPending } from "./day-changes";
import type { AddEntry, DeleteEntry, EditEntry, OutboxEntry, QueuedExercise, SetEntry } from "./outbox-queue";

const DATE = "2026-11-30";
const CID = "0190b5f2-7c3e-7a44-8f1e-2b6c9d0e4a51";
const CID2 = "0190b5f2-7c3e-7a44-8f1e-2b6c9d0e4a52";

function exercise(id: number, name: string, over: Partial<ExerciseDto> = {}): ExerciseDto {
  const sets = over.sets ?? 2;
  return {
    id,
    name,
    sets,
    reps: "5",
    weight: "100",
    restTime: 90,
    isCompleted: false,
    notes: null,
    sortOrder: id,
    type: "weight_reps",
    supersetGroup: null,
    setRows: Array.from({ length: sets }, (_, i) => ({
      setNumber: i + 1,
      weight: "100",
      reps: "5",
      completed: false,
      kind: "normal" as const,
    })),
    ...over,
  };
}
const day = (...exercises: ExerciseDto[]): WorkoutDto => ({ date: DATE, dayOfWeek: "Monday", exercises });
const queued = (name: string, clientId = CID, over: Partial<QueuedExercise> = {}): QueuedExercise => ({
  name,
  sets: 3,
  reps: "5",
  weight: "185",
  restTime: 120,
  notes: null,
  clientId,
  ...over,
});
let n = 0;
const common = (exerciseName: string) => ({ id: `e${++n}`, date: DATE, exerciseName, at: 1000 + n });
const add = (exercises: QueuedExercise[], mode?: "replace"): AddEntry => ({
  ...common(exercises[0]!.name),
  kind: "add",
  dayOfWeek: "Monday",
  exercises,
  ...(mode ? { mode } : {}),
});
const edit = (ref: { exerciseId: number; clientId?: string }, change: EditEntry["change"], setsBefore = 2): EditEntry => ({
  ...common("X"),
  kind: "edit",
  ...ref,
  change,
  setsBefore,
});
const del = (ref: { exerciseId: number; clientId?: string }): DeleteEntry => ({ ...common("X"), kind: "delete", ...ref });
const tick = (ref: { exerciseId: number; clientId?: string }, setNumber: number, change: SetEntry["change"]): SetEntry => ({
  ...common("X"),
  ...ref,
  setNumber,
  change,
  before: {},
});

const names = (d: WorkoutDto) => d.exercises.map((e) => e.name);

describe("exercises added on the phone", () => {
  test("show after the day's own, with their planned sets and a stand-in id, and are not added twice", () => {
    const entry = add([queued("Squat")]);
    const shown = withPending(day(exercise(1, "Bench")), [entry]);
    expect(names(shown)).toEqual(["Bench", "Squat"]);
    const squat = shown.exercises[1]!;
    expect(squat.id).toBe(localExerciseId(CID));
    expect(squat.id).toBeLessThan(0);
    expect(squat.clientId).toBe(CID);
    expect(squat.setRows.map((r) => [r.setNumber, r.weight, r.reps, r.completed])).toEqual([
      [1, "185", "5", false],
      [2, "185", "5", false],
      [3, "185", "5", false],
    ]);
    // Once the server has it (its answer in the cache, with the phone's id), the change draws nothing more.
    const stored = day(exercise(1, "Bench"), exercise(7, "Squat", { clientId: CID }));
    expect(withPending(stored, [entry])).toBe(stored);
  });

  test("a replace takes the day's exercises away first; played again on its own answer it changes nothing", () => {
    const entry = add([queued("Squat"), queued("Row", CID2)], "replace");
    expect(names(withPending(day(exercise(1, "Bench")), [entry]))).toEqual(["Squat", "Row"]);
    const answered = day(exercise(8, "Squat", { clientId: CID }), exercise(9, "Row", { clientId: CID2 }));
    expect(withPending(answered, [entry])).toBe(answered);
  });

  test("the stand-in id is the same on every reload", () => {
    expect(localExerciseId(CID)).toBe(localExerciseId(CID.toString()));
    expect(localExerciseId(CID)).not.toBe(localExerciseId(CID2));
    expect(Number.isSafeInteger(localExerciseId(CID))).toBe(true);
  });

  test("later changes reach an exercise by its phone id, before and after the server's id is known", () => {
    const ref = { exerciseId: localExerciseId(CID), clientId: CID };
    const queue: OutboxEntry[] = [
      add([queued("Squat")]),
      tick(ref, 1, { completed: true, weight: "190" }),
      edit(ref, { notes: "belt" }, 3),
    ];
    const local = withPending(day(), queue).exercises[0]!;
    expect(local.setRows[0]).toMatchObject({ completed: true, weight: "190" });
    expect(local.notes).toBe("belt");
    // The add is stored: the cached day holds the server's row, with its own id.
    const stored = withPending(day(exercise(12, "Squat", { clientId: CID, sets: 3 })), queue).exercises[0]!;
    expect(stored.id).toBe(12);
    expect(stored.setRows[0]).toMatchObject({ completed: true, weight: "190" });
    expect(stored.notes).toBe("belt");
  });
});

describe("an exercise's own fields", () => {
  test("a new plan moves the unticked sets that held the old one; ticked and typed sets stay", () => {
    const base = exercise(1, "Bench", {
      sets: 3,
      setRows: [
        { setNumber: 1, weight: "100", reps: "5", completed: true, kind: "normal" },
        { setNumber: 2, weight: "100", reps: "5", completed: false, kind: "normal" },
        { setNumber: 3, weight: "95", reps: "5", completed: false, kind: "normal" },
      ],
    });
    const shown = applyEntry(day(base), edit({ exerciseId: 1 }, { weight: "105", restTime: 60 }, 3)).exercises[0]!;
    expect(shown.setRows.map((r) => r.weight)).toEqual(["100", "105", "95"]);
    expect([shown.weight, shown.restTime]).toEqual(["105", 60]);
  });

  test("addSet adds one after the last, copying it, and only once however often it is played", () => {
    const entry = edit({ exerciseId: 1 }, { addSet: true }, 2);
    const once = withPending(day(exercise(1, "Bench")), [entry]);
    expect(once.exercises[0]!.setRows.map((r) => r.setNumber)).toEqual([1, 2, 3]);
    expect(once.exercises[0]!.sets).toBe(3);
    // The server's answer already has the third set: played on it, nothing more.
    expect(withPending(once, [entry]).exercises[0]!.setRows).toHaveLength(3);
  });

  test("sets removes the last ones; isCompleted ticks or unticks all; notes empty is none", () => {
    let shown = applyEntry(day(exercise(1, "Bench", { sets: 3 })), edit({ exerciseId: 1 }, { sets: 2 }, 3));
    expect(shown.exercises[0]!.setRows).toHaveLength(2);
    shown = applyEntry(shown, edit({ exerciseId: 1 }, { isCompleted: true, notes: "" }));
    expect(shown.exercises[0]!.setRows.every((r) => r.completed)).toBe(true);
    expect(shown.exercises[0]!.isCompleted).toBe(true);
    expect(shown.exercises[0]!.notes).toBeNull();
  });

  test("moves reorder the day by sortOrder", () => {
    const base = day(exercise(1, "A", { sortOrder: 0 }), exercise(2, "B", { sortOrder: 1 }), exercise(3, "C", { sortOrder: 2 }));
    const moved = withPending(base, [edit({ exerciseId: 3 }, { sortOrder: 1 }), edit({ exerciseId: 2 }, { sortOrder: 2 })]);
    expect(names(moved)).toEqual(["A", "C", "B"]);
  });
});

describe("deleting", () => {
  test("takes the exercise off by id or phone id, and again is nothing", () => {
    const base = day(exercise(1, "A"), exercise(2, "B", { clientId: CID }));
    const once = withPending(base, [del({ exerciseId: 1 }), del({ exerciseId: localExerciseId(CID), clientId: CID })]);
    expect(names(once)).toEqual([]);
    const gone = day();
    expect(withPending(gone, [del({ exerciseId: 1 })])).toBe(gone);
  });

  test("changes of another date are left alone", () => {
    const base = day(exercise(1, "A"));
    expect(withPending(base, [{ ...del({ exerciseId: 1 }), date: "2026-12-01" }])).toBe(base);
  });
});
