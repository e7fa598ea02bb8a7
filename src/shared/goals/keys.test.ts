// The goal keys are the one list the type, the empty value, the limits, the schema and its messages
// follow, and the one merge of sent goals over stored ones that the profile and an import share.
import { describe, expect, test } from "bun:test";
import { GOALS } from "@shared/limits";
import { goalsSchema } from "./contract";
import { GOAL_KEY_LIST, GOAL_KEYS, GOAL_LABELS, goalRangeMessage, NO_GOALS } from "./keys";
import { goalsOf, mergeGoals } from "./rules";

describe("GOAL_KEYS", () => {
  test("the empty value, the limits, the labels and the schema have exactly these keys", () => {
    expect(Object.keys(NO_GOALS)).toEqual([...GOAL_KEYS]);
    expect(Object.values(NO_GOALS).every((v) => v === null)).toBe(true);
    expect(Object.keys(GOALS).sort()).toEqual([...GOAL_KEYS].sort());
    expect(Object.keys(GOAL_LABELS).sort()).toEqual([...GOAL_KEYS].sort());
    expect(Object.keys(goalsSchema.shape)).toEqual([...GOAL_KEYS]);
  });

  test("the schema's messages name every key and each goal with its limit", () => {
    expect(GOAL_KEY_LIST).toBe("calories, protein, carbs, fat, fiber, sugar, sodium and proteinPerBodyWeight");
    expect(goalsSchema.safeParse("x").error?.issues[0]?.message).toBe(`goals must be an object of ${GOAL_KEY_LIST}`);
    for (const key of GOAL_KEYS) {
      const tooBig = goalsSchema.safeParse({ [key]: GOALS[key] + 1 });
      expect(tooBig.error?.issues[0]?.message).toBe(goalRangeMessage(key));
      expect(goalsSchema.safeParse({ [key]: GOALS[key] }).success).toBe(true);
      expect(goalsSchema.safeParse({ [key]: "1" }).error?.issues[0]?.message).toBe(`${GOAL_LABELS[key].label} must be a number or null`);
    }
    expect(goalRangeMessage("proteinPerBodyWeight")).toBe("Protein per body weight goal must be between 0 and 5 g per lb");
    expect(goalRangeMessage("proteinPerBodyWeight", 11.02, " g per kg")).toBe(
      "Protein per body weight goal must be between 0 and 11.02 g per kg",
    );
  });
});

describe("mergeGoals", () => {
  test("a goal sent replaces the stored one, null clears it, one not sent stays", () => {
    const stored = { ...NO_GOALS, calories: 2200, protein: 150, fat: 70 };
    expect(mergeGoals(stored, { fat: null, carbs: 0, protein: undefined })).toEqual({
      ...NO_GOALS,
      calories: 2200,
      protein: 150,
      carbs: 0,
    });
  });

  test("stored goals are read back first, so unreadable ones count as none", () => {
    expect(mergeGoals({ calories: "2000", protein: -1 }, { fat: 50 })).toEqual({ ...NO_GOALS, fat: 50 });
    expect(mergeGoals(null, {})).toEqual(goalsOf(null));
  });
});
