// The toast region: focus with F8, one polite toast at a time, swipe and button dismissal.
import { beforeEach, describe, expect, test } from "bun:test";
import { act } from "react";
import { toast, toastError, useToastStore } from "@web/stores/toast";
import { click, getByRole, keyDown, pointer, queryAllByRole, queryByText, render, waitFor } from "@web/test/render";
import { Toaster } from "./Toaster";

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
});

const show = (title: string, description?: string) => act(() => void toast({ title, description }));

describe("Toaster", () => {
  test("renders a focusable notifications region that F8 focuses", () => {
    render(<Toaster />);
    const region = getByRole("region", { name: "Notifications (F8)" });
    expect(region.getAttribute("tabindex")).toBe("-1");
    expect(document.activeElement).not.toBe(region);
    keyDown(document, "F8");
    expect(document.activeElement).toBe(region);
  });

  test("shows the toast as a polite status, one at a time", () => {
    render(<Toaster />);
    show("Profile updated");
    const status = getByRole("status");
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(status.textContent).toContain("Profile updated");
    act(() => void toastError("Failed to update profile. Please try again."));
    expect(queryAllByRole("status")).toHaveLength(1);
    expect(queryByText("Profile updated")).toBeNull();
    expect(getByRole("status").textContent).toContain("Error");
    expect(getByRole("status").dataset.variant).toBe("destructive");
  });

  test("a swipe right of 50 px or more dismisses", () => {
    render(<Toaster />);
    show("Swipe me");
    const el = getByRole("status");
    pointer(el, "pointerdown", 100);
    pointer(el, "pointermove", 130);
    pointer(el, "pointerup", 150);
    expect(queryAllByRole("status")).toHaveLength(0);
  });

  test("a swipe shorter than 50 px does not", () => {
    render(<Toaster />);
    show("Stay");
    const el = getByRole("status");
    pointer(el, "pointerdown", 100);
    pointer(el, "pointermove", 140);
    pointer(el, "pointerup", 149);
    expect(queryAllByRole("status")).toHaveLength(1);
    expect(el.style.transform).toBe("");
  });

  test("a swipe to the left does not dismiss", () => {
    render(<Toaster />);
    show("Left");
    const el = getByRole("status");
    pointer(el, "pointerdown", 200);
    pointer(el, "pointerup", 100);
    expect(queryAllByRole("status")).toHaveLength(1);
  });

  test("the close button dismisses", () => {
    render(<Toaster />);
    show("Close me");
    click(getByRole("button", { name: "Close" }));
    expect(queryAllByRole("status")).toHaveLength(0);
  });

  test("disappears on its own after its display time", async () => {
    render(<Toaster />);
    act(() => void toast({ title: "Brief", duration: 30 }));
    expect(queryAllByRole("status")).toHaveLength(1);
    await waitFor(() => expect(queryAllByRole("status")).toHaveLength(0));
  });
});
