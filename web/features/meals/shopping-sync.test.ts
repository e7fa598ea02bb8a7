// The shopping outbox follows the shared-phone rule: a 401 while sending keeps the member's ticks
// for their next sign-in; a refused tick is dropped; a sign-out's count and drop are the member's.
import { afterEach, describe, expect, test } from "bun:test";
import { mockFetch } from "@web/test/fetch-mock";
import { dropTicksOf, flushTicks, OUTBOX_STORAGE_KEY, waitingTicksOf } from "./shopping-sync";

const tick = (key: string) => ({ key, from: "2026-03-02", to: "2026-03-08", checked: true, quantity: 1 });
const stored = () => JSON.parse(localStorage.getItem(OUTBOX_STORAGE_KEY) ?? "{}");

afterEach(() => localStorage.removeItem(OUTBOX_STORAGE_KEY));

describe("the shopping outbox on a shared phone", () => {
  test("a 401 keeps the member's ticks waiting; a refused tick is dropped", async () => {
    localStorage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify({ 1: [tick("oats"), tick("milk")] }));
    let status = 401;
    const mock = mockFetch({
      "PUT /api/shopping-list/items/oats": () => ({ status, body: { message: "no" } }),
      "PUT /api/shopping-list/items/milk": { body: {} },
    });
    await flushTicks(1);
    expect(stored()).toEqual({ 1: [tick("oats"), tick("milk")] });
    expect(mock.calls).toHaveLength(1);
    status = 400;
    await flushTicks(1);
    expect(stored()).toEqual({});
  });

  test("a sign-out counts and drops only the member's ticks", () => {
    localStorage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify({ 1: [tick("oats"), tick("milk")], 2: [tick("eggs")] }));
    expect(waitingTicksOf(1)).toBe(2);
    dropTicksOf(1);
    expect(stored()).toEqual({ 2: [tick("eggs")] });
    expect(waitingTicksOf(1)).toBe(0);
  });
});
