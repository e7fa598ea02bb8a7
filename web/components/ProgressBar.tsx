// A labelled progress bar (0-100). At 100 it turns to the success colour (styles.css).
import type { ReactNode } from "react";

export function ProgressBar({ label, percent, children }: { label: string; percent: number; children?: ReactNode }) {
  const clamped = Math.max(0, Math.min(100, percent));
  return (
    <div className="progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={clamped}>
      <span className="progress-fill" style={{ width: `${clamped}%` }} />
      {children}
    </div>
  );
}
