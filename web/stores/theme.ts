// Light/dark theme. Shares its storage with the page's inline theme script
// (src/shared/theme-boot.ts), which applies it before the first paint: localStorage key "theme"
// holding the plain string "light" or "dark".
import { create } from "zustand";
import { THEME_STORAGE_KEY } from "@shared/theme-boot";

export type Theme = "light" | "dark";
export { THEME_STORAGE_KEY };

/** Browser bar colours, matching --bg in styles.css. */
const THEME_COLORS: Record<Theme, string> = { light: "#f6f7f9", dark: "#0f1115" };

function initialTheme(): Theme {
  const applied = typeof document !== "undefined" ? document.documentElement.dataset.theme : undefined;
  if (applied === "light" || applied === "dark") return applied;
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    if (saved === "light" || saved === "dark") return saved;
    return matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  } catch {
    return "light";
  }
}

export function applyTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  // The <meta name="theme-color"> tags follow the system preference; an explicit choice wins.
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    meta.content = THEME_COLORS[theme];
  }
}

type ThemeState = {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
};

export const useThemeStore = create<ThemeState>()((set, get) => ({
  theme: initialTheme(),
  setTheme: (theme) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // Private mode or storage full: the choice still applies to this page.
    }
    applyTheme(theme);
    set({ theme });
  },
  toggleTheme: () => get().setTheme(get().theme === "dark" ? "light" : "dark"),
}));

/** Re-read the theme from the document (tests, and after the theme script ran late). */
export function syncThemeFromDocument() {
  useThemeStore.setState({ theme: initialTheme() });
}
