// The one-sentence error of a zod failure: our own messages as written, zod's defaults with the
// field in words rather than a path.
import { describe, expect, test } from "bun:test";
import { z } from "zod";
import { fieldMessages, fieldWords, firstIssueMessage } from "./validation";

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

describe("fieldMessages", () => {
  const schema = z.object({
    name: z.string().min(1, "Name is required").max(3, "Name is too long"),
    quantity: z.number({ message: "Quantity must be a number" }),
    caloriesPerUnit: z.number({ message: "Calories must be a number" }),
    notes: z.string({ message: "Notes must be text" }),
    items: z.array(z.number({ message: "Each item must be a number" })),
  });
  const error = schema.safeParse({ name: "", quantity: "x", caloriesPerUnit: "y", notes: 1, items: ["z"] }).error!;

  test("the first message of each listed field; others are left out", () => {
    expect(fieldMessages(error, ["name", "quantity"])).toEqual({ name: "Name is required", quantity: "Quantity must be a number" });
    expect(fieldMessages(error, ["missing"])).toEqual({});
    const twice = { issues: [...error.issues, { path: ["name"], message: "second" }] };
    expect(fieldMessages(twice, ["name"]).name).toBe("Name is required");
  });

  test("an API key is mapped onto the form's field, and a path that starts with a list index names no field", () => {
    const field = (key: string) => (key.endsWith("PerUnit") ? key.slice(0, -"PerUnit".length) : key);
    expect(fieldMessages(error, ["calories"], field)).toEqual({ calories: "Calories must be a number" });
    expect(fieldMessages(error, ["items"]).items).toBe("Each item must be a number");
    expect(
      fieldMessages(
        {
          issues: [
            { path: [0], message: "top" },
            { path: [], message: "none" },
          ],
        },
        ["0"],
      ),
    ).toEqual({});
  });
});
