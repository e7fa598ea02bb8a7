// The Next card working out the next workout on the phone, with the server's rules: after the
// day's sets are ticked it moves on to the next workout with the raised numbers, and with no
// connection 'Start workout' puts the workout on the day through the outbox, tagged with the
// program, to reach the server later.
import { beforeEach, describe, expect, test } from "bun:test";
import { SWRConfig } from "swr";
import type { ReactNode } from "react";
import type { ActiveProgramDto, ProgramDto, ProgramExercise } from "@shared/programs/contract";
import type { WorkoutDto } from "@shared/workouts/contract";
import { swrConfig } from "@web/lib/data";
import { keepInMemory } from "@web/lib/kept-store";
import { useToastStore } from "@web/stores/toast";
import { mockFetch, signedIn } from "@web/test/fetch-mock";
import { click, getByRole, render, waitFor } from "@web/test/render";
import { AuthProvider, useAuth } from "@web/features/auth";
import { NextWorkoutCard } from "./NextWorkoutCard";

const DATE = "2026-11-30";
const rule = { type: "linear" as const, increment: 5, failuresBeforeDeload: 3, deloadPercent: 10 };
const ex = (name: string, startWeight: number): ProgramExercise => ({
  name,
  sets: 2,
  reps: 5,
  amrap: false,
  rule,
  startWeight,
  equipment: "barbell",
  restTime: 120,
});
const program: ProgramDto = {
  id: 7,
  name: "Mine",
  catalogueId: null,
  schedule: "rotation",
  startedOn: "2026-11-23",
  workouts: [
    { name: "Workout A", weekdays: [], exercises: [ex("Squat", 135)] },
    { name: "Workout B", weekdays: [], exercises: [ex("Squat", 135), ex("Deadlift", 185)] },
  ],
};
const answer: ActiveProgramDto = {
  program,
  next: {
    workout: "Workout A",
    exercises: [
      {
        name: "Squat",
        sets: [
          { weight: 135, reps: 5, amrap: false },
          { weight: 135, reps: 5, amrap: false },
        ],
        why: "Starting weight 135 lb",
        restTime: 120,
      },
    ],
  },
  sessions: [],
};

const dayWith = (ticked: boolean): WorkoutDto => ({
  date: DATE,
  dayOfWeek: "Monday",
  note: null,
  exercises: [
    {
      id: 1,
      name: "Squat",
      sets: 2,
      reps: "5",
      weight: "135",
      restTime: 120,
      isCompleted: ticked,
      notes: null,
      sortOrder: 0,
      type: "weight_reps",
      supersetGroup: null,
      programId: 7,
      programWorkout: "Workout A",
      setRows: [1, 2].map((setNumber) => ({ setNumber, weight: "135", reps: "5", completed: ticked, kind: "normal" as const })),
    },
  ],
});

function SignedIn({ children }: { children: ReactNode }) {
  return useAuth().user ? children : null;
}

function mount() {
  return render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <AuthProvider>
        <SignedIn>
          <NextWorkoutCard date={DATE} />
        </SignedIn>
      </AuthProvider>
    </SWRConfig>,
  );
}

const lines = () =>
  Array.from(document.querySelectorAll(".next-exercise-line")).map((el) => (el.textContent ?? "").replace(/\s+/g, " ").trim());

beforeEach(() => {
  keepInMemory();
  localStorage.clear();
  useToastStore.setState({ toasts: [] });
});

describe("the next workout worked out on the phone", () => {
  test("the day's sets ticked since the answer: the next workout moves on, its numbers raised", async () => {
    mockFetch({
      "GET /api/auth/user": { body: signedIn() },
      "GET /api/programs/active": { body: answer },
      [`GET /api/workouts/${DATE}`]: { body: dayWith(true) },
    });
    mount();
    await waitFor(() => getByRole("region", { name: "Next: Workout B" }));
    expect(lines()).toEqual(["Squat 2 × 5 · 140 lbs", "Deadlift 2 × 5 · 185 lbs"]);
    expect(document.body.textContent).toContain("+5 lb: all 2 x 5 done on Mon 30 Nov");
  });

  test("the day as the answer knew it: the answer as it came", async () => {
    mockFetch({
      "GET /api/auth/user": { body: signedIn() },
      "GET /api/programs/active": { body: answer },
      [`GET /api/workouts/${DATE}`]: { body: { ...dayWith(false), exercises: [] } },
    });
    mount();
    await waitFor(() => getByRole("region", { name: "Next: Workout A" }));
    expect(lines()).toEqual(["Squat 2 × 5 · 135 lbs"]);
  });

  test("with no connection, Start puts the workout on the day through the outbox, tagged with the program", async () => {
    mockFetch({
      "GET /api/auth/user": { body: signedIn() },
      "GET /api/programs/active": { body: answer },
      [`GET /api/workouts/${DATE}`]: { body: { ...dayWith(false), exercises: [] } },
      "POST /api/programs/active/start": new TypeError("Failed to fetch"),
      "POST /api/workouts": new TypeError("Failed to fetch"),
    });
    mount();
    await waitFor(() => getByRole("region", { name: "Next: Workout A" }));
    click(getByRole("button", { name: "Start workout" }));
    await waitFor(() => expect(useToastStore.getState().toasts[0]?.title).toBe("Workout A added"));
    // Queues are kept per member.
    const queue = Object.values(JSON.parse(localStorage.getItem("kinfit.setOutbox") ?? "{}").members ?? {})[0] as unknown[];
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({
      kind: "add",
      date: DATE,
      exercises: [{ name: "Squat", sets: 2, reps: "5", weight: "135", programId: 7, programWorkout: "Workout A" }],
    });
    // The day on the phone now holds it: the card says so.
    await waitFor(() => expect(document.body.textContent).toContain("On this day's workout."));
  });
});
