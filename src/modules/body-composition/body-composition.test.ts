// Body composition entries through the HTTP API: listing, adding, replacing, deleting, ownership
// and validation.
import { beforeEach, describe, expect, test } from "bun:test";
import { twoUsers, type Client, type TwoUsers } from "@test/harness";
import { snapshot } from "@test/snapshot";
import { addDays, toIsoDate } from "@shared/dates";

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

  test("one figure is enough; missing figures are null; blank notes are null", async () => {
    const res = await t.a.post("/api/body-composition", { date: "2026-06-02", waist: 33, notes: "   " });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ date: "2026-06-02", waist: 33, weight: null, bodyFat: null, rightThigh: null, notes: null });
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

  const day = (offset: number) => toIsoDate(addDays(new Date(), offset));
  const NO_FIGURE = "Enter at least one figure: weight, body fat, muscle mass or a measurement";

  const refused: [string, unknown, string][] = [
    ["no body", {}, "Date is required (YYYY-MM-DD)"],
    ["an impossible date", { date: "2026-02-30", weight: 180 }, "Date must be a real date as YYYY-MM-DD"],
    ["only a date", { date: "2026-06-01" }, NO_FIGURE],
    ["a date and notes", { date: "2026-06-01", notes: "felt good" }, NO_FIGURE],
    ["only nulls", { date: "2026-06-01", weight: null, waist: null }, NO_FIGURE],
    ["two days ahead", { date: day(2), weight: 180 }, "Date can't be in the future"],
    ["a year ahead", { date: day(365), weight: 180 }, "Date can't be in the future"],
    ["weight as text", { date: "2026-06-01", weight: "heavy" }, "Weight must be a number"],
    ["weight below 20", { date: "2026-06-01", weight: 19.9 }, "Weight must be between 20 and 1000 lbs"],
    ["weight above 1000", { date: "2026-06-01", weight: 1000.1 }, "Weight must be between 20 and 1000 lbs"],
    ["weight 0", { date: "2026-06-01", weight: 0 }, "Weight must be between 20 and 1000 lbs"],
    ["negative body fat", { date: "2026-06-01", bodyFat: -2 }, "Body fat must be between 1 and 75%"],
    ["body fat below 1", { date: "2026-06-01", bodyFat: 0.9 }, "Body fat must be between 1 and 75%"],
    ["body fat above 75", { date: "2026-06-01", bodyFat: 75.1 }, "Body fat must be between 1 and 75%"],
    ["muscle mass below 10", { date: "2026-06-01", muscleMass: 9 }, "Muscle mass must be between 10 and 1000 lbs"],
    ["muscle mass absurd", { date: "2026-06-01", muscleMass: 1e308 }, "Muscle mass must be between 10 and 1000 lbs"],
    ["chest 0", { date: "2026-06-01", chest: 0 }, "Chest must be between 1 and 100 in"],
    ["hips 900", { date: "2026-06-01", hips: 900 }, "Hips must be between 1 and 100 in"],
    ["left arm 101", { date: "2026-06-01", leftArm: 101 }, "Left arm must be between 1 and 100 in"],
    ["right thigh 0.5", { date: "2026-06-01", rightThigh: 0.5 }, "Right thigh must be between 1 and 100 in"],
    ["notes as a number", { date: "2026-06-01", weight: 180, notes: 5 }, "Notes must be text"],
  ];

  test.each(refused)("POST refuses %s: 400 naming the field as the form does, nothing stored", async (_, body, message) => {
    const before = snapshot(t.db, { except: ["sessions"] });
    const res = await t.a.post("/api/body-composition", body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(snapshot(t.db, { except: ["sessions"] })).toEqual(before);
  });

  test.each(refused.filter(([, body]) => Object.keys(body as object).length > 0))(
    "PUT refuses %s and leaves the entry as it was",
    async (_, body, message) => {
      const { body: made } = await t.a.post("/api/body-composition", full);
      const before = snapshot(t.db, { except: ["sessions"] });
      const res = await t.a.put(`/api/body-composition/${made.id}`, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(snapshot(t.db, { except: ["sessions"] })).toEqual(before);
    },
  );

  test("the edges of every range are accepted, and tomorrow (the phone may be a time zone ahead)", async () => {
    const low = {
      date: day(1),
      weight: 20,
      bodyFat: 1,
      muscleMass: 10,
      chest: 1,
      waist: 1,
      hips: 1,
      leftArm: 1,
      rightArm: 1,
      leftThigh: 1,
      rightThigh: 1,
    };
    const high = {
      date: day(0),
      weight: 1000,
      bodyFat: 75,
      muscleMass: 1000,
      chest: 100,
      waist: 100,
      hips: 100,
      leftArm: 100,
      rightArm: 100,
      leftThigh: 100,
      rightThigh: 100,
    };
    for (const body of [low, high]) {
      const res = await t.a.post("/api/body-composition", body);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject(body);
    }
  });

  test("an older entry outside today's ranges still reads and saves, as long as that figure is kept", async () => {
    // Written before the ranges: a weight of 0 and a body fat of 90 %.
    const [old] = t.db.$client
      .query<{ id: number }, [number]>(
        "INSERT INTO body_composition (user_id, date, weight, body_fat, waist) VALUES (?, '2025-01-05', 0, 90, 34) RETURNING id",
      )
      .all(t.aId);
    const list = await t.a.get("/api/body-composition");
    expect(list.body[0]).toMatchObject({ id: old!.id, weight: 0, bodyFat: 90, waist: 34 });
    const kept = await t.a.put(`/api/body-composition/${old!.id}`, { date: "2025-01-05", weight: 0, bodyFat: 90, waist: 33 });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ weight: 0, bodyFat: 90, waist: 33 });
    // Changing the out-of-range figure to another out-of-range one is refused...
    const changed = await t.a.put(`/api/body-composition/${old!.id}`, { date: "2025-01-05", weight: 0, bodyFat: 95, waist: 33 });
    expect(changed.status).toBe(400);
    expect(changed.body.message).toBe("Body fat must be between 1 and 75%");
    // ...and clearing it (leaving it out) is a change the ranges allow.
    const cleared = await t.a.put(`/api/body-composition/${old!.id}`, { date: "2025-01-05", waist: 33 });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ weight: null, bodyFat: null, waist: 33 });
  });

  test("not signed in is 401", async () => {
    const { Client } = await import("@test/harness");
    expect((await new Client(t.app).get("/api/body-composition")).status).toBe(401);
  });
});

describe("body composition list: ranges and pages", () => {
  /** A's entries: one a day from 2026-01-01 to 2026-01-10, and two on 2026-01-05. */
  async function seed() {
    for (let d = 1; d <= 10; d++) {
      const date = `2026-01-${String(d).padStart(2, "0")}`;
      await t.a.post("/api/body-composition", { date, weight: 180 + d });
      if (d === 5) await t.a.post("/api/body-composition", { date, weight: 190 });
    }
    await t.b.post("/api/body-composition", { date: "2026-01-05", weight: 120 });
  }
  const dates = (body: { date: string }[]) => body.map((e) => e.date);

  test("without a query every entry is answered, newest first", async () => {
    await seed();
    const res = await t.a.get("/api/body-composition");
    expect(res.body).toHaveLength(11);
    expect(dates(res.body).slice(0, 3)).toEqual(["2026-01-10", "2026-01-09", "2026-01-08"]);
  });

  test("from and to keep the entries of those dates, both ends counted", async () => {
    await seed();
    const res = await t.a.get("/api/body-composition?from=2026-01-04&to=2026-01-06");
    expect(res.status).toBe(200);
    expect(dates(res.body)).toEqual(["2026-01-06", "2026-01-05", "2026-01-05", "2026-01-04"]);
    expect(dates((await t.a.get("/api/body-composition?from=2026-01-09")).body)).toEqual(["2026-01-10", "2026-01-09"]);
  });

  test("limit and before page through every entry once, never splitting a date", async () => {
    await seed();
    const seen: number[] = [];
    let before = "";
    for (let page = 0; page < 10; page++) {
      const res = await t.a.get(`/api/body-composition?limit=3${before ? `&before=${before}` : ""}`);
      expect(res.status).toBe(200);
      if (res.body.length === 0) break;
      seen.push(...res.body.map((e: { id: number }) => e.id));
      before = res.body.at(-1).date;
    }
    const all = (await t.a.get("/api/body-composition")).body.map((e: { id: number }) => e.id);
    expect(seen).toEqual(all);
    // The page that reaches 2026-01-05 takes both of its entries, though that is one past the limit.
    const page = await t.a.get("/api/body-composition?limit=2&before=2026-01-06");
    expect(dates(page.body)).toEqual(["2026-01-05", "2026-01-05"]);
  });

  test("a bad range or page is a 400 that says which", async () => {
    for (const [query, message] of [
      ["from=2026-02-30", "from must be a real date as YYYY-MM-DD"],
      ["to=yesterday", "to must be a real date as YYYY-MM-DD"],
      ["before=", "before is required (YYYY-MM-DD)"],
      ["limit=0", "limit must be a whole number from 1 to 1000"],
      ["limit=abc", "limit must be a whole number from 1 to 1000"],
      ["limit=1001", "limit must be a whole number from 1 to 1000"],
    ]) {
      const res = await t.a.get(`/api/body-composition?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });
});
