import { describe, expect, test } from "bun:test";
import { twoUsers } from "../../test/harness";
import { snapshot } from "../../test/snapshot";

const legDay = {
  name: "  Leg Day  ",
  dayOfWeek: "Monday",
  data: { exercises: [{ name: "Squat", sets: 3, reps: "5", weight: "225", restTime: 120 }, { name: "Lunge" }] },
};

describe("workout templates", () => {
  test("create, list newest first, update, delete", async () => {
    const { a } = await twoUsers();
    const created = await a.post("/api/templates", legDay);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Leg Day", dayOfWeek: "Monday" });
    expect(created.body.data.exercises).toEqual([
      { name: "Squat", sets: 3, reps: "5", weight: "225", restTime: 120 },
      { name: "Lunge", sets: 3, reps: "8-10", weight: "0", restTime: 90 },
    ]);
    expect(typeof created.body.createdAt).toBe("string");
    const second = await a.post("/api/templates", { name: "Push", data: { exercises: [{ name: "Bench", targetSets: 5, targetReps: 5, targetWeight: 185 }] } });
    expect(second.body.dayOfWeek).toBeNull();
    expect(second.body.data.exercises[0]).toMatchObject({ sets: 5, reps: "5", weight: "185" });

    const list = await a.get("/api/templates");
    expect(list.status).toBe(200);
    expect(list.body.map((t: { name: string }) => t.name)).toEqual(["Push", "Leg Day"]);

    const updated = await a.put(`/api/templates/${created.body.id}`, {
      name: "Legs",
      dayOfWeek: "",
      data: { exercises: [{ name: "Front Squat", sets: 0, reps: "8", weight: "135", restTime: 60 }] },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: created.body.id, name: "Legs", dayOfWeek: null });
    expect(updated.body.data.exercises).toEqual([{ name: "Front Squat", sets: 0, reps: "8", weight: "135", restTime: 60 }]);
    const renamed = await a.put(`/api/templates/${created.body.id}`, { dayOfWeek: "Friday" });
    expect(renamed.body).toMatchObject({ name: "Legs", dayOfWeek: "Friday" });

    expect((await a.delete(`/api/templates/${created.body.id}`)).status).toBe(200);
    expect((await a.get("/api/templates")).body.map((t: { name: string }) => t.name)).toEqual(["Push"]);
    expect((await a.delete(`/api/templates/${created.body.id}`)).status).toBe(404);
  });

  test("a template exercise's blank reps or weight take the defaults", async () => {
    const { a } = await twoUsers();
    const res = await a.post("/api/templates", { name: "Blank", data: { exercises: [{ name: "Row", reps: "", weight: " " }] } });
    expect(res.status).toBe(201);
    expect(res.body.data.exercises).toEqual([{ name: "Row", sets: 3, reps: "8-10", weight: "0", restTime: 90 }]);
  });

  test("a template may be saved without exercises (loading refuses it)", async () => {
    const { a } = await twoUsers();
    const res = await a.post("/api/templates", { name: "Empty", dayOfWeek: null, data: { exercises: [] } });
    expect(res.status).toBe(201);
    expect(res.body.data.exercises).toEqual([]);
  });

  test("validation names the field and changes nothing", async () => {
    const { a, db } = await twoUsers();
    const id = (await a.post("/api/templates", legDay)).body.id;
    const before = snapshot(db, { except: ["sessions"] });
    for (const [body, text] of [
      [{ ...legDay, name: "   " }, "name is required"],
      [{ ...legDay, name: "x".repeat(201) }, "name"],
      [{ ...legDay, dayOfWeek: "Funday" }, "dayOfWeek"],
      [{ ...legDay, data: null }, "data"],
      [{ ...legDay, data: { exercises: "Squat" } }, "exercises"],
      [{ ...legDay, data: { exercises: [{ name: "" }] } }, "exercise name is required"],
      [{ ...legDay, data: { exercises: [{ name: "A", sets: -1 }] } }, "sets"],
      [{ ...legDay, data: { exercises: [{ name: "A", restTime: 1e9 }] } }, "restTime"],
      [{ ...legDay, data: { exercises: Array.from({ length: 101 }, () => ({ name: "A" })) } }, "exercises"],
    ] as const) {
      const res = await a.post("/api/templates", body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(text);
    }
    const empty = await a.put(`/api/templates/${id}`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain("Nothing to update");
    expect((await a.put(`/api/templates/${id}`, { name: "" })).status).toBe(400);
    expect(snapshot(db, { except: ["sessions"] })).toEqual(before);
  });

  test("another user's template is 404, invisible, and unchanged", async () => {
    const { a, b, db } = await twoUsers();
    const id = (await a.post("/api/templates", legDay)).body.id;
    const before = snapshot(db, { except: ["sessions"] });
    expect((await b.get("/api/templates")).body).toEqual([]);
    const put = await b.put(`/api/templates/${id}`, { name: "Stolen" });
    expect(put.status).toBe(404);
    expect(put.body.message).toBe("Template not found");
    expect((await b.delete(`/api/templates/${id}`)).status).toBe(404);
    expect((await b.put(`/api/templates/not-an-id`, { name: "x" })).status).toBe(404);
    expect(snapshot(db, { except: ["sessions"] })).toEqual(before);
  });
});
