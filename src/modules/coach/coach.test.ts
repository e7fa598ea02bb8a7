// The coach over the API (docs/behaviour/coach.md). Most tests write a member's eaten meals and
// weigh-ins with drizzle directly (those areas have their own APIs and tests); the coach's own
// routes are called as the phone calls them.
import { beforeEach, describe, expect, test } from "bun:test";
import type { Db } from "@db/client";
import { bodyComposition, coachCheckIns, mealIngredients, mealPortions, meals } from "@db/schema";
import { shiftIso } from "@shared/coach/rules";
import { KG_PER_LB } from "@shared/units";
import { twoUsers, type TwoUsers } from "@test/harness";

let t: TwoUsers;
const TODAY = "2026-03-11"; // a Wednesday
const MONDAY = "2026-03-09";

function ate(db: Db, userId: number, date: string, calories: number | null, consumed = true, protein = 120) {
  const meal = db.insert(meals).values({ userId, date, name: "Day", time: "12:00:00", isConsumed: consumed }).returning().get();
  db.insert(mealIngredients).values({ mealId: meal.id, userId, name: "Food", quantity: 1, unit: "g", calories, protein }).run();
  return meal.id;
}
const weighed = (db: Db, userId: number, date: string, kg: number) =>
  db
    .insert(bodyComposition)
    .values({ userId, date, weight: kg / KG_PER_LB })
    .run();

/** 2,000 kcal eaten and 0.1 kg lost every day of the `days` days before `asOf`. */
function steadyLoss(db: Db, userId: number, asOf: string, days = 56) {
  for (let k = days; k >= 1; k--) {
    const date = shiftIso(asOf, -k);
    ate(db, userId, date, 2000);
    weighed(db, userId, date, 90 - 0.1 * (days - k));
  }
}

beforeEach(async () => {
  t = await twoUsers();
});

describe("GET /api/coach", () => {
  test("without data or figures: no estimate, and the sentence says what is missing", async () => {
    const res = await t.a.get(`/api/coach?today=${TODAY}`);
    expect(res.status).toBe(200);
    expect(res.body.expenditure).toMatchObject({ kcal: null, confidence: "none", source: "formula", daysLogged: 0, weighIns: 0 });
    expect(res.body.expenditure.why).toContain("add your sex, birth year and height in Profile and a weigh-in");
    expect(res.body.goal).toBeNull();
    expect(res.body.recommendation).toBeNull();
    expect(res.body.checkIn).toEqual({ date: MONDAY, next: "2026-03-16", isToday: false, applied: false });
    expect(res.body.history).toHaveLength(84);
    expect(res.body.weeks).toHaveLength(12);
  });

  test("Profile's figures and a weigh-in give the formula's estimate", async () => {
    const put = await t.a.put("/api/profile", { sex: "female", birthYear: 1990, heightCm: 165, activityLevel: "sedentary" });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ sex: "female", birthYear: 1990, heightCm: 165, activityLevel: "sedentary" });
    expect((await t.a.get("/api/auth/user")).body.user).toMatchObject({
      sex: "female",
      birthYear: 1990,
      heightCm: 165,
      activityLevel: "sedentary",
    });
    weighed(t.db, t.aId, "2026-03-10", 60);
    const { expenditure } = (await t.a.get(`/api/coach?today=${TODAY}`)).body;
    expect(expenditure).toMatchObject({ source: "formula", confidence: "none", kcal: Math.round((600 + 1031.25 - 180 - 161) * 1.2) });
  });

  test("with enough data: average intake less the trend at 7,700 kcal per kg, weights in pounds", async () => {
    steadyLoss(t.db, t.aId, TODAY);
    const { expenditure, recommendation } = (await t.a.get(`/api/coach?today=${TODAY}`)).body;
    expect(expenditure).toMatchObject({ kcal: 2770, confidence: "high", source: "data", daysLogged: 28, windowDays: 28 });
    expect(expenditure.weeklyChange).toBeCloseTo(-0.7 / KG_PER_LB, 1);
    expect(expenditure.why).toBe("28 of 28 days logged, 28 weigh-ins: 2,770 kcal a day");
    // The targets are the Monday check-in's, from the data before it; without a goal they hold the weight.
    expect(recommendation).toMatchObject({ expenditure: 2770, calories: 2770, source: "data" });
  });

  test("only meals marked eaten count; a day whose meals carry no calories is missing", async () => {
    steadyLoss(t.db, t.aId, TODAY, 28);
    ate(t.db, t.aId, shiftIso(TODAY, -1), 5000, false);
    const before = (await t.a.get(`/api/coach?today=${TODAY}`)).body.expenditure;
    ate(t.db, t.aId, shiftIso(TODAY, -30), null);
    const after = (await t.a.get(`/api/coach?today=${TODAY}`)).body.expenditure;
    expect(after.kcal).toBe(before.kcal);
    expect(after.daysLogged).toBe(before.daysLogged);
  });

  test("a family meal counts at the eater's portion, for the eater only", async () => {
    const id = ate(t.db, t.aId, shiftIso(TODAY, -1), 1000, false);
    t.db
      .insert(mealPortions)
      .values({ mealId: id, userId: t.bId, date: shiftIso(TODAY, -1), portion: 0.5, isConsumed: true })
      .run();
    const b = (await t.b.get(`/api/coach?today=${TODAY}`)).body;
    expect(b.history.at(-2)).toEqual({ date: shiftIso(TODAY, -1), intake: 500, weight: null });
    const a = (await t.a.get(`/api/coach?today=${TODAY}`)).body;
    expect(a.history.at(-2).intake).toBeNull();
  });

  test("another member's data is never read", async () => {
    steadyLoss(t.db, t.bId, TODAY);
    await t.b.put("/api/coach/goal", { direction: "lose", ratePerWeek: 1 });
    const a = (await t.a.get(`/api/coach?today=${TODAY}`)).body;
    expect(a.expenditure).toMatchObject({ kcal: null, daysLogged: 0, weighIns: 0 });
    expect(a.goal).toBeNull();
    expect(a.history.every((d: { intake: unknown; weight: unknown }) => d.intake === null && d.weight === null)).toBe(true);
  });

  test("bad days are 400s naming the field", async () => {
    expect((await t.a.get("/api/coach")).body.message).toContain("today");
    expect((await t.a.get("/api/coach?today=2026-02-30")).status).toBe(400);
    const week = await t.a.get("/api/coach/week?weekStart=2026-03-10");
    expect(week.status).toBe(400);
    expect(week.body.message).toBe("weekStart must be a Monday (YYYY-MM-DD)");
  });
});

describe("Profile's body figures", () => {
  test("each refused outside its range, naming the field", async () => {
    const year = new Date().getUTCFullYear();
    for (const [body, field] of [
      [{ sex: "other" }, "sex"],
      [{ birthYear: 1899 }, "birthYear"],
      [{ birthYear: year - 12 }, "birthYear"],
      [{ birthYear: 1990.5 }, "birthYear"],
      [{ heightCm: 99 }, "heightCm"],
      [{ heightCm: 251 }, "heightCm"],
      [{ activityLevel: "extreme" }, "activityLevel"],
    ] as const) {
      const res = await t.a.put("/api/profile", body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(field);
    }
    expect((await t.a.put("/api/profile", { birthYear: year - 13, heightCm: 250 })).status).toBe(200);
    expect((await t.a.put("/api/profile", { sex: null })).body.sex).toBeNull();
  });
});

describe("PUT /api/coach/goal", () => {
  test("stored with Monday as the default check-in day; a maintained weight's rate is 0", async () => {
    const res = await t.a.put("/api/coach/goal", { direction: "maintain", ratePerWeek: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ direction: "maintain", ratePerWeek: 0, checkInDay: "Monday" });
    expect((await t.a.get(`/api/coach?today=${TODAY}`)).body.goal).toEqual(res.body);
  });

  test("the rate is at most 1% of the trend weight a week, refused with the limit's words", async () => {
    steadyLoss(t.db, t.aId, TODAY, 28);
    const res = await t.a.put("/api/coach/goal", { direction: "lose", ratePerWeek: 2 });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^ratePerWeek must be at most 1\.\d+ lb a week \(1% of your trend weight, 1\d\d\.\d+ lb\)$/);
    expect((await t.a.put("/api/coach/goal", { direction: "lose", ratePerWeek: 1, checkInDay: "Wednesday" })).status).toBe(200);
  });

  test("bad fields are 400s naming them", async () => {
    for (const [body, field] of [
      [{ direction: "shrink", ratePerWeek: 1 }, "direction"],
      [{ direction: "lose", ratePerWeek: -1 }, "ratePerWeek"],
      [{ direction: "lose", ratePerWeek: "1" }, "ratePerWeek"],
      [{ direction: "lose", ratePerWeek: 1, checkInDay: "Funday" }, "checkInDay"],
    ] as const) {
      const res = await t.a.put("/api/coach/goal", body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(field);
    }
  });
});

describe("the weekly check-in", () => {
  test("a GET stores nothing, and the targets hold still between check-ins", async () => {
    steadyLoss(t.db, t.aId, MONDAY);
    await t.a.put("/api/coach/goal", { direction: "lose", ratePerWeek: 1 });
    const monday = (await t.a.get(`/api/coach?today=${MONDAY}`)).body;
    expect(monday.checkIn).toMatchObject({ date: MONDAY, isToday: true, applied: false });
    // Two days eaten and weighed after the check-in move the estimate, not the week's targets.
    for (const date of [MONDAY, shiftIso(MONDAY, 1)]) {
      ate(t.db, t.aId, date, 2600);
      weighed(t.db, t.aId, date, 84.5);
    }
    const wednesday = (await t.a.get(`/api/coach?today=${TODAY}`)).body;
    expect(wednesday.recommendation).toEqual(monday.recommendation);
    expect(wednesday.expenditure.kcal).not.toBe(monday.expenditure.kcal);
    expect(t.db.select().from(coachCheckIns).all()).toEqual([]);
    expect((await t.a.get("/api/goals")).body.goals.calories).toBeNull();
    // The next Monday renews them from the data before it.
    const next = (await t.a.get("/api/coach?today=2026-03-16")).body;
    expect(next.checkIn.date).toBe("2026-03-16");
    expect(next.recommendation.expenditure).not.toBe(monday.recommendation.expenditure);
  });

  test("apply writes the targets into the daily goals, clears protein per body weight, and keeps the check-in", async () => {
    steadyLoss(t.db, t.aId, MONDAY);
    await t.a.put("/api/profile", { goals: { proteinPerBodyWeight: 1, fiber: 30 } });
    await t.a.put("/api/coach/goal", { direction: "lose", ratePerWeek: 1 });
    const { recommendation } = (await t.a.get(`/api/coach?today=${TODAY}`)).body;
    const res = await t.a.post(`/api/coach/apply?today=${TODAY}`, {});
    expect(res.status).toBe(200);
    expect(res.body.checkIn).toMatchObject({
      date: MONDAY,
      calories: recommendation.calories,
      protein: recommendation.protein,
      direction: "lose",
      ratePerWeek: 1,
    });
    const goals = (await t.a.get("/api/goals")).body;
    expect(goals.goals).toMatchObject({
      calories: recommendation.calories,
      protein: recommendation.protein,
      carbs: recommendation.carbs,
      fat: recommendation.fat,
      proteinPerBodyWeight: null,
      fiber: 30,
    });
    expect(goals.resolved.protein).toBe(recommendation.protein);
    expect((await t.a.get(`/api/coach?today=${TODAY}`)).body.checkIn.applied).toBe(true);
    expect((await t.b.get(`/api/coach?today=${TODAY}`)).body.checkIn.applied).toBe(false);
  });

  test("apply without an estimate is a 400 that says why; without today a 400 naming it", async () => {
    const res = await t.a.post(`/api/coach/apply?today=${TODAY}`, {});
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("no targets to apply yet");
    expect((await t.a.post("/api/coach/apply", {})).body.message).toContain("today");
  });
});

describe("GET /api/coach/week", () => {
  test("training, nutrition, body and targets of the week", async () => {
    steadyLoss(t.db, t.aId, shiftIso(MONDAY, 7));
    await t.a.post("/api/workouts", { date: "2026-03-02", exercises: [{ name: "Squat", sets: 1, reps: "5", weight: "200" }] });
    await t.a.post("/api/workouts", { date: MONDAY, exercises: [{ name: "Squat", sets: 1, reps: "5", weight: "220" }] });
    for (const date of ["2026-03-02", MONDAY]) {
      const day = (await t.a.get(`/api/workouts/${date}`)).body;
      await t.a.put(`/api/exercises/${day.exercises[0].id}/sets/1`, {
        completed: true,
        weight: date === MONDAY ? "220" : "200",
        reps: "5",
      });
    }
    const res = await t.a.get(`/api/coach/week?weekStart=${MONDAY}`);
    expect(res.status).toBe(200);
    expect(res.body.training).toMatchObject({ sessions: 1, prs: [{ name: "Squat", weight: 220 }] });
    expect(res.body.nutrition).toMatchObject({ daysLogged: 7, averageCalories: 2000, averageProtein: 120 });
    expect(res.body.body.trendChange).toBeCloseTo(-0.7 / KG_PER_LB, 1);
    expect(res.body.targets).toMatchObject({ source: "data" });
    expect((await t.b.get(`/api/coach/week?weekStart=${MONDAY}`)).body.training).toEqual({ sessions: 0, hardSets: [], prs: [] });
  });
});

describe("the export", () => {
  test("carries the goal and the check-ins", async () => {
    steadyLoss(t.db, t.aId, MONDAY);
    await t.a.put("/api/coach/goal", { direction: "lose", ratePerWeek: 1, checkInDay: "Monday" });
    const applied = (await t.a.post(`/api/coach/apply?today=${TODAY}`, {})).body.checkIn;
    const file = (await t.a.get("/api/export")).body;
    expect(file.coach).toEqual({ goal: { direction: "lose", ratePerWeek: 1, checkInDay: "Monday" }, checkIns: [applied] });
    expect((await t.b.get("/api/export")).body.coach).toEqual({ goal: null, checkIns: [] });
  });

  test("an import brings the goal back to a member without one and adds the check-ins it lacks, once", async () => {
    steadyLoss(t.db, t.aId, MONDAY);
    await t.a.put("/api/coach/goal", { direction: "lose", ratePerWeek: 1, checkInDay: "Thursday" });
    const applied = (await t.a.post(`/api/coach/apply?today=${TODAY}`, {})).body.checkIn;
    const file = (await t.a.get("/api/export")).body;
    const first = await t.b.post("/api/import", file);
    expect(first.status).toBe(200);
    expect(first.body.coachCheckIns).toEqual({ added: 1, skipped: 0 });
    const back = (await t.b.get("/api/export")).body.coach;
    expect(back).toEqual({ goal: { direction: "lose", ratePerWeek: 1, checkInDay: "Thursday" }, checkIns: [applied] });
    expect((await t.b.get(`/api/coach?today=${TODAY}`)).body.goal).toEqual(back.goal);
    expect((await t.b.post("/api/import", file)).body.coachCheckIns).toEqual({ added: 0, skipped: 1 });
    // A member with a goal of their own keeps it, unless they take the file's settings.
    await t.b.put("/api/coach/goal", { direction: "gain", ratePerWeek: 0.5 });
    await t.b.post("/api/import", file);
    expect((await t.b.get(`/api/coach?today=${TODAY}`)).body.goal).toMatchObject({ direction: "gain", ratePerWeek: 0.5 });
    await t.b.post("/api/import?settings=1", file);
    expect((await t.b.get(`/api/coach?today=${TODAY}`)).body.goal).toMatchObject({ direction: "lose", ratePerWeek: 1 });
    // A file from before the coach imports; a bad check-in refuses the file, naming the field.
    const { coach, ...older } = file;
    expect((await t.b.post("/api/import", older)).status).toBe(200);
    const bad = { ...file, coach: { goal: null, checkIns: [{ ...applied, calories: "lots" }] } };
    const refused = await t.b.post("/api/import", bad);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain("calories");
  });
});
