// The one rest timer: starting, replacing, adjusting, skipping, ending at 0, and what is stored.
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { idleRest, isRestOf, LATE_ALARM_MS, parseRest, REST_STORAGE_KEY, restEffects, restLeftMs, useRestStore } from "./rest-store";

let clock = 1_000_000;
let alarms = 0;
const original = { ...restEffects };

beforeEach(() => {
  clock = 1_000_000;
  alarms = 0;
  restEffects.now = () => clock;
  restEffects.alarm = () => alarms++;
  localStorage.clear();
  useRestStore.setState(idleRest);
});

afterEach(() => Object.assign(restEffects, original));

const rest = () => useRestStore.getState();
const stored = () => JSON.parse(localStorage.getItem(REST_STORAGE_KEY) ?? "null");
const left = () => restLeftMs(rest().timer, clock);

describe("the rest store", () => {
  test("starting a rest runs it for the exercise and keeps its end time in localStorage", () => {
    rest().startRest(7, "Squat", 90);
    expect(rest().exerciseId).toBe(7);
    expect(rest().exerciseName).toBe("Squat");
    expect(rest().durationMs).toBe(90_000);
    expect(rest().timer).toEqual({ status: "running", endsAt: clock + 90_000 });
    expect(stored()).toEqual({
      exerciseId: 7,
      exerciseName: "Squat",
      durationMs: 90_000,
      timer: { status: "running", endsAt: clock + 90_000 },
    });
  });

  test("only one rest runs: a new start replaces the old one, and restarts the same exercise", () => {
    rest().startRest(7, "Squat", 90);
    clock += 30_000;
    rest().startRest(8, "Row", 60);
    expect(rest().exerciseId).toBe(8);
    expect(left()).toBe(60_000);
    clock += 10_000;
    rest().startRest(8, "Row", 60);
    expect(left()).toBe(60_000);
  });

  test("a rest of 0 does not start", () => {
    rest().startRest(7, "Squat", 0);
    expect(rest()).toMatchObject(idleRest);
    expect(stored()).toBeNull();
  });

  test("pause holds the time left; resume runs on from there", () => {
    rest().startRest(7, "Squat", 90);
    clock += 10_000;
    rest().pauseRest();
    expect(rest().timer).toEqual({ status: "paused", remainingMs: 80_000 });
    expect(stored().timer).toEqual({ status: "paused", remainingMs: 80_000 });
    clock += 500_000;
    rest().resumeRest();
    expect(rest().timer).toEqual({ status: "running", endsAt: clock + 80_000 });
  });

  test("+15 s and -15 s change the time left and the whole rest; -15 s never goes below 0", () => {
    rest().startRest(7, "Squat", 30);
    rest().adjustRest(15);
    expect(left()).toBe(45_000);
    expect(rest().durationMs).toBe(45_000);
    rest().adjustRest(-15);
    rest().adjustRest(-15);
    expect(left()).toBe(15_000);
    expect(rest().durationMs).toBe(15_000);
    clock += 5_000;
    rest().adjustRest(-15);
    // Taking away more than is left ends the rest, without the alarm.
    expect(rest()).toMatchObject(idleRest);
    expect(stored()).toBeNull();
    expect(alarms).toBe(0);
  });

  test("skip ends it at once, silently", () => {
    rest().startRest(7, "Squat", 30);
    rest().skipRest();
    expect(rest()).toMatchObject(idleRest);
    expect(stored()).toBeNull();
    rest().settleRest();
    expect(alarms).toBe(0);
  });

  test("at 0 the rest ends with the alarm, once", () => {
    rest().startRest(7, "Squat", 30);
    clock += 29_999;
    rest().settleRest();
    expect(rest().timer.status).toBe("running");
    clock += 1;
    rest().settleRest();
    rest().settleRest();
    expect(rest()).toMatchObject(idleRest);
    expect(alarms).toBe(1);
  });

  test("a rest that ran out more than a minute ago ends silently", () => {
    rest().startRest(7, "Squat", 30);
    clock += 30_000 + LATE_ALARM_MS + 1;
    rest().settleRest();
    expect(rest()).toMatchObject(idleRest);
    expect(alarms).toBe(0);
  });

  test("hydrating reads the stored rest back (a reload); anything malformed is idle", () => {
    rest().startRest(7, "Squat", 90);
    const saved = stored();
    useRestStore.setState(idleRest);
    rest().hydrateRest();
    expect(rest().timer).toEqual(saved.timer);
    expect(rest().exerciseName).toBe("Squat");

    for (const bad of [
      "{",
      "null",
      "42",
      '{"exerciseId":"7","exerciseName":"Squat","durationMs":1000,"timer":{"status":"running","endsAt":5}}',
    ]) {
      localStorage.setItem(REST_STORAGE_KEY, bad);
      rest().hydrateRest();
      expect(rest()).toMatchObject(idleRest);
    }
    expect(parseRest({ exerciseId: 1, exerciseName: "Row", durationMs: 0, timer: { status: "running", endsAt: 5 } })).toEqual(idleRest);
    expect(parseRest({ exerciseId: 1, exerciseName: "Row", durationMs: 5000, timer: { status: "idle" } })).toEqual(idleRest);
    expect(parseRest({ exerciseId: 1, exerciseName: "Row", durationMs: 5000, timer: { status: "paused", remainingMs: 4000 } })).toEqual({
      exerciseId: 1,
      exerciseName: "Row",
      durationMs: 5000,
      timer: { status: "paused", remainingMs: 4000 },
    });
  });

  test("a rest started on an exercise's stand-in id stays its own by the phone id, and a later rest does not keep that id", () => {
    rest().startRest(-42, "Row", 60, "8d0c1c36-8f0e-4d7e-9a55-6f1f2b7c0a11");
    expect(isRestOf(rest(), { id: 9, clientId: "8d0c1c36-8f0e-4d7e-9a55-6f1f2b7c0a11" })).toBe(true);
    expect(isRestOf(rest(), { id: 9 })).toBe(false);
    expect(parseRest(stored()).clientId).toBe("8d0c1c36-8f0e-4d7e-9a55-6f1f2b7c0a11");
    rest().startRest(7, "Squat", 90);
    expect(rest().clientId).toBeUndefined();
    expect(isRestOf(rest(), { id: 9, clientId: "8d0c1c36-8f0e-4d7e-9a55-6f1f2b7c0a11" })).toBe(false);
    expect(isRestOf(rest(), { id: 7 })).toBe(true);
  });
});
