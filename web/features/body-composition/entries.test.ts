// How entries are ordered.
import { describe, expect, test } from "bun:test";
import { compareEntriesNewestFirst } from "./entries";

describe("helpers", () => {
  test("newest date first, then newest id", () => {
    const list = [
      { id: 1, date: "2026-06-01" },
      { id: 3, date: "2026-05-01" },
      { id: 2, date: "2026-06-01" },
    ].sort(compareEntriesNewestFirst);
    expect(list.map((e) => e.id)).toEqual([2, 1, 3]);
  });
});
