// The sign-in / sign-up screen through the whole app: fields, checks, server answers and the auth-disabled state.
import { beforeEach, describe, expect, test } from "bun:test";
import { App } from "@web/app";
import { useToastStore } from "@web/stores/toast";
import { mockFetch, signedIn, signedOut } from "@web/test/fetch-mock";
import {
  click,
  queryAllByText,
  getByLabelText,
  getByRole,
  getByText,
  queryByLabelText,
  queryByRole,
  queryByText,
  render,
  type,
  waitFor,
} from "@web/test/render";

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  window.history.replaceState(null, "", "/login");
});

async function renderSignIn() {
  render(<App />);
  await waitFor(() => getByRole("button", { name: "Sign In" }));
}

/** The message an input is described by (its error under it). */
const describedText = (input: HTMLElement) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ")
    .trim();

const toastText = () => document.querySelector('[role="status"]')?.textContent ?? "";

describe("sign-in / sign-up screen", () => {
  test("shows the sign-in fields and toggles to sign-up and back", async () => {
    mockFetch({ "GET /api/auth/user": { body: signedOut } });
    await renderSignIn();
    expect(getByRole("heading", { name: "Track your fitness journey" })).toBeTruthy();
    expect(getByLabelText("Email").type).toBe("email");
    expect(getByLabelText("Password").getAttribute("autocomplete")).toBe("current-password");
    expect(queryByLabelText("Confirm Password")).toBeNull();

    click(getByRole("button", { name: "Don't have an account? Sign up" }));
    expect(getByRole("button", { name: "Sign Up" })).toBeTruthy();
    expect(getByLabelText("Confirm Password")).toBeTruthy();
    expect(getByLabelText("First Name")).toBeTruthy();
    expect(getByLabelText("Last Name")).toBeTruthy();
    expect(getByLabelText("Password").getAttribute("autocomplete")).toBe("new-password");

    click(getByRole("button", { name: "Already have an account? Sign in" }));
    expect(getByRole("button", { name: "Sign In" })).toBeTruthy();
    expect(queryByLabelText("Confirm Password")).toBeNull();
  });

  test("sign-up refuses mismatched passwords without calling the server", async () => {
    const mock = mockFetch({ "GET /api/auth/user": { body: signedOut } });
    await renderSignIn();
    click(getByRole("button", { name: "Don't have an account? Sign up" }));
    type(getByLabelText("Email"), "ada@example.com");
    type(getByLabelText("Password"), "correct horse");
    type(getByLabelText("Confirm Password"), "battery staple");
    type(getByLabelText("First Name"), "Ada");
    type(getByLabelText("Last Name"), "Lovelace");
    click(getByRole("button", { name: "Sign Up" }));
    await waitFor(() => expect(getByRole("alert").textContent).toBe("Passwords don't match"));
    // Once, under the confirmation: no toast repeats it.
    expect(queryAllByText("Passwords don't match")).toHaveLength(1);
    expect(describedText(getByLabelText("Confirm Password"))).toBe("Passwords don't match");
    expect(toastText()).toBe("");
    expect(mock.callsTo("POST", "/api/signup")).toHaveLength(0);
  });

  test("sign-up needs a first and a last name: blank or spaces are refused under the field, once", async () => {
    const mock = mockFetch({ "GET /api/auth/user": { body: signedOut } });
    await renderSignIn();
    click(getByRole("button", { name: "Don't have an account? Sign up" }));
    expect(getByLabelText("First Name").required).toBe(true);
    expect(getByLabelText("Last Name").required).toBe(true);
    type(getByLabelText("First Name"), "   ");
    type(getByLabelText("Email"), "ada@example.com");
    type(getByLabelText("Password"), "correct horse");
    type(getByLabelText("Confirm Password"), "correct horse");
    click(getByRole("button", { name: "Sign Up" }));
    await waitFor(() => getByText("First name is required"));
    expect(queryAllByText("First name is required")).toHaveLength(1);
    expect(queryAllByText("Last name is required")).toHaveLength(1);
    expect(describedText(getByLabelText("First Name"))).toBe("First name is required");
    expect(describedText(getByLabelText("Last Name"))).toBe("Last name is required");
    expect(toastText()).toBe("");
    expect(mock.callsTo("POST", "/api/signup")).toHaveLength(0);
  });

  test("a refused sign-up shows the server's message once, in the 'Error' toast", async () => {
    mockFetch({
      "GET /api/auth/user": { body: signedOut },
      "POST /api/signup": { status: 409, body: { message: "An account with this email already exists" } },
    });
    await renderSignIn();
    click(getByRole("button", { name: "Don't have an account? Sign up" }));
    type(getByLabelText("First Name"), "Ada");
    type(getByLabelText("Last Name"), "Lovelace");
    type(getByLabelText("Email"), "ada@example.com");
    type(getByLabelText("Password"), "correct horse");
    type(getByLabelText("Confirm Password"), "correct horse");
    click(getByRole("button", { name: "Sign Up" }));
    await waitFor(() => expect(toastText()).toContain("An account with this email already exists"));
    expect(queryAllByText("An account with this email already exists")).toHaveLength(1);
    expect(queryByRole("alert")).toBeNull();
  });

  test("a 401 shows the server's message once, in a destructive 'Error' toast", async () => {
    const mock = mockFetch({
      "GET /api/auth/user": { body: signedOut },
      "POST /api/login": { status: 401, body: { message: "Invalid email or password" } },
    });
    await renderSignIn();
    type(getByLabelText("Email"), "ada@example.com");
    type(getByLabelText("Password"), "wrong-password");
    click(getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(toastText()).toContain("Invalid email or password"));
    expect(queryAllByText("Invalid email or password")).toHaveLength(1);
    expect(mock.callsTo("POST", "/api/login")[0]?.body).toEqual({ email: "ada@example.com", password: "wrong-password" });
    const status = document.querySelector<HTMLElement>('[role="status"]');
    expect(status?.dataset.variant).toBe("destructive");
    expect(toastText()).toContain("Error");
    expect(toastText()).toContain("Invalid email or password");
  });

  test("an error without a message says 'Authentication failed'; a network failure says so", async () => {
    let reply: { status: number; text: string } | Error = { status: 500, text: "" };
    mockFetch({ "GET /api/auth/user": { body: signedOut }, "POST /api/login": () => reply });
    await renderSignIn();
    type(getByLabelText("Email"), "ada@example.com");
    type(getByLabelText("Password"), "whatever1");
    click(getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(toastText()).toContain("Authentication failed"));
    reply = new TypeError("Failed to fetch");
    click(getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(toastText()).toContain("Network error. Please try again."));
  });

  test("a successful sign-up sends the names, signs in and goes to /", async () => {
    let answer = signedOut;
    const mock = mockFetch({
      "GET /api/auth/user": () => ({ body: answer }),
      "POST /api/signup": () => {
        answer = signedIn();
        return { status: 201, body: answer };
      },
    });
    await renderSignIn();
    click(getByRole("button", { name: "Don't have an account? Sign up" }));
    type(getByLabelText("First Name"), "Ada");
    type(getByLabelText("Last Name"), "Lovelace");
    type(getByLabelText("Email"), "Ada@Example.com");
    type(getByLabelText("Password"), "analytical");
    type(getByLabelText("Confirm Password"), "analytical");
    click(getByRole("button", { name: "Sign Up" }));
    await waitFor(() => getByRole("heading", { name: "Dashboard" }));
    expect(window.location.pathname).toBe("/");
    expect(mock.callsTo("POST", "/api/signup")[0]?.body).toEqual({
      email: "ada@example.com",
      password: "analytical",
      firstName: "Ada",
      lastName: "Lovelace",
    });
    expect(queryByRole("button", { name: "Sign Up" })).toBeNull();
    expect(getByText("Kinfit")).toBeTruthy();
  });
  test("a 501 from the auth check is the 'auth disabled' state: the screen says so, with the server's message", async () => {
    const mock = mockFetch({
      "GET /api/auth/user": {
        status: 501,
        body: { message: "Sign-in is turned off on this server", authEnabled: false, loginUrl: "/api/login" },
      },
    });
    await renderSignIn();
    expect(getByRole("note").textContent).toBe("Sign-in is turned off on this server");
    expect(mock.callsTo("GET", "/api/auth/user")).toHaveLength(2);
  });

  test("signs in at the login URL of the server's auth answer", async () => {
    const mock = mockFetch({
      "GET /api/auth/user": { body: { ...signedOut, loginUrl: "/api/auth/login" } },
      "POST /api/auth/login": { status: 401, body: { message: "Invalid email or password" } },
    });
    await renderSignIn();
    expect(queryByRole("note")).toBeNull();
    type(getByLabelText("Email"), "ada@example.com");
    type(getByLabelText("Password"), "wrong-password");
    click(getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(toastText()).toContain("Invalid email or password"));
    expect(queryAllByText("Invalid email or password")).toHaveLength(1);
    expect(mock.callsTo("POST", "/api/auth/login")).toHaveLength(1);
    expect(mock.callsTo("POST", "/api/login")).toHaveLength(0);
  });
});

describe("sign-ups closed by the admin", () => {
  test("the screen says so instead of offering sign-up", async () => {
    mockFetch({ "GET /api/auth/user": { body: { ...signedOut, signupsOpen: false, message: "Not authenticated" } } });
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Sign In" }));
    expect(getByText("Sign-ups are closed. Ask the person who runs Kinfit in your home for an account.")).toBeTruthy();
    expect(queryByText("Don't have an account? Sign up")).toBeNull();
  });
});
