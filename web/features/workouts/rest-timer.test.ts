import { describe, expect, test } from "bun:test";
import {
  adjustTimer,
  formatClock,
  hasFinished,
  idleTimer,
  msToNextTick,
  parseTimer,
  pauseTimer,
  secondsLeft,
  settle,
  startTimer,
} from "./rest-timer";

const T0 = 1_000_000;

describe("rest timer states", () => {
  test("idle shows the full rest time", () => {
    expect(secondsLeft(idleTimer, T0, 90)).toBe(90);
  });

  test("Start runs it, counting down once a second from the rest time", () => {
    const running = startTimer(idleTimer, T0, 90);
    expect(running).toEqual({ status: "running", endsAt: T0 + 90_000 });
    expect(secondsLeft(running, T0, 90)).toBe(90);
    expect(secondsLeft(running, T0 + 1, 90)).toBe(90);
    expect(secondsLeft(running, T0 + 1000, 90)).toBe(89);
    expect(secondsLeft(running, T0 + 89_500, 90)).toBe(1);
    expect(startTimer(running, T0 + 5000, 90)).toBe(running);
  });

  test("the time left comes from the end time: a long sleep does not slow it", () => {
    const running = startTimer(idleTimer, T0, 90);
    // The tab was asleep for 60 s with no ticks at all.
    expect(secondsLeft(running, T0 + 60_000, 90)).toBe(30);
  });

  test("Pause stops it; Start resumes from where it stopped", () => {
    const running = startTimer(idleTimer, T0, 90);
    const paused = pauseTimer(running, T0 + 10_400);
    expect(paused).toEqual({ status: "paused", remainingMs: 79_600 });
    expect(secondsLeft(paused, T0 + 999_999, 90)).toBe(80);
    const resumed = startTimer(paused, T0 + 500_000, 90);
    expect(resumed).toEqual({ status: "running", endsAt: T0 + 500_000 + 79_600 });
    expect(pauseTimer(idleTimer, T0)).toBe(idleTimer);
  });

  test("at 0 it stops and resets to the full rest time", () => {
    const running = startTimer(idleTimer, T0, 3);
    expect(hasFinished(running, T0 + 2999)).toBe(false);
    expect(settle(running, T0 + 2999)).toBe(running);
    expect(hasFinished(running, T0 + 3000)).toBe(true);
    expect(secondsLeft(running, T0 + 3000, 3)).toBe(0);
    const after = settle(running, T0 + 3000);
    expect(after).toEqual(idleTimer);
    expect(secondsLeft(after, T0 + 3000, 3)).toBe(3);
    // Paused at the very end is simply done.
    expect(pauseTimer(running, T0 + 4000)).toEqual(idleTimer);
    expect(startTimer(idleTimer, T0, 0)).toEqual(idleTimer);
  });

  test("wakes up exactly when the shown second changes", () => {
    const running = startTimer(idleTimer, T0, 90);
    expect(msToNextTick(running, T0)).toBe(1000);
    expect(msToNextTick(running, T0 + 250)).toBe(750);
    expect(msToNextTick(running, T0 + 90_000)).toBe(0);
    expect(msToNextTick(idleTimer, T0)).toBeNull();
  });

  test("m:ss", () => {
    expect(formatClock(90)).toBe("1:30");
    expect(formatClock(5)).toBe("0:05");
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(600)).toBe("10:00");
  });

  test("stored timers read back safely", () => {
    expect(parseTimer({ status: "running", endsAt: 5 })).toEqual({ status: "running", endsAt: 5 });
    expect(parseTimer({ status: "paused", remainingMs: 1200 })).toEqual({ status: "paused", remainingMs: 1200 });
    expect(parseTimer({ status: "running", endsAt: "soon" })).toEqual(idleTimer);
    expect(parseTimer(null)).toEqual(idleTimer);
    expect(parseTimer("x")).toEqual(idleTimer);
  });

  test("+15 s and -15 s move the end time of a running timer and the time left of a paused one", () => {
    const running = startTimer(idleTimer, T0, 30);
    expect(adjustTimer(running, T0 + 5000, 15)).toEqual({ status: "running", endsAt: T0 + 45_000 });
    expect(adjustTimer(running, T0 + 5000, -15)).toEqual({ status: "running", endsAt: T0 + 15_000 });
    expect(secondsLeft(adjustTimer(running, T0 + 5000, -15), T0 + 5000, 30)).toBe(10);
    const paused = pauseTimer(running, T0 + 10_000);
    expect(adjustTimer(paused, T0 + 99_000, 15)).toEqual({ status: "paused", remainingMs: 35_000 });
    expect(adjustTimer(paused, T0 + 99_000, -15)).toEqual({ status: "paused", remainingMs: 5_000 });
    expect(adjustTimer(idleTimer, T0, 15)).toBe(idleTimer);
  });

  test("taking away more than is left never goes below 0: the rest simply ends", () => {
    const running = startTimer(idleTimer, T0, 30);
    expect(adjustTimer(running, T0 + 20_000, -15)).toEqual(idleTimer);
    expect(adjustTimer(running, T0 + 15_000, -15)).toEqual(idleTimer);
    expect(adjustTimer({ status: "paused", remainingMs: 10_000 }, T0, -15)).toEqual(idleTimer);
  });
});
