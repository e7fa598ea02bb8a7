// The streak query schema.
import { describe, expect, test } from "bun:test";
import { streakQuerySchema } from "./contract";

describe("streakQuerySchema", () => {
  test("the query needs a real date", () => {
    expect(streakQuerySchema.safeParse({ today: "2026-06-10" }).success).toBe(true);
    expect(streakQuerySchema.safeParse({ today: "2026-02-30" }).success).toBe(false);
    expect(streakQuerySchema.safeParse({}).success).toBe(false);
  });
});
