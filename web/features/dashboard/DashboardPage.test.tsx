// The dashboard through the whole app: a day's counts, lines and buttons, the weekday strip and the streak.
import { beforeEach, describe, expect, test } from "bun:test";
import { toIsoDate, weekDates, weekdayName } from "@shared/dates";
import { App } from "@web/app";
import { useToastStore } from "@web/stores/toast";
import { mockFetch, signedIn } from "@web/test/fetch-mock";
import { click, getByRole, getByText, queryByText, render, waitFor } from "@web/test/render";

const today = new Date();
const todayIso = toIsoDate(today);
const todayName = weekdayName(today);

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  window.history.replaceState(null, "", "/");
});

type Ex = { id: number; name: string; isCompleted: boolean; sortOrder: number; setRows: { completed: boolean }[] } & Record<
  string,
  unknown
>;
type Meal = { id: number; name: string; time: string; isConsumed: boolean };

/** An exercise of 3 sets: `true` all ticked, `false` none, a number that many. */
const ex = (id: number, name: string, done: boolean | number): Ex => {
  const ticked = done === true ? 3 : done === false ? 0 : done;
  const setRows = [0, 1, 2].map((i) => ({ setNumber: i + 1, weight: "100", reps: "5", kind: "normal", completed: i < ticked }));
  return { id, name, isCompleted: ticked === 3, sortOrder: id, sets: 3, reps: "5", weight: "100", restTime: 90, notes: null, setRows };
};
const meal = (id: number, name: string, time: string, isConsumed: boolean): Meal => ({ id, name, time, isConsumed });

/** The dashboard's server: per-date workouts and meals, and the streak; records every full URL. */
function server(
  opts: { workouts?: Record<string, Ex[]>; meals?: Record<string, Meal[]>; streak?: number; activeToday?: boolean; slow?: boolean } = {},
) {
  const urls: string[] = [];
  const mock = mockFetch({
    "GET /api/auth/user": { body: signedIn() },
    "GET /api/streak": () => ({ body: { streak: opts.streak ?? 0, activeToday: opts.activeToday ?? false, today: todayIso } }),
  });
  const inner = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    urls.push(url);
    const u = new URL(url, "http://localhost:3000");
    if (opts.slow && (u.pathname.startsWith("/api/workouts/") || u.pathname === "/api/meals")) return new Promise(() => {});
    const workout = /^\/api\/workouts\/(\d{4}-\d{2}-\d{2})$/.exec(u.pathname);
    if (workout) {
      const date = workout[1]!;
      return Response.json({ date, dayOfWeek: "x", exercises: opts.workouts?.[date] ?? [] });
    }
    if (u.pathname === "/api/meals") return Response.json(opts.meals?.[u.searchParams.get("date")!] ?? []);
    return inner(input, init);
  }) as typeof fetch;
  return { ...mock, urls };
}

const overview = () => getByRole("region", { name: `${todayName} Overview` });
const text = (el: Element) => (el.textContent ?? "").replace(/\s+/g, " ");

describe("dashboard", () => {
  test("while loading the stat cards say Loading...", async () => {
    server({ slow: true });
    render(<App />);
    await waitFor(() => getByRole("heading", { name: "Dashboard" }));
    expect(text(getByRole("region", { name: "Workouts" }))).toContain("Loading...");
    expect(text(getByRole("region", { name: "Meals" }))).toContain("Loading...");
  });

  test("nothing planned (0%): No Workout Planned / Start, No meals planned / Plan", async () => {
    const mock = server();
    render(<App />);
    await waitFor(() => getByText("No Workout Planned"));
    expect(getByText("No meals planned")).toBeTruthy();
    expect(getByRole("heading", { name: `${todayName} Overview` })).toBeTruthy();
    expect(getByRole("button", { name: "Start" })).toBeTruthy();
    expect(getByRole("button", { name: "Plan" })).toBeTruthy();
    expect(queryByText("Complete")).toBeNull();
    expect(text(getByRole("region", { name: "Workouts" }))).toContain("0/0");
    expect(mock.urls).toContain(`/api/workouts/${todayIso}`);
    expect(mock.urls).toContain(`/api/meals?date=${todayIso}`);
    expect(mock.urls).toContain(`/api/streak?today=${todayIso}`);
  });

  test("planned but not started (0%): the first exercise is the focus, Start and Plan, next meal by time", async () => {
    server({
      workouts: { [todayIso]: [ex(1, "Squat", false), ex(2, "Bench Press", false)] },
      meals: { [todayIso]: [meal(2, "Chicken Salad", "12:30:00", false), meal(1, "Oatmeal", "07:00:00", false)] },
    });
    render(<App />);
    await waitFor(() => getByText("Today's focus: Squat"));
    expect(getByText("Next: Oatmeal")).toBeTruthy();
    expect(getByRole("button", { name: "Start" })).toBeTruthy();
    expect(getByRole("button", { name: "Plan" })).toBeTruthy();
    expect(text(getByRole("region", { name: "Workouts" }))).toContain("0/2");
    expect(text(getByRole("region", { name: "Meals" }))).toContain("0/2");
  });

  test("partly done: the next undone exercise, first unconsumed meal, Continue, progress bars", async () => {
    server({
      workouts: { [todayIso]: [ex(1, "Squat", true), ex(2, "Bench Press", true), ex(3, "Row", false)] },
      meals: {
        [todayIso]: [
          meal(1, "Oatmeal", "07:00:00", true),
          meal(2, "Chicken Salad", "12:30:00", false),
          meal(3, "Salmon", "19:00:00", false),
        ],
      },
    });
    render(<App />);
    await waitFor(() => getByText("Today's focus: Row"));
    expect(getByText("Next: Chicken Salad")).toBeTruthy();
    const buttons = Array.from(overview().querySelectorAll("button")).map((b) => b.textContent);
    expect(buttons).toEqual(["Continue", "Continue"]);
    expect(queryByText("Complete")).toBeNull();
    expect(text(getByRole("region", { name: "Workouts" }))).toContain("2/3");
    expect(getByRole("progressbar", { name: "Workouts progress" }).getAttribute("aria-valuenow")).toBe("67");
    expect(getByRole("progressbar", { name: "Meals progress" }).getAttribute("aria-valuenow")).toBe("33");
  });

  test("sets ticked but no exercise finished: the exercise in progress is the focus, Continue", async () => {
    server({ workouts: { [todayIso]: [ex(1, "Squat", true), ex(2, "Bench Press", 1), ex(3, "Row", false)] } });
    render(<App />);
    await waitFor(() => getByText("Today's focus: Bench Press"));
    expect(overview().querySelector("button")!.textContent).toBe("Continue");
    expect(text(getByRole("region", { name: "Workouts" }))).toContain("1/3");
  });

  test("one set ticked of the first exercise: never 'None', and Continue rather than Start", async () => {
    server({ workouts: { [todayIso]: [ex(1, "Squat", 1), ex(2, "Bench Press", false)] } });
    render(<App />);
    await waitFor(() => getByText("Today's focus: Squat"));
    expect(queryByText("Today's focus: None")).toBeNull();
    expect(overview().querySelector("button")!.textContent).toBe("Continue");
  });

  test("all done (100%): Done for today, Complete badges and View", async () => {
    server({
      workouts: { [todayIso]: [ex(1, "Squat", true), ex(2, "Deadlift", true)] },
      meals: { [todayIso]: [meal(1, "Oatmeal", "07:00:00", true)] },
    });
    render(<App />);
    await waitFor(() => getByText("Done for today"));
    expect(queryByText(/Today's focus/)).toBeNull();
    const badges = Array.from(overview().querySelectorAll(".badge")).map((b) => b.textContent);
    expect(badges).toEqual(["Complete", "Complete"]);
    expect(Array.from(overview().querySelectorAll("button")).map((b) => b.textContent)).toEqual(["View", "View"]);
    expect(getByRole("progressbar", { name: "Meals progress" }).getAttribute("aria-valuenow")).toBe("100");
  });

  test("Start goes to /workouts and Plan to /meals", async () => {
    server();
    const first = render(<App />);
    await waitFor(() => getByRole("button", { name: "Start" }));
    click(getByRole("button", { name: "Start" }));
    await waitFor(() => expect(window.location.pathname).toBe("/workouts"));
    first.unmount();
    window.history.replaceState(null, "", "/");
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Plan" }));
    click(getByRole("button", { name: "Plan" }));
    await waitFor(() => expect(window.location.pathname).toBe("/meals"));
  });

  test("the selected weekday drives the overview: its name and its date's data", async () => {
    const other = weekDates(today, "monday").find((d) => toIsoDate(d) !== todayIso)!;
    const otherIso = toIsoDate(other);
    const mock = server({ workouts: { [otherIso]: [ex(1, "Lunges", false)] } });
    render(<App />);
    await waitFor(() => getByText("No Workout Planned"));
    click(getByRole("button", { name: new RegExp(`^${weekdayName(other)} `) }));
    await waitFor(() => getByRole("heading", { name: `${weekdayName(other)} Overview` }));
    await waitFor(() => getByText("Today's focus: Lunges"));
    // The day is kept in the address, so coming back (Back, or a reload) shows it again.
    expect(window.location.search).toBe(`?date=${otherIso}`);
    expect(mock.urls).toContain(`/api/workouts/${otherIso}`);
    expect(mock.urls).toContain(`/api/meals?date=${otherIso}`);
    // The streak stays about today.
    expect(mock.urls.filter((u) => u.startsWith("/api/streak")).every((u) => u === `/api/streak?today=${todayIso}`)).toBe(true);
  });

  test("a day in the address is the day shown, and Continue opens that day", async () => {
    const other = weekDates(today, "monday").find((d) => toIsoDate(d) !== todayIso)!;
    const otherIso = toIsoDate(other);
    server({ workouts: { [otherIso]: [ex(1, "Lunges", 2)] } });
    window.history.replaceState(null, "", `/?date=${otherIso}`);
    render(<App />);
    await waitFor(() => getByRole("heading", { name: `${weekdayName(other)} Overview` }));
    await waitFor(() => getByText("Today's focus: Lunges"));
    expect(getByRole("button", { name: new RegExp(`^${weekdayName(other)} `) }).getAttribute("aria-pressed")).toBe("true");
    click(getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(window.location.pathname).toBe("/workouts"));
    expect(window.location.search).toBe(`?date=${otherIso}`);
  });

  test("the streak comes from the server", async () => {
    server({ streak: 5, activeToday: true });
    render(<App />);
    await waitFor(() => getByText("5 day streak"));
    expect(getByText("You trained today. Keep it going!")).toBeTruthy();
  });

  test("a streak waiting for today, and none at all", async () => {
    server({ streak: 2, activeToday: false });
    const first = render(<App />);
    await waitFor(() => getByText("2 day streak"));
    expect(getByText("Tick a set today to keep it going.")).toBeTruthy();
    first.unmount();
    server({ streak: 0 });
    render(<App />);
    await waitFor(() => getByText("0 day streak"));
    expect(getByText("Tick a set to start a streak.")).toBeTruthy();
  });

  test("quick actions link to their screens", async () => {
    server();
    render(<App />);
    await waitFor(() => getByRole("heading", { name: "Quick Actions" }));
    const hrefs = Object.fromEntries(
      ["Start Workout", "Plan Meals", "Meal Library", "Workout Templates"].map((name) => [
        name,
        getByRole("link", { name }).getAttribute("href"),
      ]),
    );
    expect(hrefs).toEqual({
      "Start Workout": "/workouts",
      "Plan Meals": "/meals",
      "Meal Library": "/meal-library",
      "Workout Templates": "/workout-templates",
    });
  });

  test("a failed read says so instead of showing zeros", async () => {
    mockFetch({ "GET /api/auth/user": { body: signedIn() }, "GET /api/streak": { status: 500, body: { message: "x" } } });
    render(<App />);
    await waitFor(() => getByText("Could not load workouts"));
    expect(getByText("Could not load meals")).toBeTruthy();
    expect(getByText("Streak unavailable")).toBeTruthy();
  });
});
