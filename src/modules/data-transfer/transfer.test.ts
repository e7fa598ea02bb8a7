// The JSON export and both imports through the whole app: contents and isolation, the round trip
// into a new account, idempotent re-imports, Strong and Hevy files, previews, and bad files that
// change nothing.
import { describe, expect, test } from "bun:test";
import { Client, signedUpClient, twoUsers, type TwoUsers } from "@test/harness";
import { snapshot } from "@test/snapshot";
import { HEVY_KG, HEVY_LBS, STRONG_BROKEN, STRONG_KG, STRONG_LB, STRONG_OLD, STRONG_SEMICOLON } from "./csv/csv-samples";

/** Fills A's account through the API with one of everything, and B's with things A must never see. */
async function fill(w: TwoUsers) {
  const { a, b } = w;
  await a.put("/api/profile", { firstName: "Ada", lastName: "Lift", macroTracking: true, weightUnit: "kg", lengthUnit: "cm" });
  await a.put("/api/profile", { plates: [25, 20, 10] });
  await a.put("/api/profile", { goals: { calories: 2200, fat: 70, proteinPerBodyWeight: 0.8 } });
  await a.put("/api/profile", { distanceUnit: "km", muscleTargets: { chest: [12, 18] }, sex: "female", birthYear: 1990, heightCm: 168 });
  const oats = await a.post("/api/custom-ingredients", {
    name: "Oats",
    defaultQuantity: 40,
    defaultUnit: "g",
    caloriesPerUnit: 150,
    notes: "rolled",
  });
  const day = await a.post("/api/workouts", {
    date: "2026-03-02",
    exercises: [
      { name: "Squat", sets: 3, reps: "5", weight: "225", restTime: 120, notes: 'belt, "low bar"' },
      { name: "Plank", sets: 1, reps: "AMRAP", weight: "BW" },
    ],
  });
  const squat = day.body.exercises[0].id;
  await a.put(`/api/exercises/${squat}/sets/1`, { weight: "135", reps: "8", completed: true, kind: "warmup" });
  await a.put(`/api/exercises/${squat}/sets/2`, { weight: "230", reps: "5", completed: true });
  await a.put(`/api/exercises/${squat}/sets/3`, { kind: "failure" });
  await a.post("/api/templates", {
    name: "Leg Day",
    dayOfWeek: "Monday",
    data: { exercises: [{ name: "Squat", sets: 3, reps: "5", weight: "225", restTime: 120 }] },
  });
  const meal = await a.post("/api/meals", { date: "2026-03-02", name: "Breakfast", time: "7:30 AM", notes: "with tea" });
  await a.post(`/api/meals/${meal.body.id}/ingredients`, {
    name: "Oats",
    quantity: 80,
    unit: "g",
    calories: 300,
    customIngredientId: oats.body.id,
  });
  await a.post(`/api/meals/${meal.body.id}/ingredients`, { name: "Milk", quantity: 1, unit: "cup" });
  await a.post("/api/meal-templates", {
    name: "Oat Breakfast",
    data: {
      meal: { name: "Oat Breakfast", time: "07:30:00", notes: "" },
      ingredients: [{ name: "Oats", quantity: 80, unit: "g", calories: 300 }],
    },
  });
  await a.post("/api/body-composition", { date: "2026-03-14", weight: 182.4, waist: 33.5, notes: "Morning" });

  await b.put("/api/profile", { firstName: "Bea" });
  await b.post("/api/workouts", { date: "2026-03-02", exercises: [{ name: "B secret curl" }] });
  await b.post("/api/templates", { name: "B secret template", data: { exercises: [] } });
  await b.post("/api/meals", { date: "2026-03-02", name: "B secret meal", time: "8:00 AM" });
  await b.post("/api/custom-ingredients", { name: "B secret ingredient", defaultQuantity: 1, defaultUnit: "g" });
  await b.post("/api/body-composition", { date: "2026-03-14", weight: 140, notes: "B secret" });
}

/** An export without what differs between two exports of the same data: when it was made. */
const comparable = (file: any) => {
  const { exportedAt: _, ...rest } = file;
  return rest;
};

const postCsv = (c: Client, text: string, query = "") =>
  c.request("POST", `/api/import/workouts-csv${query}`, text, { "content-type": "text/csv" });

/** Posts raw bytes (the client above sends strings as UTF-8). */
async function postBytes(w: TwoUsers, c: Client, bytes: Uint8Array, type = "text/csv") {
  const cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const res = await w.app.handle(
    new Request("http://localhost/api/import/workouts-csv?preview=1", {
      method: "POST",
      body: bytes as unknown as BodyInit,
      headers: { "content-type": type, "content-length": String(bytes.length), cookie },
    }),
  );
  return { status: res.status, body: await res.json() };
}

describe("GET /api/export", () => {
  test("each entry is the area's own answer without its ids (a custom ingredient by name)", async () => {
    const w = await twoUsers();
    await fill(w);
    const file = (await w.a.get("/api/export")).body;
    const withoutId = ({ id: _, ...entry }: any) => entry;
    const day = (await w.a.get("/api/workouts/2026-03-02")).body;
    // The session's times are the day's (its first tick), as the day's answer gives them.
    const { startedAt, finishedAt } = day;
    expect(startedAt).toBeString();
    const session = { startedAt, ...(finishedAt ? { finishedAt } : {}) };
    expect(file.workouts).toEqual([{ date: "2026-03-02", note: day.note, ...session, exercises: day.exercises.map(withoutId) }]);
    const [meal] = (await w.a.get("/api/meals?date=2026-03-02")).body;
    const custom = (await w.a.get("/api/custom-ingredients")).body;
    expect(file.meals).toEqual([
      {
        ...withoutId(meal),
        ingredients: meal.ingredients.map(({ id: _, mealId: _m, customIngredientId, ...i }: any) => ({
          ...i,
          customIngredient: custom.find((c: any) => c.id === customIngredientId)?.name ?? null,
        })),
      },
    ]);
    // The member's own items, with whether they are shared but naming no owner.
    const own = ({ owner: _o, ...entry }: any) => withoutId(entry);
    const mine = (list: any[]) => list.filter((item) => item.owner?.id === w.aId).map(own);
    expect(file.customIngredients).toEqual(mine(custom));
    expect(file.customIngredients.length).toBeGreaterThan(0);
    expect(file.workoutTemplates).toEqual((await w.a.get("/api/templates")).body.map(withoutId));
    expect(file.mealLibrary).toEqual(mine((await w.a.get("/api/meal-templates")).body));
    expect(file.mealLibrary.length).toBeGreaterThan(0);
    expect(file.bodyComposition).toEqual((await w.a.get("/api/body-composition")).body.map(withoutId));
  });

  test("one dated JSON download with everything the member owns and nothing of anyone else", async () => {
    const w = await twoUsers();
    await fill(w);
    const res = await w.a.get("/api/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="kinfit-export-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const file = res.body;
    expect([file.format, file.version]).toEqual(["kinfit-export", 1]);
    expect(file.profile).toEqual({
      firstName: "Ada",
      lastName: "Lift",
      macroTracking: true,
      weightUnit: "kg",
      lengthUnit: "cm",
      plates: { kg: [25, 20, 10] },
      goals: { calories: 2200, protein: null, carbs: null, fat: 70, fiber: null, sugar: null, sodium: null, proteinPerBodyWeight: 0.8 },
      distanceUnit: "km",
      muscleTargets: { chest: [12, 18] },
      sex: "female",
      birthYear: 1990,
      heightCm: 168,
      activityLevel: null,
    });
    expect(file.workouts).toHaveLength(1);
    const [squat, plank] = file.workouts[0].exercises;
    expect(squat).toMatchObject({
      name: "Squat",
      sets: 3,
      reps: "5",
      weight: "225",
      restTime: 120,
      notes: 'belt, "low bar"',
      sortOrder: 0,
      isCompleted: false,
    });
    expect(squat.setRows).toEqual([
      { setNumber: 1, weight: "135", reps: "8", completed: true, kind: "warmup" },
      { setNumber: 2, weight: "230", reps: "5", completed: true, kind: "normal" },
      { setNumber: 3, weight: "225", reps: "5", completed: false, kind: "failure" },
    ]);
    expect(plank).toMatchObject({ name: "Plank", reps: "AMRAP", weight: "BW" });
    expect(file.workoutTemplates.map((t: any) => t.name)).toEqual(["Leg Day"]);
    expect(file.meals).toHaveLength(1);
    expect(file.meals[0]).toMatchObject({ name: "Breakfast", time: "07:30:00", notes: "with tea" });
    expect(file.meals[0].ingredients.map((i: any) => [i.name, i.customIngredient])).toEqual([
      ["Oats", "Oats"],
      ["Milk", null],
    ]);
    expect(file.mealLibrary.map((l: any) => l.name)).toEqual(["Oat Breakfast"]);
    expect(file.customIngredients).toMatchObject([
      { name: "Oats", defaultQuantity: 40, defaultUnit: "g", caloriesPerUnit: 150, notes: "rolled" },
    ]);
    expect(file.bodyComposition).toMatchObject([{ date: "2026-03-14", weight: 182.4, waist: 33.5, notes: "Morning" }]);

    const text = res.text;
    for (const secret of ["B secret", "Bea", "passwordHash", "password_hash", "sessions", '"id"', "userId", "argon2"]) {
      expect(text).not.toContain(secret);
    }
  });

  test("a new account exports an empty file", async () => {
    const w = await twoUsers();
    const file = (await w.a.get("/api/export")).body;
    expect(file).toMatchObject({
      workouts: [],
      workoutTemplates: [],
      meals: [],
      mealLibrary: [],
      customIngredients: [],
      bodyComposition: [],
    });
  });
});

describe("POST /api/import (a Kinfit export)", () => {
  test("export -> import into a new account -> export gives the same data", async () => {
    const w = await twoUsers();
    await fill(w);
    const first = (await w.a.get("/api/export")).body;
    const freshUser = await signedUpClient(w.app);
    const fresh = freshUser.client;
    const ownName = (await fresh.get("/api/auth/user")).body.user;
    // The member chose, in the preview, to take the file's settings too.
    const res = await fresh.post("/api/import?settings=1", first);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      exercises: { added: 2, skipped: 0 },
      sets: { added: 4, skipped: 0 },
      meals: { added: 1, skipped: 0 },
    });
    const second = (await fresh.get("/api/export")).body;
    // The same data and settings; the account keeps its own name.
    expect(second.profile).toMatchObject({ firstName: ownName.firstName, lastName: ownName.lastName });
    const withoutNames = (file: any) => ({ ...comparable(file), profile: { ...file.profile, firstName: undefined, lastName: undefined } });
    expect(withoutNames(second)).toEqual(withoutNames(first));
    expect(second.profile.goals).toEqual(first.profile.goals);
    // The imported meal ingredient points at the new account's own custom ingredient.
    const meal = (await fresh.get("/api/meals?date=2026-03-02")).body[0];
    const own = (await fresh.get("/api/custom-ingredients")).body.find((c: any) => c.owner?.id === freshUser.user.id);
    expect(meal.ingredients[0].customIngredientId).toBe(own.id);
    // 'Last' and records read the imported figures.
    const previous = (await fresh.get("/api/workouts/previous/2026-03-03")).body;
    expect(previous.exercises[0]).toMatchObject({ name: "Squat", best: { weight: 230 } });
  });

  test("a file never changes who the member is; its settings only when asked", async () => {
    const w = await twoUsers();
    await fill(w);
    const file = (await w.a.get("/api/export")).body;
    const fresh = (await signedUpClient(w.app)).client;
    const before = (await fresh.get("/api/auth/user")).body.user;
    expect((await fresh.post("/api/import", file)).status).toBe(200);
    const after = (await fresh.get("/api/auth/user")).body.user;
    // Names, email, units, plates, macro tracking and goals: all the account's own still.
    expect(after).toEqual(before);
    expect((await fresh.post("/api/import?settings=0", file)).status).toBe(200);
    expect((await fresh.get("/api/auth/user")).body.user).toEqual(before);
    expect((await fresh.post("/api/import?settings=1", file)).status).toBe(200);
    const taken = (await fresh.get("/api/auth/user")).body.user;
    expect(taken).toMatchObject({
      firstName: before.firstName,
      lastName: before.lastName,
      email: before.email,
      weightUnit: "kg",
      lengthUnit: "cm",
      macroTracking: true,
      distanceUnit: "km",
      muscleTargets: { chest: [12, 18] },
      sex: "female",
      birthYear: 1990,
      heightCm: 168,
      activityLevel: null,
    });
    expect(taken.goals.calories).toBe(2200);
    // The password is the account's own: signing in with it still works (the session is untouched).
    expect((await fresh.get("/api/auth/user")).body.isAuthenticated).toBe(true);
    expect((await fresh.post("/api/import?settings=maybe", file)).status).toBe(400);
  });

  test("importing the same file twice adds nothing the second time", async () => {
    const w = await twoUsers();
    await fill(w);
    const file = (await w.a.get("/api/export")).body;
    const fresh = (await signedUpClient(w.app)).client;
    await fresh.post("/api/import", file);
    const before = snapshot(w.db, { except: ["sessions"] });
    const again = await fresh.post("/api/import", file);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      exercises: { added: 0, skipped: 2 },
      workoutTemplates: { added: 0, skipped: 1 },
      meals: { added: 0, skipped: 1 },
      mealLibrary: { added: 0, skipped: 1 },
      customIngredients: { added: 0, skipped: 1 },
      bodyComposition: { added: 0, skipped: 1 },
    });
    expect(snapshot(w.db, { except: ["sessions"] })).toEqual(before);
    // Into the account it came from, too.
    expect((await w.a.post("/api/import", file)).body.exercises).toEqual({ added: 0, skipped: 2 });
  });

  test("into an existing account: what is there stays, the rest is added", async () => {
    const w = await twoUsers();
    await w.a.post("/api/body-composition", { date: "2026-03-14", weight: 190 });
    const res = await w.a.post("/api/import", {
      format: "kinfit-export",
      version: 1,
      bodyComposition: [
        { date: "2026-03-14", weight: 150 },
        { date: "2026-03-15", weight: 151 },
      ],
    });
    expect(res.body.bodyComposition).toEqual({ added: 1, skipped: 1 });
    expect((await w.a.get("/api/body-composition")).body.map((e: any) => [e.date, e.weight]).sort()).toEqual([
      ["2026-03-14", 190],
      ["2026-03-15", 151],
    ]);
  });

  test("a file that is not a Kinfit export, or holds a bad entry, changes nothing", async () => {
    const w = await twoUsers();
    await fill(w);
    const file = (await w.a.get("/api/export")).body;
    const fresh = (await signedUpClient(w.app)).client;
    const before = snapshot(w.db, { except: ["sessions"] });
    const cases: [unknown, RegExp][] = [
      [{ ...file, format: "other" }, /not a Kinfit export/],
      [{ ...file, version: 2 }, /version/],
      [{ ...file, bodyComposition: [...file.bodyComposition, { date: "2026-02-30" }] }, /real date/],
      [{ ...file, workouts: [{ date: "2026-03-09", exercises: [{ ...file.workouts[0].exercises[0], weight: "heavy" }] }] }, /weight/],
      [{ ...file, meals: Array.from({ length: 51 }, (_, i) => ({ ...file.meals[0], name: `Meal ${i}` })) }, /at most 50 meals/],
    ];
    for (const [body, message] of cases) {
      const res = await fresh.post("/api/import", body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
      expect(snapshot(w.db, { except: ["sessions"] })).toEqual(before);
    }
  });

  test("over 20 MB is 413, and no session is 401", async () => {
    const w = await twoUsers();
    const before = snapshot(w.db, { except: ["sessions"] });
    const huge = await w.a.post("/api/import", { format: "kinfit-export", version: 1, padding: "x".repeat(20 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe("The file is too large: an import takes at most 20 MB");
    expect((await new Client(w.app).post("/api/import", { format: "kinfit-export", version: 1 })).status).toBe(401);
    expect(snapshot(w.db, { except: ["sessions"] })).toEqual(before);
  });

  test("a body of a few MB, within 20, is taken", async () => {
    const w = await twoUsers();
    const res = await w.a.post("/api/import", { format: "kinfit-export", version: 1, padding: "x".repeat(3 * 1024 * 1024) });
    expect(res.status).toBe(200);
    // Other routes keep their 1 MB limit.
    expect((await w.a.post("/api/body-composition", { date: "2026-03-14", notes: "x".repeat(1024 * 1024) })).status).toBe(413);
  });
});

describe("POST /api/import/workouts-csv", () => {
  const day = async (c: Client, date: string) => (await c.get(`/api/workouts/${date}`)).body.exercises;

  test("preview of a Strong file in kg: source, unit, counts, dates, exercises with set counts", async () => {
    const w = await twoUsers();
    const before = snapshot(w.db, { except: ["sessions"] });
    const res = await postCsv(w.a, STRONG_KG, "?preview=1");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      source: "strong",
      layout: "strong",
      matchedBy: "header",
      unit: "kg",
      unitNeeded: false,
      distanceUnitNeeded: false,
      distanceUnit: "mi",
      workouts: 2,
      exercises: 2,
      sets: 6,
      alreadyImported: 0,
      firstDate: "2025-07-26",
      lastDate: "2025-07-28",
      days: [
        { date: "2025-07-26", exercises: [{ name: "Bench Press (Barbell)", sets: 4 }] },
        { date: "2025-07-28", exercises: [{ name: "Squat (Barbell)", sets: 2 }] },
      ],
      problems: [],
      kept: {
        workouts: 2,
        exercises: 2,
        sets: 6,
        setsWithRpe: 1,
        setsWithDistance: 0,
        setsWithDuration: 0,
        exercisesInSupersets: 0,
        exerciseNotes: 1,
        workoutNotes: 1,
        workoutNames: 2,
        workoutLengths: 2,
        exerciseTypes: { weight_reps: 2 },
      },
      // Said, with the reason, rather than dropped in silence.
      skipped: [{ rows: 1, why: "rest-timer rows skipped: they are timer settings, not sets" }],
    });
    expect(snapshot(w.db, { except: ["sessions"] })).toEqual(before);
  });

  test("import: completed sets on their dates, in pounds, with kinds; the exercise's figures kept", async () => {
    const w = await twoUsers();
    const res = await postCsv(w.a, STRONG_KG);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ workouts: 2, exercises: 2, sets: 6, alreadyImported: 0, skippedRows: 0 });
    const [bench] = await day(w.a, "2025-07-26");
    expect(bench).toMatchObject({
      name: "Bench Press (Barbell)",
      sets: 4,
      weight: "149.9143",
      reps: "8",
      isCompleted: true,
      notes: "felt good, solid",
    });
    expect(bench.setRows.map((s: any) => [s.setNumber, s.weight, s.reps, s.completed, s.kind])).toEqual([
      [1, "88.1849", "10", true, "warmup"],
      [2, "149.9143", "8", true, "normal"],
      [3, "110.2311", "12", true, "drop"],
      [4, "110.2311", "6", true, "failure"],
    ]);
    const previous = (await w.a.get("/api/workouts/previous/2025-07-27")).body;
    expect(previous.exercises[0].best).toEqual({ estimatedOneRepMax: 189.9, weight: 149.9143 });
    // Nothing reached B.
    expect(await day(w.b, "2025-07-26")).toEqual([]);
  });

  test("importing the same CSV twice duplicates nothing; new sets join the exercise", async () => {
    const w = await twoUsers();
    await postCsv(w.a, STRONG_KG);
    const before = snapshot(w.db, { except: ["sessions"] });
    expect((await postCsv(w.a, STRONG_KG, "?preview=1")).body.alreadyImported).toBe(6);
    const again = await postCsv(w.a, STRONG_KG);
    expect(again.body).toEqual({ workouts: 0, exercises: 0, sets: 0, alreadyImported: 6, skippedRows: 0 });
    expect(snapshot(w.db, { except: ["sessions"] })).toEqual(before);
    // A longer file of the same day adds only the new set.
    const longer = STRONG_KG.replace(/\r\n$/, "\r\n2,2025-07-28 18:30:00,Legs,2400,Squat (Barbell),3,105,3,,,,,\r\n");
    expect((await postCsv(w.a, longer)).body).toMatchObject({ exercises: 0, sets: 1, alreadyImported: 6 });
    const [squat] = await day(w.a, "2025-07-28");
    expect([squat.sets, squat.setRows.length, squat.isCompleted]).toEqual([3, 3, true]);
  });

  test("the day's own exercises stay first; imported ones follow", async () => {
    const w = await twoUsers();
    await w.a.post("/api/workouts", { date: "2025-07-28", exercises: [{ name: "Warm-up walk" }] });
    await postCsv(w.a, STRONG_KG);
    expect((await day(w.a, "2025-07-28")).map((e: any) => e.name)).toEqual(["Warm-up walk", "Squat (Barbell)"]);
  });

  test("Strong in lb, semicolon with a unit per row, Hevy in kg and lbs", async () => {
    const w = await twoUsers();
    const lb = await postCsv(w.a, STRONG_LB, "?preview=1");
    expect([lb.body.source, lb.body.unit, lb.body.unitNeeded, lb.body.sets]).toEqual(["strong", "lb", false, 3]);
    expect((await postCsv(w.a, STRONG_LB)).status).toBe(200);
    expect((await day(w.a, "2024-01-15"))[0].setRows.map((s: any) => s.weight)).toEqual(["150", "225"]);

    const semi = await postCsv(w.a, STRONG_SEMICOLON, "?preview=1");
    expect([semi.body.layout, semi.body.unit, semi.body.unitNeeded]).toEqual(["strong-semicolon", "mixed", false]);
    expect((await postCsv(w.a, STRONG_SEMICOLON)).status).toBe(200);
    expect((await day(w.a, "2023-05-02")).map((e: any) => [e.name, e.setRows[0].weight])).toEqual([
      ["Front Squat", "137.7889"],
      ["Curl (Dumbbell)", "30"],
    ]);

    const hevy = await postCsv(w.a, HEVY_KG, "?preview=1");
    expect([hevy.body.source, hevy.body.unit, hevy.body.firstDate]).toEqual(["hevy", "kg", "2025-07-26"]);
    expect((await postCsv(w.a, HEVY_KG)).body.sets).toBe(4);
    expect((await day(w.a, "2025-07-26"))[0].setRows.map((s: any) => s.kind)).toEqual(["warmup", "normal", "drop", "failure"]);
    expect((await postCsv(w.a, HEVY_LBS)).body.sets).toBe(2);
    expect((await day(w.a, "2025-08-03"))[0].setRows.map((s: any) => s.weight)).toEqual(["185", "185"]);
  });

  test("a file that names no unit: the preview says so, the import needs ?unit", async () => {
    const w = await twoUsers();
    const preview = await postCsv(w.a, STRONG_OLD, "?preview=1");
    expect([preview.body.layout, preview.body.unit, preview.body.unitNeeded]).toEqual(["strong-old", null, true]);
    const before = snapshot(w.db, { except: ["sessions"] });
    const refused = await postCsv(w.a, STRONG_OLD);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain("choose the unit");
    expect(snapshot(w.db, { except: ["sessions"] })).toEqual(before);
    expect((await postCsv(w.a, STRONG_OLD, "?unit=kg")).status).toBe(200);
    expect((await day(w.a, "2019-03-04"))[0].setRows.map((s: any) => s.weight)).toEqual(["132.2774", "137.7889"]);
  });

  test("unreadable rows: listed in the preview, refused by a plain import, skipped once acknowledged", async () => {
    const w = await twoUsers();
    const preview = await postCsv(w.a, STRONG_BROKEN, "?preview=1");
    expect(preview.body.problems).toHaveLength(4);
    expect(preview.body.problems[0]).toEqual({ line: 3, reason: 'date "yesterday" is not understood' });
    const before = snapshot(w.db, { except: ["sessions"] });
    const refused = await postCsv(w.a, STRONG_BROKEN);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^4 rows of this file cannot be read \(line 3: date "yesterday" is not understood\)/);
    expect(snapshot(w.db, { except: ["sessions"] })).toEqual(before);
    const res = await postCsv(w.a, STRONG_BROKEN, "?skipUnreadable=1");
    expect(res.body).toMatchObject({ sets: 1, skippedRows: 4 });
  });

  test("bad files change nothing: not CSV, unknown header, empty, UTF-16, invalid UTF-8, over 20 MB", async () => {
    const w = await twoUsers();
    await postCsv(w.a, STRONG_LB);
    const before = snapshot(w.db, { except: ["sessions"] });
    const notWorkout = "This file is not a Strong or Hevy workout export";
    for (const text of ['{"format":"kinfit-export"}', "name,email\nA,a@x.test\n", "", "Date,Weight (lbs)\n2026-01-01,180\n"]) {
      const res = await postCsv(w.a, text);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(notWorkout);
    }
    const utf16 = new Uint8Array([0xff, 0xfe, ...[...STRONG_LB].flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8])]);
    const u16 = await postBytes(w, w.a, utf16);
    expect([u16.status, u16.body.message]).toEqual([
      400,
      "This file is UTF-16 text; export it again as UTF-8 (the usual CSV) and try again",
    ]);
    const u16NoBom = await postBytes(w, w.a, utf16.slice(2));
    expect(u16NoBom.status).toBe(400);
    expect(u16NoBom.body.message).toContain("UTF-16");
    const latin1 = new TextEncoder().encode(STRONG_LB.replace("Pull Up", "Pull Up XX"));
    const at = latin1.indexOf("X".charCodeAt(0));
    latin1[at] = 0xe9; // 'é' in Latin-1: not UTF-8
    const bad = await postBytes(w, w.a, latin1);
    expect([bad.status, bad.body.message]).toEqual([
      400,
      "This file is not UTF-8 text; export it again as UTF-8 (the usual CSV) and try again",
    ]);
    const huge = await postCsv(w.a, STRONG_LB + "x".repeat(20 * 1024 * 1024));
    expect([huge.status, huge.body.message]).toEqual([413, "The file is too large: an import takes at most 20 MB"]);
    expect((await w.a.request("POST", "/api/import/workouts-csv", STRONG_LB, { "content-type": "application/json" })).status).toBe(415);
    expect((await postCsv(w.a, STRONG_LB, "?unit=stone")).status).toBe(400);
    expect(snapshot(w.db, { except: ["sessions"] })).toEqual(before);
  });

  test("a body sent without a declared length: read as bytes, and stopped past 20 MB", async () => {
    const w = await twoUsers();
    const cookie = [...w.a.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const chunked = (chunks: Uint8Array[]) =>
      w.app.handle(
        new Request("http://localhost/api/import/workouts-csv?preview=1", {
          method: "POST",
          headers: { "content-type": "text/csv", cookie },
          body: new ReadableStream({
            start(controller) {
              for (const c of chunks) controller.enqueue(c);
              controller.close();
            },
          }),
          duplex: "half",
        } as RequestInit),
      );
    const small = await chunked([new TextEncoder().encode(STRONG_KG)]);
    expect(small.status).toBe(200);
    expect((await small.json()).sets).toBe(6);
    const mb = new Uint8Array(1024 * 1024).fill(0x41);
    const before = snapshot(w.db, { except: ["sessions"] });
    const huge = await chunked(Array.from({ length: 21 }, () => mb));
    expect(huge.status).toBe(413);
    expect((await huge.json()).message).toBe("The file is too large: an import takes at most 20 MB");
    expect(snapshot(w.db, { except: ["sessions"] })).toEqual(before);
  });

  test("plain text is accepted as well as text/csv; no session is 401", async () => {
    const w = await twoUsers();
    const res = await w.a.request("POST", "/api/import/workouts-csv?preview=1", HEVY_LBS, { "content-type": "text/plain; charset=utf-8" });
    expect(res.status).toBe(200);
    const before = snapshot(w.db, { except: ["sessions"] });
    expect((await postCsv(new Client(w.app), STRONG_KG)).status).toBe(401);
    expect(snapshot(w.db, { except: ["sessions"] })).toEqual(before);
  });

  test("5,000 sets import in one go, in seconds", async () => {
    const w = await twoUsers();
    const lines = [
      "Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set " +
        "Order,Weight (kg),Reps,RPE,Distance (meters),Seconds,Notes,Workout Notes",
    ];
    // 250 days x 4 exercises x 5 sets.
    for (let d = 0; d < 250; d++) {
      const date = new Date(2020, 0, 1 + d * 2);
      const iso = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
      for (const ex of ["Squat (Barbell)", "Bench Press (Barbell)", "Deadlift (Barbell)", "Row (Barbell)"]) {
        for (let s = 1; s <= 5; s++) lines.push(`${d + 1},${iso} 07:00:00,Day,3600,${ex},${s},${60 + s * 2.5},${5 + s},,,,,`);
      }
    }
    const text = lines.join("\n");
    const started = performance.now();
    const res = await postCsv(w.a, text);
    const ms = performance.now() - started;
    expect(res.body).toMatchObject({ workouts: 250, exercises: 1000, sets: 5000 });
    console.log(`5,000-set Strong CSV (${Math.round(text.length / 1024)} KB) imported in ${Math.round(ms)} ms`);
    const again = performance.now();
    expect((await postCsv(w.a, text)).body.alreadyImported).toBe(5000);
    console.log(`the same file again (nothing new) in ${Math.round(performance.now() - again)} ms`);
  });
});
