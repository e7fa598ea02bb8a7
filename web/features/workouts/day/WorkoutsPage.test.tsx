// The Workouts screen against a stand-in API: the day, logging sets, editing, deleting, and the template dialogs.
import { beforeEach, describe, expect, test } from "bun:test";
import { act } from "react";
import { addDays, toIsoDate, weekdayName } from "@shared/dates";
import type { WorkoutTemplateDto } from "@shared/workout-templates/contract";
import { mergeLastSets } from "@shared/workout-templates/rules";
import type { ExerciseDto, PreviousWorkoutDto, WorkoutDto } from "@shared/workouts/contract";
import { writeKept } from "@web/lib/kept-store";
import { fullDay } from "@web/lib/words";
import { App } from "@web/app";
import { useToastStore } from "@web/stores/toast";
import { mockFetch, signedIn, type Call } from "@web/test/fetch-mock";
import { exercise, rowsOf, ticked } from "@web/test/fixtures";
import {
  accessibleName,
  click,
  flush,
  getByLabelText,
  getByRole,
  getByText,
  queryByRole,
  queryByText,
  render,
  type,
  waitFor,
} from "@web/test/render";

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const now = new Date();
const today = toIsoDate(now);
const day = weekdayName(now);

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  window.history.replaceState(null, "", "/workouts");
  sessionStorage.clear();
});

const toastText = () => document.querySelector(".toast")?.textContent ?? "";

type Fake = {
  days?: Record<string, ExerciseDto[]>;
  previous?: PreviousWorkoutDto;
  templates?: WorkoutTemplateDto[];
  failing?: Partial<Record<string, number>>;
};

/** A small stand-in for the workouts API, enough for the screen. */
function fakeServer({ days = {}, previous, templates = [], failing = {} }: Fake = {}) {
  const store: Record<string, ExerciseDto[]> = structuredClone(days);
  let nextId = 100;
  const answer = (date: string): WorkoutDto => ({
    date,
    dayOfWeek: weekdayName(new Date(`${date}T12:00:00`)),
    exercises: store[date] ?? [],
  });
  const routes: Record<string, unknown> = {
    "GET /api/auth/user": { body: signedIn() },
    "GET /api/templates": failing.templates ? { status: failing.templates, body: { message: "nope" } } : () => ({ body: templates }),
    "POST /api/templates": failing.saveTemplate
      ? { status: failing.saveTemplate, body: { message: "nope" } }
      : (call: Call) => ({ status: 201, body: { id: 9, createdAt: "2026-01-01T00:00:00Z", ...(call.body as object) } }),
    "POST /api/workouts": failing.post
      ? { status: failing.post, body: { message: "nope" } }
      : (call: Call) => {
          const body = call.body as { date: string; exercises: Partial<ExerciseDto>[] };
          store[body.date] = [
            ...(store[body.date] ?? []),
            // The phone's id comes back with the exercise, as the server answers it (its rows at eights).
            ...body.exercises.map((e) => ({
              ...exercise(nextId++, e.name!, { sets: e.sets, weight: e.weight, restTime: e.restTime, clientId: e.clientId }),
              reps: e.reps!,
            })),
          ];
          return { status: 201, body: answer(body.date) };
        },
  };
  // The server's look-back, as the API works it out from the stored days (the date itself left out).
  for (const t of templates) {
    routes[`GET /api/templates/${t.id}/with-latest`] = failing.withLatest
      ? { status: failing.withLatest, body: { message: "nope" } }
      : () => {
          const days = Array.from({ length: 30 }, (_, i) => store[toIsoDate(addDays(now, -(i + 1)))]).map((list) =>
            list ? { exercises: list } : null,
          );
          const { exercises, usedPriorData } = mergeLastSets(t.data.exercises, days);
          return { body: { ...t, data: { exercises }, foundPrior: usedPriorData } };
        };
  }
  // Every date the screen may read: this week and the days before it.
  for (let i = -40; i <= 7; i++) {
    const date = toIsoDate(addDays(now, i));
    routes[`GET /api/workouts/${date}`] = failing[date]
      ? { status: failing[date], body: { message: "boom" } }
      : () => ({ body: answer(date) });
    routes[`GET /api/workouts/previous/${date}`] = { body: previous ?? { date: null, dayOfWeek: null, exercises: [] } };
  }
  const findExercise = (id: number) =>
    Object.values(store)
      .flat()
      .find((e) => e.id === id)!;
  for (const id of [1, 2, 3, 4, 5, 6, 7, 8, 9, 100, 101]) {
    routes[`PUT /api/exercises/${id}`] = failing.put
      ? { status: failing.put, body: { message: "nope" } }
      : (call: Call) => {
          const e = findExercise(id);
          Object.assign(e, call.body);
          return { body: e };
        };
    routes[`DELETE /api/exercises/${id}`] = failing.delete
      ? { status: failing.delete, body: { message: "nope" } }
      : () => {
          for (const d of Object.keys(store)) store[d] = store[d]!.filter((e) => e.id !== id);
          return { body: { ok: true } };
        };
    for (let n = 1; n <= 5; n++) {
      routes[`PUT /api/exercises/${id}/sets/${n}`] = failing.sets
        ? { status: failing.sets, body: { message: "weight must be a number from 0 to 2000" } }
        : (call: Call) => {
            const e = findExercise(id);
            e.setRows = e.setRows.map((r) => (r.setNumber === n ? { ...r, ...(call.body as object) } : r));
            e.isCompleted = e.setRows.every((r) => r.completed);
            return { body: e };
          };
    }
  }
  return { mock: mockFetch(routes as Parameters<typeof mockFetch>[0]), store };
}

/** An element by its aria-label (the helpers find labels only through <label>). */
function byAria(label: string, within: ParentNode = document): HTMLInputElement {
  const found = within.querySelector<HTMLInputElement>(`[aria-label="${label}"]`);
  if (!found) throw new Error(`Nothing labelled ${label}`);
  return found;
}
/** A click whose handler goes on asynchronously (a save after an optimistic update): act() runs what it started at once. */
async function clickAndSettle(el: Element) {
  await act(async () => {
    (el as HTMLElement).click();
  });
}
const addForm = () => byAria("Add Exercise") as unknown as HTMLFormElement;
const addFormOpen = () => document.querySelector('form[aria-label="Add Exercise"]') !== null;

/** An exercise card by its name (the helpers' role table has no "article"). */
function cardOf(name: string): HTMLElement {
  const found = Array.from(document.querySelectorAll<HTMLElement>("article")).find((a) => accessibleName(a) === name);
  if (!found) throw new Error(`No card named ${name}`);
  return found;
}

describe("Workouts screen", () => {
  test("an empty day: title, Save Template disabled, add form defaults; a value that cannot be saved is named, not replaced", async () => {
    const { mock } = fakeServer();
    render(<App />);
    await waitFor(() => getByRole("heading", { name: `${day} - No Workout Planned` }));
    expect((getByRole("button", { name: "Save Template" }) as HTMLButtonElement).disabled).toBe(true);
    expect(queryByText(/Complete$/)).toBeNull();

    click(getByRole("button", { name: "Add Exercise" }));
    const form = addForm();
    expect(getByLabelText("Sets", form).value).toBe("3");
    expect(getByLabelText("Reps", form).value).toBe("8-10");
    expect(getByLabelText("Weight (lbs)", form).value).toBe("0");
    expect(getByLabelText("Rest Time (sec)", form).value).toBe("90");
    const confirm = getByRole("button", { name: "Add" }, form) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    type(getByLabelText("Exercise Name", form), "  Row  ");
    type(getByLabelText("Sets", form), "lots");
    type(getByLabelText("Rest Time (sec)", form), "a while");
    type(getByLabelText("Weight (lbs)", form), "heavy");
    expect(confirm.disabled).toBe(false);
    click(confirm);
    // Nothing is sent; each field says what it needs, and keeps what was typed.
    expect(getByText("Sets must be a whole number from 1 to 20")).toBeTruthy();
    expect(getByText("Rest time must be a whole number of seconds from 0 to 3600")).toBeTruthy();
    expect(getByText("Weight must be a number from 0 to 2000 lbs, a range such as 60-70, or BW")).toBeTruthy();
    expect(getByLabelText("Sets", form).value).toBe("lots");
    expect(mock.callsTo("POST", "/api/workouts")).toHaveLength(0);
    type(getByLabelText("Sets", form), "3");
    type(getByLabelText("Rest Time (sec)", form), "90");
    type(getByLabelText("Weight (lbs)", form), "0");
    click(confirm);
    await waitFor(() => cardOf("Row"));
    expect(mock.callsTo("POST", "/api/workouts")[0]!.body).toEqual({
      date: today,
      dayOfWeek: day,
      // Each made with the phone's own id, so that sending it twice stores it once.
      exercises: [
        {
          name: "Row",
          sets: 3,
          reps: "8-10",
          weight: "0",
          restTime: 90,
          isCompleted: false,
          notes: null,
          clientId: expect.stringMatching(UUID_V7),
        },
      ],
    });
    // The form closed and starts from the defaults again.
    await waitFor(() => expect(addFormOpen()).toBe(false));
    click(getByRole("button", { name: "Add Exercise" }));
    expect(getByLabelText("Exercise Name", addForm()).value).toBe("");
    expect(getByLabelText("Sets", addForm()).value).toBe("3");
    click(getByRole("button", { name: "Cancel" }));
    expect(addFormOpen()).toBe(false);
    expect(getByRole("heading", { name: `${day} Workout` })).toBeTruthy();
  });

  test("an exercise added by a name done before starts from its 'Last' numbers, set by set", async () => {
    const lastSets = [
      { setNumber: 1, weight: "100", reps: "10", completed: true, kind: "normal" as const },
      { setNumber: 2, weight: "110", reps: "8", completed: true, kind: "normal" as const },
      { setNumber: 3, weight: "120", reps: "6", completed: true, kind: "normal" as const },
    ];
    const { mock } = fakeServer({
      previous: {
        date: "2026-11-02",
        dayOfWeek: "Monday",
        exercises: [
          {
            ...exercise(50, "Bench Press", { reps: "6-10", restTime: 120 }),
            setCount: 3,
            date: "2026-11-02",
            best: { estimatedOneRepMax: 144, weight: 120 },
            sets: lastSets,
          },
        ],
      },
    });
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Add Exercise" }));
    click(getByRole("button", { name: "Add Exercise" }));
    type(getByLabelText("Exercise Name", addForm()), "Squat");
    expect(getByLabelText("Sets", addForm()).value).toBe("3");
    expect(getByLabelText("Weight (lbs)", addForm()).value).toBe("0");
    type(getByLabelText("Exercise Name", addForm()), "bench press");
    expect(getByLabelText("Sets", addForm()).value).toBe("3");
    expect(getByLabelText("Reps", addForm()).value).toBe("6-10");
    expect(getByLabelText("Weight (lbs)", addForm()).value).toBe("120");
    expect(getByLabelText("Rest Time (sec)", addForm()).value).toBe("120");
    await clickAndSettle(getByRole("button", { name: "Add" }));
    await waitFor(() => cardOf("bench press"));
    expect(mock.callsTo("POST", "/api/workouts")[0]!.body).toMatchObject({
      exercises: [{ name: "bench press", sets: 3, reps: "6-10", weight: "120", restTime: 120 }],
    });
    // Each set as it was done last time: only what differs from the plan is sent.
    await waitFor(() => expect(mock.callsTo("PUT", "/api/exercises/100/sets/3")).toHaveLength(1));
    expect(mock.callsTo("PUT", "/api/exercises/100/sets/1").map((c) => c.body)).toEqual([
      { weight: "100", reps: "10", changedAt: expect.any(Number) },
    ]);
    expect(mock.callsTo("PUT", "/api/exercises/100/sets/2").map((c) => c.body)).toEqual([{ weight: "110", changedAt: expect.any(Number) }]);
    expect(mock.callsTo("PUT", "/api/exercises/100/sets/3").map((c) => c.body)).toEqual([{ reps: "6", changedAt: expect.any(Number) }]);
    await waitFor(() => expect(byAria("Set 2 weight", cardOf("bench press")).value).toBe("110"));
    expect(byAria("Set 1 reps", cardOf("bench press")).value).toBe("10");

    // Numbers the member changed are theirs: the name no longer replaces them, nor do the sets.
    click(getByRole("button", { name: "Add Exercise" }));
    type(getByLabelText("Weight (lbs)", addForm()), "95");
    type(getByLabelText("Exercise Name", addForm()), "Bench Press");
    expect(getByLabelText("Weight (lbs)", addForm()).value).toBe("95");
    expect(getByLabelText("Reps", addForm()).value).toBe("8-10");
    await clickAndSettle(getByRole("button", { name: "Add" }));
    await waitFor(() => cardOf("Bench Press"));
    await flush();
    expect(mock.callsTo("PUT", "/api/exercises/101/sets/1")).toHaveLength(0);
  });

  test("a failed add says so", async () => {
    fakeServer({ failing: { post: 500 } });
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Add Exercise" }));
    click(getByRole("button", { name: "Add Exercise" }));
    type(getByLabelText("Exercise Name"), "Row");
    click(getByRole("button", { name: "Add" }));
    await waitFor(() => expect(toastText()).toContain("Failed to save workout. Please try again."));
    expect(toastText()).toContain("Error");
  });

  test("ticking every set completes the exercise; ticked rows stay editable; 'Last' matches by name in any case", async () => {
    const { mock } = fakeServer({
      days: { [today]: [exercise(1, "Bench Press"), exercise(2, "Squat", { sets: 1 })] },
      previous: {
        date: "2020-01-01",
        dayOfWeek: "Wednesday",
        exercises: [
          {
            ...exercise(50, "bench press"),
            setCount: 2,
            date: "2020-01-01",
            best: { estimatedOneRepMax: 126, weight: 105 },
            sets: [
              { setNumber: 1, weight: "95", reps: "10", completed: true, kind: "normal" as const },
              { setNumber: 2, weight: "105", reps: "6", completed: true, kind: "normal" as const },
            ],
          },
        ],
      },
    });
    render(<App />);
    await waitFor(() => getByText("0/2 Complete"));
    const bench = cardOf("Bench Press");
    expect(getByText("Sets: 0/2", bench)).toBeTruthy();
    await waitFor(() => getByText("95×10", bench));
    expect(getByText("105×6", bench)).toBeTruthy();
    expect(queryByText("95×10", cardOf("Squat"))).toBeNull();

    type(byAria("Set 1 weight", bench), "110");
    await clickAndSettle(byAria("Set 1 completed", bench));
    await waitFor(() => getByText("Sets: 1/2", cardOf("Bench Press")));
    await waitFor(() => expect(mock.callsTo("PUT", "/api/exercises/1/sets/1")).toHaveLength(1));
    expect(mock.callsTo("PUT", "/api/exercises/1/sets/1")[0]!.body).toEqual({
      completed: true,
      weight: "110",
      changedAt: expect.any(Number),
    });
    expect(byAria("Set 1 weight", cardOf("Bench Press")).disabled).toBe(false);
    expect(byAria("Set 1 reps", cardOf("Bench Press")).disabled).toBe(false);
    expect(byAria("Set 1 weight", cardOf("Bench Press")).value).toBe("110");
    expect(queryByText("Complete", cardOf("Bench Press"))).toBeNull();

    await clickAndSettle(byAria("Set 2 completed", cardOf("Bench Press")));
    await waitFor(() => getByText("Complete", cardOf("Bench Press")));
    expect(getByText("1/2 Complete")).toBeTruthy();
    // The rest timer shows only while sets remain.
    expect(queryByRole("group", { name: "Rest timer for Bench Press" })).toBeNull();
    expect(getByRole("group", { name: "Rest timer for Squat" })).toBeTruthy();

    // Unticking makes it not completed again.
    await clickAndSettle(byAria("Set 2 completed", cardOf("Bench Press")));
    await waitFor(() => getByText("Sets: 1/2", cardOf("Bench Press")));
    expect(queryByText("Complete", cardOf("Bench Press"))).toBeNull();
  });

  test("an exercise with no rest has no rest timer", async () => {
    fakeServer({ days: { [today]: [exercise(1, "Curl", { restTime: 0 }), exercise(2, "Squat")] } });
    render(<App />);
    await waitFor(() => getByText("0/2 Complete"));
    expect(queryByRole("group", { name: "Rest timer for Curl" })).toBeNull();
    expect(getByText("No rest", cardOf("Curl"))).toBeTruthy();
    expect(getByRole("group", { name: "Rest timer for Squat" })).toBeTruthy();
    expect(getByText("Rest 1:30", cardOf("Squat"))).toBeTruthy();
  });

  test("a weight typed into a set is saved when the field is left", async () => {
    const { mock } = fakeServer({ days: { [today]: [exercise(1, "Curl")] } });
    render(<App />);
    await waitFor(() => cardOf("Curl"));
    const input = byAria("Set 2 weight", cardOf("Curl"));
    type(input, "35");
    await act(async () => {
      input.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    });
    await waitFor(() => expect(mock.callsTo("PUT", "/api/exercises/1/sets/2")).toHaveLength(1));
    expect(mock.callsTo("PUT", "/api/exercises/1/sets/2")[0]!.body).toEqual({ weight: "35", changedAt: expect.any(Number) });
  });

  test("edit: Save sends the changes and toasts; sets that are not a whole number are named, not replaced; Cancel discards", async () => {
    const { mock } = fakeServer({ days: { [today]: [exercise(1, "Squat")] } });
    render(<App />);
    await waitFor(() => cardOf("Squat"));
    click(getByRole("button", { name: "Edit Squat" }));
    type(getByLabelText("Exercise Name", cardOf("Squat")), "Front Squat");
    click(getByRole("button", { name: "Cancel" }, cardOf("Squat")));
    expect(getByRole("heading", { name: "Squat" })).toBeTruthy();
    expect(mock.callsTo("PUT", "/api/exercises/1")).toHaveLength(0);

    click(getByRole("button", { name: "Edit Squat" }));
    const card = cardOf("Squat");
    type(getByLabelText("Exercise Name", card), "Front Squat");
    type(getByLabelText("Sets", card), "many");
    type(getByLabelText("Rest Time (sec)", card), "");
    click(getByRole("button", { name: "Save" }, card));
    expect(getByText("Sets must be a whole number from 1 to 20", card)).toBeTruthy();
    expect(getByText("Rest time must be a whole number of seconds from 0 to 3600", card)).toBeTruthy();
    expect(mock.callsTo("PUT", "/api/exercises/1")).toHaveLength(0);
    type(getByLabelText("Sets", card), "1");
    type(getByLabelText("Rest Time (sec)", card), "90");
    click(getByRole("button", { name: "Save" }, card));
    await waitFor(() => expect(toastText()).toContain('"Squat" has been updated to "Front Squat".'));
    expect(toastText()).toContain("Exercise updated");
    expect(mock.callsTo("PUT", "/api/exercises/1")[0]!.body).toEqual({ name: "Front Squat", sets: 1, changedAt: expect.any(Number) });
    await waitFor(() => cardOf("Front Squat"));

    click(getByRole("button", { name: "Edit Front Squat" }));
    type(getByLabelText("Weight (lbs)", cardOf("Front Squat")), "120");
    click(getByRole("button", { name: "Save" }, cardOf("Front Squat")));
    await waitFor(() => expect(toastText()).toContain('"Front Squat" has been updated.'));
  });

  test("edit: reps left blank fall back to the default '8-10', as in the add form", async () => {
    const { mock } = fakeServer({ days: { [today]: [exercise(1, "Squat")] } });
    render(<App />);
    await waitFor(() => cardOf("Squat"));
    click(getByRole("button", { name: "Edit Squat" }));
    type(getByLabelText("Reps", cardOf("Squat")), "  ");
    click(getByRole("button", { name: "Save" }, cardOf("Squat")));
    await waitFor(() => expect(mock.callsTo("PUT", "/api/exercises/1")).toHaveLength(1));
    expect(mock.callsTo("PUT", "/api/exercises/1")[0]!.body).toEqual({ reps: "8-10", changedAt: expect.any(Number) });
  });

  test("edit failure and delete with confirmation", async () => {
    fakeServer({ days: { [today]: [exercise(1, "Squat")] }, failing: { put: 500, delete: 500 } });
    render(<App />);
    await waitFor(() => cardOf("Squat"));
    click(getByRole("button", { name: "Edit Squat" }));
    type(getByLabelText("Reps", cardOf("Squat")), "5");
    click(getByRole("button", { name: "Save" }, cardOf("Squat")));
    await waitFor(() => expect(toastText()).toContain("Failed to update exercise."));

    click(getByRole("button", { name: "Cancel" }, cardOf("Squat")));
    click(getByRole("button", { name: "Delete Squat" }));
    const dialog = getByRole("dialog", { name: "Delete Exercise" });
    expect(dialog.textContent).toContain('Are you sure you want to delete "Squat"? This action cannot be undone.');
    click(getByRole("button", { name: "Delete" }, dialog));
    await waitFor(() => expect(toastText()).toContain("Failed to delete exercise."));
  });

  test("delete removes the exercise and toasts", async () => {
    fakeServer({ days: { [today]: [exercise(1, "Squat")] } });
    render(<App />);
    await waitFor(() => cardOf("Squat"));
    click(getByRole("button", { name: "Delete Squat" }));
    click(getByRole("button", { name: "Delete" }, getByRole("dialog", { name: "Delete Exercise" })));
    await waitFor(() => expect(toastText()).toContain('"Squat" has been removed from your workout.'));
    expect(toastText()).toContain("Exercise deleted");
    await waitFor(() => getByRole("heading", { name: `${day} - No Workout Planned` }));
  });

  test("Save Template: '{Day} Workout' prefilled, blank refused, saved with the day's exercises", async () => {
    const { mock } = fakeServer({ days: { [today]: [exercise(1, "Squat", { weight: "225", restTime: 120 })] } });
    render(<App />);
    await waitFor(() => cardOf("Squat"));
    click(getByRole("button", { name: "Save Template" }));
    const dialog = getByRole("dialog", { name: "Save Workout Template" });
    const name = getByLabelText("Template Name", dialog);
    expect(name.value).toBe(`${day} Workout`);
    type(name, "   ");
    expect((getByRole("button", { name: "Save Template" }, dialog) as HTMLButtonElement).disabled).toBe(true);
    type(name, "  Heavy  ");
    click(getByRole("button", { name: "Save Template" }, dialog));
    await waitFor(() => expect(toastText()).toContain('"Heavy" has been saved successfully.'));
    expect(toastText()).toContain("Template saved!");
    expect(mock.callsTo("POST", "/api/templates")[0]!.body).toEqual({
      name: "Heavy",
      dayOfWeek: day,
      data: { exercises: [{ name: "Squat", sets: 2, reps: "8", weight: "225", restTime: 120 }] },
    });
  });

  test("Save Template failure", async () => {
    fakeServer({ days: { [today]: [exercise(1, "Squat")] }, failing: { saveTemplate: 500 } });
    render(<App />);
    await waitFor(() => cardOf("Squat"));
    click(getByRole("button", { name: "Save Template" }));
    click(getByRole("button", { name: "Save Template" }, getByRole("dialog", { name: "Save Workout Template" })));
    await waitFor(() => expect(toastText()).toContain("Failed to save template. Please try again."));
  });

  const template = (id: number, name: string, exercises: WorkoutTemplateDto["data"]["exercises"]): WorkoutTemplateDto => ({
    id,
    name,
    dayOfWeek: "Monday",
    createdAt: "2026-01-01T00:00:00Z",
    data: { exercises },
  });

  test("Load Template: no templates", async () => {
    fakeServer();
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Load Template" }));
    click(getByRole("button", { name: "Load Template" }));
    await waitFor(() => getByText("No saved templates found. Save a template first!"));
  });

  test("Load Template lists a template saved after the list was first read", async () => {
    const templates: WorkoutTemplateDto[] = [];
    fakeServer({ days: { [today]: [exercise(1, "Squat")] }, templates });
    render(<App />);
    await waitFor(() => cardOf("Squat"));
    click(getByRole("button", { name: "Load Template" }));
    await waitFor(() => getByText("No saved templates found. Save a template first!"));
    click(getByRole("button", { name: "Cancel" }, getByRole("dialog", { name: "Load Workout Template" })));
    click(getByRole("button", { name: "Save Template" }));
    const dialog = getByRole("dialog", { name: "Save Workout Template" });
    type(getByLabelText("Template Name", dialog), "Fresh");
    templates.push(template(9, "Fresh", [{ name: "Squat", sets: 2, reps: "8", weight: "100", restTime: 90 }]));
    click(getByRole("button", { name: "Save Template" }, dialog));
    await waitFor(() => expect(toastText()).toContain("Template saved!"));
    await flush();
    click(getByRole("button", { name: "Load Template" }));
    await waitFor(() => getByRole("button", { name: /Fresh/ }));
  });

  test("opened by the Templates screen's Start (?template=), the day loads that template at once", async () => {
    const { mock } = fakeServer({
      templates: [template(4, "Legs", [{ name: "Squat", sets: 2, reps: "5", weight: "225", restTime: 120 }])],
    });
    window.history.replaceState(null, "", `/workouts?date=${today}&template=4`);
    render(<App />);
    await waitFor(() => cardOf("Squat"));
    await waitFor(() => expect(toastText()).toContain("Template loaded!"));
    expect(mock.callsTo("POST", "/api/workouts")[0]!.body).toMatchObject({
      date: today,
      exercises: [{ name: "Squat", sets: 2, reps: "5", weight: "225" }],
    });
    // Once loaded, the address is the day's alone: a reload does not load it again.
    await waitFor(() => expect(window.location.search).toBe(`?date=${today}`));
    expect(queryByRole("dialog", { name: "Load Workout Template" })).toBeNull();
  });

  test("started onto a day that has exercises, it asks first, as Load Template does", async () => {
    const { mock } = fakeServer({
      days: { [today]: [exercise(1, "Row")] },
      templates: [template(4, "Legs", [{ name: "Squat", sets: 2, reps: "5", weight: "225", restTime: 120 }])],
    });
    window.history.replaceState(null, "", `/workouts?date=${today}&template=4`);
    render(<App />);
    await waitFor(() => getByRole("dialog", { name: `${day} already has exercises` }));
    expect(mock.callsTo("POST", "/api/workouts")).toHaveLength(0);
  });

  test("Load Template: an empty template is refused", async () => {
    const { mock } = fakeServer({ templates: [template(1, "Nothing", [])] });
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Load Template" }));
    click(getByRole("button", { name: "Load Template" }));
    await waitFor(() => getByRole("button", { name: /Nothing/ }));
    click(getByRole("button", { name: /Nothing/ }));
    await waitFor(() => expect(toastText()).toContain("This template has no exercises to load."));
    expect(toastText()).toContain("Empty template");
    expect(mock.callsTo("POST", "/api/workouts")).toHaveLength(0);
  });

  test("Load Template: one request brings the latest numbers of the look-back", async () => {
    const threeDaysAgo = toIsoDate(addDays(now, -3));
    const tenDaysAgo = toIsoDate(addDays(now, -10));
    const { mock } = fakeServer({
      templates: [
        template(1, "Legs", [
          { name: "Squat", sets: 3, reps: "8-10", weight: "0", restTime: 90 },
          { name: "Lunge", sets: 2, reps: "12", weight: "20", restTime: 60 },
        ]),
      ],
      days: {
        [threeDaysAgo]: [exercise(1, "SQUAT", { sets: 4, reps: "5", weight: "200", restTime: 150 })],
        [tenDaysAgo]: [exercise(2, "Squat", { weight: "150" })],
      },
    });
    // The working set was kept a moment ago: the app reads no days of its own meanwhile.
    await writeKept(1, "savedAt", Date.now());
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Load Template" }));
    click(getByRole("button", { name: "Load Template" }));
    await waitFor(() => getByRole("button", { name: /Legs/ }));
    click(getByRole("button", { name: /Legs/ }));
    await waitFor(() => expect(toastText()).toContain('"Legs" applied with your latest performance data from previous workouts.'));
    expect(toastText()).toContain("Template loaded!");
    const lookups = mock.calls.filter(
      (c) => c.method === "GET" && /^\/api\/workouts\/\d{4}-/.test(c.url) && c.url !== `/api/workouts/${today}`,
    );
    expect(lookups).toHaveLength(0);
    expect(mock.callsTo("GET", "/api/templates/1/with-latest")).toHaveLength(1);
    expect(mock.callsTo("POST", "/api/workouts")[0]!.body).toEqual({
      date: today,
      dayOfWeek: day,
      exercises: [
        // The template keeps its own sets, target reps and rest; the weight is last time's.
        {
          name: "Squat",
          sets: 3,
          reps: "8-10",
          weight: "200",
          restTime: 90,
          isCompleted: false,
          notes: null,
          clientId: expect.stringMatching(UUID_V7),
        },
        {
          name: "Lunge",
          sets: 2,
          reps: "12",
          weight: "20",
          restTime: 60,
          isCompleted: false,
          notes: null,
          clientId: expect.stringMatching(UUID_V7),
        },
      ],
    });
    await waitFor(() => cardOf("Lunge"));
  });

  test("Load Template: each set is sent prefilled from the same set of last time, the template's own count kept", async () => {
    const lastWeek = toIsoDate(addDays(now, -7));
    const bench = ticked(
      exercise(1, "Bench", {
        setRows: rowsOf([
          ["135", "8", false],
          ["140", "8", false],
          ["140", "7", false],
        ]),
      }),
      3,
    );
    const { mock } = fakeServer({
      templates: [template(1, "Push", [{ name: "Bench", sets: 4, reps: "8", weight: "100", restTime: 120 }])],
      days: { [lastWeek]: [bench] },
    });
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Load Template" }));
    click(getByRole("button", { name: "Load Template" }));
    await waitFor(() => getByRole("button", { name: /Push/ }));
    click(getByRole("button", { name: /Push/ }));
    await waitFor(() => expect(mock.callsTo("POST", "/api/workouts")).toHaveLength(1));
    const sent = (mock.callsTo("POST", "/api/workouts")[0]!.body as { exercises: Record<string, unknown>[] }).exercises[0]!;
    const row = (weight: string, reps: string) => ({ weight, reps, kind: "normal" });
    // Four working sets as the template says, the fourth repeating last time's last.
    expect(sent).toMatchObject({ name: "Bench", sets: 4, reps: "8", restTime: 120 });
    expect(sent.setRows).toEqual([row("135", "8"), row("140", "8"), row("140", "7"), row("140", "7")]);
  });

  test("Load Template without prior data: applied to the day as saved", async () => {
    const { mock } = fakeServer({ templates: [template(1, "Arms", [{ name: "Curl", sets: 3, reps: "10", weight: "30", restTime: 45 }])] });
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Load Template" }));
    click(getByRole("button", { name: "Load Template" }));
    await waitFor(() => getByRole("button", { name: /Arms/ }));
    click(getByRole("button", { name: /Arms/ }));
    await waitFor(() => expect(toastText()).toContain(`"Arms" has been applied to ${day}.`));
    expect((mock.callsTo("POST", "/api/workouts")[0]!.body as { exercises: unknown[] }).exercises[0]).toMatchObject({
      weight: "30",
      restTime: 45,
    });
  });

  test("Load Template when the look-back read fails: the template's own numbers", async () => {
    const { mock } = fakeServer({
      templates: [template(1, "Arms", [{ name: "Curl", sets: 3, reps: "10", weight: "30", restTime: 45 }])],
      failing: { withLatest: 500 },
    });
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Load Template" }));
    click(getByRole("button", { name: "Load Template" }));
    await waitFor(() => getByRole("button", { name: /Arms/ }));
    click(getByRole("button", { name: /Arms/ }));
    await waitFor(() => expect(toastText()).toContain(`"Arms" has been applied to ${day}.`));
    expect((mock.callsTo("POST", "/api/workouts")[0]!.body as { exercises: unknown[] }).exercises[0]).toMatchObject({
      weight: "30",
      restTime: 45,
    });
  });

  test("a tick the server refuses goes back unticked, and a toast names the set and the reason", async () => {
    const { mock } = fakeServer({ days: { [today]: [exercise(1, "Bench Press")] }, failing: { sets: 400 } });
    render(<App />);
    await waitFor(() => cardOf("Bench Press"));
    await clickAndSettle(byAria("Set 2 completed", cardOf("Bench Press")));
    await waitFor(() => expect(toastText()).toContain("Set 2 of Bench Press was not saved: weight must be a number from 0 to 2000"));
    expect(toastText()).toContain("Error");
    await waitFor(() => expect(byAria("Set 2 completed", cardOf("Bench Press")).checked).toBe(false));
    expect(getByText("Sets: 0/2", cardOf("Bench Press"))).toBeTruthy();
    expect(mock.callsTo("PUT", "/api/exercises/1/sets/2")).toHaveLength(1);
    // Never retried, nothing left waiting.
    expect(queryByText(/waiting to sync/)).toBeNull();
    expect(localStorage.getItem("kinfit.setOutbox")).toBeNull();
    await flush();
    expect(mock.callsTo("PUT", "/api/exercises/1/sets/2")).toHaveLength(1);
  });

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
  const backOnline = () =>
    act(async () => {
      window.dispatchEvent(new Event("online"));
    });

  test("a tick with no connection stays ticked, waits, and is sent when the browser is back online", async () => {
    const { mock, store } = fakeServer({ days: { [today]: [exercise(1, "Bench Press")] } });
    const network = cutSetSaves();
    render(<App />);
    await waitFor(() => cardOf("Bench Press"));
    await clickAndSettle(byAria("Set 1 completed", cardOf("Bench Press")));
    await waitFor(() => getByText("1 change waiting to sync"));
    expect(getByRole("status", { name: "1 change waiting to sync" })).toBeTruthy();
    expect(byAria("Set 1 completed", cardOf("Bench Press")).checked).toBe(true);
    expect(getByText("Sets: 1/2", cardOf("Bench Press"))).toBeTruthy();
    expect(toastText()).toBe("");
    expect(store[today]![0]!.setRows[0]!.completed).toBe(false);

    await clickAndSettle(byAria("Set 2 completed", cardOf("Bench Press")));
    await waitFor(() => getByText("2 changes waiting to sync"));
    expect(getByText("Complete", cardOf("Bench Press"))).toBeTruthy();

    network.up = true;
    await backOnline();
    await waitFor(() => expect(queryByText(/waiting to sync/)).toBeNull());
    expect(store[today]![0]!.setRows.map((r) => r.completed)).toEqual([true, true]);
    expect(mock.callsTo("PUT", "/api/exercises/1/sets/1").map((c) => c.body)).toEqual([{ completed: true, changedAt: expect.any(Number) }]);
    expect(mock.callsTo("PUT", "/api/exercises/1/sets/2").map((c) => c.body)).toEqual([{ completed: true, changedAt: expect.any(Number) }]);
    expect(byAria("Set 1 completed", cardOf("Bench Press")).checked).toBe(true);
    expect(getByText("Complete", cardOf("Bench Press"))).toBeTruthy();
    expect(localStorage.getItem("kinfit.setOutbox")).toBeNull();
  });

  test("changes still waiting from before a reload show on the day and are sent", async () => {
    const { mock, store } = fakeServer({ days: { [today]: [exercise(1, "Bench Press", { sets: 3 })] } });
    const waiting = [1, 2].map((n) => ({
      id: `old-${n}`,
      date: today,
      exerciseId: 1,
      exerciseName: "Bench Press",
      setNumber: n,
      change: { completed: true },
      before: { completed: false },
      at: Date.now() - 60_000,
    }));
    localStorage.setItem("kinfit.setOutbox", JSON.stringify(waiting));
    const network = cutSetSaves();
    render(<App />);
    await waitFor(() => getByText("2 changes waiting to sync"));
    await waitFor(() => getByText("Sets: 2/3", cardOf("Bench Press")));
    expect(byAria("Set 2 completed", cardOf("Bench Press")).checked).toBe(true);
    expect(byAria("Set 3 completed", cardOf("Bench Press")).checked).toBe(false);

    network.up = true;
    await backOnline();
    await waitFor(() => expect(queryByText(/waiting to sync/)).toBeNull());
    expect(store[today]![0]!.setRows.map((r) => r.completed)).toEqual([true, true, false]);
    expect(mock.callsTo("PUT", "/api/exercises/1/sets/1")).toHaveLength(1);
    expect(getByText("Sets: 2/3", cardOf("Bench Press"))).toBeTruthy();
  });

  test("the day's button is named by its whole date and its sets done", async () => {
    const bench = exercise(1, "Bench Press", { sets: 3 });
    bench.setRows[0]!.completed = true;
    fakeServer({ days: { [today]: [bench] } });
    render(<App />);
    await waitFor(() => getByRole("heading", { name: `${day} Workout` }));
    await waitFor(() => getByRole("button", { name: `${fullDay(now)}, 1 of 3 sets done` }));
    expect(getByRole("button", { name: `${fullDay(now)}, 1 of 3 sets done` }).getAttribute("aria-pressed")).toBe("true");
  });

  test("choosing another weekday reads that date", async () => {
    const { mock } = fakeServer();
    render(<App />);
    await waitFor(() => getByRole("heading", { name: `${day} - No Workout Planned` }));
    const other = now.getDay() === 1 ? "Tuesday" : "Monday";
    click(getByRole("button", { name: new RegExp(`^${other} \\d+ `) }));
    await flush();
    const reads = mock.calls.filter((c) => c.method === "GET" && c.url.startsWith("/api/workouts/") && !c.url.includes("previous"));
    expect(reads.length).toBeGreaterThanOrEqual(2);
    expect(reads.at(-1)!.url).not.toBe(`/api/workouts/${today}`);
  });
});
