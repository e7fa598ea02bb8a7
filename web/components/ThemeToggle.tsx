// Header button switching between the light and dark themes (persisted, see stores/theme.ts).
import { useThemeStore } from "@web/stores/theme";
import { MoonIcon, SunIcon } from "./Icons";
import { Tooltip } from "./Tooltip";

export function ThemeToggle() {
  const theme = useThemeStore((s) => s.theme);
  const toggleTheme = useThemeStore((s) => s.toggleTheme);
  const next = theme === "dark" ? "light" : "dark";
  const label = `Switch to ${next} theme`;
  return (
    <Tooltip content={label}>
      <button type="button" className="icon-button" aria-label={label} onClick={toggleTheme}>
        {theme === "dark" ? <SunIcon size={22} /> : <MoonIcon size={22} />}
      </button>
    </Tooltip>
  );
}
