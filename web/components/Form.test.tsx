// A form that opens is brought into view with its first field focused.
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { useState } from "react";
import { click, getByRole, render, waitFor } from "@web/test/render";

const field = (label: string) => document.querySelector(`[aria-label="${label}"]`);
import { Reveal } from "./Form";

const scrolled: { el: Element; options: unknown }[] = [];
const original = HTMLElement.prototype.scrollIntoView;

beforeEach(() => {
  scrolled.length = 0;
  HTMLElement.prototype.scrollIntoView = function (this: Element, options?: unknown) {
    scrolled.push({ el: this, options });
  } as typeof HTMLElement.prototype.scrollIntoView;
});

afterEach(() => {
  HTMLElement.prototype.scrollIntoView = original;
});

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add Thing
      </button>
      {open ? (
        <Reveal>
          <form aria-label="New thing">
            <input type="hidden" name="kind" value="x" />
            <input aria-label="Disabled" disabled />
            <input aria-label="Name" />
            <input aria-label="Notes" />
          </form>
        </Reveal>
      ) : null}
    </>
  );
}

describe("Reveal", () => {
  test("opening focuses the first field and scrolls the form into view, as little as needed", async () => {
    render(<Harness />);
    click(getByRole("button", { name: "Add Thing" }));
    expect(document.activeElement).toBe(field("Name"));
    await waitFor(() => expect(scrolled).toHaveLength(1));
    expect(scrolled[0]!.el.className).toBe("reveal");
    expect(scrolled[0]!.options).toMatchObject({ block: "nearest" });
  });

  test("a field that already has focus keeps it", async () => {
    render(
      <Reveal>
        <input aria-label="First" />
        {/* biome-ignore lint/a11y/noAutofocus: what is tested is how Reveal treats a field that asks for focus. */}
        <input aria-label="Second" autoFocus />
      </Reveal>,
    );
    expect(document.activeElement).toBe(field("Second"));
  });
});
