// Routines on the Workouts screen against a stand-in API: a swapped-in exercise takes the old one's
// place and starts from its own 'Last', never the old one's; a swap after a done set is refused;
// warm-ups go before the working sets through the warm-ups route; the add form's defaults by kind.
import { beforeEach, describe, expect, test } from "bun:test";
import { act } from "react";
import { toIsoDate, weekdayName } from "@shared/dates";
import type { ExerciseDto, PreviousExerciseDto, WorkoutDto } from "@shared/workouts/contract";
import { App } from "@web/app";
import { useToastStore } from "@web/stores/toast";
import { mockFetch, signedIn, type Call } from "@web/test/fetch-mock";
import { exercise, rowsOf, ticked } from "@web/test/fixtures";
import {
  accessibleName,
  click,
  getByLabelText,
  getByRole,
  getByText,
  queryByLabelText,
  queryByRole,
  render,
  type,
  waitFor,
} from "@web/test/render";

const today = toIsoDate(new Date());

beforeEach(() => {
  localStorage.clear();
  useToastStore.setState({ toasts: [] });
  window.history.replaceState(null, "", "/workouts");
});

const lastOf = (e: ExerciseDto, sets: [string, string][]): PreviousExerciseDto => {
  const { sets: _, setRows: __, ...rest } = e;
  return {
    ...rest,
    date: "2026-11-02",
    setCount: sets.length,
    sets: rowsOf(sets.map(([w, r]) => [w, r, true])),
    best: { estimatedOneRepMax: null, weight: null },
  };
};

function fakeServer(list: ExerciseDto[], previous: PreviousExerciseDto[] = []) {
  const day: WorkoutDto = { date: today, dayOfWeek: weekdayName(new Date()), note: null, exercises: structuredClone(list) };
  let nextId = 100;
  const find = (id: number) => day.exercises.find((e) => e.id === id)!;
  const routes: Record<string, unknown> = {
    "GET /api/auth/user": { body: signedIn() },
    [`GET /api/workouts/${today}`]: () => ({ body: day }),
    [`GET /api/workouts/previous/${today}`]: { body: { date: "2026-11-02", dayOfWeek: "Monday", exercises: previous } },
    "POST /api/workouts": (call: Call) => {
      const body = call.body as { exercises: (Partial<ExerciseDto> & { name: string })[] };
      for (const e of body.exercises) {
        const { sets = 3, weight = "0", reps = "8-10" } = e;
        day.exercises.push(exercise(nextId++, e.name, { ...e, sets, weight, reps, sortOrder: 50 } as Partial<ExerciseDto>));
      }
      return { status: 201, body: day };
    },
  };
  for (const id of [1, 2, 100]) {
    routes[`PUT /api/exercises/${id}`] = (call: Call) => {
      Object.assign(find(id), call.body);
      day.exercises.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
      return { body: find(id) };
    };
    routes[`DELETE /api/exercises/${id}`] = () => {
      day.exercises = day.exercises.filter((e) => e.id !== id);
      return { body: { ok: true } };
    };
    routes[`POST /api/exercises/${id}/warmups`] = (call: Call) => {
      const e = find(id);
      const warm = (call.body as { sets: { weight: string; reps: string }[] }).sets;
      e.setRows = [
        ...warm.map((s, i) => ({ setNumber: i + 1, ...s, completed: false, kind: "warmup" as const })),
        ...e.setRows.map((r) => ({ ...r, setNumber: r.setNumber + warm.length })),
      ];
      e.sets = e.setRows.length;
      return { body: e };
    };
    for (let n = 1; n <= 5; n++)
      routes[`PUT /api/exercises/${id}/sets/${n}`] = (call: Call) => {
        const e = find(id);
        e.setRows = e.setRows.map((r) => (r.setNumber === n ? { ...r, ...(call.body as object) } : r));
        return { body: e };
      };
  }
  return mockFetch(routes as Parameters<typeof mockFetch>[0]);
}

const cardNames = () => Array.from(document.querySelectorAll("article.exercise-card h2"), (h) => h.textContent);
function cardOf(name: string): HTMLElement {
  const found = Array.from(document.querySelectorAll<HTMLElement>("article")).find((a) => accessibleName(a).endsWith(name));
  if (!found) throw new Error(`No card named ${name}`);
  return found;
}
const weightsOf = (name: string) =>
  Array.from(cardOf(name).querySelectorAll<HTMLInputElement>(".set-list input[inputmode='decimal']"), (i) => i.value);
const repsOf = (name: string) =>
  Array.from(cardOf(name).querySelectorAll<HTMLInputElement>(".set-list input[inputmode='numeric']"), (i) => i.value);

describe("Swap", () => {
  test("the new exercise takes the old one's place and starts from its own last numbers, never the old one's", async () => {
    // Bench was prefilled from its own last time (62.5 x 8, 8, 7 in pounds here: 140, 140, 135).
    const bench = exercise(1, "Bench Press", {
      setRows: rowsOf([
        ["140", "8", false],
        ["140", "8", false],
        ["135", "7", false],
      ]),
      sortOrder: 0,
    });
    const row = exercise(2, "Row", { sortOrder: 1 });
    const incline = exercise(60, "Incline Press", { reps: "10", weight: "95" });
    const mock = fakeServer(
      [bench, row],
      [
        lastOf(bench, [["140", "8"]]),
        lastOf(incline, [
          ["95", "10"],
          ["100", "9"],
          ["100", "8"],
        ]),
      ],
    );
    render(<App />);
    await waitFor(() => cardOf("Bench Press"));
    click(getByRole("button", { name: "Swap Bench Press" }));
    const dialog = getByRole("dialog", { name: "Swap Bench Press" });
    type(getByLabelText("Swap for", dialog), "Incline Press");
    getByText("Starts from last time (Mon 2 Nov): 95 × 10, 100 × 9, 100 × 8 lbs", dialog);
    click(getByRole("button", { name: "Swap" }, dialog));
    await waitFor(() => expect(cardNames()).toEqual(["Incline Press", "Row"]));
    await waitFor(() => expect(weightsOf("Incline Press")).toEqual(["95", "100", "100"]));
    expect(repsOf("Incline Press")).toEqual(["10", "9", "8"]);
    const added = mock.callsTo("POST", "/api/workouts")[0]!.body as { exercises: Partial<ExerciseDto>[] };
    expect(added.exercises[0]).toMatchObject({ name: "Incline Press", sets: 3, weight: "100", reps: "10", restTime: 90 });
    expect(mock.callsTo("DELETE", "/api/exercises/1")).toHaveLength(1);
  });

  test("a name never done starts at 0, not the old one's numbers", async () => {
    const bench = exercise(1, "Bench Press", {
      setRows: rowsOf([
        ["140", "8", false],
        ["135", "7", false],
      ]),
      sortOrder: 0,
    });
    const mock = fakeServer([bench]);
    render(<App />);
    await waitFor(() => cardOf("Bench Press"));
    click(getByRole("button", { name: "Swap Bench Press" }));
    const dialog = getByRole("dialog", { name: "Swap Bench Press" });
    type(getByLabelText("Swap for", dialog), "Landmine Press");
    getByText("No history yet: its sets start from the plan, at 0.", dialog);
    click(getByRole("button", { name: "Swap" }, dialog));
    await waitFor(() => expect(cardNames()).toEqual(["Landmine Press"]));
    // Its rows hold the plan's 0 (shown blank), and none of Bench's 140 or 135 x 7.
    expect(weightsOf("Landmine Press").every((w) => w === "" || w === "0")).toBe(true);
    expect(repsOf("Landmine Press")).not.toContain("7");
    expect((mock.callsTo("POST", "/api/workouts")[0]!.body as { exercises: Partial<ExerciseDto>[] }).exercises[0]).toMatchObject({
      weight: "0",
      sets: 2,
    });
  });

  test("after a done set, Swap says so and changes nothing", async () => {
    const mock = fakeServer([ticked(exercise(1, "Bench Press"), 1)]);
    render(<App />);
    await waitFor(() => cardOf("Bench Press"));
    click(getByRole("button", { name: "Swap Bench Press" }));
    const dialog = getByRole("dialog", { name: "Swap Bench Press" });
    expect(dialog.textContent).toContain("1 set of Bench Press is done already");
    expect(queryByRole("textbox", { name: "Swap for" }, dialog)).toBeNull();
    click(getByRole("button", { name: "OK" }, dialog));
    expect(mock.calls.filter((c) => c.method !== "GET")).toHaveLength(0);
  });
});

describe("Warm-up sets", () => {
  test("bar x 10, 40%, 60%, 80% before the working sets, through the warm-ups route", async () => {
    const mock = fakeServer([exercise(1, "Squat", { weight: "225", sets: 3 })]);
    render(<App />);
    await waitFor(() => cardOf("Squat"));
    click(getByRole("button", { name: "+ Warm-up sets" }));
    const dialog = getByRole("dialog", { name: "Warm-up sets" });
    const list = dialog.querySelector<HTMLElement>("ol[aria-label='Warm-up sets to add']")!;
    expect(Array.from(list.querySelectorAll("li"), (li) => li.textContent)).toEqual([
      "Bar: 45 lbs × 10",
      "40%: 90 lbs × 5",
      "60%: 135 lbs × 3",
      "80%: 180 lbs × 2",
    ]);
    click(getByRole("button", { name: "Add warm-ups" }, dialog));
    await waitFor(() => expect(weightsOf("Squat")).toEqual(["45", "90", "135", "180", "225", "225", "225"]));
    expect(mock.callsTo("POST", "/api/exercises/1/warmups")[0]!.body).toEqual({
      sets: [
        { weight: "45", reps: "10" },
        { weight: "90", reps: "5" },
        { weight: "135", reps: "3" },
        { weight: "180", reps: "2" },
      ],
    });
    // Once there are warm-ups, the calculator is not offered again.
    expect(queryByRole("button", { name: "+ Warm-up sets" })).toBeNull();
  });

  test("not offered for a bodyweight or timed exercise", async () => {
    fakeServer([exercise(1, "Plank", { type: "duration", weight: "", reps: "" }), exercise(2, "Pull Up", { type: "bodyweight_reps" })]);
    render(<App />);
    await waitFor(() => cardOf("Plank"));
    expect(queryByRole("button", { name: "+ Warm-up sets" })).toBeNull();
  });
});

describe("Add Exercise by kind", () => {
  const addForm = () => document.querySelector<HTMLElement>('form[aria-label="Add Exercise"]')!;
  const select = (el: HTMLElement, value: string) =>
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value")!.set!.call(el, value);
      el.dispatchEvent(new Event("change", { bubbles: true }));
    });

  test("each kind starts with its own defaults; a plank sends no reps or weight, a run neither", async () => {
    const mock = fakeServer([]);
    render(<App />);
    click(await waitFor(() => getByRole("button", { name: "Add Exercise" })));
    expect(getByLabelText("Reps", addForm()).value).toBe("8-10");
    expect(getByLabelText("Weight (lbs)", addForm()).value).toBe("0");
    select(getByLabelText("Logged as", addForm()), "bodyweight_reps");
    expect(getByLabelText("Reps", addForm()).value).toBe("10");
    expect(queryByLabelText("Weight (lbs)", addForm())).toBeNull();
    select(getByLabelText("Logged as", addForm()), "duration");
    expect(queryByLabelText("Reps", addForm())).toBeNull();
    expect(getByLabelText("Rest Time (sec)", addForm()).value).toBe("60");
    type(getByLabelText("Exercise Name", addForm()), "Plank");
    click(getByRole("button", { name: "Add" }, addForm()));
    await waitFor(() => expect(mock.callsTo("POST", "/api/workouts")).toHaveLength(1));
    expect((mock.callsTo("POST", "/api/workouts")[0]!.body as { exercises: unknown[] }).exercises[0]).toMatchObject({
      name: "Plank",
      type: "duration",
      sets: 3,
      reps: "",
      weight: "",
      restTime: 60,
    });
  });

  test("numbers the member typed stay; moving to a kind without them clears only those", async () => {
    const mock = fakeServer([]);
    render(<App />);
    click(await waitFor(() => getByRole("button", { name: "Add Exercise" })));
    type(getByLabelText("Exercise Name", addForm()), "Run");
    type(getByLabelText("Sets", addForm()), "2");
    select(getByLabelText("Logged as", addForm()), "distance_duration");
    expect(getByLabelText("Sets", addForm()).value).toBe("2");
    click(getByRole("button", { name: "Add" }, addForm()));
    await waitFor(() => expect(mock.callsTo("POST", "/api/workouts")).toHaveLength(1));
    expect((mock.callsTo("POST", "/api/workouts")[0]!.body as { exercises: unknown[] }).exercises[0]).toMatchObject({
      name: "Run",
      type: "distance_duration",
      sets: 2,
      reps: "",
      weight: "",
    });
  });
});
