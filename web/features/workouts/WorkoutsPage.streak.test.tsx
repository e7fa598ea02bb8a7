// A change on the Workouts screen reaches the dashboard's streak through the dashboard's own keys:
// with a streak read on screen, a ticked set the server has taken reads it again.
import { beforeEach, describe, expect, test } from "bun:test";
import { act } from "react";
import useSWR, { SWRConfig } from "swr";
import { toIsoDate, weekdayName } from "@shared/dates";
import type { StreakAnswer } from "@shared/dashboard/contract";
import type { ExerciseDto } from "@shared/workouts/contract";
import { swrConfig } from "@web/lib/data";
import { mockFetch, signedIn, type Call } from "@web/test/fetch-mock";
import { getByText, render, waitFor } from "@web/test/render";
import { AuthProvider } from "@web/features/auth";
import { dashboardKeys } from "@web/features/dashboard";
import { idleRest, useRestStore } from "./rest-store";
import { WorkoutsPage } from "./WorkoutsPage";

const today = toIsoDate(new Date());

beforeEach(() => {
  localStorage.clear();
  useRestStore.setState(idleRest);
  window.history.replaceState(null, "", "/workouts");
});

const squat: ExerciseDto = {
  id: 1,
  name: "Squat",
  sets: 2,
  reps: "5",
  weight: "100",
  restTime: 0,
  isCompleted: false,
  notes: null,
  sortOrder: 1,
  type: "weight_reps",
  supersetGroup: null,
  setRows: [1, 2].map((setNumber) => ({ setNumber, weight: "100", reps: "5", completed: false, kind: "normal" as const })),
};

/** The dashboard's streak as its screen reads it: the same key, so the same cache entry. */
function Streak({ asOf }: { asOf: string }) {
  const { data } = useSWR<StreakAnswer>(dashboardKeys.streak(asOf));
  return <p>{data ? `streak ${data.streak} as of ${asOf}` : "no streak yet"}</p>;
}

function server() {
  const exercise = structuredClone(squat);
  let ticked = 0;
  const mock = mockFetch({
    "GET /api/auth/user": { body: signedIn() },
    [`GET /api/workouts/${today}`]: () => ({ body: { date: today, dayOfWeek: weekdayName(new Date()), exercises: [exercise] } }),
    [`GET /api/workouts/previous/${today}`]: { body: { date: null, dayOfWeek: null, exercises: [] } },
    "GET /api/workouts/week": { body: [] },
    "GET /api/streak": () => ({ body: { streak: ticked > 0 ? 1 : 0, activeToday: ticked > 0, today } }),
    "PUT /api/exercises/1/sets/1": (call: Call) => {
      exercise.setRows[0] = { ...exercise.setRows[0]!, ...(call.body as object) };
      ticked++;
      return { body: exercise };
    },
  });
  return mock;
}

describe("Workouts screen and the streak", () => {
  test("a ticked set reads the dashboard's streak again, for whichever day it was asked", async () => {
    const mock = server();
    const yesterday = "2000-01-01";
    render(
      <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
        <AuthProvider>
          <WorkoutsPage />
          <Streak asOf={today} />
          <Streak asOf={yesterday} />
        </AuthProvider>
      </SWRConfig>,
    );
    await waitFor(() => getByText(`streak 0 as of ${today}`));
    await waitFor(() => getByText(`streak 0 as of ${yesterday}`));
    const box = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('[aria-label="Set 1 completed"]');
      if (!found) throw new Error("the set is not shown yet");
      return found;
    });
    expect(mock.callsTo("GET", "/api/streak")).toHaveLength(2);

    await act(async () => box.click());
    await waitFor(() => expect(mock.callsTo("PUT", "/api/exercises/1/sets/1")).toHaveLength(1));
    await waitFor(() => getByText(`streak 1 as of ${today}`));
    await waitFor(() => getByText(`streak 1 as of ${yesterday}`));
    expect(mock.callsTo("GET", "/api/streak")).toHaveLength(4);
  });
});
