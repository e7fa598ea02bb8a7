// Changes made on a phone offline and sent later (docs/behaviour/offline.md, "Offline"): an exercise made
// there carries the phone's id, so a create sent twice is stored once; every change carries the
// phone's time, and an older change to a field never replaces a newer value.
import { describe, expect, test } from "bun:test";
import { twoUsers } from "@test/harness";

const CLIENT_ID = "0190b5f2-7c3e-7a44-8f1e-2b6c9d0e4a51";
const press = { name: "Overhead Press", sets: 3, reps: "5", weight: "95", clientId: CLIENT_ID };

describe("client ids", () => {
  test("a create sent twice is one row, answered both times", async () => {
    const { a } = await twoUsers();
    const first = await a.post("/api/workouts", { date: "2026-05-04", exercises: [press] });
    expect(first.status).toBe(201);
    expect(first.body.exercises[0].clientId).toBe(CLIENT_ID);
    const again = await a.post("/api/workouts", { date: "2026-05-04", exercises: [press] });
    expect(again.status).toBe(201);
    expect(again.body.exercises.length).toBe(1);
    expect(again.body.exercises[0].id).toBe(first.body.exercises[0].id);
    const day = await a.get("/api/workouts/2026-05-04");
    expect(day.body.exercises.map((e: { clientId: string }) => e.clientId)).toEqual([CLIENT_ID]);
    expect(day.body.exercises[0].setRows.length).toBe(3);
  });

  test("one of several already stored: only the others are added", async () => {
    const { a } = await twoUsers();
    await a.post("/api/workouts", { date: "2026-05-04", exercises: [press] });
    const other = { ...press, name: "Row", clientId: "0190b5f2-7c3e-7a44-8f1e-2b6c9d0e4a52" };
    const res = await a.post("/api/workouts", { date: "2026-05-04", exercises: [press, other] });
    expect(res.body.exercises.map((e: { name: string }) => e.name)).toEqual(["Overhead Press", "Row"]);
  });

  test("the id is unique per member: another member may hold the same", async () => {
    const { a, b } = await twoUsers();
    await a.post("/api/workouts", { date: "2026-05-04", exercises: [press] });
    const theirs = await b.post("/api/workouts", { date: "2026-05-04", exercises: [press] });
    expect(theirs.status).toBe(201);
    expect(theirs.body.exercises.length).toBe(1);
  });

  test("an id that is not a UUID is refused", async () => {
    const { a } = await twoUsers();
    const res = await a.post("/api/workouts", { date: "2026-05-04", exercises: [{ ...press, clientId: "not-a-uuid" }] });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("clientId must be a UUID");
  });

  test("exercises made without one answer as before, with no clientId", async () => {
    const { a } = await twoUsers();
    const { clientId: _, ...plain } = press;
    const res = await a.post("/api/workouts", { date: "2026-05-04", exercises: [plain] });
    expect("clientId" in res.body.exercises[0]).toBe(false);
  });
});

describe("changedAt", () => {
  test("an older change to a field is ignored; a newer one and other fields apply", async () => {
    const { a } = await twoUsers();
    const id = (await a.post("/api/workouts", { date: "2026-05-04", exercises: [press] })).body.exercises[0].id;
    expect((await a.put(`/api/exercises/${id}`, { weight: "100", changedAt: 2000 })).body.weight).toBe("100");
    // Made earlier on another phone, sent later: the weight stays, its notes (a field not changed since) apply.
    const late = await a.put(`/api/exercises/${id}`, { weight: "90", notes: "slow", changedAt: 1000 });
    expect(late.status).toBe(200);
    expect([late.body.weight, late.body.notes]).toEqual(["100", "slow"]);
    expect((await a.put(`/api/exercises/${id}`, { weight: "105", changedAt: 3000 })).body.weight).toBe("105");
  });

  test("a set: the later tick wins whichever arrives last", async () => {
    const { a } = await twoUsers();
    const id = (await a.post("/api/workouts", { date: "2026-05-04", exercises: [press] })).body.exercises[0].id;
    await a.put(`/api/exercises/${id}/sets/1`, { completed: true, weight: "100", changedAt: 5000 });
    const older = await a.put(`/api/exercises/${id}/sets/1`, { completed: false, weight: "90", reps: "4", changedAt: 4000 });
    expect(older.status).toBe(200);
    expect(older.body.setRows[0]).toMatchObject({ completed: true, weight: "100", reps: "4" });
  });

  test("two phones that each add a set make two sets", async () => {
    const { a } = await twoUsers();
    const id = (await a.post("/api/workouts", { date: "2026-05-04", exercises: [press] })).body.exercises[0].id;
    await a.put(`/api/exercises/${id}`, { addSet: true, changedAt: 2000 });
    const second = await a.put(`/api/exercises/${id}`, { addSet: true, changedAt: 1000 });
    expect(second.body.sets).toBe(5);
    expect(second.body.setRows.map((r: { setNumber: number }) => r.setNumber)).toEqual([1, 2, 3, 4, 5]);
  });

  test("changedAt alone is nothing to update", async () => {
    const { a } = await twoUsers();
    const id = (await a.post("/api/workouts", { date: "2026-05-04", exercises: [press] })).body.exercises[0].id;
    expect((await a.put(`/api/exercises/${id}`, { changedAt: 1000 })).status).toBe(400);
  });
});

describe("an exercise named by its phone id", () => {
  test("edits, set changes and delete reach it by clientId before the phone knows its id", async () => {
    const { a } = await twoUsers();
    await a.post("/api/workouts", { date: "2026-05-04", exercises: [press] });
    const edited = await a.put(`/api/exercises/${CLIENT_ID}`, { notes: "belt", changedAt: 1000 });
    expect(edited.status).toBe(200);
    expect(edited.body.notes).toBe("belt");
    const set = await a.put(`/api/exercises/${CLIENT_ID.toUpperCase()}/sets/2`, {
      completed: true,
      weight: "95",
      reps: "5",
      changedAt: 1001,
    });
    expect(set.status).toBe(200);
    expect(set.body.setRows[1]).toMatchObject({ completed: true, weight: "95" });
    expect((await a.delete(`/api/exercises/${CLIENT_ID}`)).status).toBe(200);
    expect((await a.get("/api/workouts/2026-05-04")).body.exercises).toEqual([]);
    // Gone: a delete sent again is 404, as for an id.
    expect((await a.delete(`/api/exercises/${CLIENT_ID}`)).status).toBe(404);
  });

  test("warm-ups reach it by its phone id, in any case; another member's phone id is 404", async () => {
    const { a, b } = await twoUsers();
    await a.post("/api/workouts", { date: "2026-05-04", exercises: [press] });
    const sets = [{ weight: "45", reps: "10" }];
    const refused = await b.post(`/api/exercises/${CLIENT_ID}/warmups`, { sets });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe("Exercise not found");
    const res = await a.post(`/api/exercises/${CLIENT_ID.toUpperCase()}/warmups`, { sets });
    expect(res.status).toBe(200);
    expect(res.body.clientId).toBe(CLIENT_ID);
    expect(res.body.setRows.map((r: { setNumber: number; kind: string }) => [r.setNumber, r.kind])).toEqual([
      [1, "warmup"],
      [2, "normal"],
      [3, "normal"],
      [4, "normal"],
    ]);
  });

  test("another member's phone id is 404, never theirs", async () => {
    const { a, b } = await twoUsers();
    await a.post("/api/workouts", { date: "2026-05-04", exercises: [press] });
    for (const res of [
      await b.put(`/api/exercises/${CLIENT_ID}`, { notes: "mine" }),
      await b.put(`/api/exercises/${CLIENT_ID}/sets/1`, { completed: true }),
      await b.delete(`/api/exercises/${CLIENT_ID}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Exercise not found");
    }
    expect((await a.get("/api/workouts/2026-05-04")).body.exercises[0]).toMatchObject({ notes: null, isCompleted: false });
  });

  test("a replace sent again keeps what the first one stored and what was logged on it", async () => {
    const { a } = await twoUsers();
    await a.post("/api/workouts", { date: "2026-05-04", exercises: [{ name: "Old", sets: 1 }] });
    const body = { date: "2026-05-04", mode: "replace", exercises: [press] };
    await a.post("/api/workouts", body);
    await a.put(`/api/exercises/${CLIENT_ID}/sets/1`, { completed: true, changedAt: 1 });
    const again = await a.post("/api/workouts", body);
    expect(again.body.exercises.map((e: { name: string }) => e.name)).toEqual(["Overhead Press"]);
    expect(again.body.exercises[0].setRows[0].completed).toBe(true);
  });
});

describe("order", () => {
  test("sortOrder moves an exercise, and the later move wins", async () => {
    const { a } = await twoUsers();
    const day = await a.post("/api/workouts", { date: "2026-05-04", exercises: [{ name: "A" }, { name: "B" }, { name: "C" }] });
    const [first, , third] = day.body.exercises;
    await a.put(`/api/exercises/${third.id}`, { sortOrder: 0, changedAt: 2000 });
    await a.put(`/api/exercises/${first.id}`, { sortOrder: 2, changedAt: 2000 });
    const names = async () => (await a.get("/api/workouts/2026-05-04")).body.exercises.map((e: { name: string }) => e.name);
    expect(await names()).toEqual(["C", "B", "A"]);
    // Made earlier on another phone: ignored.
    await a.put(`/api/exercises/${third.id}`, { sortOrder: 9, changedAt: 1000 });
    expect(await names()).toEqual(["C", "B", "A"]);
  });

  test("a sortOrder out of range is refused", async () => {
    const { a } = await twoUsers();
    const id = (await a.post("/api/workouts", { date: "2026-05-04", exercises: [press] })).body.exercises[0].id;
    for (const sortOrder of [-1, 1.5, "2", 10_001]) {
      const res = await a.put(`/api/exercises/${id}`, { sortOrder });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain("sortOrder must be a whole number from 0 to 10000");
    }
  });
});
