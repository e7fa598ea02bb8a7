// The import sources' table: every layout belongs to one source, and the words built from the
// table are the words the screens and the CSV import have always said.
import { describe, expect, test } from "bun:test";
import {
  CSV_SOURCES,
  IMPORT_CHOICES,
  IMPORT_SOURCES,
  NOT_A_WORKOUT_EXPORT,
  NOT_AN_IMPORT_FILE,
  sourceOfLayout,
  type CsvLayout,
} from "./sources";

describe("import sources", () => {
  test("the CSV sources are Strong and Hevy, and each layout belongs to exactly one", () => {
    expect(CSV_SOURCES).toEqual(["strong", "hevy"]);
    const layouts: CsvLayout[] = ["strong", "strong-old", "strong-semicolon", "hevy"];
    expect(layouts.map(sourceOfLayout)).toEqual(["strong", "strong", "strong", "hevy"]);
    const all = CSV_SOURCES.flatMap((s) => IMPORT_SOURCES[s].layouts);
    expect(new Set(all).size).toBe(all.length);
    expect(IMPORT_SOURCES.kinfit.layouts).toEqual([]);
  });

  test("the messages and prompts name the sources from the table", () => {
    expect(NOT_A_WORKOUT_EXPORT).toBe("This file is not a Strong or Hevy workout export");
    expect(IMPORT_CHOICES).toBe("A Kinfit export (.json), or the workout export of Strong or Hevy (.csv).");
    expect(NOT_AN_IMPORT_FILE).toBe("This file is not a Kinfit export (.json) or a Strong or Hevy workout export (.csv)");
    expect([IMPORT_SOURCES.strong.title, IMPORT_SOURCES.hevy.title]).toEqual(["Strong workout export", "Hevy workout export"]);
  });
});
