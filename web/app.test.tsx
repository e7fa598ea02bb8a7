import { beforeEach, describe, expect, test } from "bun:test";
import { App } from "./app";
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
