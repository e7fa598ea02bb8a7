// Pieces every form shares: the error line under the fields, the submit button that shows it is
// working, and the wrapper that brings a form that opens into view.
import { useEffect, useRef, type ReactNode } from "react";

export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}

type SubmitButtonProps = { busy: boolean; busyLabel: string; children: ReactNode; className?: string };

export function SubmitButton({ busy, busyLabel, children, className = "btn btn-primary btn-block" }: SubmitButtonProps) {
  return (
    <button type="submit" className={className} disabled={busy} aria-busy={busy}>
      {busy ? (
        <>
          <span className="spinner spinner-sm" aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}

/** The first field a member would type in: the first enabled input, select or text area. */
const FIRST_FIELD = "input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])";

/**
 * Brings a form that has just opened into view: focus on its first field, and the whole form
 * scrolled, as little as needed, clear of the header, the bottom navigation and the rest bar
 * (their room is the `.reveal` scroll margins in forms.css). A field that already has focus
 * (autoFocus) keeps it.
 */
export function revealForm(el: HTMLElement | null): () => void {
  if (!el) return () => {};
  if (!el.contains(document.activeElement)) el.querySelector<HTMLElement>(FIRST_FIELD)?.focus({ preventScroll: true });
  const reduce = typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
  const frame = requestAnimationFrame(() => {
    // As little as needed when the form fits between the bars; a taller one starts at its top, so
    // its first field shows.
    const style = getComputedStyle(el);
    const room = window.innerHeight - (parseFloat(style.scrollMarginTop) || 0) - (parseFloat(style.scrollMarginBottom) || 0);
    const block = el.getBoundingClientRect().height > room ? "start" : "nearest";
    el.scrollIntoView?.({ block, behavior: reduce ? "auto" : "smooth" });
  });
  return () => cancelAnimationFrame(frame);
}

/** Wraps a form that opens in the page (Add Exercise, Add Meal, ...): see `revealForm`. */
export function Reveal({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => revealForm(ref.current), []);
  return (
    <div ref={ref} className="reveal">
      {children}
    </div>
  );
}
