// Reading Strong and Hevy exports: layouts, units, set kinds, the mess of real files, unreadable rows.
import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { CsvReader, parseCsv } from "./csv";
import {
  HEVY_KG,
  HEVY_LBS,
  HEVY_SUPERSETS,
  STRONG_BROKEN,
  STRONG_CARDIO,
  STRONG_KG,
  STRONG_LB,
  STRONG_OLD,
  STRONG_SEMICOLON,
  STRONG_TRANSLATED,
} from "./csv-samples";
import { csvKept, csvSkipped } from "./csv-summary";
import type { CsvSet } from "@shared/data-transfer/csv-contract";
import { csvDate, readWorkoutCsv, readWorkoutCsvPieces } from "./workout-csv";
import { parseIsoDate } from "@shared/dates";

/** A set as `2:149.9143x8` then, where the row has them, its kind, `@RPE`, seconds and metres. */
const setText = (s: CsvSet) =>
  `${s.setNumber}:${s.weight}x${s.reps}${s.kind === "normal" ? "" : ` ${s.kind}`}` +
  `${s.rpe === undefined ? "" : ` @${s.rpe}`}${s.durationSeconds === undefined ? "" : ` ${s.durationSeconds}s`}${s.distanceMeters === undefined ? "" : ` ${s.distanceMeters}m`}`;
const sets = (text: string, unit?: "kg" | "lb") =>
  readWorkoutCsv(text, { unit })!.exercises.map((e) => [e.date, e.name, e.sets.map(setText)]);
const types = (text: string, unit?: "kg" | "lb") => readWorkoutCsv(text, { unit })!.exercises.map((e) => [e.name, e.type, e.supersetGroup]);

describe("parseCsv", () => {
  test("quotes, doubled quotes, delimiters and line breaks inside quotes, CRLF, BOM, blank lines", () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, y","say ""hi""\nthere"\r\n\r\n1,2')).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 2, cells: ["x, y", 'say "hi"\nthere'] },
      { line: 5, cells: ["1", "2"] },
    ]);
  });

  test("semicolons when the header has more of them", () => {
    expect(parseCsv("a;b;c,d\n1;2;2,5").map((r) => r.cells)).toEqual([
      ["a", "b", "c,d"],
      ["1", "2", "2,5"],
    ]);
  });
});

describe("csvDate", () => {
  test("the date part as written", () => {
    expect(csvDate("2025-07-26 07:06:12")).toBe("2025-07-26");
    expect(csvDate("2024-01-15 7:07")).toBe("2024-01-15");
    expect(csvDate("2019-3-4 18:22:10")).toBe("2019-03-04");
    expect(csvDate("26 Jul 2025, 07:06")).toBe("2025-07-26");
    expect(csvDate("3 Sept 2025, 23:59")).toBe("2025-09-03");
    expect(csvDate("2025-02-30 07:00")).toBeNull();
    expect(csvDate("yesterday")).toBeNull();
  });

  test("takes exactly the dates parseIsoDate takes", () => {
    for (const y of [0, 99, 100, 1900, 2000, 2023, 2024]) {
      for (let m = 0; m <= 13; m++) {
        for (let d = 0; d <= 32; d++) {
          const iso = `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
          expect(csvDate(`${iso} 07:00`)).toBe(parseIsoDate(iso) ? iso : null);
        }
      }
    }
  });
});

describe("readWorkoutCsv", () => {
  test("Strong in kg: W/D/F kinds, rest timers skipped, reps 10.0, float noise, stored in pounds", () => {
    const csv = readWorkoutCsv(STRONG_KG)!;
    expect([csv.source, csv.layout, csv.unit, csv.unitNeeded, csv.matchedBy]).toEqual(["strong", "strong", "kg", false, "header"]);
    expect(csv.problems).toEqual([]);
    expect(sets(STRONG_KG)).toEqual([
      ["2025-07-26", "Bench Press (Barbell)", ["1:88.1849x10 warmup", "2:149.9143x8 @8", "3:110.2311x12 drop", "4:110.2311x6 failure"]],
      ["2025-07-28", "Squat (Barbell)", ["1:220.4623x5", "2:225.9738x5"]],
    ]);
    expect(csv.exercises[0]!.notes).toBe("felt good, solid");
    expect(csv.dayNotes).toEqual([{ date: "2025-07-26", note: "Gym, early" }]);
    expect(csv.restTimerRows).toBe(1);
  });

  test("Strong in lb: float noise rounded, a bodyweight set keeps a blank weight", () => {
    const csv = readWorkoutCsv(STRONG_LB)!;
    expect([csv.layout, csv.unit, csv.unitNeeded]).toEqual(["strong", "lb", false]);
    expect(sets(STRONG_LB)).toEqual([
      ["2024-01-15", "Deadlift (Barbell)", ["1:150x5", "2:225x5"]],
      ["2024-01-15", "Pull Up", ["1:x12"]],
    ]);
    // Reps with no weight at all: bodyweight reps.
    expect(types(STRONG_LB)).toEqual([
      ["Deadlift (Barbell)", "weight_reps", null],
      ["Pull Up", "bodyweight_reps", null],
    ]);
  });

  test("Strong's older layout names no unit: needed, and applied when chosen", () => {
    const csv = readWorkoutCsv(STRONG_OLD)!;
    expect([csv.layout, csv.unit, csv.unitNeeded]).toEqual(["strong-old", null, true]);
    expect(sets(STRONG_OLD, "kg")).toEqual([
      ["2019-03-04", "Overhead Press (Barbell)", ["1:132.2774x5", "2:137.7889x5"]],
      // Seconds alone: a timed set, not a set of 0 x 0.
      ["2019-03-04", "Plank", ["1:x 60s"]],
    ]);
    expect(types(STRONG_OLD, "kg")).toEqual([
      ["Overhead Press (Barbell)", "weight_reps", null],
      ["Plank", "duration", null],
    ]);
    expect(sets(STRONG_OLD, "lb")[0]![2]).toEqual(["1:60x5", "2:62.5x5"]);
    expect(csv.exercises[0]!.notes).toBe('line one\nline "two"');
  });

  test("Strong's semicolon layout: a unit per row, comma decimals", () => {
    const csv = readWorkoutCsv(STRONG_SEMICOLON)!;
    expect([csv.layout, csv.unit, csv.unitNeeded]).toEqual(["strong-semicolon", "mixed", false]);
    expect(sets(STRONG_SEMICOLON)).toEqual([
      ["2023-05-02", "Front Squat", ["1:137.7889x5", "2:137.7889x5"]],
      ["2023-05-02", "Curl (Dumbbell)", ["1:30x10"]],
    ]);
  });

  test("Hevy in kg and in lbs: set types, dates like 26 Jul 2025, 07:06", () => {
    const kg = readWorkoutCsv(HEVY_KG)!;
    expect([kg.source, kg.layout, kg.unit, kg.unitNeeded]).toEqual(["hevy", "hevy", "kg", false]);
    expect(sets(HEVY_KG)).toEqual([
      ["2025-07-26", "Bench Press (Barbell)", ["1:88.1849x10 warmup", "2:176.3698x8 @8.5", "3:132.2774x10 drop", "4:132.2774x4 failure"]],
    ]);
    expect(kg.exercises[0]!.notes).toBe("pause, then press");
    expect(sets(HEVY_LBS)).toEqual([["2025-08-03", "Romanian Deadlift (Barbell)", ["1:185x8", "2:185x8"]]]);
  });

  test("Strong's columns in another order (RPE last) are read by their names", () => {
    const text = [
      "Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set " +
        "Order,Weight (kg),Reps,Distance (meters),Seconds,Notes,Workout Notes,RPE",
      "4,2025-03-16 09:00:00,Push,1800,Dip,1,10,8,,,slow,tired,8",
    ].join("\n");
    const csv = readWorkoutCsv(text)!;
    expect([csv.layout, csv.unit]).toEqual(["strong", "kg"]);
    expect(csv.exercises).toEqual([
      {
        date: "2025-03-16",
        name: "Dip",
        notes: "slow",
        // A dip with weight is a weighted dip, not a lift of 10 kg.
        type: "weighted_bodyweight",
        supersetGroup: null,
        sets: [{ line: 2, setNumber: 1, weight: "22.0462", reps: "8", kind: "normal", rpe: 8 }],
      },
    ]);
    expect(csv.dayNotes).toEqual([{ date: "2025-03-16", note: "tired" }]);
  });

  test("Strong: RPE, notes, a run in metres and seconds, a plank in seconds, pull-ups without weight", () => {
    const csv = readWorkoutCsv(STRONG_CARDIO)!;
    expect(csv.problems).toEqual([]);
    expect(sets(STRONG_CARDIO)).toEqual([
      ["2025-09-01", "Running (Treadmill)", ["1:x 1500s 5000m"]],
      ["2025-09-01", "Bench Press (Barbell)", ["1:132.2774x8 @7.5", "2:132.2774x8 @8"]],
      ["2025-09-01", "Pull Up", ["1:x10 @8.5", "2:x8 @9"]],
      ["2025-09-01", "Plank", ["1:x 60s", "2:x 45s"]],
    ]);
    expect(types(STRONG_CARDIO)).toEqual([
      ["Running (Treadmill)", "distance_duration", null],
      ["Bench Press (Barbell)", "weight_reps", null],
      ["Pull Up", "bodyweight_reps", null],
      ["Plank", "duration", null],
    ]);
    expect(csv.exercises.map((e) => e.notes)).toEqual(["incline 1%", "elbows in", null, null]);
    // The workout's notes, written on each of its rows, are the day's note once.
    expect(csv.dayNotes).toEqual([{ date: "2025-09-01", note: "Deload week, slept badly" }]);
    expect(csv.restTimerRows).toBe(1);
  });

  test("Hevy: superset ids numbered per day, RPE, notes, description, a run in km, a plank, pull-ups", () => {
    const csv = readWorkoutCsv(HEVY_SUPERSETS)!;
    expect(csv.problems).toEqual([]);
    expect(types(HEVY_SUPERSETS)).toEqual([
      ["Treadmill", "distance_duration", null],
      ["Bench Press (Barbell)", "weight_reps", 1],
      ["Bent Over Row (Barbell)", "weight_reps", 1],
      ["Pull Up", "bodyweight_reps", 2],
      ["Plank", "duration", 2],
      ["Curl (Dumbbell)", "weight_reps", null],
    ]);
    expect(sets(HEVY_SUPERSETS)).toEqual([
      ["2025-09-02", "Treadmill", ["1:x 1200s 3200m"]],
      ["2025-09-02", "Bench Press (Barbell)", ["1:176.3698x8 @8", "2:176.3698x7 @9"]],
      ["2025-09-02", "Bent Over Row (Barbell)", ["1:154.3236x10 @7.5", "2:154.3236x9 @8"]],
      ["2025-09-02", "Pull Up", ["1:x10"]],
      ["2025-09-02", "Plank", ["1:x 60s"]],
      ["2025-09-02", "Curl (Dumbbell)", ["1:30.8647x12"]],
    ]);
    expect(csv.exercises.map((e) => e.notes)).toEqual(["warm-up jog", null, "strict", null, null, null]);
    expect(csv.dayNotes).toEqual([{ date: "2025-09-02", note: "Felt strong" }]);
  });

  test("Hevy: the same superset id in two workouts of a day is two groups; miles are metres", () => {
    const row = (start: string, name: string, id: string, extra = ",,") =>
      `"W","${start}","","","${name}",${id},"",0,"normal",${extra === ",," ? "20,5,," : extra},`;
    const text = [
      '"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes",' +
        '"set_index","set_type","weight_lbs","reps","distance_miles","duration_seconds","rpe"',
      row("1 Oct 2025, 07:00", "A", "0"),
      row("1 Oct 2025, 07:00", "B", "0"),
      row("1 Oct 2025, 18:00", "C", "0"),
      row("1 Oct 2025, 18:00", "D", "0"),
      row("1 Oct 2025, 18:00", "Run", "", ",,1,600"),
    ].join("\n");
    expect(types(text)).toEqual([
      ["A", "weight_reps", 1],
      ["B", "weight_reps", 1],
      ["C", "weight_reps", 2],
      ["D", "weight_reps", 2],
      ["Run", "distance_duration", null],
    ]);
    expect(readWorkoutCsv(text)!.exercises[4]!.sets[0]).toMatchObject({ distanceMeters: 1609.3, durationSeconds: 600 });
  });

  test("names that say assisted or weighted, an RPE off the scale, 0 for none, a bad time", () => {
    const text = [
      "Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set " +
        "Order,Weight (kg),Reps,RPE,Distance (meters),Seconds,Notes,Workout Notes",
      "1,2025-03-16 09:00:00,,0,Pull Up (Assisted),1,20,8,0,0,0,,",
      "1,2025-03-16 09:00:00,,0,Dip (Weighted),1,10,8,5,,,,",
      "1,2025-03-16 09:00:00,,0,Dip (Weighted),2,10,8,7.3,,,,",
      "1,2025-03-16 09:00:00,,0,Bike,1,0,0,,1000,soon,,",
    ].join("\n");
    const csv = readWorkoutCsv(text)!;
    expect(types(text)).toEqual([
      ["Pull Up (Assisted)", "assisted_bodyweight", null],
      ["Dip (Weighted)", "weighted_bodyweight", null],
    ]);
    expect(sets(text)[0]![2]).toEqual(["1:44.0925x8"]);
    expect(sets(text)[1]![2]).toEqual(["1:22.0462x8", "2:22.0462x8"]);
    expect(csv.problems).toEqual([{ line: 5, reason: 'seconds "soon" is not a number' }]);
    // The sets are kept; their RPE is said to be left out.
    expect(csv.dropped).toEqual({ rpe: 2, workoutNames: 0, workoutDurations: 0, supersetGroups: 0 });
    expect(csvSkipped(csv)).toEqual([{ rows: 2, why: "RPE figures skipped: Kinfit keeps RPE from 6 to 10 in steps of 0.5" }]);
  });

  test("a bodyweight movement with weight in its rows is weighted bodyweight; a machine's is a lift", () => {
    const text = [
      "Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set " +
        "Order,Weight (lb),Reps,RPE,Distance (meters),Seconds,Notes,Workout Notes",
      "1,2025-03-16 09:00:00,,0,Chin Up,1,25,6,,,,,",
      "1,2025-03-16 09:00:00,,0,Chin Up,2,0,8,,,,,",
      "1,2025-03-16 09:00:00,,0,Chest Dip,1,45,8,,,,,",
      "1,2025-03-16 09:00:00,,0,Pull Up,1,,10,,,,,",
      "1,2025-03-16 09:00:00,,0,Dip (Machine),1,90,10,,,,,",
      "1,2025-03-16 09:00:00,,0,Lat Pulldown (Cable),1,120,10,,,,,",
      "1,2025-03-16 09:00:00,,0,Pull Over (Dumbbell),1,40,10,,,,,",
    ].join("\n");
    expect(types(text).map(([name, type]) => [name, type])).toEqual([
      ["Chin Up", "weighted_bodyweight"],
      ["Chest Dip", "weighted_bodyweight"],
      ["Pull Up", "bodyweight_reps"],
      ["Dip (Machine)", "weight_reps"],
      ["Lat Pulldown (Cable)", "weight_reps"],
      ["Pull Over (Dumbbell)", "weight_reps"],
    ]);
  });

  test("what is kept and what is skipped, counted for the preview", () => {
    const strong = readWorkoutCsv(STRONG_CARDIO)!;
    expect(csvKept(strong)).toEqual({
      workouts: 1,
      exercises: 4,
      sets: 7,
      setsWithRpe: 4,
      setsWithDistance: 1,
      setsWithDuration: 3,
      exercisesInSupersets: 0,
      exerciseNotes: 2,
      workoutNotes: 1,
      workoutNames: 1,
      workoutLengths: 1,
      exerciseTypes: { distance_duration: 1, weight_reps: 1, bodyweight_reps: 1, duration: 1 },
    });
    expect(csvSkipped(strong)).toEqual([{ rows: 1, why: "rest-timer rows skipped: they are timer settings, not sets" }]);
    const hevy = readWorkoutCsv(HEVY_SUPERSETS)!;
    expect(csvKept(hevy)).toMatchObject({
      exercisesInSupersets: 4,
      setsWithRpe: 4,
      setsWithDistance: 1,
      setsWithDuration: 2,
      exerciseNotes: 2,
      workoutNotes: 1,
    });
  });

  test("more superset groups than a day's 26 letters: the rest are said to be left out", () => {
    const lines = [
      '"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes",' +
        '"set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"',
    ];
    for (let i = 0; i < 28; i++) lines.push(`"W","1 Oct 2025, 07:00","","","E${i}",${i},"",0,"normal",20,5,,,`);
    const csv = readWorkoutCsv(lines.join("\n"))!;
    expect(csv.exercises.map((e) => e.supersetGroup).slice(24)).toEqual([25, 26, null, null]);
    expect(csvSkipped(csv)).toContainEqual({ rows: 2, why: "superset groups skipped: a day holds at most 26" });
  });

  test("a header in another language is matched by the columns' positions", () => {
    const csv = readWorkoutCsv(STRONG_TRANSLATED)!;
    expect([csv.layout, csv.matchedBy, csv.unit]).toEqual(["strong", "position", "kg"]);
    expect(sets(STRONG_TRANSLATED)).toEqual([["2025-02-10", "Kniebeuge", ["1:176.3698x6"]]]);
  });

  test("by position, Strong's RPE, distance, seconds and notes are read where the header's 'RPE' places them", () => {
    const header = STRONG_TRANSLATED.split("\r\n")[0]!;
    const after = readWorkoutCsv(`${header}\n3,2025-02-10 08:00:00,Beine,3000,Laufen,1,0,0,8,2000,600,locker,müde\n`)!;
    expect(after.exercises[0]).toMatchObject({
      type: "distance_duration",
      notes: "locker",
      sets: [{ rpe: 8, distanceMeters: 2000, durationSeconds: 600 }],
    });
    expect(after.dayNotes).toEqual([{ date: "2025-02-10", note: "müde" }]);
    const cells = header.split(",");
    const rpeLast = [...cells.slice(0, 8), ...cells.slice(9), cells[8]].join(",");
    const last = readWorkoutCsv(`${rpeLast}\n3,2025-02-10 08:00:00,Beine,3000,Planke,1,,,,45,,,9\n`)!;
    expect(last.exercises[0]).toMatchObject({ type: "duration", sets: [{ durationSeconds: 45, rpe: 9 }] });
  });

  test("unreadable rows are listed with their line and reason, the rest is read", () => {
    const csv = readWorkoutCsv(STRONG_BROKEN)!;
    expect(csv.problems).toEqual([
      { line: 3, reason: 'date "yesterday" is not understood' },
      { line: 4, reason: 'set order "X" is not a number, W, D or F' },
      { line: 5, reason: "reps 7.5 is not a whole number" },
      { line: 6, reason: "weight -5 is below 0" },
    ]);
    expect(sets(STRONG_BROKEN)).toEqual([["2025-07-26", "Dip", ["1:22.0462x8"]]]);
  });

  test("other files are not workout exports", () => {
    expect(readWorkoutCsv("")).toBeNull();
    expect(readWorkoutCsv("name,email\nA,a@x.test\n")).toBeNull();
    expect(readWorkoutCsv("Date,Weight (lbs),Body Fat (%)\n2026-01-01,180,20\n")).toBeNull();
    expect(readWorkoutCsv('{"format":"kinfit-export"}')).toBeNull();
  });
});

describe("parseCsv against a plain character-by-character reader", () => {
  /** The plain reading, one character at a time: what the faster reader must answer exactly. */
  function reference(text: string, delimiter: string) {
    const records: { line: number; cells: string[] }[] = [];
    let cells: string[] = [];
    let cell = "";
    let quoted = false;
    let line = 1;
    let start = 1;
    const endRecord = () => {
      cells.push(cell);
      if (cells.length > 1 || cells[0]!.trim() !== "") records.push({ line: start, cells });
      cells = [];
      cell = "";
    };
    for (let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; i < text.length; i++) {
      const c = text[i]!;
      if (quoted) {
        if (c === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i++;
          } else quoted = false;
        } else {
          if (c === "\n" || (c === "\r" && text[i + 1] !== "\n")) line++;
          cell += c;
        }
      } else if (c === '"' && cell.trim() === "") {
        quoted = true;
        cell = "";
      } else if (c === delimiter) {
        cells.push(cell);
        cell = "";
      } else if (c === "\r" || c === "\n") {
        if (c === "\r" && text[i + 1] === "\n") i++;
        endRecord();
        line++;
        start = line;
      } else cell += c;
    }
    if (cell !== "" || cells.length > 0) endRecord();
    return records;
  }

  test("any text of quotes, delimiters, spaces and line breaks reads the same", () => {
    const text = fc.string({ unit: fc.constantFrom("a", "b", " ", "\t", ",", ";", '"', "\r", "\n", "\u00a0", "\uFEFF"), maxLength: 40 });
    fc.assert(
      fc.property(text, fc.constantFrom(",", ";"), (t, d) => {
        expect(parseCsv(t, d)).toEqual(reference(t, d));
      }),
      { numRuns: 3000 },
    );
  });

  test("the same text cut into pieces anywhere reads the same", () => {
    const text = fc.string({ unit: fc.constantFrom("a", " ", ",", ";", '"', "\r", "\n", "\uFEFF"), maxLength: 40 });
    fc.assert(
      fc.property(text, fc.array(fc.nat(40), { maxLength: 6 }), (t, cuts) => {
        const at = [...new Set(cuts.map((c) => Math.min(c, t.length)))].sort((a, b) => a - b);
        const pieces = [0, ...at].map((from, k) => t.slice(from, at[k] ?? t.length));
        const records: { line: number; cells: string[] }[] = [];
        const reader = new CsvReader((row) => {
          records.push({ line: row.line, cells: row.cells() });
        });
        for (const piece of pieces) reader.push(piece);
        reader.end();
        expect(records).toEqual(parseCsv(t));
      }),
      { numRuns: 3000 },
    );
  });

  test("a workout file read in pieces is the file read whole", () => {
    for (const file of [STRONG_KG, STRONG_SEMICOLON, HEVY_KG, STRONG_BROKEN, STRONG_CARDIO, HEVY_SUPERSETS]) {
      const pieces = file.match(/[\s\S]{1,7}/g)!;
      expect(readWorkoutCsvPieces(() => pieces, { unit: "kg" })).toEqual(readWorkoutCsv(file, { unit: "kg" }));
    }
  });
});
