// The rest timer (docs/behaviour/workouts.md, "Rest timer") as pure state: idle, running after Start, paused by Pause, and
// back to idle with the full rest time at 0. A running timer keeps its end time, not a count of
// ticks, so the time left stays right when the phone sleeps or the tab sits in the background.

export const REST_TICK_MS = 1000;

export type RestTimer = { status: "idle" } | { status: "running"; endsAt: number } | { status: "paused"; remainingMs: number };

export const idleTimer: RestTimer = { status: "idle" };

export function startTimer(timer: RestTimer, now: number, restSeconds: number): RestTimer {
  if (timer.status === "running") return timer;
  const remaining = timer.status === "paused" ? timer.remainingMs : restSeconds * 1000;
  if (remaining <= 0) return idleTimer;
  return { status: "running", endsAt: now + remaining };
}

export function pauseTimer(timer: RestTimer, now: number): RestTimer {
  if (timer.status !== "running") return timer;
  const remainingMs = timer.endsAt - now;
  return remainingMs > 0 ? { status: "paused", remainingMs } : idleTimer;
}

/**
 * Adds (or, with a negative delta, takes away) seconds of rest. A running timer moves its end
 * time, a paused one its time left; taking away more than is left ends it (idle). Idle stays idle.
 */
export function adjustTimer(timer: RestTimer, now: number, deltaSeconds: number): RestTimer {
  const delta = deltaSeconds * 1000;
  if (timer.status === "running") {
    const endsAt = timer.endsAt + delta;
    return endsAt > now ? { status: "running", endsAt } : idleTimer;
  }
  if (timer.status === "paused") {
    const remainingMs = timer.remainingMs + delta;
    return remainingMs > 0 ? { status: "paused", remainingMs } : idleTimer;
  }
  return timer;
}

/** True once a running timer has reached 0: it then stops and resets (see `settle`). */
export function hasFinished(timer: RestTimer, now: number): boolean {
  return timer.status === "running" && now >= timer.endsAt;
}

/** A finished timer becomes idle again (showing the full rest time); any other stays as it is. */
export function settle(timer: RestTimer, now: number): RestTimer {
  return hasFinished(timer, now) ? idleTimer : timer;
}

/** Whole seconds to show: counts down once a second from the rest time. */
export function secondsLeft(timer: RestTimer, now: number, restSeconds: number): number {
  switch (timer.status) {
    case "idle":
      return restSeconds;
    case "paused":
      return Math.ceil(timer.remainingMs / 1000);
    case "running":
      return Math.max(0, Math.ceil((timer.endsAt - now) / 1000));
  }
}

/** Milliseconds until the shown second changes (or the timer ends), to wake up exactly then. */
export function msToNextTick(timer: RestTimer, now: number): number | null {
  if (timer.status !== "running") return null;
  const left = timer.endsAt - now;
  if (left <= 0) return 0;
  return left % REST_TICK_MS || REST_TICK_MS;
}

/** m:ss, e.g. 90 -> "1:30", 5 -> "0:05". */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** A stored timer read back (from storage): anything malformed is idle. */
export function parseTimer(value: unknown): RestTimer {
  if (!value || typeof value !== "object") return idleTimer;
  const t = value as Record<string, unknown>;
  if (t.status === "running" && typeof t.endsAt === "number" && Number.isFinite(t.endsAt)) return { status: "running", endsAt: t.endsAt };
  if (t.status === "paused" && typeof t.remainingMs === "number" && t.remainingMs > 0 && Number.isFinite(t.remainingMs)) {
    return { status: "paused", remainingMs: t.remainingMs };
  }
  return idleTimer;
}
