// Family meals another member cooks have a cap of their own on each member's day, so that a cook
// cannot fill it, and a member leaves all of a day's in one step.
import { describe, expect, test } from "bun:test";
import { MEAL } from "@shared/limits";
import { household, signedUpClient } from "@test/harness";
import { TOO_MANY_GUEST_MEALS } from "./guests";

const DAY = "2026-03-02";

async function cookAndGuest() {
  const t = await household();
  const cook = await signedUpClient(t.app, { firstName: "Ana" });
  const guest = await signedUpClient(t.app, { firstName: "Ben" });
  return { ...t, cook, guest };
}

const familyMeal = (guestId: number, i: number, date = DAY) => ({
  date,
  name: `Dinner ${i}`,
  time: "7:00 PM",
  portions: [{ userId: guestId, portion: 1 }],
});

describe("family meals on another member's day", () => {
  test("at most the cap a day; the member's own meals still fit; a copy counts too", async () => {
    const t = await cookAndGuest();
    for (let i = 0; i < MEAL.maxGuestMealsPerDay; i++)
      expect((await t.cook.client.post("/api/meals", familyMeal(t.guest.user.id, i))).status).toBe(201);
    const over = await t.cook.client.post("/api/meals", familyMeal(t.guest.user.id, 99));
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(TOO_MANY_GUEST_MEALS);
    // Adding the member to a meal of the cook's own is refused the same way.
    const own = await t.cook.client.post("/api/meals", { date: DAY, name: "Lunch", time: "12:00 PM" });
    expect(
      (await t.cook.client.put(`/api/meals/${own.body.id}`, { portions: [{ userId: t.guest.user.id, portion: 1 }] })).body.message,
    ).toBe(TOO_MANY_GUEST_MEALS);
    // Copying the day onto the next puts at most the cap there too, and copies nothing past it.
    expect((await t.cook.client.post("/api/meals/copy-previous", { fromDate: DAY, toDate: "2026-03-03" })).status).toBe(200);
    expect((await t.cook.client.post("/api/meals/copy-previous", { fromDate: DAY, toDate: "2026-03-03" })).body.message).toBe(
      TOO_MANY_GUEST_MEALS,
    );
    // The member's own day still takes their meals.
    const mine = await t.guest.client.post("/api/meals", { date: DAY, name: "Mine", time: "8:00 AM" });
    expect(mine.status).toBe(201);
  });

  test("leave-family removes the member's portion of every family meal that day they do not cook", async () => {
    const t = await cookAndGuest();
    for (let i = 0; i < 3; i++) await t.cook.client.post("/api/meals", familyMeal(t.guest.user.id, i));
    await t.cook.client.post("/api/meals", familyMeal(t.guest.user.id, 9, "2026-03-03"));
    // A family meal the member cooks stays theirs.
    const cooked = await t.guest.client.post("/api/meals", familyMeal(t.cook.user.id, 5));
    expect(cooked.status).toBe(201);
    expect((await t.guest.client.get(`/api/meals?date=${DAY}`)).body).toHaveLength(4);

    const res = await t.guest.client.post("/api/meals/leave-family", { date: DAY });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ left: 3 });
    const day = (await t.guest.client.get(`/api/meals?date=${DAY}`)).body;
    expect(day.map((m: { id: number }) => m.id)).toEqual([cooked.body.id]);
    // The cook keeps the meals; the next day is untouched.
    expect((await t.cook.client.get(`/api/meals?date=${DAY}`)).body).toHaveLength(4);
    expect((await t.guest.client.get("/api/meals?date=2026-03-03")).body).toHaveLength(1);
    expect((await t.guest.client.post("/api/meals/leave-family", {})).status).toBe(400);
  });
});
