// Body composition entries through the HTTP API: listing, adding, replacing, deleting, ownership
// and validation.
import { beforeEach, describe, expect, test } from "bun:test";
import { twoUsers, type Client, type TwoUsers } from "../../test/harness";
import { snapshot } from "../../test/snapshot";

let t: TwoUsers;

beforeEach(async () => {
  t = await twoUsers();
});

const full = {
  date: "2026-06-01",
  weight: 182.4,
  bodyFat: 18.2,
  muscleMass: 150.1,
  chest: 40,
  waist: 33.5,
  hips: 38,
  leftArm: 14.1,
  rightArm: 14.3,
  leftThigh: 22,
  rightThigh: 22.2,
  notes: "Morning, fasted",
};

describe("body composition API", () => {
  test("create with every field answers 201 with the entry", async () => {
    const res = await t.a.post("/api/body-composition", full);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject(full);
    expect(typeof res.body.id).toBe("number");
    expect(typeof res.body.createdAt).toBe("string");
    expect(res.body.userId).toBeUndefined();
  });

  test("only the date is required; missing figures are null; blank notes are null", async () => {
    const res = await t.a.post("/api/body-composition", { date: "2026-06-02", notes: "   " });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ date: "2026-06-02", weight: null, bodyFat: null, rightThigh: null, notes: null });
  });

  test("list is the user's own entries, newest date first", async () => {
    await t.a.post("/api/body-composition", { date: "2026-05-01", weight: 185 });
    await t.a.post("/api/body-composition", { date: "2026-06-01", weight: 182 });
    await t.a.post("/api/body-composition", { date: "2026-05-15", weight: 184 });
    await t.b.post("/api/body-composition", { date: "2026-06-03", weight: 120 });
    const res = await t.a.get("/api/body-composition");
    expect(res.status).toBe(200);
    expect(res.body.map((e: { date: string }) => e.date)).toEqual(["2026-06-01", "2026-05-15", "2026-05-01"]);
    expect((await t.b.get("/api/body-composition")).body).toHaveLength(1);
  });

  test("PUT replaces the entry: omitted figures are cleared", async () => {
    const { body: made } = await t.a.post("/api/body-composition", full);
    const res = await t.a.put(`/api/body-composition/${made.id}`, { date: "2026-06-03", weight: 181 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: made.id, date: "2026-06-03", weight: 181, bodyFat: null, waist: null, notes: null });
    expect((await t.a.get("/api/body-composition")).body).toEqual([res.body]);
  });

  test("DELETE removes it; a second delete is 404", async () => {
    const { body: made } = await t.a.post("/api/body-composition", full);
    expect((await t.a.delete(`/api/body-composition/${made.id}`)).body).toEqual({ ok: true });
    expect((await t.a.get("/api/body-composition")).body).toEqual([]);
    const again = await t.a.delete(`/api/body-composition/${made.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("Entry not found");
  });

  test("another user's entry is 404 for update and delete, and stays as it was", async () => {
    const { body: made } = await t.a.post("/api/body-composition", full);
    const before = snapshot(t.db, { except: ["sessions"] });
    const put = await t.b.put(`/api/body-composition/${made.id}`, { date: "2026-01-01", weight: 1 });
    const del = await t.b.delete(`/api/body-composition/${made.id}`);
    expect([put.status, del.status]).toEqual([404, 404]);
    expect(put.body.message).toBe("Entry not found");
    expect(snapshot(t.db, { except: ["sessions"] })).toEqual(before);
    expect((await t.b.get("/api/body-composition")).body).toEqual([]);
  });

  test("bad ids are 404", async () => {
    for (const id of ["0", "-1", "abc", "1.5", "99999"]) {
      expect((await t.a.delete(`/api/body-composition/${id}`)).status).toBe(404);
      expect((await t.a.put(`/api/body-composition/${id}`, full)).status).toBe(404);
    }
  });

  test("validation: 400 naming the field, nothing stored", async () => {
    const cases: [unknown, string][] = [
      [{}, "Date is required (YYYY-MM-DD)"],
      [{ date: "2026-02-30" }, "Date must be a real date as YYYY-MM-DD"],
      [{ date: "2026-06-01", weight: "heavy" }, "Weight must be a number"],
      [{ date: "2026-06-01", bodyFat: -2 }, "Body Fat must be at least 0"],
      [{ date: "2026-06-01", bodyFat: 140 }, "Body Fat must be at most 100"],
      [{ date: "2026-06-01", muscleMass: 1e308 }, "Muscle Mass must be at most 1500"],
      [{ date: "2026-06-01", hips: 900 }, "Hips must be at most 200"],
      [{ date: "2026-06-01", notes: 5 }, "Notes must be text"],
    ];
    for (const [body, message] of cases) {
      const res = await t.a.post("/api/body-composition", body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const { body: made } = await t.a.post("/api/body-composition", full);
    const put = await t.a.put(`/api/body-composition/${made.id}`, { date: "tomorrow" });
    expect(put.status).toBe(400);
    expect((await t.a.get("/api/body-composition")).body).toHaveLength(1);
    expect((await t.a.get("/api/body-composition")).body[0].date).toBe("2026-06-01");
  });

  test("not signed in is 401", async () => {
    const { Client } = await import("../../test/harness");
    expect((await new Client(t.app).get("/api/body-composition")).status).toBe(401);
  });
});
