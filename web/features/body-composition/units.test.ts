// Body composition figures in the user's units: what the screen shows, what it sends, the labels
// and the limits.
import { describe, expect, test } from "bun:test";
import { BODY_METRICS, MEASUREMENTS, bodyEntryProblems } from "@shared/body-composition/rules";
import type { Units } from "@shared/units";
import { fieldLabel, figureText, measurementsLegend, rangeMessageIn, shownFigure, storedFigure } from "./units";

const lbIn: Units = { weightUnit: "lb", lengthUnit: "in" };
const kgCm: Units = { weightUnit: "kg", lengthUnit: "cm" };

describe("body figures in the user's units", () => {
  test("pounds and inches are shown as stored, with the product's labels", () => {
    expect(figureText("weight", 182.4, lbIn)).toBe("182.4 lbs");
    expect(figureText("waist", 33.5, lbIn)).toBe("33.5 in");
    expect(figureText("bodyFat", 18.5, lbIn)).toBe("18.5%");
    expect(BODY_METRICS.map((m) => fieldLabel(m, lbIn))).toEqual(["Weight (lbs)", "Body Fat (%)", "Muscle Mass (lbs)"]);
    expect(fieldLabel(MEASUREMENTS[1]!, lbIn)).toBe("Waist");
    expect(measurementsLegend(lbIn)).toBe("Measurements (inches)");
    expect(rangeMessageIn("weight", lbIn)).toBe("Weight must be between 20 and 1000 lbs");
    expect(rangeMessageIn("waist", lbIn)).toBe("Waist must be between 1 and 100 in");
  });

  test("kilograms and centimetres: typed figures are stored in pounds and inches and read back as typed", () => {
    expect(storedFigure("weight", 80, kgCm)).toBe(176.3698);
    expect(storedFigure("waist", 81, kgCm)).toBe(31.8898);
    expect(storedFigure("bodyFat", 18.5, kgCm)).toBe(18.5);
    for (const typed of [80, 62.5, 0.1, 99.99, 150.35]) {
      expect(shownFigure("muscleMass", storedFigure("muscleMass", typed, kgCm), kgCm)).toBe(typed);
      expect(shownFigure("leftArm", storedFigure("leftArm", typed, kgCm), kgCm)).toBe(typed);
    }
    expect(figureText("weight", 176.3698, kgCm)).toBe("80 kg");
    expect(figureText("weight", 176.3698, lbIn)).toBe("176.37 lbs");
    expect(figureText("waist", 31.8898, kgCm)).toBe("81 cm");
    expect(BODY_METRICS.map((m) => fieldLabel(m, kgCm))).toEqual(["Weight (kg)", "Body Fat (%)", "Muscle Mass (kg)"]);
    expect(fieldLabel(MEASUREMENTS[1]!, kgCm)).toBe("Waist (cm)");
    expect(measurementsLegend(kgCm)).toBe("Measurements (cm)");
  });

  test("the ranges hold for the stored figure and are stated in the user's unit, figures that pass", () => {
    expect(rangeMessageIn("weight", kgCm)).toBe("Weight must be between 9.08 and 453.59 kg");
    expect(rangeMessageIn("muscleMass", kgCm)).toBe("Muscle mass must be between 4.54 and 453.59 kg");
    expect(rangeMessageIn("waist", kgCm)).toBe("Waist must be between 2.54 and 254 cm");
    expect(rangeMessageIn("bodyFat", kgCm)).toBe("Body fat must be between 1 and 75%");
    const problems = (weight: number) =>
      bodyEntryProblems({ date: "2026-06-01", weight: storedFigure("weight", weight, kgCm) }, { latestDate: "2026-06-01" });
    expect(problems(9.08)).toEqual([]);
    expect(problems(453.59)).toEqual([]);
    expect(problems(9.07)).toHaveLength(1);
    expect(problems(453.6)).toHaveLength(1);
    expect(bodyEntryProblems({ date: "2026-06-01", waist: storedFigure("waist", 2.54, kgCm) }, { latestDate: "2026-06-01" })).toEqual([]);
  });
});
