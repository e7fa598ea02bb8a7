import { beforeEach, describe, expect, test } from "bun:test";
import { toIsoDate, weekdayName } from "@shared/dates";
import { App, FIRST_READS_WAIT_MS, firstReadsTimer, preloadScreen } from "./app";
import { fakeTimer } from "./test/fake-timer";
import { useToastStore } from "./stores/toast";
import { mockFetch, signedIn, signedOut } from "./test/fetch-mock";
import { click, getByRole, getByText, queryAllByRole, queryByRole, queryByText, render, waitFor } from "./test/render";

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
});

const go = (path: string) => window.history.replaceState(null, "", path);

describe("routes", () => {
  test("an unknown path shows 'Page Not Found' to a signed-in user", async () => {
    mockFetch({ "GET /api/auth/user": { body: signedIn() } });
    go("/no-such-page");
    render(<App />);
    await waitFor(() => getByRole("heading", { name: "Page Not Found" }));
    click(getByRole("link", { name: "Go to Dashboard" }));
    await waitFor(() => getByRole("heading", { name: "Dashboard" }));
    expect(window.location.pathname).toBe("/");
  });

  test("an unknown path shows the sign-in screen to a visitor, without redirecting", async () => {
    mockFetch({ "GET /api/auth/user": { body: signedOut } });
    go("/no-such-page");
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Sign In" }));
    expect(queryByText("Page Not Found")).toBeNull();
    expect(window.location.pathname).toBe("/no-such-page");
    expect(queryByRole("navigation", { name: "Main" })).toBeNull();
  });

  test("a failed auth check counts as signed out (after one retry)", async () => {
    const mock = mockFetch({ "GET /api/auth/user": { status: 500, text: "" } });
    go("/");
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Sign In" }));
    expect(mock.callsTo("GET", "/api/auth/user")).toHaveLength(2);
  });

  test("shows a loading state while the auth check runs", async () => {
    let release: () => void = () => {};
    mockFetch({
      "GET /api/auth/user": () =>
        new Promise((resolve) => {
          release = () => resolve({ body: signedIn() });
        }),
    });
    go("/");
    render(<App />);
    expect(getByText("Loading...")).toBeTruthy();
    release();
    await waitFor(() => getByRole("heading", { name: "Dashboard" }));
  });

  test("a signed-in user at /login goes to /", async () => {
    mockFetch({ "GET /api/auth/user": { body: signedIn() } });
    go("/login");
    render(<App />);
    await waitFor(() => getByRole("heading", { name: "Dashboard" }));
    expect(window.location.pathname).toBe("/");
  });

  test.each([
    // The Workouts title names the day: '{Day} Workout' or '{Day} - No Workout Planned'.
    ["/workouts", /^\w+day (Workout|- No Workout Planned)$/],
    ["/templates", "Workout Templates"],
    ["/workout-templates", "Workout Templates"],
    ["/meals", "Meal Plan"],
    ["/meal-library", "Meal Library"],
    ["/ingredients", "My Ingredients"],
    ["/body-composition", "Body Composition"],
    ["/profile", "Profile"],
  ])("%s shows '%s'", async (path, title) => {
    mockFetch({ "GET /api/auth/user": { body: signedIn() } });
    go(path);
    render(<App />);
    await waitFor(() => getByRole("heading", { name: title }));
    expect(queryByText(/Coming Soon/)).toBeNull();
  });

  test("the dashboard shows the week strip; the shell has the header and six tabs", async () => {
    mockFetch({ "GET /api/auth/user": { body: signedIn() } });
    go("/");
    render(<App />);
    await waitFor(() => getByRole("heading", { name: "Dashboard" }));
    expect(getByRole("group", { name: "Day of the week" })).toBeTruthy();
    expect(getByRole("button", { name: /Switch to (dark|light) theme/ })).toBeTruthy();
    const nav = getByRole("navigation", { name: "Main" });
    const links = queryAllByRole("link", {}, nav);
    expect(links.map((a) => a.textContent)).toEqual(["Dashboard", "Workouts", "Templates", "Meals", "Body", "Profile"]);
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["/", "/workouts", "/templates", "/meals", "/body-composition", "/profile"]);
    expect(getByRole("link", { name: "Dashboard" }, nav).getAttribute("aria-current")).toBe("page");
    expect(getByRole("link", { name: "Meals" }, nav).getAttribute("aria-current")).toBeNull();

    click(getByRole("link", { name: "Meals" }, nav));
    await waitFor(() => getByRole("heading", { name: "Meal Plan" }));
    expect(window.location.pathname).toBe("/meals");
    expect(getByRole("link", { name: "Meals" }, nav).getAttribute("aria-current")).toBe("page");
    expect(getByRole("link", { name: "Dashboard" }, nav).getAttribute("aria-current")).toBeNull();
  });

  test("/admin does not depend on the user session", async () => {
    const mock = mockFetch({
      "GET /api/auth/user": { body: signedIn() },
      "GET /api/admin/session": { body: { signedIn: false, username: null } },
    });
    go("/admin");
    render(<App />);
    await waitFor(() => getByRole("heading", { name: "Admin Login" }));
    expect(mock.callsTo("GET", "/api/auth/user")).toHaveLength(0);
    expect(queryByRole("navigation", { name: "Main" })).toBeNull();
  });
});

const today = toIsoDate(new Date());
const squat = {
  id: 1,
  name: "Squat",
  sets: 1,
  reps: "5",
  weight: "225",
  restTime: 90,
  isCompleted: false,
  notes: null,
  sortOrder: 1,
  setRows: [{ setNumber: 1, weight: "225", reps: "5", completed: false, kind: "normal" as const }],
};
const workoutsApi = (day: unknown) => ({
  [`GET /api/workouts/${today}`]: day as never,
  [`GET /api/workouts/previous/${today}`]: { body: { date: null, dayOfWeek: null, exercises: [] } },
  "GET /api/workouts/week": { body: [] },
  "GET /api/templates": { body: [] },
});

describe("the first screen's reads", () => {
  /** Each time the page changes once the screen's title is on it: whether its data is on it too. */
  function watchTitle(hasData = (text: string) => text.includes("Squat")) {
    const seen: boolean[] = [];
    const observer = new MutationObserver(() => {
      if (document.querySelector(".page-title")) seen.push(hasData(document.body.textContent!));
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    return { seen, stop: () => observer.disconnect() };
  }

  test("opening /workouts asks for the day once the sign-in check says signed in; the screen's first render shows it, read once", async () => {
    let release: () => void = () => {};
    const mock = mockFetch({
      "GET /api/auth/user": () => new Promise((resolve) => (release = () => resolve({ body: signedIn() }))),
      ...workoutsApi({ body: { date: today, dayOfWeek: weekdayName(new Date()), exercises: [squat] } }),
    });
    go("/workouts");
    preloadScreen("/workouts", "");
    // The sign-in check goes out before the app has rendered anything; the data waits for its answer.
    expect(mock.callsTo("GET", "/api/auth/user")).toHaveLength(1);
    const title = watchTitle();
    render(<App />);
    expect(mock.callsTo("GET", `/api/workouts/${today}`)).toHaveLength(0);
    expect(getByText("Loading...")).toBeTruthy();
    release();
    await waitFor(() => expect(mock.callsTo("GET", `/api/workouts/previous/${today}`)).toHaveLength(1));
    await waitFor(() => getByText("Squat"));
    title.stop();
    expect(title.seen.length).toBeGreaterThan(0);
    expect(title.seen.filter((withSquat) => !withSquat)).toEqual([]);
    expect(mock.callsTo("GET", `/api/workouts/${today}`)).toHaveLength(1);
    expect(mock.callsTo("GET", `/api/workouts/previous/${today}`)).toHaveLength(1);
    // The app took the check that was on its way rather than sending its own.
    expect(mock.callsTo("GET", "/api/auth/user")).toHaveLength(1);
  });

  test("a first read that fails is asked for again by the screen, which shows what came back", async () => {
    let tries = 0;
    const mock = mockFetch({
      "GET /api/auth/user": { body: signedIn() },
      ...workoutsApi(() =>
        ++tries === 1
          ? { status: 500, body: { message: "boom" } }
          : { body: { date: today, dayOfWeek: weekdayName(new Date()), exercises: [squat] } },
      ),
    });
    go("/workouts");
    preloadScreen("/workouts", "");
    render(<App />);
    await waitFor(() => getByText("Squat"));
    expect(mock.callsTo("GET", `/api/workouts/${today}`)).toHaveLength(2);
  });

  test("a first read slower than the wait is left to the screen, which shows meanwhile", async () => {
    // The day is answered only when the test says so; the wait runs on a fake clock.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const day = { body: { date: today, dayOfWeek: weekdayName(new Date()), exercises: [squat] } };
    mockFetch({
      "GET /api/auth/user": { body: signedIn() },
      ...workoutsApi(() => answered.then(() => day)),
    });
    const time = fakeTimer();
    const original = { ...firstReadsTimer };
    firstReadsTimer.later = time.later;
    try {
      go("/workouts");
      preloadScreen("/workouts", "");
      render(<App />);
      const heading = () => getByRole("heading", { name: `${weekdayName(new Date())} Workout` });
      await waitFor(() => expect(time.pending()).toBe(1));
      time.pass(FIRST_READS_WAIT_MS - 1);
      expect(queryByText(`${weekdayName(new Date())} Workout`)).toBeNull();
      time.pass(1);
      await waitFor(heading);
      expect(queryByText("Squat")).toBeNull();
      answer();
      await waitFor(() => getByText("Squat"));
    } finally {
      Object.assign(firstReadsTimer, original);
    }
  });

  test("signed out, no first read is sent: the sign-in screen shows, and nothing is kept for later", async () => {
    const mock = mockFetch({
      "GET /api/auth/user": { body: signedOut },
      [`GET /api/workouts/${today}`]: { status: 401, body: { message: "Unauthorized" } },
    });
    go("/workouts");
    preloadScreen("/workouts", "");
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Sign In" }));
    // A visitor's start page asks for no data: nothing is refused, no 401 in the console.
    expect(mock.calls.filter((c) => c.url !== "/api/auth/user")).toEqual([]);
  });

  test("opening the dashboard (where the installed app starts) asks for the day's workout and meals and the streak at once, once signed in", async () => {
    let release: () => void = () => {};
    const mock = mockFetch({
      "GET /api/auth/user": () => new Promise((resolve) => (release = () => resolve({ body: signedIn() }))),
      ...workoutsApi({ body: { date: today, dayOfWeek: weekdayName(new Date()), exercises: [squat] } }),
      "GET /api/meals": { body: [] },
      "GET /api/streak": { body: { streak: 3, activeToday: true, today } },
    });
    go("/");
    preloadScreen("/", "");
    const title = watchTitle((text) => /0\/1\s*exercise done/.test(text) && text.includes("3 day streak"));
    render(<App />);
    expect(mock.callsTo("GET", `/api/workouts/${today}`)).toHaveLength(0);
    release();
    // Right after the answer, the three reads together, before the screen asks for anything.
    await waitFor(() =>
      expect(mock.calls.slice(0, 4).map((c) => c.url)).toEqual(["/api/auth/user", `/api/workouts/${today}`, "/api/meals", "/api/streak"]),
    );
    await waitFor(() => getByText("3 day streak"));
    title.stop();
    expect(title.seen.length).toBeGreaterThan(0);
    expect(title.seen.filter((withData) => !withData)).toEqual([]);
  });

  test("the first screen renders in slices: the page runs other tasks while React renders it, then shows it once, whole", async () => {
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    try {
      // A long day, so that its render takes many of React's 5 ms slices.
      const exercises = Array.from({ length: 60 }, (_, i) => ({ ...squat, id: i + 1, name: `Exercise ${i + 1}`, sortOrder: i + 1 }));
      let release: () => void = () => {};
      mockFetch({
        "GET /api/auth/user": () => new Promise((resolve) => (release = () => resolve({ body: signedIn() }))),
        ...workoutsApi({ body: { date: today, dayOfWeek: weekdayName(new Date()), exercises } }),
      });
      go("/workouts");
      preloadScreen("/workouts", "");
      const title = watchTitle((text) => text.includes("Exercise 1") && text.includes("Exercise 60"));
      render(<App />);
      await import("./screens");
      // From here on outside act(), which would render everything at once: React schedules its
      // work itself, as in the browser.
      env.IS_REACT_ACT_ENVIRONMENT = false;
      // A task every turn of the event loop, as the browser's own work (input, paint) would be.
      const ticks: number[] = [];
      let ticking = true;
      const tick = () => {
        ticks.push(performance.now());
        if (ticking) setTimeout(tick, 0);
      };
      tick();
      release();
      const deadline = Date.now() + 10_000;
      while (!document.body.textContent!.includes("Exercise 60") && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
      ticking = false;
      title.stop();
      expect(title.seen.length).toBeGreaterThan(0);
      expect(title.seen.filter((whole) => !whole)).toEqual([]);
      const gaps = ticks.slice(1).map((t, i) => t - ticks[i]!);
      const longest = Math.max(...gaps);
      const spent = ticks.at(-1)! - ticks[0]!;
      // One task for the whole render would leave one gap of most of that time.
      expect(spent).toBeGreaterThan(40);
      expect(longest).toBeLessThan(spent / 3);
    } finally {
      env.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });
});

describe("the page's loading frame", () => {
  /** The frame web/index.html paints before any script, beside the app's root. */
  function pageFrame() {
    const boot = document.createElement("div");
    boot.id = "boot";
    boot.setAttribute("role", "status");
    boot.setAttribute("aria-label", "Loading Kinfit");
    boot.textContent = "Kinfit";
    document.body.prepend(boot);
    // Every change to the page: was the frame there together with the app's own content?
    const overlaps: string[] = [];
    const observer = new MutationObserver(() => {
      const app = [...document.body.children].filter((e) => e !== boot && e.textContent!.trim() !== "");
      if (boot.isConnected && app.length > 0) overlaps.push(app.map((e) => e.textContent!.slice(0, 40)).join(" | "));
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    return { boot, overlaps, stop: () => (observer.disconnect(), boot.remove()) };
  }

  test("stays, with nothing drawn over it, until the first screen replaces it with its day", async () => {
    const frame = pageFrame();
    let release: () => void = () => {};
    mockFetch({
      "GET /api/auth/user": () => new Promise((resolve) => (release = () => resolve({ body: signedIn() }))),
      ...workoutsApi({ body: { date: today, dayOfWeek: weekdayName(new Date()), exercises: [squat] } }),
    });
    go("/workouts");
    preloadScreen("/workouts", "");
    const { container } = render(<App />);
    // Starting: the page's frame alone; the app draws no loading state of its own.
    expect(frame.boot.isConnected).toBe(true);
    expect(queryByText("Loading...")).toBeNull();
    expect(container.textContent).toBe("");
    release();
    await waitFor(() => getByText("Squat"));
    expect(frame.boot.isConnected).toBe(false);
    expect(frame.overlaps).toEqual([]);
    frame.stop();
  });

  test("goes when the sign-in screen comes in, for a visitor", async () => {
    const frame = pageFrame();
    mockFetch({ "GET /api/auth/user": { body: signedOut } });
    go("/login");
    preloadScreen("/login", "");
    render(<App />);
    expect(frame.boot.isConnected).toBe(true);
    await waitFor(() => getByRole("button", { name: "Sign In" }));
    expect(frame.boot.isConnected).toBe(false);
    expect(frame.overlaps).toEqual([]);
    frame.stop();
  });

  test("once it is gone, a screen still loading shows the app's own loading state", async () => {
    let release: () => void = () => {};
    mockFetch({ "GET /api/auth/user": () => new Promise((resolve) => (release = () => resolve({ body: signedIn() }))) });
    go("/");
    render(<App />);
    expect(getByRole("status")).toBeTruthy();
    expect(getByText("Loading...")).toBeTruthy();
    release();
    await waitFor(() => getByRole("heading", { name: "Dashboard" }));
  });
});
