// A one-shot timer as the screens' replaceable effects take it: tests swap the effect for a fake
// (web/test/fake-timer.ts) instead of waiting on the real clock.

/** Runs `wake` once after `ms`; the returned function cancels it. */
export function later(wake: () => void, ms: number): () => void {
  const handle = setTimeout(wake, ms);
  return () => clearTimeout(handle);
}
