import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import {
  lengthFromStored,
  lengthToStored,
  parseLocaleNumber,
  weightFromStored,
  weightTextFromStored,
  weightTextToStored,
  weightToStored,
} from "./units";
import { platesFor, STANDARD_PLATES } from "./workouts/plates";

describe("units", () => {
  test("kg and cm convert to the stored pounds and inches and back", () => {
    expect(weightToStored(62.5, "kg")).toBe(137.7889);
    expect(weightFromStored(137.7889, "kg")).toBe(62.5);
    expect(weightToStored(135, "lb")).toBe(135);
    expect(lengthToStored(81, "cm")).toBe(31.8898);
    expect(lengthFromStored(31.8898, "cm")).toBe(81);
  });

  test("any value typed with two decimals reads back as typed", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 90_000 }), (hundredths) => {
        const kg = hundredths / 100;
        expect(weightFromStored(weightToStored(kg, "kg"), "kg")).toBe(kg);
        expect(lengthFromStored(lengthToStored(kg, "cm"), "cm")).toBe(kg);
      }),
    );
  });

  test("weight texts: numbers and ranges convert, words pass, commas are decimal marks", () => {
    expect(weightTextToStored("62,5", "kg")).toBe("137.7889");
    expect(weightTextFromStored("137.7889", "kg")).toBe("62.5");
    expect(weightTextToStored("60-70", "kg")).toBe("132.2774-154.3236");
    expect(weightTextFromStored("132.2774-154.3236", "kg")).toBe("60-70");
    expect(weightTextToStored("BW", "kg")).toBe("BW");
    expect(weightTextFromStored("135", "lb")).toBe("135");
    expect(parseLocaleNumber("62,5")).toBe(62.5);
    expect(parseLocaleNumber("abc")).toBeNaN();
  });
});

describe("plate calculator", () => {
  test("plates per side, heaviest first, for a 45 lb bar", () => {
    expect(platesFor(225, 45, STANDARD_PLATES.lb)).toEqual({ bar: 45, perSide: [45, 45], remainder: 0, belowBar: false });
    expect(platesFor(140, 45, STANDARD_PLATES.lb).perSide).toEqual([45, 2.5]);
    expect(platesFor(100, 20, STANDARD_PLATES.kg).perSide).toEqual([25, 15]);
  });

  test("what the plates cannot make, and a load lighter than the bar", () => {
    expect(platesFor(46, 45, STANDARD_PLATES.lb)).toMatchObject({ perSide: [], remainder: 1 });
    expect(platesFor(30, 45, STANDARD_PLATES.lb)).toMatchObject({ belowBar: true, perSide: [] });
    expect(platesFor(145, 45, [45, 25])).toMatchObject({ perSide: [45], remainder: 10 });
  });
});
