// A phone shared by members, in the app against a stand-in API: another member's waiting set
// changes and rest are neither shown nor sent; a 401 signs the phone out and keeps the member's
// changes for them; signing out asks about waiting changes and drops them when told to.
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { act } from "react";
import { toIsoDate, weekdayName } from "@shared/dates";
import type { ExerciseDto } from "@shared/workouts/contract";
import { App } from "@web/app";
import { useToastStore } from "@web/stores/toast";
import { mockFetch, signedIn, signedOut, testUser } from "@web/test/fetch-mock";
import { click, getByRole, getByText, queryByRole, queryByText, render, waitFor } from "@web/test/render";
import { OUTBOX_KEY, type SetEntry as OutboxEntry } from "./outbox";
import { REST_STORAGE_KEY } from "./rest-store";
import { signOutQuestion } from "./set-outbox";

const today = toIsoDate(new Date());
const ME = testUser.id;
const OTHER = testUser.id + 1;
const realConfirm = window.confirm;

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
});
afterEach(() => {
  window.confirm = realConfirm;
});

function exercise(id: number, name: string): ExerciseDto {
  return {
    id,
    name,
    sets: 3,
    reps: "8",
    weight: "100",
    restTime: 90,
    isCompleted: false,
    notes: null,
    sortOrder: id,
    type: "weight_reps",
    supersetGroup: null,
    setRows: [1, 2, 3].map((setNumber) => ({ setNumber, weight: "100", reps: "8", completed: false, kind: "normal" as const })),
  };
}

let n = 0;
const change = (exerciseId: number, exerciseName: string, setNumber = 1): OutboxEntry => ({
  id: `c${++n}`,
  date: today,
  exerciseId,
  exerciseName,
  setNumber,
  change: { completed: true },
  before: { completed: false },
  at: Date.now() - 60_000,
});

/** A set's tick box (the helpers' role table has no checkbox). */
function setBox(n: number): HTMLInputElement {
  const found = document.querySelector<HTMLInputElement>(`[aria-label="Set ${n} completed"]`);
  if (!found) throw new Error(`No tick box for set ${n}`);
  return found;
}
const stored = () => JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? "null");
const toastText = () => document.querySelector(".toast")?.textContent ?? "";

/**
 * My day holds exercise 1 and the other member's exercise 2; set saves answer as `setSave` says
 * (a 401 ends the session); the auth check answers for `session.user`.
 */
function server(setSave: { status: number; body: unknown } = { status: 200, body: exercise(1, "Bench Press") }) {
  const session: { user: number | null } = { user: ME };
  const days: Record<number, ExerciseDto[]> = { [ME]: [exercise(1, "Bench Press")], [OTHER]: [exercise(2, "Their Row")] };
  const mock = mockFetch({
    "GET /api/auth/user": () => ({ body: session.user === null ? signedOut : signedIn({ ...testUser, id: session.user }) }),
    [`GET /api/workouts/${today}`]: () => ({
      body: { date: today, dayOfWeek: weekdayName(new Date()), exercises: days[session.user ?? 0] ?? [] },
    }),
    [`GET /api/workouts/previous/${today}`]: { body: { date: null, dayOfWeek: null, exercises: [] } },
    "PUT /api/exercises/1/sets/1": () => {
      if (setSave.status === 401) session.user = null;
      return setSave;
    },
    "PUT /api/exercises/2/sets/1": () => ({ status: 404, body: { message: "Exercise not found" } }),
    "POST /api/logout": () => {
      session.user = null;
      return { body: { ok: true } };
    },
  });
  return { mock, session };
}

/** Set saves get no answer (fetch rejects) until `network.up` is set. */
function cutSetSaves() {
  const served = globalThis.fetch;
  const network = { up: false };
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    !network.up && String(input).includes("/sets/")
      ? Promise.reject(new TypeError("Failed to fetch"))
      : served(input, init)) as typeof fetch;
  return network;
}

const setSaves = (mock: ReturnType<typeof server>["mock"]) => mock.calls.filter((c) => c.method === "PUT" && c.url.includes("/sets/"));

describe("a phone shared by members", () => {
  test("another member's waiting changes are neither shown nor sent, and stay theirs", async () => {
    const { mock, session } = server();
    const network = cutSetSaves();
    // The other member ticks with no connection; the phone is then opened by me (their session ended).
    session.user = OTHER;
    window.history.replaceState(null, "", "/workouts");
    const theirs = render(<App />);
    await waitFor(() => setBox(1));
    await act(async () => {
      setBox(1).click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await waitFor(() => getByText("1 change waiting to sync"));
    theirs.unmount();
    const waiting = stored();
    expect(waiting.members[OTHER]).toHaveLength(1);

    session.user = ME;
    network.up = true;
    const before = setSaves(mock).length;
    render(<App />);
    await waitFor(() => setBox(1));
    await act(async () => {
      window.dispatchEvent(new Event("online"));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(setBox(1).checked).toBe(false);
    expect(queryByText(/waiting to sync/)).toBeNull();
    expect(queryByText(/Their Row/)).toBeNull();
    expect(setSaves(mock).length).toBe(before);
    expect(toastText()).toBe("");
    expect(stored()).toEqual(waiting);
  });

  test("a 401 signs the phone out and keeps the change under the member's id, hidden, with no toast", async () => {
    const mine = change(1, "Bench Press");
    localStorage.setItem(OUTBOX_KEY, JSON.stringify({ members: { [ME]: [mine] } }));
    const { mock } = server({ status: 401, body: { message: "Not authenticated" } });
    window.history.replaceState(null, "", "/workouts");
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Sign In" }));
    expect(setSaves(mock)).toHaveLength(1);
    expect(stored()).toEqual({ members: { [ME]: [mine] } });
    expect(toastText()).toBe("");
    expect(queryByText(/Bench Press/)).toBeNull();
  });

  test("the rest of another member (or of no one) is not shown and goes; the member's own shows", async () => {
    const rest = (owner?: number) =>
      JSON.stringify({
        exerciseId: 1,
        exerciseName: "Bench Press",
        durationMs: 90_000,
        timer: { status: "running", endsAt: Date.now() + 60_000 },
        owner,
      });
    server();
    for (const owner of [OTHER, undefined]) {
      localStorage.setItem(REST_STORAGE_KEY, rest(owner));
      window.history.replaceState(null, "", "/workouts");
      const app = render(<App />);
      await waitFor(() => setBox(1));
      expect(queryByRole("region", { name: "Rest timer" })).toBeNull();
      expect(localStorage.getItem(REST_STORAGE_KEY)).toBeNull();
      app.unmount();
    }
    localStorage.setItem(REST_STORAGE_KEY, rest(ME));
    render(<App />);
    await waitFor(() => getByRole("region", { name: "Rest timer" }));
  });
});

describe("signing out with changes waiting", () => {
  test("the question says how many", () => {
    expect(signOutQuestion(3)).toBe("3 changes are still waiting to sync: sign out anyway?");
    expect(signOutQuestion(1)).toBe("1 change is still waiting to sync: sign out anyway?");
  });

  test("asks; cancelled, nothing happens; confirmed, the member's changes go and another member's stay", async () => {
    const mine = [change(1, "Bench Press"), change(1, "Bench Press", 2)];
    const theirs = [change(2, "Their Row")];
    localStorage.setItem(OUTBOX_KEY, JSON.stringify({ members: { [ME]: mine, [OTHER]: theirs } }));
    const { mock } = server();
    const asked: string[] = [];
    let answer = false;
    window.confirm = (message?: string) => {
      asked.push(String(message));
      return answer;
    };
    window.history.replaceState(null, "", "/profile");
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Sign Out" }));
    click(getByRole("button", { name: "Sign Out" }));
    expect(asked).toEqual(["2 changes are still waiting to sync: sign out anyway?"]);
    expect(mock.callsTo("POST", "/api/logout")).toHaveLength(0);
    expect(stored()).toEqual({ members: { [ME]: mine, [OTHER]: theirs } });

    answer = true;
    click(getByRole("button", { name: "Sign Out" }));
    await waitFor(() => getByRole("button", { name: "Sign In" }));
    expect(asked).toHaveLength(2);
    expect(mock.callsTo("POST", "/api/logout")).toHaveLength(1);
    expect(stored()).toEqual({ members: { [OTHER]: theirs } });
    expect(setSaves(mock)).toEqual([]);
  });

  test("a sign-out that fails keeps the changes", async () => {
    const mine = [change(1, "Bench Press")];
    localStorage.setItem(OUTBOX_KEY, JSON.stringify({ members: { [ME]: mine } }));
    const mock = mockFetch({ "GET /api/auth/user": { body: signedIn() }, "POST /api/logout": { status: 500, body: { message: "boom" } } });
    window.confirm = () => true;
    window.history.replaceState(null, "", "/profile");
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Sign Out" }));
    click(getByRole("button", { name: "Sign Out" }));
    await waitFor(() => expect(toastText()).toContain("Failed to sign out. Please try again."));
    expect(mock.callsTo("POST", "/api/logout")).toHaveLength(1);
    expect(stored()).toEqual({ members: { [ME]: mine } });
  });

  test("sign out everywhere asks the same and drops them when confirmed", async () => {
    localStorage.setItem(OUTBOX_KEY, JSON.stringify({ members: { [ME]: [change(1, "Bench Press")] } }));
    let live = true;
    mockFetch({
      "GET /api/auth/user": () => ({ body: live ? signedIn() : signedOut }),
      "POST /api/logout-everywhere": () => {
        live = false;
        return { body: { ok: true } };
      },
    });
    const asked: string[] = [];
    window.confirm = (message?: string) => {
      asked.push(String(message));
      return true;
    };
    window.history.replaceState(null, "", "/profile");
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Sign out everywhere" }));
    click(getByRole("button", { name: "Sign out everywhere" }));
    await waitFor(() => getByRole("button", { name: "Sign In" }));
    expect(asked).toEqual(["1 change is still waiting to sync: sign out anyway?"]);
    expect(stored()).toBeNull();
  });
});
