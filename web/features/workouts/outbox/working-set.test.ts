// The working set kept on the phone: filled after an online visit, answered with no connection,
// kept per member, and 'Last' worked out from it as the server would answer it.
import { beforeEach, describe, expect, test } from "bun:test";
import type { ExerciseDto, WorkoutDto } from "@shared/workouts/contract";
import { keepInMemory, keepOnlyMember } from "@web/lib/kept-store";
import { mockFetch } from "@web/test/fetch-mock";
import { exercise, rowsOf } from "@web/test/fixtures";
import { emptyDay, keptLookback, keptNames, previousFrom, readDay, readPrevious, refreshWorkingSet, windowDates } from "./working-set";

const TODAY = "2026-03-15";

/** A lift as the server stored it: fives planned, the rows what was done. */
const lift = (name: string, rows: [string, string, boolean][]) => exercise(1, name, { sortOrder: 0, reps: "5", setRows: rowsOf(rows) });
const day = (date: string, exercises: ExerciseDto[] = []): WorkoutDto => ({ date, dayOfWeek: "Sunday", exercises });

function server(days: Record<string, WorkoutDto>) {
  return mockFetch({
    "GET /api/workouts/previous/2026-02-13": { body: { date: null, dayOfWeek: null, exercises: [] } },
    ...Object.fromEntries(windowDates(TODAY).map((d) => [`GET /api/workouts/${d}`, { body: days[d] ?? day(d) }])),
  });
}

const offline = () => mockFetch({});
const noNetwork = () => {
  globalThis.fetch = (async () => {
    throw new TypeError("Failed to fetch");
  }) as unknown as typeof fetch;
};

beforeEach(() => keepInMemory());

describe("the working set", () => {
  test("holds the days from 30 before to 21 after today", () => {
    const dates = windowDates(TODAY);
    expect(dates.length).toBe(52);
    expect(dates[0]).toBe("2026-02-13");
    expect(dates.at(-1)).toBe("2026-04-05");
  });

  test("a day in the window opens offline with its plan and 'Last'; a day outside opens empty", async () => {
    const squat = lift("Squat", [
      ["225", "5", true],
      ["235", "3", true],
    ]);
    const calls = server({
      "2026-03-10": day("2026-03-10", [squat]),
      "2026-03-25": day("2026-03-25", [lift("Bench", [["135", "5", false]])]),
    });
    expect(await refreshWorkingSet(7, TODAY, 1000)).toBe(true);
    expect(calls.calls.length).toBe(53);
    // Fresh for a while: an app opened again soon reads nothing more.
    expect(await refreshWorkingSet(7, TODAY, 2000)).toBe(false);

    noNetwork();
    expect((await readDay(7, "2026-03-25")).exercises.map((e) => e.name)).toEqual(["Bench"]);
    const previous = await readPrevious(7, "2026-03-25");
    expect(previous.date).toBe("2026-03-10");
    expect(previous.exercises[0]!.sets.map((s) => s.weight)).toEqual(["225", "235"]);
    expect(previous.exercises[0]!.best.weight).toBe(235);
    expect(await readDay(7, "2026-06-01")).toEqual({ date: "2026-06-01", dayOfWeek: "Monday", exercises: [] });
    expect(await keptNames(7, "squ")).toEqual(["Squat"]);
  });

  test("offline, 'Last' counts a set ticked on an earlier day that is still waiting to be sent", async () => {
    const squat = lift("Squat", [["225", "5", false]]);
    server({ "2026-03-14": day("2026-03-14", [squat]) });
    await refreshWorkingSet(7, TODAY, 1000);
    noNetwork();
    expect((await readPrevious(7, TODAY)).exercises).toEqual([]);
    const waiting = [
      {
        id: "w",
        date: "2026-03-14",
        exerciseId: 1,
        exerciseName: "Squat",
        setNumber: 1,
        change: { completed: true, weight: "230" },
        before: {},
        at: 1,
      },
    ];
    const previous = await readPrevious(7, TODAY, waiting);
    expect(previous.date).toBe("2026-03-14");
    expect(previous.exercises[0]!.sets.map((s) => [s.weight, s.completed])).toEqual([["230", true]]);
  });

  test(
    "a template loads offline with the numbers with-latest gives: " + "the newest kept day of each name, waiting changes on top",
    async () => {
      const squat = lift("Squat", [
        ["225", "5", true],
        ["235", "3", true],
      ]);
      const bench = lift("Bench", [["135", "5", true]]);
      server({ "2026-03-10": day("2026-03-10", [squat]), "2026-03-12": day("2026-03-12", [bench]) });
      await refreshWorkingSet(7, TODAY, 1000);
      noNetwork();
      // Ten days ahead, a day never opened: its look-back lies in the kept window.
      const template = [
        { name: "squat", sets: 5, reps: "5", weight: "200", restTime: 180 },
        { name: "Bench", sets: 3, reps: "8", weight: "100", restTime: 90 },
        { name: "Curl", sets: 3, reps: "12", weight: "30", restTime: 60 },
      ];
      // A tick made on the phone and not yet sent counts: Bench's set done heavier today.
      const waiting = [
        { id: "w", date: "2026-03-12", exerciseId: 1, exerciseName: "Bench", setNumber: 1, change: { weight: "145" }, before: {}, at: 1 },
      ];
      const filled = await keptLookback(7, template, "2026-03-25", waiting);
      expect(filled.foundPrior).toBe(true);
      // The template keeps its own sets, target reps and rest; each set comes from the same set of last time.
      const set = (weight: string, reps: string) => ({ weight, reps, kind: "normal" as const });
      expect(filled.exercises).toEqual([
        { name: "squat", sets: 5, reps: "5", weight: "235", restTime: 180, lastSets: [set("225", "5"), set("235", "3")] },
        { name: "Bench", sets: 3, reps: "8", weight: "145", restTime: 90, lastSets: [set("145", "5")] },
        { name: "Curl", sets: 3, reps: "12", weight: "30", restTime: 60 },
      ]);
    },
  );

  test("another member's kept data is never read, and goes when they are not the one signed in", async () => {
    server({ "2026-03-20": day("2026-03-20", [lift("Row", [["95", "8", false]])]) });
    await refreshWorkingSet(7, TODAY, 1000);
    noNetwork();
    expect((await readDay(8, "2026-03-20")).exercises).toEqual([]);
    expect((await readDay(7, "2026-03-20")).exercises.length).toBe(1);
    await keepOnlyMember(8);
    expect((await readDay(7, "2026-03-20")).exercises).toEqual([]);
  });

  test("a refusal of the server is still a failure, not an empty day", async () => {
    offline();
    await expect(readDay(7, "2026-03-20")).rejects.toThrow("404");
  });

  test("a session ended while it fills: it fails once, keeps nothing, and leaves no read failing with no one to hear it", async () => {
    const refused = { status: 401, body: { message: "Not authenticated" } };
    // 'Last' is refused after every day is: the fill has already failed when it comes.
    let answerLast = () => {};
    const last = new Promise<typeof refused>((answer) => (answerLast = () => answer(refused)));
    mockFetch({
      "GET /api/workouts/previous/2026-02-13": () => last,
      ...Object.fromEntries(windowDates(TODAY).map((d) => [`GET /api/workouts/${d}`, refused])),
    });
    const unheard: unknown[] = [];
    const hear = (reason: unknown) => unheard.push(reason);
    process.on("unhandledRejection", hear);
    try {
      await expect(refreshWorkingSet(7, TODAY, 1000)).rejects.toThrow("401");
      answerLast();
      // A rejection no one hears is reported once the turn it came in ends.
      await last;
      await new Promise((turn) => setImmediate(turn));
    } finally {
      process.off("unhandledRejection", hear);
    }
    expect(unheard).toEqual([]);
    noNetwork();
    expect(await readDay(7, "2026-03-20")).toEqual(emptyDay("2026-03-20"));
  });

  test("'Last' takes each name's latest ticked day before the date, the best of all before it", () => {
    const since = {
      date: "2026-02-13",
      answer: {
        date: "2026-01-02",
        dayOfWeek: "Friday" as const,
        exercises: [{ ...lift("Squat", []), date: "2026-01-02", setCount: 1, sets: [], best: { estimatedOneRepMax: 400, weight: 315 } }],
      },
    };
    const days = {
      "2026-03-01": day("2026-03-01", [
        lift("squat ", [
          ["200", "5", true],
          ["200", "5", false],
        ]),
      ]),
      "2026-03-05": day("2026-03-05", [lift("Squat", [["205", "5", false]])]),
      "2026-03-20": day("2026-03-20", [lift("Squat", [["210", "5", true]])]),
    };
    const previous = previousFrom(days, since, "2026-03-15");
    expect(previous.date).toBe("2026-03-01");
    expect(previous.exercises.length).toBe(1);
    expect(previous.exercises[0]!.sets.map((s) => s.weight)).toEqual(["200"]);
    expect(previous.exercises[0]!.setCount).toBe(2);
    expect(previous.exercises[0]!.best).toEqual({ estimatedOneRepMax: 400, weight: 315 });
  });
});
