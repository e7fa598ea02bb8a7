// The one rest timer of the Workouts screen (docs/behaviour/workouts.md, "Rest timer"): which exercise it
// is for, how long the rest is in all, and the timer itself (an end time, never a tick count).
// Only one rest runs at a time: starting one replaces whatever ran. The state is kept in
// localStorage, so sleep, a background tab or a reload cannot lose it or make it drift; it is kept
// with the member's user id, so a phone shared by a household never shows one member's rest to another.
import { useEffect, useLayoutEffect, useState } from "react";
import { create } from "zustand";
import { restOverAlarm } from "./alarm";
import { adjustTimer, hasFinished, idleTimer, msToNextTick, parseTimer, pauseTimer, startTimer, type RestTimer } from "./rest-timer";
import { later } from "@web/lib/later";
import { isAbout } from "./day-changes";

export const REST_STORAGE_KEY = "kinfit.restTimer";
/** A rest that ran out longer ago than this (say, while the page was closed) ends silently. */
export const LATE_ALARM_MS = 60_000;
/** What -15s and +15s change, in seconds. */
export const REST_STEP_SECONDS = 15;

/**
 * `clientId` is the phone's id of the exercise, when it has one: an exercise added on the phone has
 * a stand-in id until the server stores it, and the rest must stay that exercise's afterwards.
 */
export type RestState = { exerciseId: number | null; clientId?: string; exerciseName: string; durationMs: number; timer: RestTimer };

export const idleRest: RestState = { exerciseId: null, exerciseName: "", durationMs: 0, timer: idleTimer };

/** The clock, its wake-up timer and the alarm, replaceable in tests. */
export const restEffects = {
  now: () => Date.now(),
  /** Runs `wake` once after `ms`; the returned function cancels it. */
  later,
  alarm: () => restOverAlarm(),
};

/** A stored rest read back: anything malformed (or an idle timer) is no rest at all. */
export function parseRest(value: unknown): RestState {
  if (!value || typeof value !== "object") return idleRest;
  const v = value as Record<string, unknown>;
  const timer = parseTimer(v.timer);
  if (timer.status === "idle") return idleRest;
  if (typeof v.exerciseId !== "number" || !Number.isInteger(v.exerciseId)) return idleRest;
  if (typeof v.exerciseName !== "string") return idleRest;
  if (typeof v.durationMs !== "number" || !Number.isFinite(v.durationMs) || v.durationMs <= 0) return idleRest;
  const clientId = typeof v.clientId === "string" && v.clientId ? { clientId: v.clientId } : {};
  return { exerciseId: v.exerciseId, ...clientId, exerciseName: v.exerciseName, durationMs: v.durationMs, timer };
}

/** The signed-in member the rest belongs to; undefined while the screen that knows is not open. */
let owner: number | null | undefined;

function load(): RestState {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(REST_STORAGE_KEY) ?? "null");
    if (owner !== undefined && (stored as { owner?: unknown } | null)?.owner !== owner) return idleRest;
    return parseRest(stored);
  } catch {
    return idleRest;
  }
}

function save(state: RestState) {
  try {
    if (state.timer.status === "idle") localStorage.removeItem(REST_STORAGE_KEY);
    else localStorage.setItem(REST_STORAGE_KEY, JSON.stringify(owner === undefined ? state : { ...state, owner }));
  } catch {
    // Private mode without storage: the rest still runs while the page is open.
  }
}

/** Whether the rest is this exercise's: the same stored id, or the same phone id, as a waiting change names it. */
export function isRestOf(rest: Pick<RestState, "exerciseId" | "clientId">, exercise: { id: number; clientId?: string | null }): boolean {
  if (rest.exerciseId === null) return false;
  return isAbout({ id: exercise.id, clientId: exercise.clientId ?? undefined }, { exerciseId: rest.exerciseId, clientId: rest.clientId });
}

/** Milliseconds of rest left (0 when idle or over). */
export function restLeftMs(timer: RestTimer, now: number): number {
  if (timer.status === "running") return Math.max(0, timer.endsAt - now);
  if (timer.status === "paused") return timer.remainingMs;
  return 0;
}

type RestActions = {
  /** Starts a fresh rest of `restSeconds` for the exercise, replacing any rest that runs. */
  startRest: (exerciseId: number, exerciseName: string, restSeconds: number, clientId?: string | null) => void;
  pauseRest: () => void;
  /** Runs a paused rest on from where it stopped. */
  resumeRest: () => void;
  /** -15s / +15s; taking away more than is left ends the rest, silently. */
  adjustRest: (deltaSeconds: number) => void;
  /** Ends the rest at once, silently. */
  skipRest: () => void;
  /** At 0 the rest ends with the alarm (silently when it ran out long ago); else nothing. */
  settleRest: () => void;
  /** Reads the stored rest again (another tab, or a page shown again). */
  hydrateRest: () => void;
};

export const useRestStore = create<RestState & RestActions>()((set, get) => {
  const put = (next: RestState) => {
    const state = next.timer.status === "idle" ? idleRest : next;
    save(state);
    // The store merges: a rest without a phone id must not keep the last one's.
    set({ clientId: undefined, ...state });
  };
  const current = (): RestState => {
    const { exerciseId, clientId, exerciseName, durationMs, timer } = get();
    return { exerciseId, ...(clientId ? { clientId } : {}), exerciseName, durationMs, timer };
  };
  return {
    ...load(),
    startRest: (exerciseId, exerciseName, restSeconds, clientId) => {
      const seconds = Math.max(0, Math.floor(restSeconds));
      put({
        exerciseId,
        ...(clientId ? { clientId } : {}),
        exerciseName,
        durationMs: seconds * 1000,
        timer: startTimer(idleTimer, restEffects.now(), seconds),
      });
    },
    pauseRest: () => put({ ...current(), timer: pauseTimer(get().timer, restEffects.now()) }),
    resumeRest: () => {
      const { timer } = get();
      if (timer.status === "paused") put({ ...current(), timer: startTimer(timer, restEffects.now(), 0) });
    },
    adjustRest: (deltaSeconds) => {
      const now = restEffects.now();
      const state = current();
      const timer = adjustTimer(state.timer, now, deltaSeconds);
      // The whole rest grows and shrinks with it, so the progress bar stays true.
      const durationMs = Math.max(restLeftMs(timer, now), state.durationMs + deltaSeconds * 1000, 1000);
      put({ ...state, durationMs, timer });
    },
    skipRest: () => put(idleRest),
    settleRest: () => {
      const now = restEffects.now();
      const { timer } = get();
      if (!hasFinished(timer, now) || timer.status !== "running") return;
      put(idleRest);
      if (now - timer.endsAt < LATE_ALARM_MS) restEffects.alarm();
    },
    hydrateRest: () => set({ clientId: undefined, ...load() }),
  };
});

/**
 * The rest belongs to `userId` (the signed-in member, from the screen that shows it): a rest kept
 * for anyone else, or for no one, ends silently before the screen is painted.
 */
export function useRestOwner(userId: number | null) {
  useLayoutEffect(() => {
    owner = userId;
    // The rest in memory was read before the owner was known.
    if (load() === idleRest) save(idleRest);
    useRestStore.getState().hydrateRest();
    return () => {
      owner = undefined;
    };
  }, [userId]);
}

/**
 * Re-renders the caller whenever the shown second of the running rest changes, and when the page
 * becomes visible again; at 0 the rest ends (with the alarm). Returns the time to draw with.
 * `active` false (a card whose exercise is not resting) skips the wake-ups.
 */
export function useRestTick(active = true): number {
  const timer = useRestStore((s) => s.timer);
  const settleRest = useRestStore((s) => s.settleRest);
  const [, setTick] = useState(0);

  useEffect(() => {
    if (!active) return;
    settleRest();
    if (timer.status !== "running") return;
    let cancel = () => {};
    const check = () => {
      cancel();
      const now = restEffects.now();
      if (hasFinished(timer, now)) return settleRest();
      setTick((n) => n + 1);
      cancel = restEffects.later(check, msToNextTick(timer, now) ?? 1000);
    };
    cancel = restEffects.later(check, msToNextTick(timer, restEffects.now()) ?? 1000);
    const onVisible = () => {
      if (document.visibilityState === "visible") check();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      cancel();
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [timer, settleRest, active]);

  return restEffects.now();
}
