// The profile screen through the whole app: names, macro tracking and sign-out.
import { beforeEach, describe, expect, test } from "bun:test";
import type { UserDto } from "../../../src/shared/auth/contract";
import { App } from "../../app";
import { useToastStore } from "../../stores/toast";
import { mockFetch, signedIn, signedOut, testUser } from "../../test/fetch-mock";
import { click, getByLabelText, getByRole, getByText, queryByLabelText, queryByText, render, type, waitFor } from "../../test/render";

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  window.history.replaceState(null, "", "/profile");
});

const toastText = () => document.querySelector('[role="status"]')?.textContent ?? "";

function serverWith(user: UserDto) {
  let current = { ...user };
  return mockFetch({
    "GET /api/auth/user": () => ({ body: signedIn(current) }),
    "PUT /api/profile": (call) => {
      current = { ...current, ...(call.body as Partial<UserDto>) };
      return { body: current };
    },
    "POST /api/logout": () => ({ body: { ok: true } }),
  });
}

describe("profile", () => {
  test("shows initials, name and email", async () => {
    serverWith(testUser);
    render(<App />);
    await waitFor(() => getByRole("heading", { name: "Profile" }));
    expect(document.querySelector(".avatar")?.textContent).toBe("AL");
    expect(getByText("Ada Lovelace")).toBeTruthy();
    expect(getByText("ada@example.com")).toBeTruthy();
  });

  test("the macro switch sends {macroTracking: true}, toasts and shows the notice", async () => {
    const mock = serverWith(testUser);
    render(<App />);
    await waitFor(() => getByRole("heading", { name: "Account Settings" }));
    const sw = getByRole("switch", { name: "Macro Tracking" });
    expect(sw.getAttribute("aria-checked")).toBe("false");
    expect(getByText(/calories, protein, carbs and fat/)).toBeTruthy();
    expect(queryByText(/fields now appear on your meals and ingredients/)).toBeNull();

    click(sw);
    await waitFor(() => expect(toastText()).toContain("Macro tracking enabled successfully"));
    expect(mock.callsTo("PUT", "/api/profile")[0]?.body).toEqual({ macroTracking: true });
    expect(getByRole("switch", { name: "Macro Tracking" }).getAttribute("aria-checked")).toBe("true");
    expect(getByText(/fields now appear on your meals and ingredients/)).toBeTruthy();

    click(getByRole("switch", { name: "Macro Tracking" }));
    await waitFor(() => expect(toastText()).toContain("Macro tracking disabled successfully"));
    expect(mock.callsTo("PUT", "/api/profile")[1]?.body).toEqual({ macroTracking: false });
  });

  test("a failed macro change says so", async () => {
    mockFetch({ "GET /api/auth/user": { body: signedIn() }, "PUT /api/profile": { status: 500, body: { message: "boom" } } });
    render(<App />);
    await waitFor(() => getByRole("switch", { name: "Macro Tracking" }));
    click(getByRole("switch", { name: "Macro Tracking" }));
    await waitFor(() => expect(toastText()).toContain("Failed to update macro tracking setting."));
    expect(toastText()).toContain("Error");
    expect(getByRole("switch", { name: "Macro Tracking" }).getAttribute("aria-checked")).toBe("false");
  });

  test("edit name: Save sends both names and toasts 'Profile updated'; Cancel leaves edit mode", async () => {
    const mock = serverWith(testUser);
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Edit" }));
    click(getByRole("button", { name: "Edit" }));
    click(getByRole("button", { name: "Cancel" }));
    expect(queryByLabelText("First Name")).toBeNull();

    click(getByRole("button", { name: "Edit" }));
    type(getByLabelText("First Name"), "Augusta");
    type(getByLabelText("Last Name"), "King");
    click(getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toastText()).toContain("Profile updated"));
    expect(mock.callsTo("PUT", "/api/profile")[0]?.body).toEqual({ firstName: "Augusta", lastName: "King" });
    expect(getByText("Augusta King")).toBeTruthy();
    expect(document.querySelector(".avatar")?.textContent).toBe("AK");
    expect(queryByLabelText("First Name")).toBeNull();
  });

  test("a failed name change shows the friendly message", async () => {
    mockFetch({ "GET /api/auth/user": { body: signedIn() }, "PUT /api/profile": { status: 500, text: "" } });
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Edit" }));
    click(getByRole("button", { name: "Edit" }));
    click(getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toastText()).toContain("Failed to update profile. Please try again."));
  });

  test("Sign Out posts logout and shows the sign-in screen", async () => {
    let answer = signedIn();
    const mock = mockFetch({
      "GET /api/auth/user": () => ({ body: answer }),
      "POST /api/logout": () => {
        answer = signedOut;
        return { body: { ok: true } };
      },
    });
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Sign Out" }));
    click(getByRole("button", { name: "Sign Out" }));
    await waitFor(() => getByRole("button", { name: "Sign In" }));
    expect(mock.callsTo("POST", "/api/logout")).toHaveLength(1);
    expect(getByLabelText("Email")).toBeTruthy();
  });
});
