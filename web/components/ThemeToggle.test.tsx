import { beforeEach, describe, expect, test } from "bun:test";
import { act } from "react";
import { syncThemeFromDocument, THEME_STORAGE_KEY, useThemeStore } from "../stores/theme";
import { click, getByRole, render } from "../test/render";
import { ThemeToggle } from "./ThemeToggle";

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

  test("starts from the theme theme-init.ts applied", () => {
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
});
