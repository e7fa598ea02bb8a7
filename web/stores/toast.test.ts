// The toast store: one toast at a time, its display and removal timers.
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { TOAST_DURATION, TOAST_REMOVE_DELAY, toast, toastTimers, useToastStore } from "./toast";

// A hand-driven clock for the store's timers.
let now = 0;
let timers: { id: number; at: number; fn: () => void }[] = [];
let nextId = 0;
const original = { ...toastTimers };

function advance(ms: number) {
  const until = now + ms;
  for (;;) {
    const due = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
    if (!due) break;
    timers = timers.filter((t) => t !== due);
    now = due.at;
    due.fn();
  }
  now = until;
}

beforeEach(() => {
  now = 0;
  timers = [];
  toastTimers.set = (fn, ms) => {
    const id = ++nextId;
    timers.push({ id, at: now + ms, fn });
    return id;
  };
  toastTimers.clear = (id) => {
    timers = timers.filter((t) => t.id !== id);
  };
  useToastStore.setState({ toasts: [] });
});

afterEach(() => {
  Object.assign(toastTimers, original);
});

const open = () => useToastStore.getState().toasts.filter((t) => t.open);

describe("toast store", () => {
  test("shows one toast at a time: a new one replaces the old", () => {
    toast({ title: "First" });
    toast({ title: "Second", variant: "destructive" });
    expect(useToastStore.getState().toasts.map((t) => t.title)).toEqual(["Second"]);
    expect(open()[0]?.variant).toBe("destructive");
  });

  test("auto-dismisses after 5000 ms", () => {
    expect(TOAST_DURATION).toBe(5000);
    toast({ title: "Saved" });
    advance(4999);
    expect(open()).toHaveLength(1);
    advance(1);
    expect(open()).toHaveLength(0);
  });

  test("a dismissed toast stays in memory, closed, until the remove delay passes", () => {
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    const { dismiss } = toast({ title: "Bye" });
    dismiss();
    expect(useToastStore.getState().toasts).toHaveLength(1);
    expect(open()).toHaveLength(0);
    advance(TOAST_REMOVE_DELAY - 1);
    expect(useToastStore.getState().toasts).toHaveLength(1);
    advance(1);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  test("a replaced toast's timers no longer fire", () => {
    toast({ title: "Old" });
    advance(3000);
    toast({ title: "New" });
    advance(2500);
    expect(open().map((t) => t.title)).toEqual(["New"]);
    advance(2500);
    expect(open()).toHaveLength(0);
  });

  test("custom duration", () => {
    toast({ title: "Quick", duration: 100 });
    advance(100);
    expect(open()).toHaveLength(0);
  });
});
