// The exercise library API: search by name, muscle and equipment; one exercise with its
// instructions; a member's own exercises, shared or private; the embedded copy.
import { beforeEach, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { twoUsers, type TwoUsers } from "@test/harness";
import { CATALOGUE } from "./catalogue";
import { libraryEntries } from "./data";

let t: TwoUsers;
beforeEach(async () => {
  t = await twoUsers();
});

type Found = { id: string; name: string; primaryMuscles: string[]; secondaryMuscles: string[]; equipment: string | null; source: string };

describe("the embedded library", () => {
  test("holds the 873 exercises with their fields; every catalogue name is one of them", () => {
    const all = libraryEntries();
    expect(all).toHaveLength(873);
    expect(new Set(all.map((e) => e.id)).size).toBe(873);
    const names = new Set(all.map((e) => e.name));
    for (const target of Object.values(CATALOGUE)) expect(names.has(target)).toBe(true);
  });

  test("the committed copy is what the script makes of its source's fields", async () => {
    const { compactLibrary } = await import("@scripts/exercise-library-data");
    const copy = readFileSync(join(import.meta.dir, "library/exercises.json"), "utf8");
    const source = libraryEntries().map((e) => ({ ...e, force: "push", images: [] }));
    expect(compactLibrary(source)).toBe(copy);
  });
});

describe("GET /api/exercise-library", () => {
  test("by name: every word typed, the whole name first", async () => {
    const res = await t.a.get("/api/exercise-library?q=barbell%20squat");
    expect(res.status).toBe(200);
    expect(res.body[0]).toEqual({
      id: "Barbell_Squat",
      name: "Barbell Squat",
      primaryMuscles: ["quadriceps"],
      secondaryMuscles: expect.any(Array),
      equipment: "barbell",
      category: expect.any(String),
      mechanic: expect.any(String),
      level: expect.any(String),
      source: "library",
    });
    expect(res.body.every((e: Found) => /barbell/i.test(e.name) && /squat/i.test(e.name))).toBe(true);
    const strong = (await t.a.get("/api/exercise-library?q=Bench%20Press%20(Barbell)")).body as Found[];
    expect(strong.map((e) => e.name)).toContain("Barbell Bench Press - Medium Grip");
  });

  test("a misspelt name finds the nearest", async () => {
    const res = await t.a.get("/api/exercise-library?q=dumbell%20shrug");
    expect(res.body[0].name).toBe("Dumbbell Shrug");
  });

  test("by muscle (main ones first) and equipment, at most 50", async () => {
    const chest = (await t.a.get("/api/exercise-library?muscle=chest")).body as Found[];
    expect(chest.length).toBe(50);
    expect(chest[0]!.primaryMuscles).toContain("chest");
    expect(chest.every((e) => e.primaryMuscles.includes("chest") || e.secondaryMuscles.includes("chest"))).toBe(true);
    const cable = (await t.a.get("/api/exercise-library?muscle=biceps&equipment=cable")).body as Found[];
    expect(cable.length).toBeGreaterThan(0);
    expect(cable.every((e) => e.equipment === "cable")).toBe(true);
    const bad = await t.a.get("/api/exercise-library?muscle=wings");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("muscle must be one of");
  });

  test("one exercise adds its instructions; an unknown id is 404", async () => {
    const res = await t.a.get("/api/exercise-library/Smith_Machine_Squat");
    expect(res.status).toBe(200);
    expect(res.body.name).toBe("Smith Machine Squat");
    expect(res.body.instructions.length).toBeGreaterThan(1);
    expect((await t.a.get("/api/exercise-library/No_Such_Thing")).status).toBe(404);
  });
});

describe("a member's own exercises", () => {
  const own = { name: "Landmine Press", primaryMuscles: ["shoulders"], secondaryMuscles: ["chest", "triceps"], equipment: "barbell" };

  test("shared by default: every member finds it as custom, first", async () => {
    const made = await t.a.post("/api/exercise-library", own);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ ...own, source: "custom", shared: true, instructions: [] });
    expect(made.body.id).toMatch(/^custom-\d+$/);
    for (const member of [t.a, t.b]) {
      const found = (await member.get("/api/exercise-library?q=landmine")).body as Found[];
      expect(found[0]).toMatchObject({ id: made.body.id, source: "custom" });
      expect((await member.get(`/api/exercise-library/${made.body.id}`)).status).toBe(200);
    }
  });

  test("private: its owner only; others get 404", async () => {
    const made = await t.a.post("/api/exercise-library", { ...own, name: "Secret Press", shared: false });
    expect(made.status).toBe(201);
    expect(((await t.a.get("/api/exercise-library?q=secret")).body as Found[]).map((e) => e.name)).toEqual(["Secret Press"]);
    expect(((await t.b.get("/api/exercise-library?q=secret%20press")).body as Found[]).map((e) => e.name)).not.toContain("Secret Press");
    expect((await t.b.get(`/api/exercise-library/${made.body.id}`)).status).toBe(404);
  });

  test("validation messages", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...own, name: " " }, "Exercise name is required"],
      [{ ...own, primaryMuscles: [] }, "Choose at least one main muscle"],
      [{ ...own, primaryMuscles: ["wings"] }, "muscle must be one of"],
      [{ ...own, equipment: "spaceship" }, "equipment must be one of"],
      [{ ...own, shared: "yes" }, "shared must be true or false"],
    ];
    for (const [body, message] of cases) {
      const res = await t.a.post("/api/exercise-library", body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    }
  });
});
