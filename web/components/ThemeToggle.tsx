// Header button switching between the light and dark themes (persisted, see stores/theme.ts).
import { useThemeStore } from "../stores/theme";
import { MoonIcon, SunIcon } from "./Icons";

export function ThemeToggle() {
  const theme = useThemeStore((s) => s.theme);
  const toggleTheme = useThemeStore((s) => s.toggleTheme);
  const next = theme === "dark" ? "light" : "dark";
  return (
    <button type="button" className="icon-button" aria-label={`Switch to ${next} theme`} title={`Switch to ${next} theme`} onClick={toggleTheme}>
      {theme === "dark" ? <SunIcon size={22} /> : <MoonIcon size={22} />}
    </button>
  );
}
