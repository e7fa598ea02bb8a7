// The one-sentence error of a zod failure: our own messages as written, zod's defaults with the
// field in words rather than a path.
import { describe, expect, test } from "bun:test";
import { z } from "zod";
import { fieldWords, firstIssueMessage } from "./validation";

describe("firstIssueMessage", () => {
  test("a message we wrote is answered as it is", () => {
    const r = z.object({ weight: z.number().max(5, "Weight must be at most 5") }).safeParse({ weight: 9 });
    expect(firstIssueMessage(r.error!)).toBe("Weight must be at most 5");
  });

  test("zod's own messages name the field in words, never a path", () => {
    const r = z.object({ data: z.object({ exercises: z.array(z.object({ restTime: z.number() })) }) }).safeParse({
      data: { exercises: [{ restTime: 1 }, { restTime: "x" }] },
    });
    const message = firstIssueMessage(r.error!);
    expect(message).toStartWith("Rest time of exercise 2: ");
    expect(message).not.toContain("data.exercises");
  });

  test("paths in words", () => {
    expect(fieldWords(["bodyFat"])).toBe("Body fat");
    expect(fieldWords(["caloriesPerUnit"])).toBe("Calories per unit");
    expect(fieldWords(["data", "exercises", 0, "weight"])).toBe("Weight of exercise 1");
    expect(fieldWords(["meals", 2, "ingredients", 0, "quantity"])).toBe("Quantity of ingredient 1 of meal 3");
    expect(fieldWords([])).toBe("");
  });
});
