// Frame of every signed-in screen: sticky header (name, theme toggle, the offline line), the page
// in a centred column, and the fixed bottom navigation.
import type { ReactNode } from "react";
import { Link } from "wouter";
import { BottomNav } from "./BottomNav";
import { LogoMark } from "./Icons";
import { OfflineBanner } from "./OfflineBanner";
import { ThemeToggle } from "./ThemeToggle";

type HeaderProps = { title?: string; home?: string; extra?: ReactNode; children?: ReactNode };

/** `children` go under the header's row, staying in view while the page scrolls. */
export function AppHeader({ title = "Kinfit", home = "/", extra, children }: HeaderProps) {
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
      {children}
    </header>
  );
}

export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="app-shell">
      <AppHeader>
        <OfflineBanner />
      </AppHeader>
      <main className="app-main" id="main">
        {children}
      </main>
      <BottomNav />
    </div>
  );
}
