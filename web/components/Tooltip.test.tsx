// The delayed hint: shown by hover or keyboard focus after the delay, never by a touch.
import { afterEach, describe, expect, test } from "bun:test";
import { act } from "react";
import { getByRole, queryByRole, render } from "../test/render";
import { TOOLTIP_DELAY, Tooltip } from "./Tooltip";

const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

// React derives enter/leave from pointerover/pointerout.
function hover(el: Element, type: "pointerenter" | "pointerleave", pointerType = "mouse") {
  act(() => {
    el.dispatchEvent(new PointerEvent(type === "pointerenter" ? "pointerover" : "pointerout", { pointerType, bubbles: true }));
  });
}

afterEach(() => {
  for (const tip of document.querySelectorAll('[role="tooltip"]')) tip.remove();
});

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
});
