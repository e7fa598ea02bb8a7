// A clock that moves only when the test says so, with timers that fire at each of their periods
// as it passes: for code that takes `now` and `every(check, ms)` as an injected clock.
export function fakeClock(start = 1_000) {
  let now = start;
  const timers: { check: () => void; ms: number; next: number; stopped: boolean }[] = [];
  return {
    clock: {
      now: () => now,
      every(check: () => void, ms: number): () => void {
        const timer = { check, ms, next: now + ms, stopped: false };
        timers.push(timer);
        return () => void (timer.stopped = true);
      },
    },
    /** `ms` of time pass, and every timer due in them runs at its own moment. */
    pass(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = timers.filter((t) => !t.stopped && t.next <= end).sort((a, b) => a.next - b.next)[0];
        if (!due) break;
        now = due.next;
        due.next += due.ms;
        due.check();
      }
      now = end;
    },
    /** Timers not stopped yet. */
    running: () => timers.filter((t) => !t.stopped).length,
  };
}
