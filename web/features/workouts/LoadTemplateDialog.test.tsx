// Loading a template into a day that already has exercises asks first: Replace, Add anyway or Cancel.
import { beforeEach, describe, expect, test } from "bun:test";
import { SWRConfig } from "swr";
import type { WorkoutTemplateDto } from "@shared/workout-templates/contract";
import type { ExerciseDto } from "@shared/workouts/contract";
import { swrConfig } from "@web/lib/data";
import { useToastStore } from "@web/stores/toast";
import { mockFetch } from "@web/test/fetch-mock";
import { click, flush, getByRole, getByText, queryByRole, render, waitFor } from "@web/test/render";
import { workoutsApi } from "./api";
import { LoadTemplateDialog } from "./LoadTemplateDialog";

const DATE = "2026-03-02";

beforeEach(() => useToastStore.setState({ toasts: [] }));

const legs: WorkoutTemplateDto = {
  id: 1,
  name: "Legs",
  dayOfWeek: "Monday",
  createdAt: "2026-01-01T00:00:00Z",
  data: {
    exercises: [
      { name: "Squat", sets: 3, reps: "5", weight: "200", restTime: 120 },
      { name: "Lunge", sets: 2, reps: "12", weight: "20", restTime: 60 },
    ],
  },
};

function exercise(id: number, name: string, ticked = 0): ExerciseDto {
  return {
    id,
    name,
    sets: 3,
    reps: "8",
    weight: "100",
    restTime: 90,
    isCompleted: false,
    notes: null,
    sortOrder: id,
    type: "weight_reps",
    supersetGroup: null,
    setRows: [1, 2, 3].map((n) => ({ setNumber: n, weight: "100", reps: "8", completed: n <= ticked, kind: "normal" as const })),
  };
}

function server() {
  return mockFetch({
    "GET /api/templates": { body: [legs] },
    "GET /api/templates/1/with-latest": { body: { ...legs, foundPrior: false } },
    "POST /api/workouts": { status: 201, body: { date: DATE, dayOfWeek: "Monday", exercises: [] } },
  });
}

/** The dialog as the Workouts screen mounts it, sending its request through the workouts API. */
function mount(existing: ExerciseDto[]) {
  const closed: number[] = [];
  render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <LoadTemplateDialog
        open
        onClose={() => closed.push(1)}
        date={DATE}
        day="Monday"
        existing={existing}
        onLoad={(list, mode) => workoutsApi.append(DATE, "Monday", list, mode)}
      />
    </SWRConfig>,
  );
  return closed;
}

async function pickLegs() {
  await waitFor(() => getByRole("button", { name: /Legs/ }));
  click(getByRole("button", { name: /Legs/ }));
}

const posted = (mock: ReturnType<typeof server>) =>
  mock.callsTo("POST", "/api/workouts").map((c) => c.body as { mode?: string; exercises: { name: string }[] });

describe("Load Template into a day that has exercises", () => {
  test("an empty day loads at once: no question, no mode sent (the server appends)", async () => {
    const mock = server();
    const closed = mount([]);
    await pickLegs();
    await waitFor(() => expect(posted(mock)).toHaveLength(1));
    expect(posted(mock)[0]!.mode).toBeUndefined();
    expect(posted(mock)[0]!.exercises.map((e) => e.name)).toEqual(["Squat", "Lunge"]);
    expect(queryByRole("button", { name: "Add anyway" })).toBeNull();
    await waitFor(() => expect(closed).toHaveLength(1));
  });

  test("a day with exercises asks; Replace sends mode replace", async () => {
    const mock = server();
    const closed = mount([exercise(1, "Bench Press"), exercise(2, "Row")]);
    await pickLegs();
    await waitFor(() => getByRole("heading", { name: "Monday already has exercises" }));
    expect(getByText('Loading "Legs" adds 2 exercises.')).toBeTruthy();
    expect(getByText("Remove the 2 exercises now planned first.")).toBeTruthy();
    expect(getByText("Keep them; Monday will have 4 exercises.")).toBeTruthy();
    expect(posted(mock)).toHaveLength(0);
    click(getByRole("button", { name: "Replace" }));
    await waitFor(() => expect(posted(mock)).toHaveLength(1));
    expect(posted(mock)[0]!.mode).toBe("replace");
    expect(posted(mock)[0]!.exercises.map((e) => e.name)).toEqual(["Squat", "Lunge"]);
    await waitFor(() => expect(closed).toHaveLength(1));
    expect(useToastStore.getState().toasts.map((t) => t.title)).toEqual(["Template loaded!"]);
  });

  test("Add anyway sends mode append", async () => {
    const mock = server();
    mount([exercise(1, "Bench Press")]);
    await pickLegs();
    await waitFor(() => getByRole("button", { name: "Add anyway" }));
    click(getByRole("button", { name: "Add anyway" }));
    await waitFor(() => expect(posted(mock)).toHaveLength(1));
    expect(posted(mock)[0]!.mode).toBe("append");
  });

  test("Cancel sends nothing and closes", async () => {
    const mock = server();
    const closed = mount([exercise(1, "Bench Press")]);
    await pickLegs();
    await waitFor(() => getByRole("button", { name: "Cancel" }));
    click(getByRole("button", { name: "Cancel" }));
    await flush();
    expect(closed.length).toBeGreaterThan(0);
    expect(posted(mock)).toHaveLength(0);
    expect(mock.callsTo("GET", "/api/templates/1/with-latest")).toHaveLength(0);
  });

  test("Replace warns when logged sets would be lost", async () => {
    server();
    mount([exercise(1, "Bench Press", 2), exercise(2, "Row", 1)]);
    await pickLegs();
    await waitFor(() => getByText("Remove the 2 exercises now planned first. 3 logged sets will be lost."));
    expect(getByRole("button", { name: "Replace" }).className).toContain("choice-warn");
    expect(getByRole("button", { name: "Add anyway" }).className).not.toContain("choice-warn");
  });
});
