import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { act } from "react";
import { click, getByRole, render } from "@web/test/render";
import { idleRest, restEffects, useRestStore } from "./rest-store";
import { RestTimer } from "./RestTimer";

let clock = 1_000_000;
let vibrations: unknown[] = [];
const original = { ...restEffects };

beforeEach(() => {
  clock = 1_000_000;
  vibrations = [];
  restEffects.now = () => clock;
  localStorage.clear();
  useRestStore.setState(idleRest);
  Object.defineProperty(navigator, "vibrate", { configurable: true, value: (p: unknown) => (vibrations.push(p), true) });
});

afterEach(() => Object.assign(restEffects, original));

/** Jump the clock and let the timer notice, as it does when the page becomes visible again. */
function advance(ms: number) {
  clock += ms;
  act(() => {
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

const group = (name: string) => getByRole("group", { name: `Rest timer for ${name}` });
const shown = (name = "Squat") => getByRole("timer", undefined, group(name)).textContent;

describe("RestTimer", () => {
  test("idle, Start counts down from the rest time, Pause holds, Start resumes", () => {
    render(<RestTimer exerciseId={1} restTime={90} exerciseName="Squat" />);
    expect(shown()).toBe("1:30");
    click(getByRole("button", { name: "Start" }));
    expect(shown()).toBe("1:30");
    advance(1000);
    expect(shown()).toBe("1:29");
    advance(20_500);
    expect(shown()).toBe("1:09");
    click(getByRole("button", { name: "Pause" }));
    advance(60_000);
    expect(shown()).toBe("1:09");
    click(getByRole("button", { name: "Start" }));
    advance(9_000);
    expect(shown()).toBe("1:00");
  });

  test("time slept away still counts: the end time decides", () => {
    render(<RestTimer exerciseId={2} restTime={90} exerciseName="Squat" />);
    click(getByRole("button", { name: "Start" }));
    advance(75_000);
    expect(shown()).toBe("0:15");
  });

  test("at 0 it stops, resets to the full rest time and vibrates", () => {
    render(<RestTimer exerciseId={3} restTime={3} exerciseName="Squat" />);
    click(getByRole("button", { name: "Start" }));
    advance(2000);
    expect(shown()).toBe("0:01");
    expect(vibrations).toHaveLength(0);
    advance(1000);
    expect(shown()).toBe("0:03");
    expect(getByRole("button", { name: "Start" })).toBeTruthy();
    expect(vibrations).toHaveLength(1);
  });

  test("a running timer survives a remount (a reload) and ends silently when long over", () => {
    const first = render(<RestTimer exerciseId={4} restTime={60} exerciseName="Row" />);
    click(getByRole("button", { name: "Start" }));
    advance(10_000);
    first.unmount();
    clock += 20_000;
    useRestStore.setState(idleRest);
    useRestStore.getState().hydrateRest();
    render(<RestTimer exerciseId={4} restTime={60} exerciseName="Row" />);
    expect(shown("Row")).toBe("0:30");
    expect(getByRole("button", { name: "Pause" })).toBeTruthy();
    advance(10 * 60_000);
    expect(shown("Row")).toBe("1:00");
    expect(vibrations).toHaveLength(0);
  });

  test("one timer for the screen: Start on another exercise moves the rest there", () => {
    render(
      <>
        <RestTimer exerciseId={5} restTime={90} exerciseName="Squat" />
        <RestTimer exerciseId={6} restTime={60} exerciseName="Row" />
      </>,
    );
    click(getByRole("button", { name: "Start" }, group("Squat")));
    advance(5000);
    expect(shown("Squat")).toBe("1:25");
    expect(getByRole("button", { name: "Start" }, group("Row"))).toBeTruthy();
    click(getByRole("button", { name: "Start" }, group("Row")));
    expect(shown("Squat")).toBe("1:30");
    expect(getByRole("button", { name: "Start" }, group("Squat"))).toBeTruthy();
    expect(shown("Row")).toBe("1:00");
    expect(useRestStore.getState()).toMatchObject({ exerciseId: 6, exerciseName: "Row", durationMs: 60_000 });
  });
});
