// Toast notifications (docs/behaviour/conventions.md, "Errors and messages"): one visible at a time, a new one
// replaces the old, each shown 5000 ms unless dismissed sooner; dismissed toasts linger closed in
// memory for TOAST_REMOVE_DELAY before removal.
import { create } from "zustand";

export const TOAST_LIMIT = 1;
export const TOAST_DURATION = 5000;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_SWIPE_THRESHOLD = 50;

export type ToastVariant = "default" | "destructive";

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Display time in ms; defaults to TOAST_DURATION. */
  duration?: number;
};

export type ToastItem = Required<Pick<ToastInput, "title" | "variant">> & {
  id: string;
  description?: string;
  open: boolean;
};

/** Timer functions, replaceable so tests can drive time by hand. */
export const toastTimers = {
  set: (fn: () => void, ms: number): unknown => setTimeout(fn, ms),
  clear: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

type ToastState = {
  toasts: ToastItem[];
  toast: (input: ToastInput) => { id: string; dismiss: () => void };
  dismiss: (id?: string) => void;
  remove: (id?: string) => void;
};

let counter = 0;
const dismissTimers = new Map<string, unknown>();
const removeTimers = new Map<string, unknown>();

function clearTimer(map: Map<string, unknown>, id: string) {
  const handle = map.get(id);
  if (handle !== undefined) toastTimers.clear(handle);
  map.delete(id);
}

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  toast: ({ title, description, variant = "default", duration = TOAST_DURATION }) => {
    const id = String(++counter);
    const item: ToastItem = { id, title, description, variant, open: true };
    const kept = [item, ...get().toasts].slice(0, TOAST_LIMIT);
    for (const dropped of get().toasts.filter((t) => !kept.includes(t))) {
      clearTimer(dismissTimers, dropped.id);
      clearTimer(removeTimers, dropped.id);
    }
    set({ toasts: kept });
    if (Number.isFinite(duration) && duration > 0) {
      dismissTimers.set(
        id,
        toastTimers.set(() => get().dismiss(id), duration),
      );
    }
    return { id, dismiss: () => get().dismiss(id) };
  },
  dismiss: (id) => {
    const targets = get().toasts.filter((t) => (id === undefined || t.id === id) && t.open);
    if (targets.length === 0) return;
    for (const t of targets) {
      clearTimer(dismissTimers, t.id);
      if (!removeTimers.has(t.id)) {
        removeTimers.set(
          t.id,
          toastTimers.set(() => get().remove(t.id), TOAST_REMOVE_DELAY),
        );
      }
    }
    const ids = new Set(targets.map((t) => t.id));
    set({ toasts: get().toasts.map((t) => (ids.has(t.id) ? { ...t, open: false } : t)) });
  },
  remove: (id) => {
    for (const t of get().toasts) {
      if (id === undefined || t.id === id) {
        clearTimer(dismissTimers, t.id);
        clearTimer(removeTimers, t.id);
      }
    }
    set({ toasts: id === undefined ? [] : get().toasts.filter((t) => t.id !== id) });
  },
}));

/** Show a toast from anywhere (event handlers, API helpers). */
export function toast(input: ToastInput) {
  return useToastStore.getState().toast(input);
}

/** The destructive toast every failed action shows (docs/behaviour/conventions.md, "Errors and messages"). */
export function toastError(description: string, title = "Error") {
  return toast({ title, description, variant: "destructive" });
}
