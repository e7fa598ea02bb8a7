// A timer that runs only when the test moves time on, for code that takes its wake-ups as an
// effect (`later(wake, ms)` returning a cancel): a test then never waits on the real clock.
import { act } from "react";

export function fakeTimer() {
  let now = 0;
  let pending: { at: number; wake: () => void }[] = [];
  return {
    later(wake: () => void, ms: number): () => void {
      const entry = { at: now + ms, wake };
      pending.push(entry);
      return () => void (pending = pending.filter((p) => p !== entry));
    },
    /** Wake-ups asked for and not yet run or cancelled. */
    pending: () => pending.length,
    /** `ms` pass: every wake-up due in them runs at its own moment, in order, inside act(). */
    pass(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = pending.filter((p) => p.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        pending = pending.filter((p) => p !== due);
        now = due.at;
        act(() => due.wake());
      }
      now = end;
    },
  };
}
