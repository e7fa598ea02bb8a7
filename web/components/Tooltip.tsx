// A hint under a control, shown after TOOLTIP_DELAY (700 ms) of mouse hover or keyboard focus.
// Native `title` tooltips are avoided: their delay is the browser's. Touch taps show nothing (a
// tap is not a hover, and tap focus is not focus-visible).
import {
  cloneElement,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
} from "react";
import { createPortal } from "react-dom";

export const TOOLTIP_DELAY = 700;

/** Gap between the control and the hint, and the least distance to the viewport's edges. */
const GAP = 6;
const EDGE = 8;

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

export function Tooltip({ content, children }: { content: string; children: ReactElement<ChildProps> }) {
  const id = useId();
  const [anchor, setAnchor] = useState<DOMRect | null>(null);
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const tip = useRef<HTMLDivElement>(null);

  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  const hide = () => {
    cancel();
    setAnchor(null);
    setPlace(null);
  };
  const schedule = (el: HTMLElement) => {
    cancel();
    timer.current = setTimeout(() => setAnchor(el.getBoundingClientRect()), TOOLTIP_DELAY);
  };

  useEffect(() => cancel, []);

  // Below the control, centred, kept inside the viewport; above it when there is no room below.
  useLayoutEffect(() => {
    if (!anchor || !tip.current) return;
    const { width, height } = tip.current.getBoundingClientRect();
    const maxLeft = window.innerWidth - width - EDGE;
    const left = Math.max(EDGE, Math.min(anchor.left + anchor.width / 2 - width / 2, maxLeft));
    const below = anchor.bottom + GAP;
    const top = below + height > window.innerHeight - EDGE ? Math.max(EDGE, anchor.top - GAP - height) : below;
    setPlace({ top, left });
  }, [anchor]);

  useEffect(() => {
    if (!anchor) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") hide();
    };
    document.addEventListener("keydown", onKey);
    window.addEventListener("scroll", hide, true);
    return () => {
      document.removeEventListener("keydown", onKey);
      window.removeEventListener("scroll", hide, true);
    };
  }, [anchor]);

  const own = children.props;
  const trigger = cloneElement(children, {
    "aria-describedby": anchor ? id : own["aria-describedby"],
    onPointerEnter: (e: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(e);
      if (e.pointerType === "mouse") schedule(e.currentTarget);
    },
    onPointerLeave: (e: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(e);
      hide();
    },
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      own.onPointerDown?.(e);
      hide();
    },
    onFocus: (e: FocusEvent<HTMLElement>) => {
      own.onFocus?.(e);
      if (focusVisible(e.currentTarget)) schedule(e.currentTarget);
    },
    onBlur: (e: FocusEvent<HTMLElement>) => {
      own.onBlur?.(e);
      hide();
    },
  });

  return (
    <>
      {trigger}
      {anchor
        ? createPortal(
            <div
              ref={tip}
              id={id}
              role="tooltip"
              className="tooltip"
              style={place ? { top: place.top, left: place.left } : { top: 0, left: 0, visibility: "hidden" }}
            >
              {content}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
