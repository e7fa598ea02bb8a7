// The Next card where it is shown, through the whole app: the Dashboard (today's next workout, or a
// link to start a program) and the Workouts screen (the day on screen, above the exercise list,
// only with a program; its toolbar leads to the Programs screen).
import { beforeEach, describe, expect, test } from "bun:test";
import { addDays, toIsoDate, weekdayName } from "@shared/dates";
import type { ActiveProgramDto } from "@shared/programs/contract";
import type { WorkoutDto } from "@shared/workouts/contract";
import { App } from "@web/app";
import { keepInMemory } from "@web/lib/kept-store";
import { useToastStore } from "@web/stores/toast";
import { mockFetch, signedIn, type Call } from "@web/test/fetch-mock";
import { click, getByRole, getByText, queryByRole, render, waitFor } from "@web/test/render";

const now = new Date();
const today = toIsoDate(now);

const active: ActiveProgramDto = {
  program: { id: 1, name: "StrongLifts 5x5", catalogueId: "stronglifts-5x5", schedule: "rotation", workouts: [], startedOn: today },
  next: {
    workout: "Workout B",
    exercises: [
      {
        name: "Squat",
        sets: Array.from({ length: 5 }, () => ({ weight: 135, reps: 5, amrap: false })),
        why: "+5 lb: all 5 x 5 done on Mon 23 Nov",
        restTime: 180,
      },
      { name: "Deadlift", sets: [{ weight: 185, reps: 5, amrap: false }], why: "+10 lb: 1 x 5 done on Mon 23 Nov", restTime: 180 },
    ],
  },
  sessions: [],
};
const none: ActiveProgramDto = { program: null, next: null, sessions: [] };

const emptyDay = (date: string): WorkoutDto => ({ date, dayOfWeek: weekdayName(new Date(`${date}T00:00:00Z`)), note: null, exercises: [] });

function server(program: ActiveProgramDto) {
  return mockFetch({
    "GET /api/auth/user": { body: signedIn() },
    "GET /api/programs/active": () => ({ body: program }),
    "GET /api/streak": { body: { streak: 0, activeToday: false, today } },
    "GET /api/meals": { body: [] },
    "POST /api/programs/active/start": (call: Call) => ({ body: emptyDay((call.body as { date: string }).date) }),
  });
}

/** The stand-in answers every day's workout, 'Last' and week read with an empty day. */
function withDays(mock: ReturnType<typeof mockFetch>) {
  const inner = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost:3000");
    const day = /^\/api\/workouts\/(\d{4}-\d{2}-\d{2})$/.exec(url.pathname);
    if (day) return Response.json(emptyDay(day[1]!));
    if (url.pathname.startsWith("/api/workouts/previous/")) return Response.json({ date: null, dayOfWeek: null, exercises: [] });
    if (url.pathname === "/api/workouts/week") return Response.json([]);
    return inner(input, init);
  }) as typeof fetch;
  return mock;
}

beforeEach(() => {
  keepInMemory();
  useToastStore.setState({ toasts: [] });
});

describe("the Next card on the Dashboard", () => {
  test("shows today's next workout with its numbers and why, and starts it on today", async () => {
    window.history.replaceState(null, "", "/");
    const mock = withDays(server(active));
    render(<App />);
    const card = await waitFor(() => getByRole("region", { name: "Next: Workout B" }));
    const shown = (card.textContent ?? "").replace(/\s+/g, " ");
    expect(shown).toContain("Squat 5 × 5 · 135 lbs");
    expect(shown).toContain("Deadlift 1 × 5 · 185 lbs");
    expect(getByText("+10 lb: 1 x 5 done on Mon 23 Nov")).toBeTruthy();
    expect(mock.callsTo("GET", "/api/programs/active")[0]!.query.get("date")).toBe(today);
    click(getByRole("button", { name: "Start workout" }));
    await waitFor(() => expect(mock.callsTo("POST", "/api/programs/active/start")).toHaveLength(1));
    expect(mock.callsTo("POST", "/api/programs/active/start")[0]!.body).toEqual({ date: today });
  });

  test("with no program, a small link to the Programs screen", async () => {
    window.history.replaceState(null, "", "/");
    withDays(server(none));
    render(<App />);
    click(await waitFor(() => getByRole("link", { name: "Start a program" })));
    await waitFor(() => getByRole("heading", { name: "Programs" }));
    expect(window.location.pathname).toBe("/programs");
  });
});

describe("the Next card on the Workouts screen", () => {
  test("for the day on screen, above the exercise list", async () => {
    const later = toIsoDate(addDays(now, 1));
    window.history.replaceState(null, "", `/workouts?date=${later}`);
    const mock = withDays(server(active));
    render(<App />);
    const card = await waitFor(() => getByRole("region", { name: "Next: Workout B" }));
    const empty = getByText("No exercises yet").closest(".card")!;
    expect(card.compareDocumentPosition(empty) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(mock.callsTo("GET", "/api/programs/active").at(-1)!.query.get("date")).toBe(later);
    click(getByRole("button", { name: "Start workout" }));
    await waitFor(() => expect(mock.callsTo("POST", "/api/programs/active/start")).toHaveLength(1));
    expect(mock.callsTo("POST", "/api/programs/active/start")[0]!.body).toEqual({ date: later });
  });

  test("nothing without a program; the toolbar's link leads to the Programs screen", async () => {
    window.history.replaceState(null, "", "/workouts");
    const mock = withDays(server(none));
    render(<App />);
    await waitFor(() => getByText("No exercises yet"));
    await waitFor(() => expect(mock.callsTo("GET", "/api/programs/active")).toHaveLength(1));
    expect(queryByRole("region", { name: /^Next:/ })).toBeNull();
    expect(queryByRole("link", { name: "Start a program" })).toBeNull();
    click(getByRole("link", { name: "Programs" }));
    await waitFor(() => getByRole("heading", { name: "Programs" }));
  });
});
