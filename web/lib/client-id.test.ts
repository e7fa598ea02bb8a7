// The phone's ids: UUIDv7, made without crypto.randomUUID, in the order they were made.
import { describe, expect, test } from "bun:test";
import { newClientId } from "./client-id";

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newClientId", () => {
  test("is a UUIDv7 made from getRandomValues alone", () => {
    const random = { getRandomValues: <T extends ArrayBufferView | null>(array: T) => crypto.getRandomValues(array) };
    const id = newClientId(Date.UTC(2026, 10, 27), random);
    expect(id).toMatch(UUID_V7);
    expect(id.slice(0, 13)).toBe("01a21a4d-4000"); // the milliseconds, in hex
  });

  test("ids sort by the time they were made, and never repeat", () => {
    const ids = [1000, 2000, 3000].map((t) => newClientId(t));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(Array.from({ length: 1000 }, () => newClientId(5))).size).toBe(1000);
  });
});
