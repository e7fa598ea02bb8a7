// The delayed hint: shown by hover or keyboard focus after the delay, never by a touch.
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { act } from "react";
import { useState } from "react";
import { fakeTimer } from "@web/test/fake-timer";
import { click, getByRole, queryByRole, render } from "@web/test/render";
import { hideTooltip, TOOLTIP_DELAY, Tooltip, tooltipTimer } from "./Tooltip";

const original = { ...tooltipTimer };
let time = fakeTimer();
beforeEach(() => {
  time = fakeTimer();
  tooltipTimer.later = time.later;
});
afterEach(() => Object.assign(tooltipTimer, original));

/** Time passes on the fake clock; 0 lets the page's observers run. */
const wait = async (ms: number) => {
  time.pass(ms);
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
};

// React derives enter/leave from pointerover/pointerout.
function hover(el: Element, type: "pointerenter" | "pointerleave", pointerType = "mouse") {
  act(() => {
    el.dispatchEvent(new PointerEvent(type === "pointerenter" ? "pointerover" : "pointerout", { pointerType, bubbles: true }));
  });
}

afterEach(() => hideTooltip());

describe("Tooltip", () => {
  test("the delay is 700 ms", () => {
    expect(TOOLTIP_DELAY).toBe(700);
  });

  test("a mouse hover shows the hint after the delay, not before; leaving hides it", async () => {
    render(
      <Tooltip content="Switch to dark theme">
        <button type="button" aria-label="Theme">
          T
        </button>
      </Tooltip>,
    );
    const button = getByRole("button", { name: "Theme" });
    hover(button, "pointerenter");
    await wait(TOOLTIP_DELAY - 250);
    expect(queryByRole("tooltip")).toBeNull();
    await wait(400);
    expect(getByRole("tooltip").textContent).toBe("Switch to dark theme");
    expect(button.getAttribute("aria-describedby")).toBe(getByRole("tooltip").id);
    hover(button, "pointerleave");
    expect(queryByRole("tooltip")).toBeNull();
  });

  test("a touch does not show it", async () => {
    render(
      <Tooltip content="Hint">
        <button type="button">B</button>
      </Tooltip>,
    );
    hover(getByRole("button", { name: "B" }), "pointerenter", "touch");
    await wait(TOOLTIP_DELAY + 100);
    expect(queryByRole("tooltip")).toBeNull();
  });

  test("keeps the control's own handlers", async () => {
    let entered = 0;
    render(
      <Tooltip content="Hint">
        <button type="button" onPointerEnter={() => entered++}>
          B
        </button>
      </Tooltip>,
    );
    hover(getByRole("button", { name: "B" }), "pointerenter");
    expect(entered).toBe(1);
  });

  test("Escape hides it, and the control's own description comes back", async () => {
    render(
      <>
        <p id="own">Own description</p>
        <Tooltip content="Hint">
          <button type="button" aria-describedby="own">
            B
          </button>
        </Tooltip>
      </>,
    );
    const button = getByRole("button", { name: "B" });
    hover(button, "pointerenter");
    await wait(TOOLTIP_DELAY + 100);
    expect(button.getAttribute("aria-describedby")).toBe(getByRole("tooltip").id);
    act(() => {
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    });
    expect(queryByRole("tooltip")).toBeNull();
    expect(button.getAttribute("aria-describedby")).toBe("own");
  });

  test("a control that leaves the page takes its hint with it; one hint at a time", async () => {
    function Items() {
      const [shownB, setShownB] = useState(true);
      return (
        <>
          <Tooltip content="Hint A">
            <button type="button">A</button>
          </Tooltip>
          {shownB ? (
            <Tooltip content="Hint B">
              <button type="button">B</button>
            </Tooltip>
          ) : null}
          <button type="button" onClick={() => setShownB(false)}>
            remove
          </button>
        </>
      );
    }
    render(<Items />);
    hover(getByRole("button", { name: "A" }), "pointerenter");
    hover(getByRole("button", { name: "B" }), "pointerenter");
    await wait(TOOLTIP_DELAY + 100);
    expect(document.querySelectorAll('[role="tooltip"]')).toHaveLength(1);
    expect(getByRole("tooltip").textContent).toBe("Hint B");
    click(getByRole("button", { name: "remove" }));
    await wait(0);
    expect(queryByRole("tooltip")).toBeNull();
  });
});
