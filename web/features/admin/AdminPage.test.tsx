// The admin screen through the whole app: its own sign-in, the user list, deleting and logging out.
import { beforeEach, describe, expect, test } from "bun:test";
import type { AdminUserDto } from "@shared/auth/contract";
import { App } from "@web/app";
import { useToastStore } from "@web/stores/toast";
import { mockFetch } from "@web/test/fetch-mock";

const signedOutAdmin = { body: { signedIn: false, username: null } };
const signedInAdmin = { body: { signedIn: true, username: "admin" } };
import { click, getByLabelText, getByRole, getByText, queryByRole, queryByText, render, type, waitFor } from "@web/test/render";

const users: AdminUserDto[] = [
  {
    id: 1,
    email: "ada@example.com",
    firstName: "Ada",
    lastName: "Lovelace",
    username: "ada",
    subscriptionStatus: "premium",
    createdAt: "2025-01-02T10:00:00.000Z",
  },
  {
    id: 2,
    email: "grace@example.com",
    firstName: null,
    lastName: null,
    username: "grace",
    subscriptionStatus: "free",
    createdAt: "2025-03-04T10:00:00.000Z",
  },
];

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  window.history.replaceState(null, "", "/admin");
});

const toastText = () => document.querySelector('[role="status"]')?.textContent ?? "";

describe("admin screen", () => {
  test("a signed-out admin sees the login form; both fields are required", async () => {
    const mock = mockFetch({ "GET /api/admin/session": signedOutAdmin });
    render(<App />);
    await waitFor(() => getByRole("heading", { name: "Admin Login" }));
    // The admin screen never asks for the user session.
    expect(mock.callsTo("GET", "/api/auth/user")).toHaveLength(0);
    // Before sign-in it asks only whether the admin is signed in: nothing it asks is refused.
    expect(mock.calls.map((c) => `${c.method} ${c.url}`)).toEqual(["GET /api/admin/session"]);
    type(getByLabelText("Username"), "admin");
    click(getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(getByRole("alert").textContent).toBe("Please enter both username and password"));
    expect(toastText()).toContain("Please enter both username and password");
    expect(mock.callsTo("POST", "/api/admin/login")).toHaveLength(0);
  });

  test("wrong credentials show 'Login failed' with the server message", async () => {
    mockFetch({
      "GET /api/admin/session": signedOutAdmin,
      "POST /api/admin/login": { status: 401, body: { message: "Invalid credentials" } },
    });
    render(<App />);
    await waitFor(() => getByLabelText("Username"));
    type(getByLabelText("Username"), "admin");
    type(getByLabelText("Password"), "nope");
    click(getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(toastText()).toContain("Login failed"));
    expect(toastText()).toContain("Invalid credentials");
  });

  test("login shows the dashboard with 'All Users (2)' and each row's details", async () => {
    let signedIn = false;
    const mock = mockFetch({
      "GET /api/admin/session": () => (signedIn ? signedInAdmin : signedOutAdmin),
      "GET /api/admin/users": () => (signedIn ? { body: users } : { status: 401, body: { message: "Not signed in" } }),
      "POST /api/admin/login": () => {
        signedIn = true;
        return { body: { ok: true, username: "admin" } };
      },
    });
    render(<App />);
    await waitFor(() => getByLabelText("Username"));
    type(getByLabelText("Username"), "admin");
    type(getByLabelText("Password"), "secret");
    click(getByRole("button", { name: "Sign In" }));
    await waitFor(() => getByRole("heading", { name: "Admin Dashboard" }));
    expect(mock.callsTo("POST", "/api/admin/login")[0]?.body).toEqual({ username: "admin", password: "secret" });
    expect(toastText()).toContain("Admin login successful");
    expect(getByRole("heading", { name: "All Users (2)" })).toBeTruthy();
    expect(getByText("Ada Lovelace")).toBeTruthy();
    expect(getByText("ada@example.com")).toBeTruthy();
    // Only what other screens show too: no membership badge, no @username.
    expect(getByText("grace")).toBeTruthy();
    expect(queryByText("premium")).toBeNull();
    expect(queryByText("free")).toBeNull();
    expect(queryByText("@ada")).toBeNull();
    // Before sign-in nothing but the session check went out.
    expect(mock.callsTo("GET", "/api/admin/users").length).toBeGreaterThan(0);
    expect(mock.calls.findIndex((c) => c.url === "/api/admin/users")).toBeGreaterThan(
      mock.calls.findIndex((c) => c.url === "/api/admin/login"),
    );
    expect(getByText(`Joined ${new Date(users[0]!.createdAt).toLocaleDateString()}`)).toBeTruthy();
    expect(getByRole("button", { name: "Delete Ada Lovelace" })).toBeTruthy();
    expect(getByRole("button", { name: "Delete grace" })).toBeTruthy();
  });

  test("delete asks first, then deletes and refreshes the list", async () => {
    let list = [...users];
    const mock = mockFetch({
      "GET /api/admin/session": signedInAdmin,
      "GET /api/admin/users": () => ({ body: list }),
      "DELETE /api/admin/users/2": () => {
        list = list.filter((u) => u.id !== 2);
        return { body: { ok: true } };
      },
    });
    render(<App />);
    await waitFor(() => getByRole("heading", { name: "All Users (2)" }));
    click(getByRole("button", { name: "Delete grace" }));
    const dialog = getByRole("dialog", { name: "Delete User" });
    expect(dialog.textContent).toContain("workouts, meals and profile information will be permanently removed");
    expect(dialog.textContent).toContain("cannot be undone");
    click(getByRole("button", { name: "Cancel" }));
    expect(queryByRole("dialog")).toBeNull();
    expect(mock.callsTo("DELETE", "/api/admin/users/2")).toHaveLength(0);

    click(getByRole("button", { name: "Delete grace" }));
    click(getByRole("button", { name: "Delete User" }));
    await waitFor(() => getByRole("heading", { name: "All Users (1)" }));
    expect(toastText()).toContain("User deleted successfully");
    expect(queryByRole("dialog")).toBeNull();
  });

  test("reset password asks first, then shows the one-time password", async () => {
    const mock = mockFetch({
      "GET /api/admin/session": signedInAdmin,
      "GET /api/admin/users": { body: users },
      "POST /api/admin/users/2/reset-password": { body: { password: "Abc234def567ghj89KLm" } },
    });
    render(<App />);
    await waitFor(() => getByRole("heading", { name: "All Users (2)" }));
    click(getByRole("button", { name: "Reset password of grace" }));
    const dialog = getByRole("dialog", { name: "Reset Password" });
    expect(dialog.textContent).toContain("signed out on every device");
    expect(mock.callsTo("POST", "/api/admin/users/2/reset-password")).toHaveLength(0);
    click(getByRole("button", { name: "Reset Password" }, dialog));
    await waitFor(() => getByText("Abc234def567ghj89KLm"));
    expect(dialog.textContent).toContain("It is shown only once");
    click(getByRole("button", { name: "Done" }));
    expect(queryByRole("dialog")).toBeNull();
  });

  test("a failed delete says 'Delete failed' with the message", async () => {
    mockFetch({
      "GET /api/admin/session": signedInAdmin,
      "GET /api/admin/users": { body: users },
      "DELETE /api/admin/users/1": { status: 404, body: { message: "User not found" } },
    });
    render(<App />);
    await waitFor(() => getByRole("heading", { name: "All Users (2)" }));
    click(getByRole("button", { name: "Delete Ada Lovelace" }));
    click(getByRole("button", { name: "Delete User" }));
    await waitFor(() => expect(toastText()).toContain("Delete failed"));
    expect(toastText()).toContain("User not found");
  });

  test("logout returns to an empty login form", async () => {
    const mock = mockFetch({
      "GET /api/admin/session": signedInAdmin,
      "GET /api/admin/users": { body: users },
      "POST /api/admin/logout": { body: { ok: true } },
    });
    render(<App />);
    await waitFor(() => getByRole("heading", { name: "Admin Dashboard" }));
    click(getByRole("button", { name: "Logout" }));
    await waitFor(() => getByRole("heading", { name: "Admin Login" }));
    expect(toastText()).toContain("Logged out successfully");
    expect(getByLabelText("Username").value).toBe("");
    expect(getByLabelText("Password").value).toBe("");
    // The sign-in form shows without asking the server again.
    expect(mock.callsTo("GET", "/api/admin/session")).toHaveLength(1);
  });

  test("a load failure says 'Failed to fetch users'", async () => {
    mockFetch({ "GET /api/admin/session": signedInAdmin, "GET /api/admin/users": { status: 500, body: { message: "boom" } } });
    render(<App />);
    await waitFor(() => expect(toastText()).toContain("Failed to fetch users"));
    expect(getByRole("button", { name: "Try Again" })).toBeTruthy();
  });
});

describe("household settings", () => {
  test("the admin closes and reopens sign-ups", async () => {
    let open = true;
    const mock = mockFetch({
      "GET /api/admin/session": signedInAdmin,
      "GET /api/admin/users": { body: users },
      "GET /api/admin/settings": () => ({ body: { signupsOpen: open } }),
      "PUT /api/admin/settings": (call) => {
        open = (call.body as { signupsOpen: boolean }).signupsOpen;
        return { body: { signupsOpen: open } };
      },
    });
    render(<App />);
    const sw = await waitFor(() => getByRole("switch", { name: "Allow new sign-ups" }));
    expect(sw.getAttribute("aria-checked")).toBe("true");
    click(sw);
    await waitFor(() => expect(getByRole("switch", { name: "Allow new sign-ups" }).getAttribute("aria-checked")).toBe("false"));
    expect(mock.callsTo("PUT", "/api/admin/settings")[0]!.body).toEqual({ signupsOpen: false });
    expect(toastText()).toContain("Sign-ups closed");
  });

  test("online barcode lookup: on by default, said on the screen; the admin turns it off", async () => {
    let on = true;
    const mock = mockFetch({
      "GET /api/admin/session": signedInAdmin,
      "GET /api/admin/users": { body: users },
      "GET /api/admin/settings": () => ({ body: { signupsOpen: true, foodLookupOnline: on } }),
      "PUT /api/admin/settings": (call) => {
        on = (call.body as { foodLookupOnline: boolean }).foodLookupOnline;
        return { body: { signupsOpen: true, foodLookupOnline: on } };
      },
    });
    render(<App />);
    const sw = await waitFor(() => getByRole("switch", { name: "Look up barcodes online" }));
    expect(sw.getAttribute("aria-checked")).toBe("true");
    expect(getByText(/On by default: a barcode the household does not know yet is looked up on Open Food Facts/)).toBeTruthy();
    click(sw);
    await waitFor(() => expect(getByRole("switch", { name: "Look up barcodes online" }).getAttribute("aria-checked")).toBe("false"));
    expect(mock.callsTo("PUT", "/api/admin/settings")[0]!.body).toEqual({ foodLookupOnline: false });
    expect(toastText()).toContain("Barcodes are no longer looked up online");
  });

  test("beside the switch, how many sign-ups the hourly limit refused", async () => {
    mockFetch({
      "GET /api/admin/session": signedInAdmin,
      "GET /api/admin/users": { body: users },
      "GET /api/admin/settings": { body: { signupsOpen: true, signupsRefused: 12 } },
    });
    render(<App />);
    await waitFor(() => getByRole("switch", { name: "Allow new sign-ups" }));
    await waitFor(() => expect(document.body.textContent).toContain("12 sign-ups refused"));
  });
});

describe("household name", () => {
  test("the admin renames the household; a blank name is not sent", async () => {
    let name = "Our household";
    const mock = mockFetch({
      "GET /api/admin/session": signedInAdmin,
      "GET /api/admin/users": { body: users },
      "GET /api/admin/settings": { body: { signupsOpen: true, signupsRefused: 0 } },
      "GET /api/admin/household": () => ({ body: { name } }),
      "PUT /api/admin/household": (call) => {
        name = (call.body as { name: string }).name;
        return { body: { name } };
      },
    });
    render(<App />);
    const input = (await waitFor(() => getByLabelText("Household name"))) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe("Our household"));
    type(input, " ");
    await waitFor(() => expect(document.body.textContent).toContain("Household name is required"));
    expect((getByRole("button", { name: "Rename" }) as HTMLButtonElement).disabled).toBe(true);
    type(input, "The Smiths");
    click(getByRole("button", { name: "Rename" }));
    await waitFor(() => expect(toastText()).toContain("Household renamed"));
    expect(mock.callsTo("PUT", "/api/admin/household")[0]!.body).toEqual({ name: "The Smiths" });
  });
});

describe("shared by former members", () => {
  test("lists what removed members shared, and the admin deletes it", async () => {
    let items = { customIngredients: [{ id: 4, name: "Skyr" }], libraryMeals: [{ id: 9, name: "Stew" }] };
    const mock = mockFetch({
      "GET /api/admin/session": signedInAdmin,
      "GET /api/admin/users": { body: users },
      "GET /api/admin/settings": { body: { signupsOpen: true, signupsRefused: 0 } },
      "GET /api/admin/former-items": () => ({ body: items }),
      "DELETE /api/admin/former-items/meal-templates/9": () => {
        items = { ...items, libraryMeals: [] };
        return { body: { ok: true } };
      },
    });
    render(<App />);
    await waitFor(() => getByRole("heading", { name: "Shared by former members" }));
    expect(document.body.textContent).toContain("Skyr");
    click(getByRole("button", { name: "Delete Stew" }));
    await waitFor(() => expect(toastText()).toContain("Stew deleted"));
    expect(mock.callsTo("DELETE", "/api/admin/former-items/meal-templates/9")).toHaveLength(1);
    await waitFor(() => expect(queryByRole("button", { name: "Delete Stew" })).toBeNull());
  });
});
