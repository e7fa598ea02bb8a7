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

describe("security", () => {
  function securityServer(answer: { status: number; body: unknown }) {
    let signedInNow = true;
    return mockFetch({
      "GET /api/auth/user": () => ({ body: signedInNow ? signedIn(testUser) : signedOut }),
      "POST /api/profile/password": answer,
      "POST /api/logout-everywhere": () => {
        signedInNow = false;
        return { body: { ok: true } };
      },
    });
  }
  const openForm = async () => {
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Change password" }));
    click(getByRole("button", { name: "Change password" }));
  };

  test("change password: checked in the form first, then sent; success says other devices are signed out", async () => {
    const mock = securityServer({ status: 200, body: { ok: true } });
    await openForm();
    type(getByLabelText("Current Password"), "correct horse");
    type(getByLabelText("New Password"), "short");
    type(getByLabelText("Confirm New Password"), "short");
    click(getByRole("button", { name: "Change Password" }));
    await waitFor(() => getByText("New password must be at least 8 characters"));
    type(getByLabelText("New Password"), "a brand new one");
    type(getByLabelText("Confirm New Password"), "a brand new on");
    click(getByRole("button", { name: "Change Password" }));
    await waitFor(() => getByText("Passwords don't match"));
    expect(mock.callsTo("POST", "/api/profile/password")).toHaveLength(0);
    type(getByLabelText("Confirm New Password"), "a brand new one");
    click(getByRole("button", { name: "Change Password" }));
    await waitFor(() => expect(toastText()).toContain("Password changed"));
    expect(toastText()).toContain("Your other devices have been signed out.");
    expect(mock.callsTo("POST", "/api/profile/password")[0]!.body).toEqual({ currentPassword: "correct horse", newPassword: "a brand new one" });
    expect(queryByLabelText("Current Password")).toBeNull();
  });

  test("change password: the server's message shows in the form, once", async () => {
    securityServer({ status: 400, body: { message: "Current password is incorrect" } });
    await openForm();
    type(getByLabelText("Current Password"), "wrong one");
    type(getByLabelText("New Password"), "a brand new one");
    type(getByLabelText("Confirm New Password"), "a brand new one");
    click(getByRole("button", { name: "Change Password" }));
    await waitFor(() => getByText("Current password is incorrect"));
    expect(document.body.textContent!.split("Current password is incorrect").length - 1).toBe(1);
  });

  test("sign out everywhere ends this session too", async () => {
    const mock = securityServer({ status: 200, body: { ok: true } });
    render(<App />);
    await waitFor(() => getByText("Signed in on other devices?"));
    click(getByText("Signed in on other devices?"));
    click(getByRole("button", { name: "Sign out everywhere" }));
    await waitFor(() => getByRole("button", { name: "Sign In" }));
    expect(mock.callsTo("POST", "/api/logout-everywhere")).toHaveLength(1);
  });
});
