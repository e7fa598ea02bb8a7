// How Strong and Hevy spell a name against how the library does: the same words in any order and
// number ("Smith Machine Squats"), "Push Up" as "Pushups", "Flyes" as "Fly"; and the equipment
// they put in brackets ("Hack Squat (Machine)"), which the library puts in the name ("Machine
// Bicep Curl", "Leverage Shrug", "Squats - With Bands") or only in the exercise's equipment.
import type { Equipment } from "@shared/exercise-library/rules";
import type { LibraryEntry } from "./data";

/** Words written apart or together: "push up", "push-up" and "pushups" meet. */
const JOINED = /\b(push|pull|chin|sit|step) ups?\b/g;

/** Two ways to say one thing: "Overhead Press (Cable)" is the library's Cable Shoulder Press. */
const SAME_PHRASE: [RegExp, string][] = [
  [/\boverhead press\b/g, "shoulder press"],
  [/\breverse grip\b/g, "underhand"],
];

/** Spellings of one word ("Single Arm" is "One Arm"). */
const SAME_WORD: Record<string, string> = { flye: "fly", flie: "fly", single: "one", db: "dumbbell", bb: "barbell", kb: "kettlebell" };

/** A word without its plural ("squats", "crunches", "raises"; not "press" or "triceps"' s alone). */
function singular(w: string): string {
  if (/(ch|sh|x)es$/.test(w)) return w.slice(0, -2);
  return w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w;
}

/** The words of a folded name, singular, in order: the key names with the same words share. */
export function wordsKey(key: string): string {
  return SAME_PHRASE.reduce((k, [phrase, same]) => k.replace(phrase, same), key.replace(JOINED, "$1up"))
    .split(" ")
    .map((w) => {
      const one = singular(w);
      return SAME_WORD[one] ?? one;
    })
    .sort()
    .join(" ");
}

type Kit = {
  /** The words the library's names use for it, or "with" + them ("Squats - With Bands"). */
  words: string[];
  /** The library's equipment an exercise of this kit has; empty: any (the name's words decide). */
  equipment: (Equipment | null)[];
  /** Equipment the library names only in words: the movement alone never stands for it. */
  byWordOnly?: boolean;
};

const BODY: (Equipment | null)[] = ["body only", "other", null];

/** The equipment in a Strong or Hevy name's brackets, by its folded words. */
const KITS: Record<string, Kit> = {
  barbell: { words: ["barbell"], equipment: ["barbell", "e-z curl bar"] },
  dumbbell: { words: ["dumbbell"], equipment: ["dumbbell"] },
  cable: { words: ["cable"], equipment: ["cable"] },
  machine: { words: ["machine", "leverage"], equipment: ["machine"] },
  "smith machine": { words: ["smith machine"], equipment: ["machine"], byWordOnly: true },
  smith: { words: ["smith machine"], equipment: ["machine"], byWordOnly: true },
  band: { words: ["band", "with band"], equipment: ["bands"] },
  kettlebell: { words: ["kettlebell"], equipment: ["kettlebells"] },
  "trap bar": { words: ["trap bar"], equipment: [], byWordOnly: true },
  suspension: { words: ["suspended"], equipment: ["other"], byWordOnly: true },
  bodyweight: { words: ["bodyweight"], equipment: BODY },
  // A bodyweight movement with help or a belt is still that movement.
  assisted: { words: [], equipment: BODY },
  weighted: { words: ["weighted"], equipment: BODY },
};

/** A name split into its movement and the equipment in its closing brackets, if it names one. */
export function kitOf(name: string): { movement: string; kit: Kit } | null {
  const bracket = /^(.*)\(([^()]*)\)\s*$/.exec(name);
  const kit = bracket && KITS[bracket[2]!.trim().toLowerCase()];
  return kit ? { movement: bracket[1]!, kit } : null;
}

/** Whether an exercise has the equipment of the kit. */
export const fitsKit = (kit: Kit, e: LibraryEntry) => kit.equipment.length === 0 || kit.equipment.includes(e.equipment);
