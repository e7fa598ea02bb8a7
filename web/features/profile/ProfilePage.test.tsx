// The profile screen through the whole app: names, macro tracking and sign-out.
import { beforeEach, describe, expect, test } from "bun:test";
import type { UserDto } from "@shared/auth/contract";
import { App } from "@web/app";
import { useToastStore } from "@web/stores/toast";
import { mockFetch, signedIn, signedOut, testUser } from "@web/test/fetch-mock";
import { click, getByLabelText, getByRole, getByText, queryByLabelText, queryByText, render, type, waitFor } from "@web/test/render";

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

  test("the About card credits the food database's source", async () => {
    serverWith(testUser);
    render(<App />);
    await waitFor(() => getByRole("heading", { name: "About" }));
    expect(document.body.textContent).toContain("USDA National Nutrient Database for Standard Reference, Release 28 (2016)");
    expect(document.body.textContent).toContain(
      "Foods found by barcode from Open Food Facts (openfoodfacts.org), available under the Open Database License (ODbL).",
    );
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

  test("a failed name change without a reason shows the friendly message", async () => {
    mockFetch({ "GET /api/auth/user": { body: signedIn() }, "PUT /api/profile": { status: 500, text: "" } });
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Edit" }));
    click(getByRole("button", { name: "Edit" }));
    click(getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toastText()).toContain("Failed to update profile. Please try again."));
  });

  test("a name change the server refuses shows the server's message in the form, once", async () => {
    mockFetch({
      "GET /api/auth/user": { body: signedIn() },
      "PUT /api/profile": { status: 400, body: { message: "Last name must be at most 100 characters" } },
    });
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Edit" }));
    click(getByRole("button", { name: "Edit" }));
    type(getByLabelText("Last Name"), "King");
    click(getByRole("button", { name: "Save" }));
    await waitFor(() => expect(getByRole("alert").textContent).toBe("Last name must be at most 100 characters"));
    expect(document.body.textContent!.split("Last name must be at most 100 characters").length - 1).toBe(1);
    expect(toastText()).toBe("");
    // The form stays open with what was typed.
    expect(getByLabelText("Last Name").value).toBe("King");
  });

  test("blank names are refused under their fields before sending", async () => {
    const mock = serverWith(testUser);
    render(<App />);
    await waitFor(() => getByRole("button", { name: "Edit" }));
    click(getByRole("button", { name: "Edit" }));
    type(getByLabelText("First Name"), "   ");
    type(getByLabelText("Last Name"), "");
    click(getByRole("button", { name: "Save" }));
    await waitFor(() => getByText("First name is required"));
    expect(getByText("Last name is required")).toBeTruthy();
    expect(getByLabelText("First Name").getAttribute("aria-invalid")).toBe("true");
    expect(mock.callsTo("PUT", "/api/profile")).toHaveLength(0);
    expect(toastText()).toBe("");
  });

  test("Sign Out posts logout and shows the sign-in screen at /login", async () => {
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
    await waitFor(() => expect(window.location.pathname).toBe("/login"));
  });
});

describe("units and plates", () => {
  /** A server that keeps a plate set per weight unit, as the real one does. */
  function unitServer(user: UserDto = testUser, failPut = false) {
    let current = { ...user };
    const platesByUnit: Record<string, number[]> = { lb: [...user.plates], kg: [25, 20, 15, 10, 5, 2.5, 1.25] };
    return mockFetch({
      "GET /api/auth/user": () => ({ body: signedIn(current) }),
      "PUT /api/profile": (call) => {
        if (failPut) return { status: 500, body: { message: "boom" } };
        const body = call.body as Partial<UserDto>;
        if (body.plates?.includes(99)) return { status: 400, body: { message: "plates must be a list of up to 12 different weights" } };
        current = { ...current, ...body };
        if (body.plates) platesByUnit[current.weightUnit] = [...body.plates].sort((a, b) => b - a);
        current.plates = platesByUnit[current.weightUnit]!;
        return { body: current };
      },
    });
  }
  const pressed = (group: string) =>
    Array.from(getByRole("group", { name: group }).querySelectorAll("button"))
      .filter((b) => b.getAttribute("aria-pressed") === "true")
      .map((b) => b.textContent);
  const chips = () => Array.from(document.querySelectorAll(".plate-chip")).map((c) => c.textContent?.trim());

  test("the unit switches send PUT /api/profile with the one unit changed and show the user's new plates", async () => {
    const mock = unitServer();
    render(<App />);
    await waitFor(() => getByRole("heading", { name: "Units" }));
    expect(pressed("Weight unit")).toEqual(["lb"]);
    expect(pressed("Length unit")).toEqual(["in"]);
    expect(pressed("Distance unit")).toEqual(["mi"]);
    expect(chips()).toEqual(["45 lbs", "35 lbs", "25 lbs", "10 lbs", "5 lbs", "2.5 lbs"]);

    click(getByRole("button", { name: "kg" }));
    await waitFor(() => expect(chips()[0]).toBe("25 kg"));
    expect(mock.callsTo("PUT", "/api/profile")[0]?.body).toEqual({ weightUnit: "kg" });
    expect(pressed("Weight unit")).toEqual(["kg"]);
    expect(getByLabelText("Plate weight (kg)")).toBeTruthy();

    click(getByRole("button", { name: "cm" }));
    await waitFor(() => expect(pressed("Length unit")).toEqual(["cm"]));
    expect(mock.callsTo("PUT", "/api/profile")[1]?.body).toEqual({ lengthUnit: "cm" });

    // Choosing the unit already chosen sends nothing.
    click(getByRole("button", { name: "cm" }));
    expect(mock.callsTo("PUT", "/api/profile")).toHaveLength(2);

    // Distance has its own unit: never chosen, it follows the weight unit's system (kg: km), not the length's.
    expect(pressed("Distance unit")).toEqual(["km"]);
    click(getByRole("button", { name: "mi" }));
    await waitFor(() => expect(pressed("Distance unit")).toEqual(["mi"]));
    expect(mock.callsTo("PUT", "/api/profile")[2]?.body).toEqual({ distanceUnit: "mi" });
    expect(pressed("Length unit")).toEqual(["cm"]);
  });

  test("a failed unit change toasts and keeps the saved unit", async () => {
    unitServer(testUser, true);
    render(<App />);
    await waitFor(() => getByRole("heading", { name: "Units" }));
    click(getByRole("button", { name: "kg" }));
    await waitFor(() => expect(toastText()).toContain("Failed to update units. Please try again."));
    expect(pressed("Weight unit")).toEqual(["lb"]);
  });

  test("plates: add one typed with a comma, remove one, reset to the standard set", async () => {
    const mock = unitServer({ ...testUser, weightUnit: "kg", plates: [20, 10, 5] });
    render(<App />);
    await waitFor(() => getByRole("heading", { name: "Units" }));
    expect(chips()).toEqual(["20 kg", "10 kg", "5 kg"]);

    type(getByLabelText("Plate weight (kg)"), "1,25");
    click(getByRole("button", { name: "Add Plate" }));
    await waitFor(() => expect(chips()).toEqual(["20 kg", "10 kg", "5 kg", "1.25 kg"]));
    expect(mock.callsTo("PUT", "/api/profile")[0]?.body).toEqual({ plates: [20, 10, 5, 1.25] });
    expect(getByLabelText("Plate weight (kg)").value).toBe("");

    click(getByRole("button", { name: "Remove 10 kg plate" }));
    await waitFor(() => expect(chips()).toEqual(["20 kg", "5 kg", "1.25 kg"]));
    expect(mock.callsTo("PUT", "/api/profile")[1]?.body).toEqual({ plates: [20, 5, 1.25] });

    click(getByRole("button", { name: "Reset to standard" }));
    await waitFor(() => expect(chips()).toHaveLength(7));
    expect(mock.callsTo("PUT", "/api/profile")[2]?.body).toEqual({ plates: [25, 20, 15, 10, 5, 2.5, 1.25] });
  });

  test("plates: a mistyped or repeated weight is refused in the form; the server's refusal shows inline", async () => {
    const mock = unitServer({ ...testUser, plates: [45] });
    render(<App />);
    await waitFor(() => getByRole("heading", { name: "Units" }));
    type(getByLabelText("Plate weight (lbs)"), "abc");
    click(getByRole("button", { name: "Add Plate" }));
    await waitFor(() => getByText("Enter the plate's weight as a number, like 2.5."));
    type(getByLabelText("Plate weight (lbs)"), "45");
    click(getByRole("button", { name: "Add Plate" }));
    await waitFor(() => getByText("You already have 45 lbs plates."));
    click(getByRole("button", { name: "Remove 45 lbs plate" }));
    await waitFor(() => getByText("Keep at least one plate."));
    expect(mock.callsTo("PUT", "/api/profile")).toHaveLength(0);

    type(getByLabelText("Plate weight (lbs)"), "99");
    click(getByRole("button", { name: "Add Plate" }));
    await waitFor(() => getByText("plates must be a list of up to 12 different weights"));
    expect(chips()).toEqual(["45 lbs"]);
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
    expect(mock.callsTo("POST", "/api/profile/password")[0]!.body).toEqual({
      currentPassword: "correct horse",
      newPassword: "a brand new one",
    });
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
    await waitFor(() => expect(window.location.pathname).toBe("/login"));
  });
});
