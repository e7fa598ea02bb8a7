// The embedded exercise library: library/exercises.json (a compact copy of free-exercise-db,
// scripts/exercise-library-data.ts) read once, on first use. The file is embedded as a file, not
// as code, so the executable carries it once and nothing parses it until a member asks.
import { readFileSync } from "node:fs";
import type { LibraryExercise, LibraryExerciseDetail } from "@shared/exercise-library/contract";
import type { Equipment, Muscle } from "@shared/exercise-library/rules";
import libraryFile from "./library/exercises.json" with { type: "file" };

type Line = [string, string, Muscle[], Muscle[], Equipment | null, string | null, string | null, string | null, string[]];

export type LibraryEntry = LibraryExerciseDetail & {
  /** The name folded for matching (normalizeName). */
  key: string;
};

/** Lower case, every run of what is not a letter or digit one space: "Squat (Smith Machine)" -> "squat smith machine". */
export function normalizeName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

let entries: LibraryEntry[] | undefined;
let byId: Map<string, LibraryEntry> | undefined;

export function libraryEntries(): LibraryEntry[] {
  if (!entries) {
    // A `type: "file"` import is the file's path, whatever TypeScript makes of a .json import.
    const lines = JSON.parse(readFileSync(libraryFile as unknown as string, "utf8")) as Line[];
    entries = lines.map(([id, name, primaryMuscles, secondaryMuscles, equipment, category, mechanic, level, instructions]) => ({
      id,
      name,
      primaryMuscles,
      secondaryMuscles,
      equipment,
      category,
      mechanic,
      level,
      instructions,
      source: "library",
      key: normalizeName(name),
    }));
    byId = new Map(entries.map((e) => [e.id, e]));
  }
  return entries;
}

export function libraryEntry(id: string): LibraryEntry | undefined {
  libraryEntries();
  return byId!.get(id);
}

/** An entry as a search answers it: everything but the instructions. */
export function summaryOf(e: LibraryExerciseDetail): LibraryExercise {
  const { id, name, primaryMuscles, secondaryMuscles, equipment, category, mechanic, level, source } = e;
  return { id, name, primaryMuscles, secondaryMuscles, equipment, category, mechanic, level, source };
}

export function detailOf(e: LibraryExerciseDetail): LibraryExerciseDetail {
  return { ...summaryOf(e), instructions: e.instructions };
}
