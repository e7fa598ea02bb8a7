// Profile's 'Your Data' card: the export links, a CSV's preview with the unit choice and the
// import request, a Kinfit export's summary, and errors shown in the card.
import { beforeEach, describe, expect, test } from "bun:test";
import type { CsvPreview } from "@shared/data-transfer/csv-contract";
import { App } from "@web/app";
import { useToastStore } from "@web/stores/toast";
import { mockFetch, signedIn } from "@web/test/fetch-mock";
import { click, getByLabelText, getByRole, getByText, queryByRole, queryByText, render, waitFor } from "@web/test/render";
import { act } from "react";

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  window.history.replaceState(null, "", "/profile");
});

const toastText = () => document.querySelector('[role="status"]')?.textContent ?? "";

const OLD_STRONG =
  "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout " +
  "Notes,RPE\n2019-03-04 18:22:10,A,1h 3m,Squat,1,60,5,0,0,,,\n";

const preview = (over: Partial<CsvPreview> = {}): CsvPreview => ({
  source: "strong",
  layout: "strong-old",
  matchedBy: "header",
  unit: null,
  unitNeeded: true,
  distanceUnitNeeded: false,
  distanceUnit: "mi",
  workouts: 1,
  exercises: 1,
  sets: 1,
  alreadyImported: 0,
  firstDate: "2019-03-04",
  lastDate: "2019-03-04",
  days: [{ date: "2019-03-04", exercises: [{ name: "Squat", sets: 1 }] }],
  problems: [{ line: 3, reason: 'date "yesterday" is not understood' }],
  kept: {
    workouts: 1,
    exercises: 1,
    sets: 1,
    setsWithRpe: 0,
    setsWithDistance: 0,
    setsWithDuration: 0,
    exercisesInSupersets: 0,
    exerciseNotes: 0,
    workoutNotes: 0,
    workoutNames: 0,
    workoutLengths: 0,
    exerciseTypes: { weight_reps: 1 },
  },
  skipped: [{ rows: 109, why: "rest-timer rows skipped: they are timer settings, not sets" }],
  ...over,
});

/** Chooses `file` in the card's file input, as the picker would. */
async function chooseFile(file: File) {
  const input = getByLabelText("Choose a file");
  await act(async () => {
    Object.defineProperty(input, "files", { value: [file], configurable: true });
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

/** The mock records paths only; this keeps each call's full URL too. */
function recordUrls() {
  const urls: string[] = [];
  const inner = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(String(input));
    return inner(input, init);
  }) as typeof fetch;
  return urls;
}

describe("Your Data", () => {
  test("links to the JSON export and the three spreadsheets", async () => {
    mockFetch({ "GET /api/auth/user": { body: signedIn() } });
    render(<App />);
    await waitFor(() => getByRole("heading", { name: "Your Data" }));
    expect(getByRole("link", { name: "Export my data" }).getAttribute("href")).toBe("/api/export");
    expect(getByRole("link", { name: "Workouts CSV" }).getAttribute("href")).toBe("/api/export/workouts.csv");
    expect(getByRole("link", { name: "Meals CSV" }).getAttribute("href")).toBe("/api/export/meals.csv");
    expect(getByRole("link", { name: "Body CSV" }).getAttribute("href")).toBe("/api/export/body.csv");
    expect(getByLabelText("Choose a file").getAttribute("accept")).toContain(".json,.csv");
  });

  test("a CSV: preview with source, counts, dates and unreadable rows; the unit is chosen, then imported", async () => {
    const mock = mockFetch({
      "GET /api/auth/user": { body: signedIn() },
      "POST /api/import/workouts-csv": () => {
        const last = urls.at(-1)!;
        if (last.includes("preview=1")) return { body: preview(last.includes("unit=kg") ? { unit: null } : {}) };
        return { body: { workouts: 1, exercises: 1, sets: 1, alreadyImported: 0, skippedRows: 1 } };
      },
    });
    const urls = recordUrls();
    render(<App />);
    await waitFor(() => getByLabelText("Choose a file"));
    await chooseFile(new File([OLD_STRONG], "strong.csv", { type: "text/csv" }));

    await waitFor(() => getByText("Strong workout export"));
    expect(getByText("1 workout · 1 exercise · 1 set")).toBeTruthy();
    expect(getByText("2019-03-04")).toBeTruthy();
    expect(getByText("1 row cannot be read and will be skipped:")).toBeTruthy();
    expect(getByText('Line 3: date "yesterday" is not understood')).toBeTruthy();
    expect(getByText("109 rest-timer rows skipped: they are timer settings, not sets")).toBeTruthy();
    expect(getByText(/does not say whether its weights are kg or lb/)).toBeTruthy();
    // No import before the unit is chosen.
    expect((getByRole("button", { name: "Import" }) as HTMLButtonElement).disabled).toBe(true);

    const fileUnit = () => getByRole("button", { name: "kg" }, getByRole("group", { name: "Weight unit of the file" }));
    click(fileUnit());
    await waitFor(() => expect(urls.some((u) => u.includes("preview=1") && u.includes("unit=kg"))).toBe(true));
    await waitFor(() => expect(fileUnit().getAttribute("aria-pressed")).toBe("true"));
    await waitFor(() => expect((getByRole("button", { name: "Import" }) as HTMLButtonElement).disabled).toBe(false));

    click(getByRole("button", { name: "Import" }));
    await waitFor(() => expect(toastText()).toContain("Import complete"));
    expect(toastText()).toContain("Added 1 set on 1 day.");
    const sent = urls.filter((u) => u.startsWith("/api/import/workouts-csv") && !u.includes("preview"));
    expect(sent).toEqual(["/api/import/workouts-csv?unit=kg&skipUnreadable=1"]);
    expect(mock.callsTo("POST", "/api/import/workouts-csv")).toHaveLength(3);
    // The preview is gone once imported.
    expect(queryByRole("region", { name: "Import preview" })).toBeNull();
  });

  test("a CSV's preview lists what is kept with the sets and what is left out, with why", async () => {
    mockFetch({
      "GET /api/auth/user": { body: signedIn() },
      "POST /api/import/workouts-csv": {
        body: preview({
          source: "hevy",
          layout: "hevy",
          unit: "kg",
          unitNeeded: false,
          problems: [],
          kept: {
            workouts: 1,
            exercises: 6,
            sets: 8,
            setsWithRpe: 4,
            setsWithDistance: 1,
            setsWithDuration: 2,
            exercisesInSupersets: 4,
            exerciseNotes: 2,
            workoutNotes: 1,
            workoutNames: 1,
            workoutLengths: 1,
            exerciseTypes: { distance_duration: 1, weight_reps: 3, bodyweight_reps: 1, duration: 1 },
          },
          skipped: [
            { rows: 3, why: "RPE figures skipped: Kinfit keeps RPE from 6 to 10 in steps of 0.5" },
            { rows: 1, why: "workout names skipped: a day keeps the name of its first workout" },
          ],
        }),
      },
    });
    render(<App />);
    await waitFor(() => getByLabelText("Choose a file"));
    await chooseFile(new File(["title,start_time\n"], "hevy.csv", { type: "text/csv" }));
    await waitFor(() => getByText("Hevy workout export"));
    const kept = await waitFor(() => getByRole("list", { name: "Kept with the sets" }));
    expect([...kept.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "RPE on 4 sets",
      "Distance on 1 set",
      "Time on 2 sets",
      "4 exercises in supersets",
      "2 exercise notes",
      "1 workout note",
      "Workout names on 1 day",
      "Workout times on 1 day",
      "1 distance and time exercise",
      "1 timed exercise",
      "1 bodyweight exercise",
    ]);
    expect(getByText("3 RPE figures skipped: Kinfit keeps RPE from 6 to 10 in steps of 0.5")).toBeTruthy();
    expect(getByText("1 workout name skipped: a day keeps the name of its first workout")).toBeTruthy();
  });

  test("a CSV with bare distances: the member's distance unit is shown, the other may be picked and is sent", async () => {
    mockFetch({
      "GET /api/auth/user": { body: signedIn() },
      "POST /api/import/workouts-csv": () => {
        const last = urls.at(-1)!;
        const distanceUnit = last.includes("distanceUnit=mi") ? "mi" : "km";
        if (last.includes("preview=1"))
          return { body: preview({ unitNeeded: false, unit: "lb", problems: [], distanceUnitNeeded: true, distanceUnit }) };
        return { body: { workouts: 1, exercises: 1, sets: 1, alreadyImported: 0, skippedRows: 0 } };
      },
    });
    const urls = recordUrls();
    render(<App />);
    await waitFor(() => getByLabelText("Choose a file"));
    await chooseFile(new File([OLD_STRONG], "strong.csv", { type: "text/csv" }));
    await waitFor(() => getByText(/does not say whether its distances are km or miles/));
    const unit = (name: string) => getByRole("button", { name }, getByRole("group", { name: "Distance unit of the file" }));
    expect(unit("km").getAttribute("aria-pressed")).toBe("true");
    click(unit("mi"));
    await waitFor(() => expect(unit("mi").getAttribute("aria-pressed")).toBe("true"));
    click(getByRole("button", { name: "Import" }));
    await waitFor(() => expect(toastText()).toContain("Import complete"));
    expect(urls.filter((u) => u.startsWith("/api/import/workouts-csv") && !u.includes("preview"))).toEqual([
      "/api/import/workouts-csv?distanceUnit=mi",
    ]);
  });

  test("a CSV of weights and reps alone has no kept list", async () => {
    mockFetch({
      "GET /api/auth/user": { body: signedIn() },
      "POST /api/import/workouts-csv": { body: preview({ unitNeeded: false, unit: "kg" }) },
    });
    render(<App />);
    await waitFor(() => getByLabelText("Choose a file"));
    await chooseFile(new File([OLD_STRONG], "strong.csv", { type: "text/csv" }));
    await waitFor(() => getByText("Strong workout export"));
    expect(queryByRole("list", { name: "Kept with the sets" })).toBeNull();
  });

  test("a file the server refuses: its message in the card, nothing imported", async () => {
    mockFetch({
      "GET /api/auth/user": { body: signedIn() },
      "POST /api/import/workouts-csv": { status: 400, body: { message: "This file is not a Strong or Hevy workout export" } },
    });
    render(<App />);
    await waitFor(() => getByLabelText("Choose a file"));
    await chooseFile(new File(["name,email\nA,a@x\n"], "people.csv", { type: "text/csv" }));
    await waitFor(() => getByText("This file is not a Strong or Hevy workout export"));
    expect(queryByRole("button", { name: "Import" })).toBeNull();
  });

  test("a Kinfit export: what it holds, then POST /api/import with the file", async () => {
    const file = {
      format: "kinfit-export",
      version: 1,
      workouts: [{ date: "2026-03-02", exercises: [{ name: "Squat", setRows: [{}, {}] }] }],
      programs: [{ name: "StrongLifts 5x5" }],
      meals: [{}],
      bodyComposition: [{}, {}],
    };
    const mock = mockFetch({
      "GET /api/auth/user": { body: signedIn() },
      "POST /api/import": {
        body: {
          workoutDays: { added: 1, skipped: 0 },
          exercises: { added: 1, skipped: 0 },
          sets: { added: 2, skipped: 0 },
          workoutTemplates: { added: 0, skipped: 0 },
          meals: { added: 1, skipped: 0 },
          mealLibrary: { added: 0, skipped: 0 },
          customIngredients: { added: 0, skipped: 0 },
          bodyComposition: { added: 2, skipped: 0 },
          coachCheckIns: { added: 1, skipped: 0 },
        },
      },
    });
    render(<App />);
    await waitFor(() => getByLabelText("Choose a file"));
    await chooseFile(new File([JSON.stringify(file)], "kinfit-export-2026-03-20.json", { type: "application/json" }));
    await waitFor(() => getByText("Kinfit export"));
    expect(getByText("1 workout day · 1 exercise · 2 sets · 1 program · 1 meal · 2 body entries")).toBeTruthy();
    click(getByRole("button", { name: "Import" }));
    await waitFor(() => expect(toastText()).toContain("Added 1 workout day, 2 sets, 1 meal, 2 body entries, 1 coach check-in."));
    expect(mock.callsTo("POST", "/api/import")[0]?.body).toEqual(file);
  });

  test("a Kinfit export's preview lists what its workouts keep besides weights and reps", async () => {
    const file = {
      format: "kinfit-export",
      version: 1,
      workouts: [
        {
          date: "2026-03-02",
          note: "Deload",
          name: "Push",
          startedAt: "2026-03-02T17:00:00.000Z",
          finishedAt: "2026-03-02T18:05:00.000Z",
          exercises: [
            { name: "Bench", supersetGroup: 1, setRows: [{ rpe: 8 }, {}] },
            { name: "Row", supersetGroup: 1, notes: "strict", setRows: [{}] },
            { name: "Run", type: "distance_duration", setRows: [{ distanceMeters: 5000, durationSeconds: 1500 }] },
          ],
        },
        { date: "2026-03-03", note: null, exercises: [] },
      ],
    };
    mockFetch({ "GET /api/auth/user": { body: signedIn() } });
    render(<App />);
    await waitFor(() => getByLabelText("Choose a file"));
    await chooseFile(new File([JSON.stringify(file)], "kinfit-export.json", { type: "application/json" }));
    const kept = await waitFor(() => getByRole("list", { name: "Kept with the sets" }));
    expect([...kept.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "RPE on 1 set",
      "Distance on 1 set",
      "Time on 1 set",
      "2 exercises in supersets",
      "1 exercise note",
      "1 workout note",
      "Workout names on 1 day",
      "Workout times on 1 day",
      "1 distance and time exercise",
    ]);
  });

  test("a Kinfit export's settings are taken only when asked; its name never; a file in kg offers kg", async () => {
    const file = {
      format: "kinfit-export",
      version: 1,
      profile: { firstName: "Someone", weightUnit: "kg", plates: { kg: [20] } },
      workouts: [],
    };
    const answer = {
      workoutDays: { added: 0, skipped: 0 },
      exercises: { added: 0, skipped: 0 },
      sets: { added: 0, skipped: 0 },
      workoutTemplates: { added: 0, skipped: 0 },
      meals: { added: 0, skipped: 0 },
      mealLibrary: { added: 0, skipped: 0 },
      customIngredients: { added: 0, skipped: 0 },
      bodyComposition: { added: 0, skipped: 0 },
      coachCheckIns: { added: 0, skipped: 0 },
    };
    const mock = mockFetch({
      "GET /api/auth/user": { body: signedIn() },
      "POST /api/import": { body: answer },
      "PUT /api/profile": (call) => ({ body: { ...signedIn().user, ...(call.body as object) } }),
    });
    const urls = recordUrls();
    render(<App />);
    await waitFor(() => getByLabelText("Choose a file"));
    await chooseFile(new File([JSON.stringify(file)], "kinfit-export.json", { type: "application/json" }));
    await waitFor(() => getByText(/Your name, email and password stay as they are\./));
    const settings = getByRole("switch", { name: "Use this file's settings too" });
    expect(settings.getAttribute("aria-checked")).toBe("false");
    click(getByRole("button", { name: "Import" }));
    await waitFor(() => expect(toastText()).toContain("Import complete"));
    expect(urls.filter((u) => u.startsWith("/api/import"))).toEqual(["/api/import"]);
    // Weighed in kg, shown in lb: offered, and taken with one tap.
    const offer = await waitFor(() => getByRole("region", { name: "Unit of the imported file" }));
    expect(offer.textContent).toContain("The file's weights are in kg. Show weights in kg from now on?");
    click(getByRole("button", { name: "Show kg" }, offer));
    await waitFor(() => expect(mock.callsTo("PUT", "/api/profile").map((c) => c.body)).toEqual([{ weightUnit: "kg" }]));
    await waitFor(() => expect(document.querySelector('[aria-label="Unit of the imported file"]') === null).toBe(true));

    // Asked for: the settings come with it (and there is nothing to offer).
    await chooseFile(new File([JSON.stringify(file)], "kinfit-export.json", { type: "application/json" }));
    await waitFor(() => getByRole("switch", { name: "Use this file's settings too" }));
    click(getByRole("switch", { name: "Use this file's settings too" }));
    click(getByRole("button", { name: "Import" }));
    await waitFor(() => expect(urls.filter((u) => u.startsWith("/api/import"))).toEqual(["/api/import", "/api/import?settings=1"]));
  });

  test("a .json that is not a Kinfit export is refused in the card, without a request", async () => {
    const mock = mockFetch({ "GET /api/auth/user": { body: signedIn() } });
    render(<App />);
    await waitFor(() => getByLabelText("Choose a file"));
    await chooseFile(new File(['{"hello": 1}'], "other.json", { type: "application/json" }));
    await waitFor(() => getByText(/is not a Kinfit export/));
    expect(mock.calls.filter((c) => c.method === "POST")).toEqual([]);
    expect(queryByText("Kinfit export")).toBeNull();
  });
});
