// The Programs screen through the whole app against a stand-in API: the catalogue listed, a start
// form that sends starting weights in pounds (a 5/3/1 training max from 90% of a one-rep max), the
// active program with its Next card, and 'Stop program' behind a confirmation.
import { beforeEach, describe, expect, test } from "bun:test";
import type { ActiveProgramDto, CatalogueProgram, ProgramExercise, ProgramWorkout, Rule } from "@shared/programs/contract";
import { App } from "@web/app";
import { keepInMemory } from "@web/lib/kept-store";
import { useToastStore } from "@web/stores/toast";
import { mockFetch, signedIn, testUser, type Call } from "@web/test/fetch-mock";
import { click, getByLabelText, getByRole, getByText, queryByRole, render, submit, type, waitFor } from "@web/test/render";

const linear: Rule = { type: "linear", increment: 5, failuresBeforeDeload: 3, deloadPercent: 10 };
const exercise = (name: string, over: Partial<ProgramExercise> = {}): ProgramExercise => ({
  name,
  sets: 5,
  reps: 5,
  amrap: false,
  rule: linear,
  startWeight: 45,
  equipment: "barbell",
  restTime: 180,
  ...over,
});
const workout = (name: string, exercises: ProgramExercise[]): ProgramWorkout => ({ name, exercises, weekdays: [] });

const stronglifts: CatalogueProgram = {
  id: "stronglifts-5x5",
  name: "StrongLifts 5x5",
  description: "Three lifts a session, A and B in turn, five pounds more each time.",
  schedule: "rotation",
  workouts: [
    workout("Workout A", [exercise("Squat"), exercise("Bench Press"), exercise("Barbell Row", { startWeight: 65 })]),
    workout("Workout B", [exercise("Squat"), exercise("Overhead Press"), exercise("Deadlift", { sets: 1, startWeight: 95 })]),
  ],
  startingWeights: ["Squat", "Bench Press", "Barbell Row", "Overhead Press", "Deadlift"],
};

const percent: Rule = {
  type: "percent",
  trainingMax: 0,
  increment: 10,
  waves: [
    [
      { percent: 65, reps: 5, amrap: false },
      { percent: 75, reps: 5, amrap: false },
      { percent: 85, reps: 5, amrap: true },
    ],
  ],
};
const wendler: CatalogueProgram = {
  id: "531-bbb",
  name: "5/3/1 Boring But Big",
  description: "Four days of waves from a training max, then five sets of ten.",
  schedule: "rotation",
  workouts: [workout("Squat day", [exercise("Squat", { rule: percent }), exercise("Leg Press", { sets: 5, reps: 10, startWeight: 90 })])],
  startingWeights: ["Squat"],
};

const started = (name: string): ActiveProgramDto => ({
  program: { id: 3, name, catalogueId: "stronglifts-5x5", schedule: "rotation", workouts: stronglifts.workouts, startedOn: "2026-11-27" },
  next: {
    workout: "Workout A",
    exercises: [{ name: "Squat", sets: [{ weight: 220.4623, reps: 5, amrap: false }], why: "Start", restTime: 180 }],
  },
  sessions: [],
});
const none: ActiveProgramDto = { program: null, next: null, sessions: [] };

function server(opts: { active?: ActiveProgramDto; kg?: boolean; templates?: unknown[] } = {}) {
  let active = opts.active ?? none;
  const mock = mockFetch({
    "GET /api/templates": { body: opts.templates ?? [] },
    "GET /api/auth/user": { body: signedIn(opts.kg ? { ...testUser, weightUnit: "kg" } : testUser) },
    "GET /api/programs/catalogue": { body: [stronglifts, wendler] },
    "GET /api/programs/active": () => ({ body: active }),
    "POST /api/programs": (call: Call) => {
      const id = (call.body as { catalogueId: string }).catalogueId;
      active = started(id === wendler.id ? wendler.name : stronglifts.name);
      return { status: 201, body: active };
    },
    "DELETE /api/programs/active": () => {
      active = none;
      return { body: { ok: true } };
    },
  });
  return mock;
}

const dialog = () => getByRole("dialog");

beforeEach(() => {
  keepInMemory();
  useToastStore.setState({ toasts: [] });
  window.history.replaceState(null, "", "/programs");
});

describe("the Programs screen", () => {
  test("a program from the member's templates: one workout each, in the order ticked", async () => {
    const template = (id: number, name: string) => ({
      id,
      name,
      dayOfWeek: null,
      createdAt: "2026-11-01T00:00:00Z",
      data: { exercises: [{ name: "Squat", sets: 3, reps: "5", weight: "135", restTime: 90 }] },
    });
    const mock = server({ templates: [template(1, "Upper"), template(2, "Lower")] });
    render(<App />);
    await waitFor(() => getByText("From your templates"));
    const form = document.querySelector<HTMLFormElement>('form[aria-label="Program from templates"]')!;
    click(getByRole("button", { name: "Start from templates" }, form));
    await waitFor(() => getByText("Give the program a name"));
    type(getByLabelText("Program name", form), "Upper/Lower");
    click(getByLabelText("Lower", form));
    click(getByLabelText("Upper", form));
    click(getByRole("button", { name: "Start from templates" }, form));
    await waitFor(() => expect(mock.callsTo("POST", "/api/programs")).toHaveLength(1));
    expect(mock.callsTo("POST", "/api/programs")[0]!.body).toEqual({ name: "Upper/Lower", schedule: "rotation", templateIds: [2, 1] });
  });

  test("lists the catalogue: name, description and each workout's exercises", async () => {
    server();
    render(<App />);
    await waitFor(() => getByRole("heading", { name: "StrongLifts 5x5" }));
    expect(getByRole("heading", { name: "Programs" })).toBeTruthy();
    expect(getByText(stronglifts.description)).toBeTruthy();
    expect(getByText("Workout A: Squat 5 × 5, Bench Press 5 × 5, Barbell Row 5 × 5")).toBeTruthy();
    expect(getByText("Workout B: Squat 5 × 5, Overhead Press 5 × 5, Deadlift 1 × 5")).toBeTruthy();
    expect(getByRole("heading", { name: "5/3/1 Boring But Big" })).toBeTruthy();
    expect(getByRole("button", { name: "Start StrongLifts 5x5" })).toBeTruthy();
    expect(getByText(/No program yet/)).toBeTruthy();
    // The bottom navigation counts the screen as Workouts'.
    expect(getByRole("link", { name: "Workouts" }).getAttribute("aria-current")).toBe("page");
  });

  test("Start asks the starting weights in kg, prefilled with the program's own, and posts pounds", async () => {
    const mock = server({ kg: true });
    render(<App />);
    click(await waitFor(() => getByRole("button", { name: "Start StrongLifts 5x5" })));
    const form = within(dialog());
    expect(getByRole("heading", { name: "Start StrongLifts 5x5" })).toBeTruthy();
    expect(form.field("Squat (kg)").value).toBe("20.41");
    expect(form.field("Deadlift (kg)").value).toBe("43.09");
    type(form.field("Squat (kg)"), "100");
    type(form.field("Bench Press (kg)"), "62,5");
    submit(dialog().querySelector("form")!);
    await waitFor(() => expect(mock.callsTo("POST", "/api/programs")).toHaveLength(1));
    const body = mock.callsTo("POST", "/api/programs")[0]!.body as { catalogueId: string; startingWeights: Record<string, number> };
    expect(body.catalogueId).toBe("stronglifts-5x5");
    expect(body.startingWeights.Squat).toBe(220.4623);
    expect(body.startingWeights["Bench Press"]).toBe(137.7889);
    expect(Object.keys(body.startingWeights)).toEqual(stronglifts.startingWeights);
    // Started: the toast, the active program and its Next card.
    await waitFor(() => expect(useToastStore.getState().toasts[0]?.title).toBe("StrongLifts 5x5 started"));
    expect(useToastStore.getState().toasts[0]?.description).toBe("Next: Workout A");
    await waitFor(() => getByRole("region", { name: "Next: Workout A" }));
    expect(getByText("Squat 1 × 5 · 100 kg")).toBeTruthy();
    expect(getByRole("button", { name: "Stop program" })).toBeTruthy();
    expect(queryByRole("dialog")).toBeNull();
  });

  test("a weight that is not a number is refused under its field, and nothing is sent", async () => {
    const mock = server();
    render(<App />);
    click(await waitFor(() => getByRole("button", { name: "Start StrongLifts 5x5" })));
    type(within(dialog()).field("Squat (lbs)"), "heavy");
    submit(dialog().querySelector("form")!);
    await waitFor(() => getByText("Squat (lbs) must be a number from 0 to 2000"));
    expect(mock.callsTo("POST", "/api/programs")).toHaveLength(0);
  });

  test("5/3/1 asks training maxes; a one-rep max fills 90% of it", async () => {
    const mock = server({ kg: true });
    render(<App />);
    click(await waitFor(() => getByRole("button", { name: "Start 5/3/1 Boring But Big" })));
    const form = within(dialog());
    expect(dialog().textContent).toContain("90% of your one-rep max");
    type(form.field("Squat one-rep max (kg)"), "200");
    expect(form.field("Squat training max (kg)").value).toBe("180");
    submit(dialog().querySelector("form")!);
    await waitFor(() => expect(mock.callsTo("POST", "/api/programs")).toHaveLength(1));
    expect(mock.callsTo("POST", "/api/programs")[0]!.body).toEqual({ catalogueId: "531-bbb", startingWeights: { Squat: 396.8321 } });
  });

  test("the server's refusal is shown in the form", async () => {
    const mock = server();
    mockFetchOverride(mock, "POST /api/programs", { status: 400, body: { message: "startingWeights must map exercise names to weights" } });
    render(<App />);
    click(await waitFor(() => getByRole("button", { name: "Start StrongLifts 5x5" })));
    submit(dialog().querySelector("form")!);
    await waitFor(() => getByText("startingWeights must map exercise names to weights"));
    expect(queryByRole("dialog")).not.toBeNull();
  });

  test("the active program: its workouts with the next marked, and Stop program only after the confirmation", async () => {
    const mock = server({ active: started("StrongLifts 5x5") });
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Stop program" }));
    const card = getByRole("region", { name: "StrongLifts 5x5" });
    expect(card.textContent).toContain("Workout A");
    expect(card.querySelector(".badge-success")?.textContent).toBe("Next");
    expect(getByRole("heading", { name: "Switch program" })).toBeTruthy();
    // Cancel keeps it.
    click(getByRole("button", { name: "Stop program" }));
    expect(getByRole("heading", { name: "Stop program?" })).toBeTruthy();
    click(getByRole("button", { name: "Cancel" }, dialog()));
    expect(mock.callsTo("DELETE", "/api/programs/active")).toHaveLength(0);
    // Stop stops it.
    click(getByRole("button", { name: "Stop program" }));
    click(getByRole("button", { name: "Stop" }, dialog()));
    await waitFor(() => expect(mock.callsTo("DELETE", "/api/programs/active")).toHaveLength(1));
    await waitFor(() => expect(useToastStore.getState().toasts[0]?.title).toBe("Program stopped"));
    await waitFor(() => expect(queryByRole("button", { name: "Stop program" })).toBeNull());
    expect(queryByRole("region", { name: "Next: Workout A" })).toBeNull();
    expect(getByText(/No program yet/)).toBeTruthy();
  });

  test("starting another program while one is active says it replaces it", async () => {
    server({ active: started("StrongLifts 5x5") });
    render(<App />);
    click(await waitFor(() => getByRole("button", { name: "Start 5/3/1 Boring But Big" })));
    expect(dialog().textContent).toContain("It replaces StrongLifts 5x5; what you logged stays.");
  });
});

/** The form's fields by label, inside one element. */
function within(root: HTMLElement) {
  return { field: (label: string) => getByLabelText(label, root) };
}

/** Replaces one route's answer of a running stand-in. */
function mockFetchOverride(mock: ReturnType<typeof mockFetch>, route: string, reply: { status: number; body: unknown }) {
  const inner = globalThis.fetch;
  const [method, path] = route.split(" ");
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost:3000");
    if ((init?.method ?? "GET").toUpperCase() === method && url.pathname === path) {
      mock.calls.push({
        method: method!,
        url: path!,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        query: url.searchParams,
      });
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { "Content-Type": "application/json" } });
    }
    return inner(input, init);
  }) as typeof fetch;
}
