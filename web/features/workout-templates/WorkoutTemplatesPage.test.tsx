import { beforeEach, describe, expect, test } from "bun:test";
import { act } from "react";
import type { UserDto } from "@shared/auth/contract";
import type { WorkoutTemplateDto } from "@shared/workout-templates/contract";
import { App } from "@web/app";
import { useToastStore } from "@web/stores/toast";
import { mockFetch, signedIn, testUser, type Call } from "@web/test/fetch-mock";
import { accessibleName, click, getByLabelText, getByRole, getByText, queryByText, render, type, waitFor } from "@web/test/render";

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  window.history.replaceState(null, "", "/workout-templates");
});

const toastText = () => document.querySelector(".toast")?.textContent ?? "";

function cardOf(name: string): HTMLElement {
  const found = Array.from(document.querySelectorAll<HTMLElement>("article")).find((a) => accessibleName(a) === name);
  if (!found) throw new Error(`No card named ${name}`);
  return found;
}
const cardNames = () => Array.from(document.querySelectorAll("article")).map((a) => accessibleName(a));

const ex = (name: string, weight = "0") => ({ name, sets: 3, reps: "8-10", weight, restTime: 90 });

const legDay: WorkoutTemplateDto = {
  id: 1,
  name: "Leg Day",
  dayOfWeek: "Monday",
  createdAt: "2026-01-05T10:00:00.000Z",
  data: { exercises: [ex("Squat", "225"), ex("Lunge"), ex("Leg Press", "300"), ex("Calf Raise"), ex("Leg Curl"), ex("Plank")] },
};
const push: WorkoutTemplateDto = {
  id: 2,
  name: "Push",
  dayOfWeek: null,
  createdAt: "2026-01-04T10:00:00.000Z",
  data: { exercises: [ex("Bench", "185")] },
};

function server(
  list: WorkoutTemplateDto[],
  failing: Partial<Record<"list" | "put" | "post" | "delete", number>> = {},
  listDelayMs = 0,
  user: UserDto = testUser,
) {
  let templates = structuredClone(list);
  const fail = (status?: number) => (status ? { status, body: { message: "nope" } } : null);
  return mockFetch({
    "GET /api/auth/user": { body: signedIn(user) },
    "GET /api/templates": () => fail(failing.list) ?? { body: templates, delayMs: listDelayMs },
    "POST /api/templates": (call: Call) => {
      const f = fail(failing.post);
      if (f) return f;
      const created = { id: 10 + templates.length, createdAt: "2026-01-06T00:00:00Z", ...(call.body as object) } as WorkoutTemplateDto;
      templates = [created, ...templates];
      return { status: 201, body: created };
    },
    "PUT /api/templates/1": (call: Call) => {
      const f = fail(failing.put);
      if (f) return f;
      templates = templates.map((t) => (t.id === 1 ? { ...t, ...(call.body as object) } : t));
      return { body: templates.find((t) => t.id === 1) };
    },
    "DELETE /api/templates/1": () => {
      const f = fail(failing.delete);
      if (f) return f;
      templates = templates.filter((t) => t.id !== 1);
      return { body: { ok: true } };
    },
  });
}

describe("Workout Templates screen", () => {
  test("three skeleton cards while loading", async () => {
    mockFetch({ "GET /api/auth/user": { body: signedIn() }, "GET /api/templates": () => new Promise(() => {}) });
    render(<App />);
    await waitFor(() => getByRole("heading", { name: "Workout Templates" }));
    expect(document.querySelectorAll(".skeleton-card")).toHaveLength(3);
  });

  test("a load error", async () => {
    server([], { list: 500 });
    render(<App />);
    await waitFor(() => getByText("Unable to load templates"));
    expect(getByText("There was an error loading your templates. Please try again later.")).toBeTruthy();
  });

  test("nothing saved yet", async () => {
    server([]);
    render(<App />);
    await waitFor(() => getByText("No templates saved"));
    expect(getByText("Save workout templates from the Workouts page to get started.")).toBeTruthy();
  });

  test("cards: name, day badge, exercise count, first 4 exercises, weight only when not '0', '+N more exercises'", async () => {
    server([legDay, push]);
    render(<App />);
    await waitFor(() => cardOf("Leg Day"));
    const card = cardOf("Leg Day");
    expect(getByText("Monday", card)).toBeTruthy();
    expect(getByText("6 exercises", card)).toBeTruthy();
    expect(getByText("3 × 8-10 · 225 lbs", card)).toBeTruthy();
    expect(getByText("Lunge", card).parentElement!.textContent).toBe("Lunge3 × 8-10");
    expect(getByText("Calf Raise", card)).toBeTruthy();
    expect(queryByText("Leg Curl", card)).toBeNull();
    expect(getByText("+2 more exercises", card)).toBeTruthy();
    expect(getByText("1 exercise", cardOf("Push"))).toBeTruthy();
    expect(queryByText("+0 more exercises")).toBeNull();
  });

  test("search by name and filter by day; the filtered empty state", async () => {
    server([legDay, push]);
    render(<App />);
    await waitFor(() => cardOf("Leg Day"));
    type(getByLabelText("Search templates"), "PUSH");
    expect(cardNames()).toEqual(["Push"]);
    type(getByLabelText("Search templates"), "");
    const filter = getByLabelText("Filter by day") as unknown as HTMLSelectElement;
    expect(Array.from(filter.options).map((o) => o.textContent)).toEqual([
      "All days",
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    selectValue(filter, "Monday");
    expect(cardNames()).toEqual(["Leg Day"]);
    selectValue(filter, "Friday");
    expect(getByText("No templates found")).toBeTruthy();
    expect(getByText("Try adjusting your search or filter criteria.")).toBeTruthy();
  });

  test("edit: a template holding 0 sets (a cleared Sets field) can be saved again", async () => {
    const mock = server([{ ...legDay, data: { exercises: [{ ...ex("Squat"), sets: 0 }] } }]);
    render(<App />);
    await waitFor(() => cardOf("Leg Day"));
    click(getByRole("button", { name: "Edit Leg Day" }));
    const dialog = getByRole("dialog", { name: "Edit Template" });
    type(getByLabelText("Template Name", dialog), "Legs");
    click(getByRole("button", { name: "Save Changes" }, dialog));
    await waitFor(() => expect(toastText()).toContain("Template updated!"));
    expect((mock.callsTo("PUT", "/api/templates/1")[0]!.body as WorkoutTemplateDto).data.exercises[0]!.sets).toBe(0);
  });

  test("edit: the exercises' kinds and superset groups are kept as they were", async () => {
    const exercises = [
      { ...ex("Bench"), supersetGroup: 1 },
      { ...ex("Row"), supersetGroup: 1 },
      { ...ex("Plank"), type: "duration" as const },
    ];
    const mock = server([{ ...legDay, data: { exercises } }]);
    render(<App />);
    await waitFor(() => cardOf("Leg Day"));
    click(getByRole("button", { name: "Edit Leg Day" }));
    const dialog = getByRole("dialog", { name: "Edit Template" });
    type(getByLabelText("Template Name", dialog), "Upper");
    click(getByRole("button", { name: "Save Changes" }, dialog));
    await waitFor(() => expect(toastText()).toContain("Template updated!"));
    expect((mock.callsTo("PUT", "/api/templates/1")[0]!.body as WorkoutTemplateDto).data.exercises).toEqual(exercises);
  });

  test("edit: name, day and exercises changed, added and removed; blank name blocks Save", async () => {
    const mock = server([{ ...legDay, data: { exercises: [ex("Squat", "225"), ex("Lunge")] } }]);
    render(<App />);
    await waitFor(() => cardOf("Leg Day"));
    click(getByRole("button", { name: "Edit Leg Day" }));
    const dialog = getByRole("dialog", { name: "Edit Template" });
    const save = getByRole("button", { name: "Save Changes" }, dialog) as HTMLButtonElement;
    // Weights are in pounds here too, as in the Workouts screen's forms.
    expect(Array.from(dialog.querySelectorAll("label"), (l) => l.textContent)).toContain("Weight (lbs)");
    type(getByLabelText("Template Name", dialog), "   ");
    expect(save.disabled).toBe(true);
    type(getByLabelText("Template Name", dialog), " Legs ");
    selectValue(getByLabelText("Day", dialog) as unknown as HTMLSelectElement, "Friday");
    // The first exercise's sets: a non-numeric value becomes 0.
    type(dialog.querySelectorAll<HTMLInputElement>('input[type="number"]')[0]!, "");
    click(getByRole("button", { name: "Remove Lunge" }, dialog));
    click(getByRole("button", { name: "Add Exercise" }, dialog));
    type(getByLabelText("Exercise 2 name", dialog), "Step Up");
    expect(getByLabelText("Exercise 2 name", dialog).value).toBe("Step Up");
    click(save);
    await waitFor(() => expect(toastText()).toContain("Template updated!"));
    expect(mock.callsTo("PUT", "/api/templates/1")[0]!.body).toEqual({
      name: "Legs",
      dayOfWeek: "Friday",
      data: { exercises: [{ ...ex("Squat", "225"), sets: 0 }, ex("Step Up")] },
    });
    await waitFor(() => cardOf("Legs"));
  });

  test("edit failure", async () => {
    server([legDay], { put: 500 });
    render(<App />);
    await waitFor(() => cardOf("Leg Day"));
    click(getByRole("button", { name: "Edit Leg Day" }));
    click(getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(toastText()).toContain("Failed to update template. Please try again."));
  });

  test("duplicate: '{name} (Copy)' by default, blank blocked, then saved as a new template", async () => {
    const mock = server([legDay]);
    render(<App />);
    await waitFor(() => cardOf("Leg Day"));
    click(getByRole("button", { name: "Duplicate Leg Day" }));
    const dialog = getByRole("dialog", { name: "Duplicate Template" });
    const name = getByLabelText("New Template Name", dialog);
    expect(name.value).toBe("Leg Day (Copy)");
    type(name, "  ");
    expect((getByRole("button", { name: "Duplicate" }, dialog) as HTMLButtonElement).disabled).toBe(true);
    type(name, "Leg Day (Copy)");
    click(getByRole("button", { name: "Duplicate" }, dialog));
    await waitFor(() => expect(toastText()).toContain("Template duplicated!"));
    expect(mock.callsTo("POST", "/api/templates")[0]!.body).toEqual({ name: "Leg Day (Copy)", dayOfWeek: "Monday", data: legDay.data });
    await waitFor(() => cardOf("Leg Day (Copy)"));
  });

  test("duplicate failure", async () => {
    server([legDay], { post: 500 });
    render(<App />);
    await waitFor(() => cardOf("Leg Day"));
    click(getByRole("button", { name: "Duplicate Leg Day" }));
    click(getByRole("button", { name: "Duplicate" }, getByRole("dialog", { name: "Duplicate Template" })));
    await waitFor(() => expect(toastText()).toContain("Failed to duplicate template. Please try again."));
  });

  test("delete asks first, then removes the card before the toast says so", async () => {
    // A slow list read: the toast must still wait for the card to go.
    server([legDay, push], {}, 50);
    render(<App />);
    await waitFor(() => cardOf("Leg Day"));
    click(getByRole("button", { name: "Delete Leg Day" }));
    const dialog = getByRole("dialog", { name: "Delete Template" });
    expect(dialog.textContent).toContain('Are you sure you want to delete "Leg Day"? This action cannot be undone.');
    click(getByRole("button", { name: "Delete" }, dialog));
    await waitFor(() => expect(toastText()).toContain("Template deleted!"));
    expect(cardNames()).toEqual(["Push"]);
  });

  test("delete failure", async () => {
    server([legDay], { delete: 500 });
    render(<App />);
    await waitFor(() => cardOf("Leg Day"));
    click(getByRole("button", { name: "Delete Leg Day" }));
    click(getByRole("button", { name: "Delete" }, getByRole("dialog", { name: "Delete Template" })));
    await waitFor(() => expect(toastText()).toContain("Failed to delete template. Please try again."));
  });

  test("/templates shows the same screen", async () => {
    window.history.replaceState(null, "", "/templates");
    server([push]);
    render(<App />);
    await waitFor(() => cardOf("Push"));
    expect(getByRole("heading", { name: "Workout Templates" })).toBeTruthy();
  });
});

describe("Workout Templates in kilograms", () => {
  const inKg: UserDto = { ...testUser, weightUnit: "kg" };

  test("cards show weights in kg; ranges and words convert number by number", async () => {
    server([{ ...legDay, data: { exercises: [ex("Squat", "225"), ex("Row", "60-70"), ex("Dip", "BW"), ex("Lunge")] } }], {}, 0, inKg);
    render(<App />);
    await waitFor(() => cardOf("Leg Day"));
    const card = cardOf("Leg Day");
    expect(getByText("3 × 8-10 · 102.06 kg", card)).toBeTruthy();
    expect(getByText("3 × 8-10 · 27.22-31.75", card)).toBeTruthy();
    expect(getByText("3 × 8-10 · BW", card)).toBeTruthy();
    expect(getByText("Lunge", card).parentElement!.textContent).toBe("Lunge3 × 8-10");
  });

  test("the editor takes kg and saves pounds; a weight left alone is saved exactly as it was", async () => {
    const mock = server([{ ...legDay, data: { exercises: [ex("Squat", "225"), ex("Row", "60-70"), ex("Dip", "BW")] } }], {}, 0, inKg);
    render(<App />);
    await waitFor(() => cardOf("Leg Day"));
    click(getByRole("button", { name: "Edit Leg Day" }));
    const dialog = getByRole("dialog", { name: "Edit Template" });
    const weights = () => Array.from(dialog.querySelectorAll("label")).filter((l) => l.textContent === "Weight (kg)");
    expect(weights()).toHaveLength(3);
    const input = (i: number) => document.getElementById(weights()[i]!.htmlFor) as HTMLInputElement;
    expect([input(0).value, input(1).value, input(2).value]).toEqual(["102.06", "27.22-31.75", "BW"]);
    type(input(1), "27,5-32,5");
    click(getByRole("button", { name: "Add Exercise" }, dialog));
    type(getByLabelText("Exercise 4 name", dialog), "Curl");
    type(input(3), "12.5");
    click(getByRole("button", { name: "Save Changes" }, dialog));
    await waitFor(() => expect(toastText()).toContain("Template updated!"));
    const saved = (mock.callsTo("PUT", "/api/templates/1")[0]!.body as WorkoutTemplateDto).data.exercises.map((e) => e.weight);
    expect(saved).toEqual(["225", "60.6271-71.6502", "BW", "27.5578"]);
    // Read back in kg exactly as typed.
    await waitFor(() => getByText("3 × 8-10 · 27.5-32.5", cardOf("Leg Day")));
  });
});

/** Choose an option the way React notices: set the value, then fire "change". */
function selectValue(select: HTMLSelectElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value")!.set!.call(select, value);
    select.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

describe("Start", () => {
  test("Start opens the Workouts screen of today, loading the template", async () => {
    server([legDay, push]);
    render(<App />);
    await waitFor(() => cardOf("Push"));
    click(getByRole("button", { name: "Start Push" }, cardOf("Push")));
    const dialog = getByRole("dialog", { name: "Start Push" });
    const today = getByLabelText("Day", dialog).value;
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    click(getByRole("button", { name: "Start today" }, dialog));
    await waitFor(() => expect(window.location.pathname).toBe("/workouts"));
    expect(window.location.search).toBe(`?date=${today}&template=2`);
  });

  test("Start on a chosen day", async () => {
    server([legDay, push]);
    render(<App />);
    await waitFor(() => cardOf("Leg Day"));
    click(getByRole("button", { name: "Start Leg Day" }, cardOf("Leg Day")));
    const dialog = getByRole("dialog", { name: "Start Leg Day" });
    type(getByLabelText("Day", dialog), "2030-01-07");
    click(getByRole("button", { name: "Start on this day" }, dialog));
    await waitFor(() => expect(window.location.search).toBe("?date=2030-01-07&template=1"));
  });
});
