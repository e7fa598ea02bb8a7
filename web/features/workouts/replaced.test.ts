// A set change the server left out because a later one from another phone had written the field.
import { describe, expect, test } from "bun:test";
import type { ExerciseDto } from "@shared/workouts/contract";
import { useToastStore } from "@web/stores/toast";
import type { SetEntry as OutboxEntry } from "./outbox-queue";
import { replacedBy, tellReplaced } from "./replaced";

const entry = (change: OutboxEntry["change"], setNumber = 1): OutboxEntry => ({
  id: "x",
  date: "2026-05-04",
  exerciseId: 9,
  exerciseName: "Squat",
  setNumber,
  change,
  before: {},
  at: 1000,
});
const answer = (weight: string, reps: string, completed: boolean): ExerciseDto => ({
  id: 9,
  name: "Squat",
  sets: 1,
  reps: "5",
  weight: "200",
  restTime: 90,
  isCompleted: completed,
  notes: null,
  sortOrder: 0,
  type: "weight_reps",
  supersetGroup: null,
  setRows: [{ setNumber: 1, weight, reps, completed, kind: "normal" }],
});

describe("a change replaced by a later one", () => {
  test("is told apart from one the server kept, numbers written another way included", () => {
    expect(replacedBy(entry({ weight: "205", completed: true }), answer("205", "5", true))).toBe(false);
    expect(replacedBy(entry({ weight: "205.0" }), answer("205", "5", false))).toBe(false);
    expect(replacedBy(entry({ weight: "205" }), answer("210", "5", false))).toBe(true);
    expect(replacedBy(entry({ completed: false }), answer("205", "5", true))).toBe(true);
    expect(replacedBy(entry({ reps: "5" }, 2), answer("205", "3", false))).toBe(false);
  });

  test("the member is told once for each set", () => {
    tellReplaced(entry({ weight: "205" }));
    const first = useToastStore.getState().toasts.at(-1)!;
    expect(first.description).toBe("Set 1 of Squat was changed later on another phone; that change is kept.");
    // A second replaced change to the same set shows no new toast (a new one would have a new id).
    tellReplaced(entry({ completed: true }));
    expect(useToastStore.getState().toasts.at(-1)!.id).toBe(first.id);
    tellReplaced(entry({ weight: "100" }, 2));
    expect(useToastStore.getState().toasts.at(-1)!.description).toBe(
      "Set 2 of Squat was changed later on another phone; that change is kept.",
    );
  });
});
