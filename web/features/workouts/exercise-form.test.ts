// The add and edit forms and a set's fields check with the shared readers, not with zod; the API
// checks with its field schemas. For any text, both must agree on what is accepted and what it
// becomes, or a form would send what the API refuses (or refuse what it takes).
import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { loggedReps, loggedWeight, plannedReps, plannedWeight, requiredName, restField, setsField } from "@shared/workouts/fields";
import { WORKOUT } from "@shared/limits";
import { checkExerciseForm, checkLoggedReps, checkLoggedWeight } from "./exercise-form";

/** Text of the kinds lifters type: numbers, ranges, commas, words, spaces, signs, empties. */
const typed = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.stringMatching(/^ ?[-+]?\d{0,5}([.,]\d{0,3})? ?(- ?\d{0,5}([.,]\d{0,2})?)? ?$/),
  fc.constantFrom(
    "",
    " ",
    "BW",
    "bw",
    "bodyweight",
    "AMRAP",
    "8-10",
    "10-8",
    "2000",
    "2000.5",
    "1000",
    "1001",
    ",5",
    "3.",
    "1e3",
    "0x10",
    "-0",
    "８",
  ),
  fc.string({ minLength: 48, maxLength: 130 }),
);

const api = <T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }, v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? { ok: true as const, value: r.data } : { ok: false as const };
};

describe("the forms' checks agree with the API's schemas", () => {
  test("a logged set's weight and reps", () => {
    fc.assert(
      fc.property(typed, (text) => {
        const reps = checkLoggedReps(text);
        const apiReps = api(loggedReps(), text);
        expect("value" in reps ? { ok: true, value: reps.value } : { ok: false }).toEqual(apiReps);
        // In pounds the form adds one rule of its own: a logged set is one weight, not a range.
        const weight = checkLoggedWeight(text, "lb");
        const apiWeight = api(loggedWeight(), text);
        if ("value" in weight) expect(apiWeight).toEqual({ ok: true, value: weight.value });
        else if (!text.includes("-")) expect(apiWeight.ok).toBe(false);
      }),
      { numRuns: 3000 },
    );
  });

  test("a new or edited exercise, field by field", () => {
    const form = fc.record({ name: typed, sets: typed, reps: typed, weight: typed, rest: typed });
    fc.assert(
      fc.property(form, (text) => {
        const checked = checkExerciseForm(text, "lb");
        const whole = (t: string) => (/^\s*\d+\s*$/.test(t) ? Number(t) : Number.NaN);
        const expected = {
          name: api(requiredName(), text.name),
          sets: api(setsField(WORKOUT.minSets), whole(text.sets)),
          reps: api(plannedReps(), text.reps),
          weight: api(plannedWeight(), text.weight),
          rest: api(restField, whole(text.rest)),
        };
        const accepted = Object.values(expected).every((e) => e.ok);
        expect("values" in checked).toBe(accepted);
        if ("values" in checked) {
          const { name, sets, reps, weight, restTime } = checked.values;
          expect({ name, sets, reps, weight, rest: restTime }).toEqual(
            Object.fromEntries(Object.entries(expected).map(([k, e]) => [k, (e as { value: unknown }).value])) as never,
          );
        } else {
          for (const [key, e] of Object.entries(expected)) expect(key in checked.errors).toBe(!e.ok);
        }
      }),
      { numRuns: 3000 },
    );
  });
});
