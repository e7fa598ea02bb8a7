// Renders the toast store: a focusable notifications region (F8 jumps to it), one toast at a time,
// dismissed by its close button, by its timer or by a swipe to the right of 50 px or more.
import { useEffect, useRef, useState, type PointerEvent } from "react";
import { TOAST_SWIPE_THRESHOLD, useToastStore, type ToastItem } from "@web/stores/toast";
import { CloseIcon } from "./Icons";

export const TOAST_HOTKEY = "F8";

function ToastView({ item }: { item: ToastItem }) {
  const dismiss = useToastStore((s) => s.dismiss);
  const [offset, setOffset] = useState(0);
  const startX = useRef<number | null>(null);

  const onPointerDown = (e: PointerEvent<HTMLLIElement>) => {
    if ((e.target as Element).closest("button")) return;
    startX.current = e.clientX;
    try {
      e.currentTarget.setPointerCapture?.(e.pointerId);
    } catch {
      // Capture is a nicety; a swipe still works without it.
    }
  };
  const onPointerMove = (e: PointerEvent<HTMLLIElement>) => {
    if (startX.current === null) return;
    setOffset(Math.max(0, e.clientX - startX.current));
  };
  const onPointerUp = (e: PointerEvent<HTMLLIElement>) => {
    if (startX.current === null) return;
    const distance = e.clientX - startX.current;
    startX.current = null;
    if (distance >= TOAST_SWIPE_THRESHOLD) dismiss(item.id);
    else setOffset(0);
  };
  const onPointerCancel = () => {
    startX.current = null;
    setOffset(0);
  };

  return (
    <li
      className={`toast toast-${item.variant}${offset ? " toast-swiping" : ""}`}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-variant={item.variant}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - offset / 200) } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
    >
      <div className="toast-body">
        <div className="toast-title">{item.title}</div>
        {item.description ? <div className="toast-description">{item.description}</div> : null}
      </div>
      <button type="button" className="toast-close" aria-label="Close" onClick={() => dismiss(item.id)}>
        <CloseIcon size={18} />
      </button>
    </li>
  );
}

export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === TOAST_HOTKEY) {
        e.preventDefault();
        regionRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const visible = toasts.filter((t) => t.open);
  return (
    <section ref={regionRef} className="toast-region" aria-label={`Notifications (${TOAST_HOTKEY})`} tabIndex={-1}>
      <ol className="toast-list">
        {visible.map((t) => (
          <ToastView key={t.id} item={t} />
        ))}
      </ol>
    </section>
  );
}
