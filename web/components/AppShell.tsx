// Frame of every signed-in screen: sticky header (name, theme toggle), the page in a centred
// column, and the fixed bottom navigation.
import type { ReactNode } from "react";
import { Link } from "wouter";
import { BottomNav } from "./BottomNav";
import { LogoMark } from "./Icons";
import { ThemeToggle } from "./ThemeToggle";

export function AppHeader({ title = "Kinfit", home = "/", extra }: { title?: string; home?: string; extra?: ReactNode }) {
  return (
    <header className="app-header">
      <div className="app-header-inner">
        <Link href={home} className="brand">
          <LogoMark size={28} />
          <span className="brand-name">{title}</span>
        </Link>
        <div className="header-actions">
          {extra}
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}

export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="app-shell">
      <AppHeader />
      <main className="app-main" id="main">
        {children}
      </main>
      <BottomNav />
    </div>
  );
}
