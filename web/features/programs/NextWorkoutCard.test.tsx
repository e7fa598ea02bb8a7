// The Next card against a stand-in API: the next workout's numbers in the member's unit, the last
// set of as many reps as possible as '5+', why each number is what it is, and 'Start workout'
// putting it on the day (the day's read gets the answer); the kept answer with no connection.
import { beforeEach, describe, expect, test } from "bun:test";
import { SWRConfig } from "swr";
import type { ActiveProgramDto, NextWorkout, ProgramDto } from "@shared/programs/contract";
import type { WorkoutDto } from "@shared/workouts/contract";
import { swrConfig } from "@web/lib/data";
import { keepInMemory } from "@web/lib/kept-store";
import { useToastStore } from "@web/stores/toast";
import { mockFetch, signedIn, testUser, type Call } from "@web/test/fetch-mock";
import { click, flush, getByRole, getByText, queryByRole, queryByText, render, waitFor } from "@web/test/render";
import type { ReactNode } from "react";
import { AuthProvider, useAuth } from "@web/features/auth";
import { workoutKeys } from "@web/features/workouts";
import { NextWorkoutCard } from "./NextWorkoutCard";

const DATE = "2026-11-30";

const program: ProgramDto = {
  id: 7,
  name: "StrongLifts 5x5",
  catalogueId: "stronglifts-5x5",
  schedule: "rotation",
  startedOn: "2026-11-23",
  workouts: [],
};

const next: NextWorkout = {
  workout: "Workout B",
  exercises: [
    {
      name: "Squat",
      sets: Array.from({ length: 3 }, () => ({ weight: 225, reps: 5, amrap: false })),
      why: "+5 lb: all 5 x 5 done on Mon 23 Nov",
      restTime: 180,
    },
    {
      name: "Overhead Press",
      sets: [
        { weight: 220.4623, reps: 5, amrap: false },
        { weight: 220.4623, reps: 5, amrap: false },
        { weight: 220.4623, reps: 5, amrap: true },
      ],
      why: "Deload -10%: missed 3 times",
      restTime: 180,
    },
    { name: "Chin-up", sets: [{ weight: 0, reps: 8, amrap: false }], why: "", restTime: 90 },
  ],
};

const active = (over: Partial<Extract<ActiveProgramDto, { program: ProgramDto }>> = {}): ActiveProgramDto => ({
  program,
  next,
  sessions: [],
  ...over,
});
const none: ActiveProgramDto = { program: null, next: null, sessions: [] };

const startedDay: WorkoutDto = {
  date: DATE,
  dayOfWeek: "Monday",
  note: null,
  exercises: [
    {
      id: 1,
      name: "Squat",
      sets: 1,
      reps: "5",
      weight: "225",
      restTime: 180,
      isCompleted: false,
      notes: null,
      sortOrder: 0,
      type: "weight_reps",
      supersetGroup: null,
      programId: 7,
      programWorkout: "Workout B",
      setRows: [{ setNumber: 1, weight: "225", reps: "5", completed: false, kind: "normal" }],
    },
  ],
};

/** As in the app, the member's screens show once the sign-in check has answered. */
function SignedIn({ children }: { children: ReactNode }) {
  return useAuth().user ? children : null;
}

function mount(props: { date?: string; offerStart?: boolean } = {}) {
  const cache = new Map();
  const view = render(
    <SWRConfig value={{ ...swrConfig, provider: () => cache }}>
      <AuthProvider>
        <SignedIn>
          <NextWorkoutCard date={props.date ?? DATE} offerStart={props.offerStart} />
        </SignedIn>
      </AuthProvider>
    </SWRConfig>,
  );
  return { ...view, cache };
}

const card = () => getByRole("region", { name: "Next: Workout B" });
const text = (el: Element) => (el.textContent ?? "").replace(/\s+/g, " ").trim();
const lines = () => Array.from(card().querySelectorAll(".next-exercise-line")).map(text);

beforeEach(() => {
  keepInMemory();
  useToastStore.setState({ toasts: [] });
});

describe("the Next card", () => {
  test("the next workout's exercises in pounds, an AMRAP last set as 5+, each with why", async () => {
    const mock = mockFetch({ "GET /api/auth/user": { body: signedIn() }, "GET /api/programs/active": { body: active() } });
    mount();
    await waitFor(() => card());
    expect(getByRole("heading", { name: "Next: Workout B" })).toBeTruthy();
    expect(lines()).toEqual(["Squat 3 × 5 · 225 lbs", "Overhead Press 3 × 5+ · 220.46 lbs", "Chin-up 1 × 8"]);
    expect(getByText("+5 lb: all 5 x 5 done on Mon 23 Nov").className).toContain("muted");
    expect(getByText("Deload -10%: missed 3 times")).toBeTruthy();
    expect(card().querySelectorAll(".next-why")).toHaveLength(2);
    expect(getByRole("button", { name: "Start workout" })).toBeTruthy();
    // The read names the day it is about.
    expect(mock.callsTo("GET", "/api/programs/active")[0]!.query.get("date")).toBe(DATE);
  });

  test("in kilograms for a member who weighs in kg", async () => {
    mockFetch({
      "GET /api/auth/user": { body: signedIn({ ...testUser, weightUnit: "kg" }) },
      "GET /api/programs/active": { body: active() },
    });
    mount();
    await waitFor(() => card());
    expect(lines()).toEqual(["Squat 3 × 5 · 102.06 kg", "Overhead Press 3 × 5+ · 100 kg", "Chin-up 1 × 8"]);
  });

  test("climbing sets read one run each, the last one's AMRAP marked", async () => {
    const wave = {
      ...next,
      exercises: [
        {
          name: "Deadlift",
          sets: [150, 170, 190].map((weight, i) => ({ weight, reps: 5, amrap: i === 2 })),
          why: "Week 1 of 4",
          restTime: 180,
        },
      ],
    };
    mockFetch({ "GET /api/auth/user": { body: signedIn() }, "GET /api/programs/active": { body: active({ next: wave }) } });
    mount();
    await waitFor(() => card());
    expect(lines()).toEqual(["Deadlift 1 × 5 · 150 lbs, 1 × 5 · 170 lbs, 1 × 5+ · 190 lbs"]);
  });

  test("Start workout posts the day; the day's read gets the answer and the program is read again", async () => {
    let reads = 0;
    let answerNext = active();
    const mock = mockFetch({
      "GET /api/auth/user": { body: signedIn() },
      "GET /api/programs/active": () => {
        reads += 1;
        return { body: answerNext };
      },
      "POST /api/programs/active/start": (call: Call) => {
        answerNext = active({
          sessions: [
            { date: (call.body as { date: string }).date, workout: "Workout B", exercises: [{ name: "Squat", sets: [[225, 5, 0]] }] },
          ],
        });
        return { body: { ...startedDay, date: (call.body as { date: string }).date } };
      },
    });
    const { cache } = mount();
    await waitFor(() => card());
    click(getByRole("button", { name: "Start workout" }));
    await waitFor(() => expect(mock.callsTo("POST", "/api/programs/active/start")).toHaveLength(1));
    expect(mock.callsTo("POST", "/api/programs/active/start")[0]!.body).toEqual({ date: DATE });
    await waitFor(() => expect(cache.get(workoutKeys.day(DATE))?.data).toEqual(startedDay));
    await waitFor(() => expect(reads).toBe(2));
    // On the day now: the card says so, with no second Start.
    await waitFor(() => getByText("On this day's workout."));
    expect(queryByRole("button", { name: "Start workout" })).toBeNull();
    expect(useToastStore.getState().toasts[0]?.title).toBe("Workout B added");
  });

  test("a failed start says so in a toast and leaves the card as it was", async () => {
    mockFetch({
      "GET /api/auth/user": { body: signedIn() },
      "GET /api/programs/active": { body: active() },
      "POST /api/programs/active/start": { status: 500, body: { message: "Server down" } },
    });
    const { cache } = mount();
    await waitFor(() => card());
    click(getByRole("button", { name: "Start workout" }));
    await waitFor(() => expect(useToastStore.getState().toasts[0]?.description).toBe("Server down"));
    expect(cache.get(workoutKeys.day(DATE))?.data).toBeUndefined();
    expect(getByRole("button", { name: "Start workout" })).toBeTruthy();
  });

  test("no program: nothing, or with offerStart a link to the Programs screen", async () => {
    const mock = mockFetch({ "GET /api/auth/user": { body: signedIn() }, "GET /api/programs/active": { body: none } });
    const first = mount();
    await waitFor(() => expect(mock.callsTo("GET", "/api/programs/active")).toHaveLength(1));
    await flush();
    expect(queryByText(/Next:/)).toBeNull();
    expect(first.container.textContent).toBe("");
    first.unmount();
    mount({ offerStart: true });
    const link = await waitFor(() => getByRole("link", { name: "Start a program" }));
    expect(link.getAttribute("href")).toBe("/programs");
  });

  test("a failed read shows nothing", async () => {
    const mock = mockFetch({
      "GET /api/auth/user": { body: signedIn() },
      "GET /api/programs/active": { status: 500, body: { message: "Broken" } },
    });
    const view = mount({ offerStart: true });
    await waitFor(() => expect(mock.callsTo("GET", "/api/programs/active")).toHaveLength(1));
    await flush();
    expect(queryByRole("link", { name: "Start a program" })).toBeNull();
    expect(view.container.textContent).toBe("");
  });

  test("with no connection, the answer last kept for the member", async () => {
    mockFetch({ "GET /api/auth/user": { body: signedIn() }, "GET /api/programs/active": { body: active() } });
    const first = mount();
    await waitFor(() => card());
    first.unmount();
    const mock = mockFetch({ "GET /api/auth/user": { body: signedIn() }, "GET /api/programs/active": new TypeError("Failed to fetch") });
    mount();
    await waitFor(() => card());
    expect(mock.callsTo("GET", "/api/programs/active")).toHaveLength(1);
    expect(lines()[0]).toBe("Squat 3 × 5 · 225 lbs");
  });
});
