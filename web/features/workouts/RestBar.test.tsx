// The rest bar: shows while a rest runs, -15s / +15s / Skip, and the alarm at 0.
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { act } from "react";
import { click, getByRole, queryByRole, render } from "@web/test/render";
import { idleRest, REST_STORAGE_KEY, restEffects, useRestStore } from "./rest-store";
import { RestBar } from "./RestBar";

let clock = 1_000_000;
let alarms = 0;
/** The wake-ups the bar has asked for, each at its time on the fake clock. */
let wakeUps: { at: number; wake: () => void }[] = [];
const original = { ...restEffects };

beforeEach(() => {
  clock = 1_000_000;
  alarms = 0;
  wakeUps = [];
  restEffects.now = () => clock;
  restEffects.later = (wake, ms) => {
    const entry = { at: clock + ms, wake };
    wakeUps.push(entry);
    return () => void (wakeUps = wakeUps.filter((w) => w !== entry));
  };
  restEffects.alarm = () => alarms++;
  localStorage.clear();
  useRestStore.setState(idleRest);
});

afterEach(() => Object.assign(restEffects, original));

function advance(ms: number) {
  clock += ms;
  act(() => {
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

/** `ms` pass with the page in view: every wake-up due in them runs at its own moment. */
function tick(ms: number) {
  const end = clock + ms;
  for (;;) {
    const due = wakeUps.filter((w) => w.at <= end).sort((a, b) => a.at - b.at)[0];
    if (!due) break;
    wakeUps = wakeUps.filter((w) => w !== due);
    clock = due.at;
    act(() => due.wake());
  }
  clock = end;
}

const bar = () => queryByRole("region", { name: "Rest timer" });
const shown = () => getByRole("timer", undefined, bar()!).textContent;
const start = (seconds: number) => act(() => useRestStore.getState().startRest(1, "Squat", seconds));

describe("RestBar", () => {
  test("hidden while no rest runs; shows the exercise and the time left once one does", () => {
    render(<RestBar />);
    expect(bar()).toBeNull();
    start(30);
    expect(bar()!.textContent).toContain("Squat");
    expect(shown()).toBe("0:30");
    advance(1000);
    expect(shown()).toBe("0:29");
    const fill = bar()!.querySelector<HTMLElement>(".rest-bar-progress span")!;
    expect(fill.style.transform).toBe(`scaleX(${29 / 30})`);
  });

  test("+15s and -15s change the time left; -15s never goes below 0 and ends the rest silently", () => {
    render(<RestBar />);
    start(30);
    click(getByRole("button", { name: "Add 15 seconds" }));
    expect(shown()).toBe("0:45");
    click(getByRole("button", { name: "Subtract 15 seconds" }));
    click(getByRole("button", { name: "Subtract 15 seconds" }));
    expect(shown()).toBe("0:15");
    advance(5000);
    expect(shown()).toBe("0:10");
    click(getByRole("button", { name: "Subtract 15 seconds" }));
    expect(bar()).toBeNull();
    expect(alarms).toBe(0);
    expect(localStorage.getItem(REST_STORAGE_KEY)).toBeNull();
  });

  test("Skip ends the rest at once, silently", () => {
    render(<RestBar />);
    start(90);
    click(getByRole("button", { name: "Skip" }));
    expect(bar()).toBeNull();
    advance(120_000);
    expect(alarms).toBe(0);
  });

  test("at 0 the alarm sounds and the bar hides", async () => {
    render(<RestBar />);
    start(2);
    advance(1000);
    expect(shown()).toBe("0:01");
    expect(alarms).toBe(0);
    advance(1000);
    expect(bar()).toBeNull();
    expect(alarms).toBe(1);
  });

  test("also on its own clock, without the page being shown again", () => {
    render(<RestBar />);
    start(2);
    expect(bar()).not.toBeNull();
    tick(1000);
    expect(shown()).toBe("0:01");
    expect(alarms).toBe(0);
    tick(1000);
    expect(bar()).toBeNull();
    expect(alarms).toBe(1);
  });

  test("a rest stored before a reload shows with the right time; one long over ends silently", () => {
    localStorage.setItem(
      REST_STORAGE_KEY,
      JSON.stringify({ exerciseId: 3, exerciseName: "Row", durationMs: 60_000, timer: { status: "running", endsAt: clock + 20_000 } }),
    );
    const first = render(<RestBar />);
    expect(bar()!.textContent).toContain("Row");
    expect(shown()).toBe("0:20");
    first.unmount();

    localStorage.setItem(
      REST_STORAGE_KEY,
      JSON.stringify({ exerciseId: 3, exerciseName: "Row", durationMs: 60_000, timer: { status: "running", endsAt: clock - 61_000 } }),
    );
    render(<RestBar />);
    expect(bar()).toBeNull();
    expect(alarms).toBe(0);
  });

  test("a paused rest still shows, holding its time", () => {
    render(<RestBar />);
    start(60);
    advance(10_000);
    act(() => useRestStore.getState().pauseRest());
    advance(30_000);
    expect(shown()).toBe("0:50");
    expect(bar()!.textContent).toContain("Paused");
  });
});
