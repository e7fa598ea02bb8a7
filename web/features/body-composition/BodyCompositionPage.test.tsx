// The body composition screen through the whole app: the form, the trend chart and the entry list.
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { act } from "react";
import type { BodyEntry } from "@shared/body-composition/contract";
import { addDays, toIsoDate } from "@shared/dates";
import { App } from "@web/app";
import { useToastStore } from "@web/stores/toast";
import type { UserDto } from "@shared/auth/contract";
import { mockFetch, signedIn, testUser } from "@web/test/fetch-mock";
import { click, getByLabelText, getByRole, getByText, queryByLabelText, queryByText, render, type, waitFor } from "@web/test/render";

const daysAgo = (n: number) => toIsoDate(addDays(new Date(), -n));
const realConfirm = window.confirm;

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  window.history.replaceState(null, "", "/body-composition");
});
afterEach(() => {
  window.confirm = realConfirm;
});

/**
 * happy-dom's constraint validation counts 185 as a step mismatch for step 0.1 (a floating-point
 * slip real browsers do not make) and blocks the submission, so the submit event is dispatched
 * directly after checking the button is there. The browser tests click the real button.
 */
function saveWith(label: string) {
  const button = getByRole("button", { name: label }) as HTMLButtonElement;
  expect(button.type).toBe("submit");
  forceSubmit(button.form!);
}

function forceSubmit(form: HTMLFormElement) {
  act(() => {
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
  });
}

const toastText = () => document.querySelector('[role="status"]')?.textContent ?? "";

function entry(id: number, date: string, fields: Partial<BodyEntry> = {}): BodyEntry {
  return {
    id,
    date,
    weight: null,
    bodyFat: null,
    muscleMass: null,
    chest: null,
    waist: null,
    hips: null,
    leftArm: null,
    rightArm: null,
    leftThigh: null,
    rightThigh: null,
    notes: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    ...fields,
  };
}

/** The server's list answer: a range (`from`) or a page (`limit`, `before`), newest first. */
function listAnswer(list: BodyEntry[], query: URLSearchParams): BodyEntry[] {
  const from = query.get("from");
  const before = query.get("before");
  const limit = query.get("limit");
  const kept = list
    .filter((e) => (!from || e.date >= from) && (!before || e.date < before))
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id));
  return limit ? kept.slice(0, Number(limit)) : kept;
}

/** Reads of the first page of Previous Entries (the chart reads its range apart). */
const pageReads = (mock: ReturnType<typeof mockFetch>) =>
  mock.callsTo("GET", "/api/body-composition").filter((c) => c.query.get("limit") !== null && !c.query.has("before"));

/** A server keeping entries in memory, like the real one. */
/** listDelayMs: a slow list read, to show what the screen does while it is on its way. */
/** user: whose units the screen uses (pounds and inches unless given). */
function server(
  initial: BodyEntry[] = [],
  fail: Partial<Record<"POST" | "PUT" | "DELETE", boolean>> = {},
  listDelayMs = 0,
  user: UserDto = testUser,
) {
  let list = [...initial];
  let nextId = 100;
  const byId = (url: string) => Number(url.split("/").pop());
  return mockFetch({
    "GET /api/auth/user": { body: signedIn(user) },
    "GET /api/body-composition": (call) => ({ body: listAnswer(list, call.query), delayMs: listDelayMs }),
    "POST /api/body-composition": (call) => {
      if (fail.POST) return { status: 500, body: { message: "boom" } };
      const made = entry(nextId++, "", call.body as Partial<BodyEntry>);
      list = [...list, made];
      return { status: 201, body: made };
    },
    ...Object.fromEntries(
      [...initial, entry(100, ""), entry(101, "")].flatMap((e) => [
        [
          `PUT /api/body-composition/${e.id}`,
          (call: { url: string; body: unknown }) => {
            if (fail.PUT) return { status: 500, body: { message: "boom" } };
            const updated = entry(byId(call.url), "", call.body as Partial<BodyEntry>);
            list = list.map((x) => (x.id === updated.id ? updated : x));
            return { body: updated };
          },
        ],
        [
          `DELETE /api/body-composition/${e.id}`,
          (call: { url: string }) => {
            if (fail.DELETE) return { status: 500, body: { message: "boom" } };
            list = list.filter((x) => x.id !== byId(call.url));
            return { body: { ok: true } };
          },
        ],
      ]),
    ),
  });
}

describe("body composition screen", () => {
  test("empty: the empty-list text, no chart", async () => {
    server();
    render(<App />);
    await waitFor(() => getByText("No entries yet. Add your first body composition measurement!"));
    expect(getByRole("heading", { name: "Previous Entries" })).toBeTruthy();
    expect(queryByText("Trend")).toBeNull();
  });

  test("Add Entry toggles the form with every field: date required, numbers step 0.1, decimal keypad", async () => {
    server();
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Add Entry" }));
    click(getByRole("button", { name: "Add Entry" }));
    const date = getByLabelText("Date");
    expect(date.type).toBe("date");
    expect(date.required).toBe(true);
    expect(date.value).toBe(toIsoDate(new Date()));
    for (const label of [
      "Weight (lbs)",
      "Body Fat (%)",
      "Muscle Mass (lbs)",
      "Chest",
      "Waist",
      "Hips",
      "Left Arm",
      "Right Arm",
      "Left Thigh",
      "Right Thigh",
    ]) {
      const input = getByLabelText(label);
      expect([input.type, input.step, input.inputMode, input.required]).toEqual(["number", "0.1", "decimal", false]);
    }
    expect(getByLabelText("Notes").tagName).toBe("TEXTAREA");
    click(getByRole("button", { name: "Add Entry" }));
    expect(queryByLabelText("Date")).toBeNull();
  });

  test("saving sends the filled fields only, toasts 'Entry saved', closes the form and lists the entry", async () => {
    const mock = server([], {}, 50);
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Add Entry" }), 3000);
    click(getByRole("button", { name: "Add Entry" }));
    type(getByLabelText("Date"), "2026-06-01");
    type(getByLabelText("Weight (lbs)"), "182.4");
    type(getByLabelText("Waist"), "33.5");
    type(getByLabelText("Notes"), "  Morning  ");
    saveWith("Save Entry");
    await waitFor(() => expect(toastText()).toContain("Entry saved"));
    expect(mock.callsTo("POST", "/api/body-composition")[0]?.body).toEqual({
      date: "2026-06-01",
      weight: 182.4,
      waist: 33.5,
      notes: "Morning",
    });
    // Read again and listed by the time the toast says so.
    expect(getByText("Mon, Jun 1, 2026")).toBeTruthy();
    expect(pageReads(mock)).toHaveLength(2);
    expect(queryByLabelText("Date")).toBeNull();
    expect(getByText("182.4 lbs")).toBeTruthy();
    expect(getByText("Waist 33.5 in")).toBeTruthy();
  });

  test("a figure out of range is refused under its field, named as the form names it, before sending", async () => {
    const mock = server();
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Add Entry" }));
    click(getByRole("button", { name: "Add Entry" }));
    type(getByLabelText("Body Fat (%)"), "140");
    type(getByLabelText("Weight (lbs)"), "2");
    type(getByLabelText("Left Arm"), "180");
    forceSubmit(document.querySelector("form")!);
    await waitFor(() => getByText("Body fat must be between 1 and 75%"));
    // Each message is under its own input and read out with it.
    for (const [label, message] of [
      ["Body Fat (%)", "Body fat must be between 1 and 75%"],
      ["Weight (lbs)", "Weight must be between 20 and 1000 lbs"],
      ["Left Arm", "Left arm must be between 1 and 100 in"],
    ] as const) {
      const input = getByLabelText(label);
      expect(input.getAttribute("aria-invalid")).toBe("true");
      expect(document.getElementById(input.getAttribute("aria-describedby")!)?.textContent).toBe(message);
    }
    expect(mock.callsTo("POST", "/api/body-composition")).toHaveLength(0);
    // Fixed, it goes.
    type(getByLabelText("Body Fat (%)"), "14");
    type(getByLabelText("Weight (lbs)"), "182");
    type(getByLabelText("Left Arm"), "15");
    forceSubmit(document.querySelector("form")!);
    await waitFor(() => expect(toastText()).toContain("Entry saved"));
    expect(queryByText("Body fat must be between 1 and 75%")).toBeNull();
  });

  test("an entry with only a date, or dated after today, is refused in the form before sending", async () => {
    const mock = server();
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Add Entry" }));
    click(getByRole("button", { name: "Add Entry" }));
    type(getByLabelText("Notes"), "just notes");
    forceSubmit(document.querySelector("form")!);
    await waitFor(() => getByText("Enter at least one figure: weight, body fat, muscle mass or a measurement"));
    type(getByLabelText("Waist"), "33");
    type(getByLabelText("Date"), toIsoDate(addDays(new Date(), 1)));
    forceSubmit(document.querySelector("form")!);
    await waitFor(() => getByText("Date can't be in the future"));
    expect(queryByText("Enter at least one figure: weight, body fat, muscle mass or a measurement")).toBeNull();
    expect(getByLabelText("Date").getAttribute("aria-invalid")).toBe("true");
    expect(mock.callsTo("POST", "/api/body-composition")).toHaveLength(0);
  });

  test("an older entry outside the ranges shows and saves while its figure is kept", async () => {
    const mock = server([entry(1, "2025-01-05", { weight: 0, bodyFat: 90, waist: 34 })]);
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Edit entry of Sun, Jan 5, 2025" }));
    expect(getByText("90%")).toBeTruthy();
    click(getByRole("button", { name: "Edit entry of Sun, Jan 5, 2025" }));
    type(getByLabelText("Waist"), "33");
    saveWith("Update Entry");
    await waitFor(() => expect(toastText()).toContain("Entry updated"));
    expect(mock.callsTo("PUT", "/api/body-composition/1")[0]?.body).toEqual({ date: "2025-01-05", weight: 0, bodyFat: 90, waist: 33 });
  });

  test("a failed save says 'Failed to save entry. Please try again.' and keeps the form", async () => {
    server([], { POST: true });
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Add Entry" }));
    click(getByRole("button", { name: "Add Entry" }));
    type(getByLabelText("Weight (lbs)"), "180");
    saveWith("Save Entry");
    await waitFor(() => expect(toastText()).toContain("Failed to save entry. Please try again."));
    expect(toastText()).toContain("Error");
    expect(getByLabelText("Weight (lbs)").value).toBe("180");
  });

  test("entries are listed newest first; edit prefills and toasts 'Entry updated'", async () => {
    const mock = server(
      [entry(1, "2026-05-01", { weight: 185 }), entry(2, "2026-06-01", { weight: 182, bodyFat: 18.5, notes: "ok" })],
      {},
      50,
    );
    render(<App />);
    await waitFor(() => getByText("Mon, Jun 1, 2026"));
    const dates = Array.from(document.querySelectorAll(".body-entry-date")).map((h) => h.textContent);
    expect(dates).toEqual(["Mon, Jun 1, 2026", "Fri, May 1, 2026"]);
    click(getByRole("button", { name: "Edit entry of Mon, Jun 1, 2026" }));
    expect(getByLabelText("Date").value).toBe("2026-06-01");
    expect(getByLabelText("Weight (lbs)").value).toBe("182");
    expect(getByLabelText("Body Fat (%)").value).toBe("18.5");
    type(getByLabelText("Weight (lbs)"), "181.6");
    type(getByLabelText("Body Fat (%)"), "");
    saveWith("Update Entry");
    await waitFor(() => expect(toastText()).toContain("Entry updated"));
    expect(mock.callsTo("PUT", "/api/body-composition/2")[0]?.body).toEqual({ date: "2026-06-01", weight: 181.6, notes: "ok" });
    expect(getByText("181.6 lbs")).toBeTruthy();
    expect(queryByText("182 lbs")).toBeNull();
    expect(pageReads(mock)).toHaveLength(2);
  });

  test("a failed update says 'Failed to update entry. Please try again.'", async () => {
    server([entry(1, "2026-05-01", { weight: 185 })], { PUT: true });
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Edit entry of Fri, May 1, 2026" }));
    click(getByRole("button", { name: "Edit entry of Fri, May 1, 2026" }));
    saveWith("Update Entry");
    await waitFor(() => expect(toastText()).toContain("Failed to update entry. Please try again."));
  });

  test("delete asks the browser's confirmation; yes deletes and toasts 'Entry deleted', no keeps it", async () => {
    const mock = server([entry(1, "2026-05-01", { weight: 185 })], {}, 50);
    const asked: string[] = [];
    window.confirm = (message?: string) => {
      asked.push(String(message));
      return asked.length > 1;
    };
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Delete entry of Fri, May 1, 2026" }));
    click(getByRole("button", { name: "Delete entry of Fri, May 1, 2026" }));
    expect(asked).toEqual(["Are you sure you want to delete this entry?"]);
    expect(mock.callsTo("DELETE", "/api/body-composition/1")).toHaveLength(0);
    click(getByRole("button", { name: "Delete entry of Fri, May 1, 2026" }));
    await waitFor(() => expect(toastText()).toContain("Entry deleted"));
    expect(getByText("No entries yet. Add your first body composition measurement!")).toBeTruthy();
    expect(pageReads(mock)).toHaveLength(2);
  });

  test("a failed delete says 'Failed to delete entry. Please try again.'", async () => {
    server([entry(1, "2026-05-01", { weight: 185 })], { DELETE: true });
    window.confirm = () => true;
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Delete entry of Fri, May 1, 2026" }));
    click(getByRole("button", { name: "Delete entry of Fri, May 1, 2026" }));
    await waitFor(() => expect(toastText()).toContain("Failed to delete entry. Please try again."));
    expect(getByText("Fri, May 1, 2026")).toBeTruthy();
  });

  test("the trend chart: an image named with its summary, a visible summary, metric and range choices", async () => {
    server([
      entry(1, daysAgo(60), { weight: 185.5, bodyFat: 20 }),
      entry(2, daysAgo(20), { weight: 184, bodyFat: 19.1 }),
      entry(3, daysAgo(2), { weight: 182.4 }),
    ]);
    render(<App />);
    await waitFor(() => getByRole("heading", { name: "Trend" }));
    const chart = getByRole("img");
    expect(chart.getAttribute("aria-label")).toContain("Weight trend, 3 entries");
    expect(chart.getAttribute("aria-label")).toContain("Latest 182.4 lbs · \u22123.1 lbs over 90 days");
    expect(getByText("Latest 182.4 lbs · \u22123.1 lbs over 90 days")).toBeTruthy();
    expect(chart.querySelectorAll("circle")).toHaveLength(3);

    click(getByRole("button", { name: "30 days" }));
    expect(getByText("Latest 182.4 lbs · \u22121.6 lbs over 30 days")).toBeTruthy();
    expect(getByRole("button", { name: "30 days" }).getAttribute("aria-pressed")).toBe("true");

    click(getByRole("button", { name: "Body Fat" }));
    expect(getByText("Latest 19.1% · first entry in this range")).toBeTruthy();
    click(getByRole("button", { name: "All" }));
    expect(
      getByText(
        `Latest 19.1% · \u22120.9% since ${new Date(daysAgo(60) + "T12:00").toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" })}`,
      ),
    ).toBeTruthy();

    click(getByRole("button", { name: "Muscle Mass" }));
    expect(getByText("No muscle mass entries yet.")).toBeTruthy();
    expect(queryByText(/^Latest/)).toBeNull();
  });
});

describe("body composition in kilograms and centimetres", () => {
  const metric: UserDto = { ...testUser, weightUnit: "kg", lengthUnit: "cm" };

  test("the form takes kg and cm, sends pounds and inches, and the list shows the figures as typed", async () => {
    const mock = server([], {}, 0, metric);
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Add Entry" }));
    click(getByRole("button", { name: "Add Entry" }));
    expect(queryByLabelText("Weight (lbs)")).toBeNull();
    expect(getByText("Measurements (cm)")).toBeTruthy();
    type(getByLabelText("Date"), daysAgo(1));
    type(getByLabelText("Weight (kg)"), "80");
    type(getByLabelText("Muscle Mass (kg)"), "62,5");
    type(getByLabelText("Body Fat (%)"), "18.5");
    type(getByLabelText("Waist (cm)"), "81");
    saveWith("Save Entry");
    await waitFor(() => expect(toastText()).toContain("Entry saved"));
    expect(mock.callsTo("POST", "/api/body-composition")[0]?.body).toEqual({
      date: daysAgo(1),
      weight: 176.3698,
      bodyFat: 18.5,
      muscleMass: 137.7889,
      waist: 31.8898,
    });
    expect(getByText("80 kg")).toBeTruthy();
    expect(getByText("62.5 kg")).toBeTruthy();
    expect(getByText("18.5%")).toBeTruthy();
    expect(getByText("Waist 81 cm")).toBeTruthy();
    expect(getByText("Latest 80 kg · first entry in this range")).toBeTruthy();

    // The edit form shows the stored figures in kg and cm again, exactly as typed.
    click(getByRole("button", { name: /^Edit entry of / }));
    expect(getByLabelText("Weight (kg)").value).toBe("80");
    expect(getByLabelText("Muscle Mass (kg)").value).toBe("62.5");
    expect(getByLabelText("Waist (cm)").value).toBe("81");
  });

  test("editing in kg leaves a figure typed in pounds untouched unless it is changed", async () => {
    const mock = server([entry(1, "2026-06-01", { weight: 182.4, chest: 40 })], {}, 0, metric);
    render(<App />);
    await waitFor(() => getByText("82.74 kg"));
    expect(getByText("Chest 101.6 cm")).toBeTruthy();
    click(getByRole("button", { name: "Edit entry of Mon, Jun 1, 2026" }));
    expect(getByLabelText("Weight (kg)").value).toBe("82.74");
    // A converted figure has more decimals than the step: the browser must not refuse it.
    expect(getByLabelText("Weight (kg)").step).toBe("any");
    expect(getByLabelText("Chest (cm)").value).toBe("101.6");
    type(getByLabelText("Chest (cm)"), "100");
    saveWith("Update Entry");
    await waitFor(() => expect(toastText()).toContain("Entry updated"));
    expect(mock.callsTo("PUT", "/api/body-composition/1")[0]?.body).toEqual({ date: "2026-06-01", weight: 182.4, chest: 39.3701 });
  });

  test("the range is checked on the stored figure and stated in kg and cm", async () => {
    const mock = server([], {}, 0, metric);
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Add Entry" }));
    click(getByRole("button", { name: "Add Entry" }));
    type(getByLabelText("Weight (kg)"), "453.6");
    forceSubmit(document.querySelector("form")!);
    await waitFor(() => getByText("Weight must be between 9.08 and 453.59 kg"));
    type(getByLabelText("Weight (kg)"), "80");
    type(getByLabelText("Hips (cm)"), "600");
    forceSubmit(document.querySelector("form")!);
    await waitFor(() => getByText("Hips must be between 2.54 and 254 cm"));
    expect(queryByText("Weight must be between 9.08 and 453.59 kg")).toBeNull();
    expect(mock.callsTo("POST", "/api/body-composition")).toHaveLength(0);
  });

  test("the trend chart and its summary in kg", async () => {
    server([entry(1, daysAgo(20), { weight: 176.3698 }), entry(2, daysAgo(2), { weight: 174.1652 })], {}, 0, metric);
    render(<App />);
    await waitFor(() => getByRole("heading", { name: "Trend" }));
    expect(getByText("Latest 79 kg · \u22121 kg over 90 days")).toBeTruthy();
    expect(getByRole("img").getAttribute("aria-label")).toContain("Latest 79 kg");
  });
});

describe("body composition reads only what it draws", () => {
  test("the list reads a page at a time; Show older entries reads the next; the chart reads its range", async () => {
    const many = Array.from({ length: 45 }, (_, i) => entry(i + 1, daysAgo(i * 3), { weight: 180 + (i % 5) }));
    const mock = server(many);
    render(<App />);
    await waitFor(() => getByRole("heading", { name: "Trend" }));
    const reads = () => mock.callsTo("GET", "/api/body-composition").map((c) => c.query.toString());
    await waitFor(() => expect(reads()).toContain(`from=${daysAgo(90)}`));
    expect(reads()).toContain("limit=30");
    // Every read is a page or a range: nothing asks for the whole list.
    expect(reads().filter((q) => q === "")).toHaveLength(0);
    expect(document.querySelectorAll(".body-entry")).toHaveLength(30);
    click(getByRole("button", { name: "Show older entries" }));
    await waitFor(() => expect(document.querySelectorAll(".body-entry")).toHaveLength(45));
    expect(reads()).toContain(`limit=30&before=${many[29]!.date}`);
    expect(queryByText("Show older entries")).toBeNull();
    // "All" is the one range that draws, so reads, every entry.
    click(getByRole("button", { name: "All" }));
    await waitFor(() => expect(reads()).toContain(""));
  });
});
