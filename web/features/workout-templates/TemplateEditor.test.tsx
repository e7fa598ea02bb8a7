import { beforeEach, describe, expect, test } from "bun:test";
import { act } from "react";
import type { LibraryExercise } from "@shared/exercise-library/contract";
import type { UserDto } from "@shared/auth/contract";
import type { WorkoutTemplateDto } from "@shared/workout-templates/contract";
import { App } from "@web/app";
import { useToastStore } from "@web/stores/toast";
import { mockFetch, signedIn, testUser, type Call } from "@web/test/fetch-mock";
import { click, getByLabelText, getByRole, queryByLabelText, render, type, waitFor } from "@web/test/render";

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  window.history.replaceState(null, "", "/templates");
});

const toastText = () => document.querySelector(".toast")?.textContent ?? "";

const bench: LibraryExercise = {
  id: "Barbell_Bench_Press",
  name: "Barbell Bench Press",
  primaryMuscles: ["chest"],
  secondaryMuscles: [],
  equipment: "barbell",
  category: "strength",
  mechanic: "compound",
  level: "beginner",
  source: "library",
};

function server(list: WorkoutTemplateDto[] = [], user: UserDto = testUser) {
  let templates = structuredClone(list);
  return mockFetch({
    "GET /api/auth/user": { body: signedIn(user) },
    "GET /api/templates": () => ({ body: templates }),
    "GET /api/exercise-library": (call: Call) => ({ body: (call.query.get("q") ?? "").toLowerCase().startsWith("ben") ? [bench] : [] }),
    "POST /api/templates": (call: Call) => {
      const created = { id: 10 + templates.length, createdAt: "2026-01-06T00:00:00Z", ...(call.body as object) } as WorkoutTemplateDto;
      templates = [created, ...templates];
      return { status: 201, body: created };
    },
  });
}

/** Choose an option the way React notices: set the value, then fire "change". */
function selectValue(select: HTMLElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value")!.set!.call(select, value);
    select.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

/** The field labelled `label` inside the editor's n-th exercise (from 0). */
function fieldOf(dialog: HTMLElement, n: number, label: string): HTMLInputElement {
  const row = dialog.querySelectorAll<HTMLElement>(".template-edit-row")[n]!;
  return getByLabelText(label, row) as HTMLInputElement;
}

describe("New Template", () => {
  test("from nothing: library and typed names, kinds, a range, a superset, a move; no day logged", async () => {
    const mock = server();
    render(<App />);
    click(await waitFor(() => getByRole("button", { name: "New Template" })));
    const dialog = getByRole("dialog", { name: "New Template" });
    const create = getByRole("button", { name: "Create Template" }, dialog) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    type(getByLabelText("Template Name", dialog), "Push Day");

    // The first exercise: searched in the library and picked.
    type(getByLabelText("Exercise 1 name", dialog), "bench");
    click(await waitFor(() => getByRole("button", { name: "Barbell Bench Press" }, dialog)));
    expect(getByLabelText("Exercise 1 name", dialog).value).toBe("Barbell Bench Press");
    type(fieldOf(dialog, 0, "Reps"), "8-10");
    type(fieldOf(dialog, 0, "Weight (lbs)"), "135");
    type(fieldOf(dialog, 0, "Rest (sec)"), "120");
    selectValue(fieldOf(dialog, 0, "Superset"), "1");

    // The second: typed, a plank, which has neither reps nor weight.
    click(getByRole("button", { name: "Add Exercise" }, dialog));
    type(getByLabelText("Exercise 2 name", dialog), "Plank");
    selectValue(fieldOf(dialog, 1, "Logged as"), "duration");
    expect(queryByLabelText("Reps", dialog.querySelectorAll<HTMLElement>(".template-edit-row")[1]!)).toBeNull();

    // The third: pull-ups, bodyweight, in superset A, moved up one place with one tap.
    click(getByRole("button", { name: "Add Exercise" }, dialog));
    type(getByLabelText("Exercise 3 name", dialog), "Pull Up");
    selectValue(fieldOf(dialog, 2, "Logged as"), "bodyweight_reps");
    expect(fieldOf(dialog, 2, "Reps").value).toBe("8-10");
    selectValue(fieldOf(dialog, 2, "Superset"), "1");
    click(getByRole("button", { name: "Move Pull Up up" }, dialog));
    expect(getByLabelText("Exercise 2 name", dialog).value).toBe("Pull Up");
    expect((getByRole("button", { name: "Move Barbell Bench Press up" }, dialog) as HTMLButtonElement).disabled).toBe(true);

    click(create);
    await waitFor(() => expect(toastText()).toContain("Template created!"));
    expect(mock.callsTo("POST", "/api/templates")[0]!.body).toEqual({
      name: "Push Day",
      dayOfWeek: null,
      data: {
        exercises: [
          { name: "Barbell Bench Press", sets: 3, reps: "8-10", weight: "135", restTime: 120, supersetGroup: 1 },
          { name: "Pull Up", sets: 3, reps: "8-10", weight: "", restTime: 90, type: "bodyweight_reps", supersetGroup: 1 },
          { name: "Plank", sets: 3, reps: "", weight: "", restTime: 90, type: "duration" },
        ],
      },
    });
    // No workout day was written to build it.
    expect(mock.calls.filter((c) => c.method !== "GET" && c.url.startsWith("/api/workouts"))).toHaveLength(0);
    await waitFor(() => getByRole("heading", { name: "Push Day" }));
  });

  test("weights typed in kg are saved in pounds", async () => {
    const mock = server([], { ...testUser, weightUnit: "kg" });
    render(<App />);
    click(await waitFor(() => getByRole("button", { name: "New Template" })));
    const dialog = getByRole("dialog", { name: "New Template" });
    type(getByLabelText("Template Name", dialog), "Squats");
    type(getByLabelText("Exercise 1 name", dialog), "Squat");
    type(fieldOf(dialog, 0, "Weight (kg)"), "60");
    click(getByRole("button", { name: "Create Template" }, dialog));
    await waitFor(() => expect(toastText()).toContain("Template created!"));
    const saved = (mock.callsTo("POST", "/api/templates")[0]!.body as WorkoutTemplateDto).data.exercises[0]!;
    expect(Number(saved.weight)).toBeCloseTo(132.277, 2);
  });
});

describe("Edit uses the same editor", () => {
  const legDay: WorkoutTemplateDto = {
    id: 1,
    name: "Leg Day",
    dayOfWeek: "Monday",
    createdAt: "2026-01-05T10:00:00.000Z",
    data: {
      exercises: [
        { name: "Squat", sets: 3, reps: "5", weight: "225", restTime: 180 },
        { name: "Wall Sit", sets: 3, reps: "8-10", weight: "0", restTime: 60 },
      ],
    },
  };

  test("a kind changed clears what it lacks, a move reorders, and a timed exercise's card shows its sets only", async () => {
    let templates = [structuredClone(legDay)];
    const mock = mockFetch({
      "GET /api/auth/user": { body: signedIn() },
      "GET /api/templates": () => ({ body: templates }),
      "PUT /api/templates/1": (call: Call) => {
        templates = [{ ...templates[0]!, ...(call.body as object) }];
        return { body: templates[0] };
      },
    });
    render(<App />);
    click(await waitFor(() => getByRole("button", { name: "Edit Leg Day" })));
    const dialog = getByRole("dialog", { name: "Edit Template" });
    selectValue(fieldOf(dialog, 1, "Logged as"), "duration");
    click(getByRole("button", { name: "Move Wall Sit up" }, dialog));
    click(getByRole("button", { name: "Save Changes" }, dialog));
    await waitFor(() => expect(toastText()).toContain("Template updated!"));
    expect((mock.callsTo("PUT", "/api/templates/1")[0]!.body as WorkoutTemplateDto).data.exercises).toEqual([
      { name: "Wall Sit", sets: 3, reps: "", weight: "", restTime: 60, type: "duration" },
      { name: "Squat", sets: 3, reps: "5", weight: "225", restTime: 180 },
    ]);
    await waitFor(() => expect(document.querySelector(".template-exercise-numbers")?.textContent).toBe("3 sets"));
  });
});
