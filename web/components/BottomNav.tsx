// The six tabs at the bottom of every signed-in screen, one per area.
import type { ComponentType } from "react";
import { Link, useLocation } from "wouter";
import { ClipboardIcon, DumbbellIcon, HomeIcon, ScaleIcon, UserIcon, UtensilsIcon } from "./Icons";

type Tab = {
  label: string;
  href: string;
  icon: ComponentType<{ size?: number }>;
  /** Other paths that belong to this tab. */
  also?: string[];
};

export const TABS: Tab[] = [
  { label: "Dashboard", href: "/", icon: HomeIcon },
  { label: "Workouts", href: "/workouts", icon: DumbbellIcon, also: ["/programs"] },
  { label: "Templates", href: "/templates", icon: ClipboardIcon, also: ["/workout-templates"] },
  { label: "Meals", href: "/meals", icon: UtensilsIcon, also: ["/meal-library", "/ingredients"] },
  { label: "Body", href: "/body-composition", icon: ScaleIcon },
  { label: "Profile", href: "/profile", icon: UserIcon },
];

export function isTabActive(tab: Tab, path: string): boolean {
  const clean = path.replace(/\/+$/, "") || "/";
  return clean === tab.href || (tab.also ?? []).includes(clean);
}

export function BottomNav() {
  const [path] = useLocation();
  return (
    <nav className="bottom-nav" aria-label="Main">
      <ul>
        {TABS.map((tab) => {
          const active = isTabActive(tab, path);
          const Icon = tab.icon;
          return (
            <li key={tab.href}>
              <Link href={tab.href} className={active ? "tab active" : "tab"} aria-current={active ? "page" : undefined}>
                <Icon size={22} />
                <span className="tab-label">{tab.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
