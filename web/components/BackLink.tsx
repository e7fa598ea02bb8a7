// A quiet way back under a screen's title: the meal library and My Ingredients lead back to the
// meal plan with it.
import type { ReactNode } from "react";
import { Link } from "wouter";
import "./back-link.css";

export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="back-link">
      {children}
    </Link>
  );
}
