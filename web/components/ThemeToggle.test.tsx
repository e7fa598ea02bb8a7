// The theme toggle: what it stores, where it starts, and its delayed hint.
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { act } from "react";
import { syncThemeFromDocument, THEME_STORAGE_KEY, useThemeStore } from "@web/stores/theme";
import { click, getByRole, queryByRole, render } from "@web/test/render";
import { fakeTimer } from "@web/test/fake-timer";
import { ThemeToggle } from "./ThemeToggle";
import { TOOLTIP_DELAY, tooltipTimer } from "./Tooltip";

const originalTimer = { ...tooltipTimer };
afterEach(() => Object.assign(tooltipTimer, originalTimer));

beforeEach(() => {
  act(() => useThemeStore.setState({ theme: "light" }));
});

describe("ThemeToggle", () => {
  test("switches to dark: writes localStorage 'theme' as a plain string and sets data-theme", () => {
    document.documentElement.dataset.theme = "light";
    render(<ThemeToggle />);
    click(getByRole("button", { name: "Switch to dark theme" }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(document.documentElement.dataset.theme).toBe("dark");
    const back = getByRole("button", { name: "Switch to light theme" });
    click(back);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
    expect(document.documentElement.dataset.theme).toBe("light");
    expect(getByRole("button", { name: "Switch to dark theme" })).toBeTruthy();
  });

  test("starts from the theme the page's inline script applied", () => {
    document.documentElement.dataset.theme = "dark";
    act(() => syncThemeFromDocument());
    render(<ThemeToggle />);
    expect(getByRole("button", { name: "Switch to light theme" })).toBeTruthy();
  });

  test("falls back to the saved choice when nothing was applied yet", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    act(() => syncThemeFromDocument());
    expect(useThemeStore.getState().theme).toBe("dark");
  });
  test("its hint is a tooltip shown after 700 ms of hover, not the browser's title", async () => {
    const time = fakeTimer();
    tooltipTimer.later = time.later;
    document.documentElement.dataset.theme = "light";
    act(() => syncThemeFromDocument());
    render(<ThemeToggle />);
    const button = getByRole("button", { name: "Switch to dark theme" });
    expect(button.hasAttribute("title")).toBe(false);
    act(() => {
      button.dispatchEvent(new PointerEvent("pointerover", { pointerType: "mouse", bubbles: true }));
    });
    expect(queryByRole("tooltip")).toBeNull();
    time.pass(TOOLTIP_DELAY - 50);
    expect(queryByRole("tooltip")).toBeNull();
    time.pass(100);
    expect(getByRole("tooltip").textContent).toBe("Switch to dark theme");
    act(() => {
      button.dispatchEvent(new PointerEvent("pointerout", { pointerType: "mouse", bubbles: true }));
    });
    expect(queryByRole("tooltip")).toBeNull();
  });
});
