// The exercise library's pieces on their own: the Dashboard's muscles card against the target
// band, the add form's library names and details on demand, and the history dialog's link choice
// with its weekly chart.
import { describe, expect, test } from "bun:test";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { todayIso } from "@shared/dates";
import type { LibraryExercise } from "@shared/exercise-library/contract";
import { weekStarts } from "@shared/exercise-library/rules";
import { swrConfig } from "@web/lib/data";
import { mockFetch, signedIn, testUser } from "@web/test/fetch-mock";
import { accessibleName, click, getByRole, getByText, queryByText, render, waitFor } from "@web/test/render";
import { AuthProvider } from "@web/features/auth";
import { ExerciseLinkSection } from "./ExerciseLinkSection";
import { LibraryNames } from "./LibraryNames";
import { MusclesCard } from "./MusclesCard";

const mount = (ui: ReactNode) =>
  render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <AuthProvider>{ui}</AuthProvider>
    </SWRConfig>,
  );

function listNamed(name: string): HTMLElement {
  const list = document.querySelector<HTMLElement>(`ul[aria-label="${name}"]`);
  if (!list) throw new Error(`no list ${name}`);
  return list;
}

const bench: LibraryExercise = {
  id: "Barbell_Bench_Press_-_Medium_Grip",
  name: "Barbell Bench Press - Medium Grip",
  primaryMuscles: ["chest"],
  secondaryMuscles: ["shoulders", "triceps"],
  equipment: "barbell",
  category: "strength",
  mechanic: "compound",
  level: "beginner",
  source: "library",
};
const dumbbell: LibraryExercise = { ...bench, id: "Dumbbell_Bench_Press", name: "Dumbbell Bench Press", equipment: "dumbbell" };

describe("MusclesCard", () => {
  test("this week's sets per muscle, most first, against the member's band or 10-20", async () => {
    const user = { ...testUser, muscleTargets: { chest: [12, 18] as [number, number] } };
    const mock = mockFetch({
      "GET /api/auth/user": { body: signedIn(user) },
      "GET /api/stats/muscles": {
        body: { weeks: [{ week: weekStarts(todayIso(), 1)[0], sets: { chest: 14, triceps: 7, shoulders: 22 } }] },
      },
    });
    mount(<MusclesCard />);
    const list = await waitFor(() => listNamed("Sets per muscle"));
    const rows = [...list.querySelectorAll("li")];
    expect(rows.map((r) => r.querySelector(".muscle-name")!.textContent)).toEqual(["shoulders", "chest", "triceps"]);
    expect(rows.map((r) => r.className)).toEqual(["muscle-row muscle-over", "muscle-row muscle-within", "muscle-row muscle-under"]);
    expect(accessibleName(rows[1]!.querySelector(".muscle-sets")!)).toBe("14 sets, on target 12-18");
    expect(accessibleName(rows[2]!.querySelector(".muscle-sets")!)).toBe("7 sets, below target 10-20");
    const asked = mock.callsTo("GET", "/api/stats/muscles")[0]!;
    expect(asked.query.get("weeks")).toBe("1");
    expect(asked.query.get("today")).toBe(todayIso());
  });

  test("no sets yet says so", async () => {
    mockFetch({
      "GET /api/auth/user": { body: signedIn() },
      "GET /api/stats/muscles": { body: { weeks: [{ week: "2026-03-02", sets: {} }] } },
    });
    mount(<MusclesCard />);
    await waitFor(() => getByText("No hard sets of library exercises this week yet."));
  });
});

describe("LibraryNames", () => {
  test("library names after those shown, none repeated; a library name's muscles and instructions on demand", async () => {
    const mock = mockFetch({
      "GET /api/auth/user": { body: signedIn() },
      "GET /api/exercise-library": (call) => ({ body: call.query.get("q") === "Dumbbell Bench Press" ? [dumbbell] : [bench, dumbbell] }),
      "GET /api/exercise-library/Dumbbell_Bench_Press": {
        body: { ...dumbbell, instructions: ["Lie on a flat bench.", "Press the weights up."] },
      },
    });
    const picked: string[] = [];
    const { rerender } = mount(<LibraryNames typed="bench" shown={["Dumbbell Bench Press"]} suggest onPick={(n) => picked.push(n)} />);
    const group = await waitFor(() => getByRole("group", { name: "Library exercises" }));
    expect([...group.querySelectorAll("button")].map((b) => b.textContent)).toEqual(["Barbell Bench Press - Medium Grip"]);
    click(getByText("Barbell Bench Press - Medium Grip"));
    expect(picked).toEqual(["Barbell Bench Press - Medium Grip"]);
    expect(queryByText("Muscles and instructions")).toBeNull();

    rerender(
      <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
        <AuthProvider>
          <LibraryNames typed="Dumbbell Bench Press" shown={[]} suggest={false} onPick={() => {}} />
        </AuthProvider>
      </SWRConfig>,
    );
    const more = await waitFor(() => getByRole("button", { name: "Muscles and instructions" }));
    expect(mock.callsTo("GET", "/api/exercise-library/Dumbbell_Bench_Press")).toHaveLength(0);
    click(more);
    await waitFor(() => getByText("Press the weights up."));
    expect(getByText("chest").textContent).toBe("chest");
  });

  test("asks nothing for fewer than two letters", async () => {
    const mock = mockFetch({ "GET /api/auth/user": { body: signedIn() } });
    mount(<LibraryNames typed="b" shown={[]} suggest onPick={() => {}} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(mock.callsTo("GET", "/api/exercise-library")).toHaveLength(0);
  });
});

describe("ExerciseLinkSection", () => {
  test("shows the automatic match and a 12-week chart per main muscle; another choice is sent and shown", async () => {
    let linked = { name: "Bench Press (Barbell)", libraryId: bench.id, confirmed: false };
    const weeks = weekStarts(todayIso(), 12).map((week, i) => ({ week, sets: i === 11 ? { chest: 9 } : { chest: i } }));
    const mock = mockFetch({
      "GET /api/auth/user": { body: signedIn() },
      "GET /api/exercises/links": () => ({ body: [linked] }),
      "PUT /api/exercises/links": (call) => {
        linked = { ...(call.body as typeof linked), confirmed: true };
        return { body: linked };
      },
      "GET /api/exercise-library": { body: [bench, dumbbell] },
      [`GET /api/exercise-library/${bench.id}`]: { body: { ...bench, instructions: [] } },
      "GET /api/exercise-library/Dumbbell_Bench_Press": { body: { ...dumbbell, instructions: [] } },
      "GET /api/stats/muscles": { body: { weeks } },
    });
    mount(<ExerciseLinkSection name="bench press (barbell)" />);
    await waitFor(() => getByText("Barbell Bench Press - Medium Grip"));
    expect(getByText("Matched to")).toBeTruthy();
    const chart = await waitFor(() => getByRole("img", { name: /chest weekly sets trend/ }));
    expect(accessibleName(chart)).toContain("This week 9 sets · target 10-20");
    expect(mock.callsTo("GET", "/api/stats/muscles")[0]!.query.get("weeks")).toBe("12");

    click(getByRole("button", { name: "Change" }));
    click(await waitFor(() => getByText("Dumbbell Bench Press", listNamed("Library exercises"))));
    await waitFor(() => getByText("Linked to"));
    expect(mock.callsTo("PUT", "/api/exercises/links")[0]!.body).toEqual({
      name: "bench press (barbell)",
      libraryId: "Dumbbell_Bench_Press",
    });
    await waitFor(() => expect(getByRole("region", { name: "Library exercise" }).textContent).toContain("Dumbbell Bench Press"));
  });

  test("None of these links to nothing", async () => {
    let linked = { name: "Mystery", libraryId: null as string | null, confirmed: false };
    const mock = mockFetch({
      "GET /api/auth/user": { body: signedIn() },
      "GET /api/exercises/links": () => ({ body: [linked] }),
      "PUT /api/exercises/links": (call) => {
        linked = { ...(call.body as typeof linked), confirmed: true };
        return { body: linked };
      },
      "GET /api/exercise-library": { body: [] },
    });
    mount(<ExerciseLinkSection name="Mystery" />);
    await waitFor(() => getByText("None"));
    click(getByRole("button", { name: "Change" }));
    click(await waitFor(() => getByRole("button", { name: "None of these" })));
    await waitFor(() => expect(mock.callsTo("PUT", "/api/exercises/links")[0]!.body).toEqual({ name: "Mystery", libraryId: null }));
    await waitFor(() => getByText("Linked to"));
  });
});
