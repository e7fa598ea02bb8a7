// The short names a shopping list shows, made at build time from the USDA descriptions
// (docs/behaviour/meals.md, "Shopping list").
import { describe, expect, test } from "bun:test";
import { shortName } from "./food-names";

const short = (description: string) => shortName(description).short;

describe("short names", () => {
  test("a kind's first word gives way to the food; a meat keeps its cut; a noun takes its kind before it", () => {
    expect(short("Fish, salmon, Atlantic, farmed, raw")).toBe("Salmon");
    expect(short("Chicken, broilers or fryers, breast, skinless, boneless, meat only, raw")).toBe("Chicken breast");
    expect(short("Cheese, blue")).toBe("Blue cheese");
    expect(short("Oil, olive, salad or cooking")).toBe("Olive oil");
    expect(short("Beans, black, mature seeds, raw")).toBe("Black beans");
    expect(short("Rice, white, long-grain, regular, raw, enriched")).toBe("White rice");
    expect(short("Mushrooms, white, raw")).toBe("White mushrooms");
    // A state of the food is not its kind.
    expect(short("Cabbage, raw")).toBe("Cabbage");
    expect(short("Sweet potato, raw, unprepared (Includes foods for USDA's Food Distribution Program)")).toBe("Sweet potato");
  });

  test("never longer than a shopper reads at a glance", () => {
    expect(
      short("Beverages, carbonated, low calorie, other than cola or pepper, with aspartame, contains caffeine").length,
    ).toBeLessThanOrEqual(40);
  });
});
