// body.csv export: only the caller's entries, oldest first, quoted and formula-safe.
import { beforeEach, describe, expect, test } from "bun:test";
import { openDatabase, type Db } from "../../db/client";
import { migrate } from "../../db/migrate";
import { bodyComposition, users } from "../../db/schema";
import { bodyCsv } from "./service";

let db: Db;
let a: number;
let b: number;

beforeEach(() => {
  db = openDatabase(":memory:");
  migrate(db.$client);
  a = db.insert(users).values({ email: "a@x.test", passwordHash: "h" }).returning().get().id;
  b = db.insert(users).values({ email: "b@x.test", passwordHash: "h" }).returning().get().id;
});

describe("bodyCsv", () => {
  test("header only for a user with no entries", () => {
    expect(bodyCsv(db, a).split("\r\n")[0]).toBe(
      "Date,Weight (lbs),Body Fat (%),Muscle Mass (lbs),Chest (in),Waist (in),Hips (in),Left Arm (in),Right Arm (in),Left Thigh (in),Right Thigh (in),Notes",
    );
    expect(bodyCsv(db, a).split("\r\n")).toHaveLength(2);
  });

  test("one row per own entry, oldest first, other users left out", () => {
    db.insert(bodyComposition).values([
      { userId: a, date: "2026-06-02", weight: 181, notes: "=cmd|' /C calc'!A0" },
      { userId: a, date: "2026-06-01", weight: 182.4, waist: 33.5, notes: "Morning, fasted" },
      { userId: b, date: "2026-06-01", weight: 140, notes: "b's entry" },
    ]).run();
    const lines = bodyCsv(db, a).split("\r\n");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe('2026-06-01,182.4,,,,33.5,,,,,,"Morning, fasted"');
    expect(lines[2]).toBe("2026-06-02,181,,,,,,,,,,'=cmd|' /C calc'!A0");
    expect(bodyCsv(db, a)).not.toContain("b's entry");
  });
});
