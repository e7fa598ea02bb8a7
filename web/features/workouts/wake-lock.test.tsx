// The screen wake lock during a workout, against a stand-in navigator.wakeLock.
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { act } from "react";
import { render } from "@web/test/render";
import { useWakeLock } from "./wake-lock";

type Lock = { released: boolean; release: () => Promise<void> };
let requests: string[] = [];
let locks: Lock[] = [];
let refuse = false;
let visibility: DocumentVisibilityState = "visible";

beforeEach(() => {
  requests = [];
  locks = [];
  refuse = false;
  visibility = "visible";
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility });
  Object.defineProperty(navigator, "wakeLock", {
    configurable: true,
    value: {
      request: async (type: string) => {
        requests.push(type);
        if (refuse) throw new DOMException("Not allowed", "NotAllowedError");
        const lock: Lock = {
          released: false,
          release: async () => {
            lock.released = true;
          },
        };
        locks.push(lock);
        return lock;
      },
    },
  });
});

afterEach(() => {
  delete (navigator as unknown as { wakeLock?: unknown }).wakeLock;
  delete (document as unknown as { visibilityState?: unknown }).visibilityState;
});

function Probe({ active }: { active: boolean }) {
  useWakeLock(active);
  return null;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const held = () => locks.filter((l) => !l.released).length;

async function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event("visibilitychange"));
  await settle();
}

describe("useWakeLock", () => {
  test("asks for a screen lock while active, and releases it when no longer active", async () => {
    const view = render(<Probe active={false} />);
    await settle();
    expect(requests).toEqual([]);
    view.rerender(<Probe active />);
    await settle();
    expect(requests).toEqual(["screen"]);
    expect(held()).toBe(1);
    view.rerender(<Probe active={false} />);
    await settle();
    expect(held()).toBe(0);
  });

  test("lets go when the page hides and asks again when it is shown while still active", async () => {
    render(<Probe active />);
    await settle();
    expect(held()).toBe(1);
    await setVisibility("hidden");
    expect(held()).toBe(0);
    await setVisibility("visible");
    expect(requests).toHaveLength(2);
    expect(held()).toBe(1);
  });

  test("not asked for while the page is hidden; released on unmount", async () => {
    visibility = "hidden";
    const view = render(<Probe active />);
    await settle();
    expect(requests).toEqual([]);
    await setVisibility("visible");
    expect(held()).toBe(1);
    view.unmount();
    await settle();
    expect(held()).toBe(0);
  });

  test("a refusal is ignored, and a browser without the API is fine", async () => {
    refuse = true;
    render(<Probe active />);
    await settle();
    expect(requests).toEqual(["screen"]);
    expect(held()).toBe(0);
    delete (navigator as unknown as { wakeLock?: unknown }).wakeLock;
    expect(() => render(<Probe active />)).not.toThrow();
  });
});
