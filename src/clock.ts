// The clock and interval timer that long-running watches read (the WAL checkpointer's, the quiet
// release's); a test passes a fake of both (src/test/fake-clock.ts) instead of waiting real time.

export type IntervalClock = {
  now: () => number;
  /** Calls `check` every `ms` until the returned function is called. */
  every: (check: () => void, ms: number) => () => void;
};

export const systemClock: IntervalClock = {
  now: () => performance.now(),
  every(check, ms) {
    const timer = setInterval(check, ms);
    // The server's own listener keeps it alive; this timer alone must not.
    timer.unref();
    return () => clearInterval(timer);
  },
};
