// The names lifters type and the Strong and Hevy catalogues' names link to the library
// (docs/behaviour/exercise-library.md): the names real Strong and Hevy exports hold (graded/), at
// least 95% linked to the right exercise and none the library lacks linked at all; a list of names
// lifters type; and search ranks the usual lift first for a short word.
import { beforeAll, describe, expect, test } from "bun:test";
import { twoUsers, type TwoUsers } from "@test/harness";
import { ALIASES } from "./aliases";
import { CATALOGUE } from "./catalogue";
import { CATALOGUE_MORE } from "./catalogue-more";
import { libraryEntries } from "./data";
import { GRADED_NAMES } from "./graded";
import { clearMatch } from "./matching";

/** Names as Strong and Hevy exports and lifters write them, with the exercise each is. */
const GRADED: [string, string][] = [
  ["Bench Press (Barbell)", "Barbell Bench Press - Medium Grip"],
  ["Squat (Barbell)", "Barbell Squat"],
  ["Deadlift (Barbell)", "Barbell Deadlift"],
  ["Overhead Press (Barbell)", "Standing Military Press"],
  ["Bent Over Row (Barbell)", "Bent Over Barbell Row"],
  ["Pull Up", "Pullups"],
  ["Chin Up", "Chin-Up"],
  ["Lat Pulldown (Cable)", "Wide-Grip Lat Pulldown"],
  ["Hammer Curl (Dumbbell)", "Hammer Curls"],
  ["Lateral Raise (Dumbbell)", "Side Lateral Raise"],
  ["Romanian Deadlift (Barbell)", "Romanian Deadlift"],
  ["Hip Thrust (Barbell)", "Barbell Hip Thrust"],
  ["Leg Press", "Leg Press"],
  ["Leg Extension (Machine)", "Leg Extensions"],
  ["Lying Leg Curl (Machine)", "Lying Leg Curls"],
  ["Incline Bench Press (Barbell)", "Barbell Incline Bench Press - Medium Grip"],
  ["Plank", "Plank"],
  ["Running", "Running, Treadmill"],
  ["Rowing (Machine)", "Rowing, Stationary"],
  ["Cycling", "Bicycling"],
  ["Dips", "Dips - Chest Version"],
  ["Triceps Dip", "Dips - Triceps Version"],
  ["Bulgarian Split Squat", "Split Squat with Dumbbells"],
  ["Ab Wheel", "Ab Roller"],
  ["Seated Overhead Press (Dumbbell)", "Seated Dumbbell Press"],
  ["Jump Rope", "Rope Jumping"],
  ["Front Squat (Barbell)", "Front Barbell Squat"],
  ["Goblet Squat (Kettlebell)", "Goblet Squat"],
  ["Close Grip Bench Press (Barbell)", "Close-Grip Barbell Bench Press"],
  ["Bench Press (Dumbbell)", "Dumbbell Bench Press"],
  ["Squat (Smith Machine)", "Smith Machine Squat"],
  ["Chin-Up", "Chin-Up"],
  ["bench", "Barbell Bench Press - Medium Grip"],
  ["ohp", "Standing Military Press"],
  ["military press", "Standing Military Press"],
  ["rdl", "Romanian Deadlift"],
  ["chinups", "Chin-Up"],
  ["db curl", "Dumbbell Bicep Curl"],
  ["bicep curl", "Dumbbell Bicep Curl"],
  ["lateral raises", "Side Lateral Raise"],
  ["overhead press", "Standing Military Press"],
  ["squat", "Barbell Squat"],
  ["Burpee", "(none in the library)"],
];

describe("names lifters and exports use", () => {
  test("every alias, catalogue name and graded name names a library exercise", () => {
    const names = new Set(libraryEntries().map((e) => e.name));
    const targets = [CATALOGUE, ALIASES, CATALOGUE_MORE].flatMap((m) => Object.values(m));
    for (const target of [...targets, ...GRADED_NAMES.map(([, to]) => to)]) if (target !== null) expect(names, target).toContain(target);
  });

  test("at least 95% of the names real Strong and Hevy exports hold link to the right exercise, and none wrongly", () => {
    const keys = GRADED_NAMES.map(([name]) => name.toLowerCase());
    expect(new Set(keys).size, "each name graded once").toBe(keys.length);
    const linked = GRADED_NAMES.map(([name, want]) => ({ name, want, got: clearMatch(name)?.name ?? null }));
    const right = linked.filter((l) => l.got === l.want);
    const wrong = linked.filter((l) => l.got !== null && l.got !== l.want);
    console.info(`Strong and Hevy names linked right: ${right.length}/${linked.length}, wrongly: ${wrong.length}`);
    expect(wrong.filter((l) => l.want === null).map((l) => `${l.name} -> ${l.got}`)).toEqual([]);
    expect(right.length / linked.length).toBeGreaterThanOrEqual(0.95);
  });

  test("brackets naming equipment the library has only elsewhere link nothing", () => {
    expect(clearMatch("Lateral Raise (Machine)")).toBeNull();
    expect(clearMatch("Deadlift (Band)")).toBeNull();
    expect(clearMatch("Seated Calf Raise (Smith Machine)")).toBeNull();
    expect(clearMatch("Good Morning (Barbell)")?.name).toBe("Good Morning");
    expect(clearMatch("Shrug (Machine)")?.name).toBe("Leverage Shrug");
    expect(clearMatch("Squat (Band)")?.name).toBe("Squats - With Bands");
    expect(clearMatch("Chin Up (Weighted)")?.name).toBe("Chin-Up");
  });

  test("at least 95% of the graded names link to the right exercise", () => {
    const right = GRADED.filter(([name, expected]) => clearMatch(name)?.name === expected);
    const wrong = GRADED.filter((g) => !right.includes(g)).map(([name]) => name);
    expect(wrong).toEqual(["Burpee"]);
    expect(right.length / GRADED.length).toBeGreaterThanOrEqual(0.95);
  });
});

describe("search ranks the usual lift first", () => {
  let t: TwoUsers;
  beforeAll(async () => {
    t = await twoUsers();
  });
  const first = async (q: string) =>
    ((await t.a.get(`/api/exercise-library?q=${encodeURIComponent(q)}`)).body as { name: string }[])[0]?.name;

  test("'bench' is Barbell Bench Press, 'chin' a chin-up, 'Bench Press' the barbell lift with its muscles and instructions", async () => {
    expect(await first("bench")).toBe("Barbell Bench Press - Medium Grip");
    expect(await first("Bench Press")).toBe("Barbell Bench Press - Medium Grip");
    expect(await first("chin")).toBe("Chin-Up");
    expect(await first("squat")).toBe("Barbell Squat");
    const found = (await t.a.get("/api/exercise-library?q=Bench%20Press")).body[0];
    const detail = (await t.a.get(`/api/exercise-library/${found.id}`)).body;
    expect(detail.primaryMuscles).toContain("chest");
    expect(detail.instructions.length).toBeGreaterThan(0);
  });
});
