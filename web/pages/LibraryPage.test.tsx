// The Library screen: browses and searches every exercise by name, muscle and equipment, shows an
// exercise's instructions on demand, and for an exercise the member has done (a name of theirs
// linked to it) opens its history.
import { beforeEach, describe, expect, test } from "bun:test";
import { act } from "react";
import type { LibraryExercise } from "@shared/exercise-library/contract";
import { App } from "@web/app";
import { mockFetch, signedIn, type Call } from "@web/test/fetch-mock";
import { click, getByLabelText, getByRole, getByText, queryByRole, render, type, waitFor } from "@web/test/render";

const entry = (
  id: string,
  name: string,
  primary: LibraryExercise["primaryMuscles"],
  equipment: LibraryExercise["equipment"],
): LibraryExercise => ({
  id,
  name,
  primaryMuscles: primary,
  secondaryMuscles: [],
  equipment,
  category: "strength",
  mechanic: null,
  level: null,
  source: "library",
});
const all = [
  entry("Barbell_Bench_Press", "Barbell Bench Press", ["chest"], "barbell"),
  entry("Pullups", "Pullups", ["lats"], "body only"),
  entry("Barbell_Squat", "Barbell Squat", ["quadriceps"], "barbell"),
];

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, "", "/library");
});

function server() {
  const search = (call: Call) => {
    const q = (call.query.get("q") ?? "").toLowerCase();
    const muscle = call.query.get("muscle");
    const equipment = call.query.get("equipment");
    return {
      body: all.filter(
        (e) =>
          e.name.toLowerCase().includes(q) &&
          (!muscle || e.primaryMuscles.includes(muscle as never)) &&
          (!equipment || e.equipment === equipment),
      ),
    };
  };
  return mockFetch({
    "GET /api/auth/user": { body: signedIn() },
    "GET /api/exercise-library": search,
    "GET /api/exercise-library/Barbell_Squat": {
      body: { ...all[2], instructions: ["Set the bar on your back.", "Sit down and stand up."] },
    },
    "GET /api/exercises/links": { body: [{ name: "Squat", libraryId: "Barbell_Squat", confirmed: false }] },
    "GET /api/exercises/history": {
      body: [
        {
          date: "2026-11-30",
          type: "weight_reps",
          sets: [{ setNumber: 1, weight: "225", reps: "5", completed: true, kind: "normal" }],
          bestSet: { weight: 225, reps: 5 },
          estimatedOneRepMax: 262,
          totalVolume: 1125,
        },
      ],
    },
  });
}

const names = () => [...document.querySelectorAll(".exercise-browser-card-name")].map((n) => n.textContent);
const change = (select: HTMLSelectElement, value: string) => {
  select.value = value;
  select.dispatchEvent(new Event("change", { bubbles: true }));
};

describe("Library screen", () => {
  test("browses every exercise, narrowed by name, muscle and equipment", async () => {
    const mock = server();
    render(<App />);
    await waitFor(() => expect(names()).toEqual(["Barbell Bench Press", "Pullups", "Barbell Squat"]));
    await act(async () => change(getByLabelText("Muscle") as unknown as HTMLSelectElement, "quadriceps"));
    await waitFor(() => expect(names()).toEqual(["Barbell Squat"]));
    await act(async () => change(getByLabelText("Muscle") as unknown as HTMLSelectElement, ""));
    await act(async () => change(getByLabelText("Equipment") as unknown as HTMLSelectElement, "body only"));
    await waitFor(() => expect(names()).toEqual(["Pullups"]));
    await act(async () => change(getByLabelText("Equipment") as unknown as HTMLSelectElement, ""));
    await act(async () => type(document.querySelector<HTMLInputElement>(`input[aria-label="Search exercises"]`)!, "squat"));
    await waitFor(() => expect(names()).toEqual(["Barbell Squat"]));
    const asked = mock.calls.filter((c) => c.url === "/api/exercise-library").map((c) => c.query.toString());
    expect(asked).toContain("q=&muscle=quadriceps");
    expect(asked).toContain("q=&equipment=body+only");
    expect(asked).toContain("q=squat");
  });

  test("an exercise's instructions on demand; its history only when the member has done it", async () => {
    server();
    render(<App />);
    await waitFor(() => getByText("Barbell Squat"));
    const squat = getByRole("listitem", { name: "Barbell Squat" });
    const bench = getByRole("listitem", { name: "Barbell Bench Press" });
    expect(queryByRole("button", { name: /history/i }, bench)).toBeNull();
    await act(async () => click(getByRole("button", { name: "Instructions" }, squat)));
    await waitFor(() => getByText("Sit down and stand up."));
    await act(async () => click(getByRole("button", { name: "Your history of Squat" }, squat)));
    const dialog = await waitFor(() => getByRole("dialog", { name: "Squat History" }));
    await waitFor(() => expect(dialog.textContent).toContain("225"));
  });
});
