// A hint under a control, shown after TOOLTIP_DELAY (700 ms) of mouse hover or keyboard focus.
// Native `title` tooltips are avoided: their delay is the browser's. Touch taps show nothing (a
// tap is not a hover, and tap focus is not focus-visible).
//
// A screen has a tooltip on most icon buttons (twenty on a day of Workouts) and shows at most one
// hint at a time, so the hint is drawn by this module, not by each control: <Tooltip> only adds
// handlers to its control, with no state or effect of its own, and the one hint shown lives in
// document.body until the pointer leaves, focus moves, a key or scroll dismisses it, or its
// control leaves the page.
import { cloneElement, type FocusEvent, type PointerEvent, type ReactElement } from "react";
import { later } from "@web/lib/later";

export const TOOLTIP_DELAY = 700;

/** Gap between the control and the hint, and the least distance to the viewport's edges. */
const GAP = 6;
const EDGE = 8;
const TIP_ID = "kinfit-tooltip";

type ChildProps = {
  "aria-describedby"?: string;
  onPointerEnter?: (e: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (e: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (e: PointerEvent<HTMLElement>) => void;
  onFocus?: (e: FocusEvent<HTMLElement>) => void;
  onBlur?: (e: FocusEvent<HTMLElement>) => void;
};

function focusVisible(el: HTMLElement): boolean {
  try {
    return el.matches(":focus-visible");
  } catch {
    return true;
  }
}

/** The delay's timer, replaceable in tests: runs `show` once after `ms`; the returned function cancels it. */
export const tooltipTimer = { later };

let cancelShow = () => {};
let shown: { control: HTMLElement; tip: HTMLElement; describedBy: string | null; gone: MutationObserver } | null = null;

const onKey = (e: KeyboardEvent) => {
  if (e.key === "Escape") hideTooltip();
};

/** Hides the hint shown, if any, and forgets one on its way. */
export function hideTooltip(): void {
  cancelShow();
  cancelShow = () => {};
  if (!shown) return;
  const { control, tip, describedBy, gone } = shown;
  shown = null;
  gone.disconnect();
  tip.remove();
  document.removeEventListener("keydown", onKey);
  window.removeEventListener("scroll", hideTooltip, true);
  if (control.getAttribute("aria-describedby") === TIP_ID) {
    if (describedBy === null) control.removeAttribute("aria-describedby");
    else control.setAttribute("aria-describedby", describedBy);
  }
}

function showTooltip(control: HTMLElement, content: string): void {
  hideTooltip();
  if (!control.isConnected) return;
  const tip = document.createElement("div");
  tip.id = TIP_ID;
  tip.setAttribute("role", "tooltip");
  tip.className = "tooltip";
  tip.textContent = content;
  tip.style.cssText = "top:0;left:0;visibility:hidden";
  document.body.appendChild(tip);
  // Below the control, centred, kept inside the viewport; above it when there is no room below.
  const anchor = control.getBoundingClientRect();
  const { width, height } = tip.getBoundingClientRect();
  const left = Math.max(EDGE, Math.min(anchor.left + anchor.width / 2 - width / 2, window.innerWidth - width - EDGE));
  const below = anchor.bottom + GAP;
  const top = below + height > window.innerHeight - EDGE ? Math.max(EDGE, anchor.top - GAP - height) : below;
  tip.style.cssText = `top:${top}px;left:${left}px`;
  // A control removed while its hint shows (its item deleted, the screen changed) takes the hint with it.
  const gone = new MutationObserver(() => {
    if (!control.isConnected) hideTooltip();
  });
  gone.observe(document.body, { childList: true, subtree: true });
  shown = { control, tip, describedBy: control.getAttribute("aria-describedby"), gone };
  control.setAttribute("aria-describedby", TIP_ID);
  document.addEventListener("keydown", onKey);
  window.addEventListener("scroll", hideTooltip, true);
}

function schedule(control: HTMLElement, content: string): void {
  hideTooltip();
  cancelShow = tooltipTimer.later(() => showTooltip(control, content), TOOLTIP_DELAY);
}

export function Tooltip({ content, children }: { content: string; children: ReactElement<ChildProps> }) {
  const own = children.props;
  return cloneElement(children, {
    onPointerEnter: (e: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(e);
      if (e.pointerType === "mouse") schedule(e.currentTarget, content);
    },
    onPointerLeave: (e: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(e);
      hideTooltip();
    },
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      own.onPointerDown?.(e);
      hideTooltip();
    },
    onFocus: (e: FocusEvent<HTMLElement>) => {
      own.onFocus?.(e);
      if (focusVisible(e.currentTarget)) schedule(e.currentTarget, content);
    },
    onBlur: (e: FocusEvent<HTMLElement>) => {
      own.onBlur?.(e);
      hideTooltip();
    },
  });
}
