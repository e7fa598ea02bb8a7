// Shared and private items in a household of three: custom ingredients and library meals.
import { describe, expect, test } from "bun:test";
import { household, signedUpClient } from "@test/harness";
import { snapshot } from "@test/snapshot";

async function three() {
  const t = await household();
  const ana = await signedUpClient(t.app, { firstName: "Ana" });
  const ben = await signedUpClient(t.app, { firstName: "Ben" });
  const cai = await signedUpClient(t.app, { firstName: "Cai" });
  return { ...t, ana, ben, cai };
}

const food = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  defaultQuantity: 100,
  defaultUnit: "g",
  caloriesPerUnit: 120,
  ...extra,
});
const dish = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  data: { meal: { name, time: "19:00:00", notes: "" }, ingredients: [{ name: "Rice", quantity: 1, unit: "cups" }] },
  ...extra,
});
const names = (list: { name: string }[]) => list.map((i) => i.name);

describe("shared custom ingredients", () => {
  test("new ones are shared: every member lists them with the owner's first name; private ones only their owner", async () => {
    const { ana, ben, cai } = await three();
    const skyr = (await ana.client.post("/api/custom-ingredients", food("Skyr"))).body;
    expect(skyr).toMatchObject({ shared: true, owner: { id: ana.user.id, firstName: "Ana" } });
    await ana.client.post("/api/custom-ingredients", food("Secret sauce", { shared: false }));
    await ben.client.post("/api/custom-ingredients", food("apple"));
    for (const m of [ben, cai]) expect(names((await m.client.get("/api/custom-ingredients")).body)).toEqual(["apple", "Skyr"]);
    expect(names((await ana.client.get("/api/custom-ingredients")).body)).toEqual(["apple", "Secret sauce", "Skyr"]);
    const seen = (await cai.client.get("/api/custom-ingredients")).body.find((i: { name: string }) => i.name === "Skyr");
    expect(seen.owner).toEqual({ id: ana.user.id, firstName: "Ana" });
  });

  test("another member uses a shared one in a meal; a private one's id is 404 to them", async () => {
    const { ana, ben } = await three();
    const skyr = (await ana.client.post("/api/custom-ingredients", food("Skyr"))).body;
    const secret = (await ana.client.post("/api/custom-ingredients", food("Secret", { shared: false }))).body;
    const meal = (await ben.client.post("/api/meals", { date: "2026-03-02", name: "Snack", time: "10:00" })).body;
    const used = await ben.client.post(`/api/meals/${meal.id}/ingredients`, {
      name: "Skyr",
      quantity: 200,
      unit: "g",
      customIngredientId: skyr.id,
    });
    expect(used.status).toBe(201);
    // Scaling from the shared ingredient works for the member who used it.
    const changed = await ben.client.put(`/api/ingredients/${used.body.id}`, { quantity: 100 });
    expect(changed.body.calories).toBe(120);
    expect(
      (
        await ben.client.post(`/api/meals/${meal.id}/ingredients`, {
          name: "Secret",
          quantity: 1,
          unit: "g",
          customIngredientId: secret.id,
        })
      ).status,
    ).toBe(404);
    for (const res of [
      await ben.client.put(`/api/custom-ingredients/${secret.id}`, food("Mine now")),
      await ben.client.delete(`/api/custom-ingredients/${secret.id}`),
      await ben.client.post(`/api/custom-ingredients/${secret.id}/copy`),
    ])
      expect(res.status).toBe(404);
  });

  test("only the owner changes or deletes a shared one: others get 403 with a message and change nothing, and can save a copy", async () => {
    const { ana, ben, db } = await three();
    const skyr = (await ana.client.post("/api/custom-ingredients", food("Skyr"))).body;
    const before = snapshot(db, { except: ["sessions"] });
    const put = await ben.client.put(`/api/custom-ingredients/${skyr.id}`, food("Ben's skyr"));
    expect(put.status).toBe(403);
    expect(put.body.message).toBe("Only the member who added this ingredient can change it. Save a copy to make it your own.");
    expect((await ben.client.delete(`/api/custom-ingredients/${skyr.id}`)).status).toBe(403);
    expect(snapshot(db, { except: ["sessions"] })).toEqual(before);
    const copy = await ben.client.post(`/api/custom-ingredients/${skyr.id}/copy`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      name: "Skyr",
      defaultQuantity: 100,
      caloriesPerUnit: 120,
      shared: false,
      owner: { id: ben.user.id, firstName: "Ben" },
    });
    expect((await ben.client.put(`/api/custom-ingredients/${copy.body.id}`, food("Ben's skyr"))).status).toBe(200);
    expect((await ana.client.put(`/api/custom-ingredients/${skyr.id}`, food("Skyr", { shared: false }))).body.shared).toBe(false);
    expect(names((await ben.client.get("/api/custom-ingredients")).body)).toEqual(["Ben's skyr"]);
  });

  test("share all of mine shares every private item in one action", async () => {
    const { ana, ben, db } = await three();
    await ana.client.post("/api/custom-ingredients", food("One", { shared: false }));
    await ana.client.post("/api/custom-ingredients", food("Two", { shared: false }));
    await ana.client.post("/api/meal-templates", dish("Stew", { shared: false }));
    expect((await ben.client.get("/api/custom-ingredients")).body).toEqual([]);
    const before = snapshot(db, { except: ["sessions"] });
    expect((await ben.client.post("/api/custom-ingredients/share-all")).body).toEqual({ shared: 0 });
    expect(snapshot(db, { except: ["sessions"] })).toEqual(before);
    expect((await ana.client.post("/api/custom-ingredients/share-all")).body).toEqual({ shared: 2 });
    expect(names((await ben.client.get("/api/custom-ingredients")).body)).toEqual(["One", "Two"]);
    expect((await ana.client.post("/api/meal-templates/share-all")).body).toEqual({ shared: 1 });
    expect(names((await ben.client.get("/api/meal-templates")).body)).toEqual(["Stew"]);
  });
});

describe("shared library meals", () => {
  test("listed for every member, newest first, with the owner; 403 on change, 404 for a private id, copy", async () => {
    const { ana, ben, cai } = await three();
    const stew = (await ana.client.post("/api/meal-templates", dish("Stew"))).body;
    const soup = (await ben.client.post("/api/meal-templates", dish("Soup"))).body;
    const hidden = (await ben.client.post("/api/meal-templates", dish("Hidden", { shared: false }))).body;
    const list = (await cai.client.get("/api/meal-templates")).body;
    expect(names(list)).toEqual(["Soup", "Stew"]);
    expect(list[1].owner).toEqual({ id: ana.user.id, firstName: "Ana" });
    expect(stew.shared).toBe(true);
    const put = await cai.client.put(`/api/meal-templates/${soup.id}`, { data: dish("Mine").data });
    expect(put.status).toBe(403);
    expect(put.body.message).toBe("Only the member who saved this meal can change it. Save a copy to make it your own.");
    expect((await cai.client.delete(`/api/meal-templates/${stew.id}`)).status).toBe(403);
    expect((await cai.client.put(`/api/meal-templates/${hidden.id}`, { data: dish("Mine").data })).status).toBe(404);
    expect((await cai.client.post(`/api/meal-templates/${hidden.id}/copy`)).status).toBe(404);
    const copy = await cai.client.post(`/api/meal-templates/${stew.id}/copy`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ name: "Stew", shared: false, owner: { id: cai.user.id, firstName: "Cai" }, data: stew.data });
    expect(names((await ana.client.get("/api/meal-templates")).body)).toEqual(["Soup", "Stew"]);
  });
});

describe("removing a member", () => {
  test("their private items go, their shared ones stay with no owner, and the admin deletes those", async () => {
    const { admin, ana, ben, db } = await three();
    const skyr = (await ana.client.post("/api/custom-ingredients", food("Skyr"))).body;
    await ana.client.post("/api/custom-ingredients", food("Secret", { shared: false }));
    const stew = (await ana.client.post("/api/meal-templates", dish("Stew"))).body;
    await ana.client.post("/api/meal-templates", dish("Hidden", { shared: false }));
    const meal = (await ben.client.post("/api/meals", { date: "2026-03-02", name: "Snack", time: "10:00" })).body;
    await ben.client.post(`/api/meals/${meal.id}/ingredients`, { name: "Skyr", quantity: 200, unit: "g", customIngredientId: skyr.id });

    expect((await admin.delete(`/api/admin/users/${ana.user.id}`)).status).toBe(200);
    const list = (await ben.client.get("/api/custom-ingredients")).body;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: "Skyr", owner: null, shared: true });
    expect((await ben.client.get("/api/meal-templates")).body.map((m: { owner: unknown }) => m.owner)).toEqual([null]);
    expect(db.$client.query("SELECT count(*) AS n FROM custom_ingredients WHERE name = 'Secret'").get()).toEqual({ n: 0 });
    expect(db.$client.query("SELECT count(*) AS n FROM meal_templates WHERE name = 'Hidden'").get()).toEqual({ n: 0 });
    // Nobody but the admin may change what a former member left.
    expect((await ben.client.put(`/api/custom-ingredients/${skyr.id}`, food("Mine"))).status).toBe(403);
    expect((await admin.get("/api/admin/former-items")).body).toEqual({
      customIngredients: [{ id: skyr.id, name: "Skyr" }],
      libraryMeals: [{ id: stew.id, name: "Stew" }],
    });

    expect((await admin.delete(`/api/admin/former-items/custom-ingredients/${skyr.id}`)).status).toBe(200);
    expect((await admin.delete(`/api/admin/former-items/meal-templates/${stew.id}`)).status).toBe(200);
    expect((await admin.delete(`/api/admin/former-items/meal-templates/${stew.id}`)).status).toBe(404);
    expect((await ben.client.get("/api/custom-ingredients")).body).toEqual([]);
    // Ben's meal keeps its ingredient, unlinked.
    const day = (await ben.client.get("/api/meals?date=2026-03-02")).body;
    expect(day[0].ingredients[0]).toMatchObject({ name: "Skyr", customIngredientId: null });
  });

  test("an item of a member still in the household is not the admin's to delete", async () => {
    const { admin, ana } = await three();
    const skyr = (await ana.client.post("/api/custom-ingredients", food("Skyr"))).body;
    expect((await admin.delete(`/api/admin/former-items/custom-ingredients/${skyr.id}`)).status).toBe(404);
    expect((await ana.client.get("/api/custom-ingredients")).body).toHaveLength(1);
  });
});
