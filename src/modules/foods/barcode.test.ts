// GET /api/foods/barcode/:code: check digits, the household's own foods, the products looked up
// before, and Open Food Facts through a small local server answering its API v2 format (found,
// not found, slow, malformed, too big), never the internet.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { household, twoUsers } from "@test/harness";
import { threeMembers } from "@test/factories";
import { USER_AGENT } from "./open-food-facts";

const NUTELLA = "3017620422003";
const MISSING = "4006381333931";
const SLOW = "5000112637922";
const BROKEN = "8710398520241";
const HUGE = "7622210449283";
const ABSURD = "5449000000996";
const NAMELESS = "4008400402222";

type Seen = { path: string; userAgent: string | null };
let seen: Seen[] = [];
let server: ReturnType<typeof Bun.serve>;
let url: string;
/** The slow product's answers, held until the test is done with them: later than any lookup waits. */
const held: (() => void)[] = [];

const product = (code: string, p: Record<string, unknown>) =>
  Response.json({ code, status: 1, status_verbose: "product found", product: p });

beforeAll(() => {
  server = Bun.serve({
    port: 0,
    async fetch(req) {
      const path = new URL(req.url).pathname;
      seen.push({ path, userAgent: req.headers.get("user-agent") });
      const code = /^\/api\/v2\/product\/(\d+)\.json$/.exec(path)?.[1] ?? "";
      if (code === NUTELLA)
        return product(code, {
          product_name: "Nutella",
          brands: "Ferrero, Nutella",
          serving_size: "15 g",
          serving_quantity: 15,
          nutriments: {
            "energy-kcal_100g": 539,
            proteins_100g: 6.3,
            carbohydrates_100g: 57.5,
            fat_100g: 30.9,
            sugars_100g: 56.3,
            sodium_100g: 0.0428,
          },
        });
      if (code === ABSURD)
        return product(code, {
          product_name: "Cola",
          nutriments: { "energy-kcal_100g": 42000, proteins_100g: -3, carbohydrates_100g: "10.6", fat_100g: "n/a", sugars_100g: 10.6 },
        });
      if (code === NAMELESS) return product(code, { product_name: "  ", nutriments: { "energy-kcal_100g": 100 } });
      if (code === SLOW) {
        await new Promise<void>((release) => held.push(release));
        return product(code, { product_name: "Too late" });
      }
      if (code === BROKEN) return new Response("{ not json", { headers: { "content-type": "application/json" } });
      if (code === HUGE)
        return new Response(JSON.stringify({ status: 1, product: { product_name: "Big", padding: "x".repeat(1_100_000) } }));
      return Response.json({ code, status: 0, status_verbose: "product not found" }, { status: 404 });
    },
  });
  url = `http://127.0.0.1:${server.port}`;
});
afterAll(() => {
  for (const release of held.splice(0)) release();
  server.stop(true);
});
beforeEach(() => {
  seen = [];
});

const online = () => ({ foodLookup: { url, timeoutMs: 500 } });

describe("a food by its barcode", () => {
  test("a code that is no EAN-8, EAN-13, UPC-A or UPC-E, or whose check digit is wrong: 400", async () => {
    const t = await twoUsers(online());
    for (const bad of ["3017620422004", "12345", "abcdefghijklm", "30176204220031", "036000291453"]) {
      const res = await t.a.get(`/api/foods/barcode/${bad}`);
      expect({ bad, status: res.status }).toEqual({ bad, status: 400 });
      expect(res.body.message).toContain("Not a valid barcode");
    }
    expect(seen).toEqual([]);
  });

  test("found online: validated, kept, answered as a food; the household gets it next time with no request", async () => {
    const t = await twoUsers(online());
    const res = await t.a.get(`/api/foods/barcode/${NUTELLA}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: `off:${NUTELLA}`,
      name: "Nutella",
      source: "openfoodfacts",
      brand: "Ferrero",
      barcode: NUTELLA,
      per100g: { calories: 539, protein: 6.3, carbs: 57.5, fat: 30.9, fiber: null, sugar: 56.3, sodium: 42.8 },
      portions: [{ label: "1 serving (15 g)", grams: 15 }],
    });
    expect(seen).toEqual([{ path: `/api/v2/product/${NUTELLA}.json`, userAgent: USER_AGENT }]);
    expect(USER_AGENT).toMatch(/^Kinfit\/\d+\.\d+\.\d+/);
    seen = [];
    // B, another member, and the same code typed as its UPC-A-less EAN: from the kept table.
    const again = await t.b.get(`/api/foods/barcode/${NUTELLA}`);
    expect(again.body).toEqual(res.body);
    expect(seen).toEqual([]);
    // Found by search and added to a meal by its id.
    expect((await t.b.get("/api/foods?q=nutel")).body.map((f: { id: string }) => f.id)).toContain(`off:${NUTELLA}`);
    const meal = (await t.b.post("/api/meals", { date: "2026-03-10", name: "Snack", time: "10:00" })).body.id;
    const added = await t.b.post(`/api/meals/${meal}/ingredients`, { foodId: `off:${NUTELLA}`, portion: "1 serving (15 g)", count: 2 });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: "Nutella", quantity: 30, unit: "g", calories: 161.7, foodId: `off:${NUTELLA}` });
    const row = t.db.$client.query("SELECT source, attribution FROM looked_up_foods WHERE barcode = ?").get(NUTELLA) as {
      source: string;
      attribution: string;
    };
    expect(row.source).toBe("Open Food Facts");
    expect(row.attribution).toContain("ODbL");
  });

  test("absurd or missing figures are unknown, not stored as numbers; a product with no name is not found", async () => {
    const t = await twoUsers(online());
    const cola = (await t.a.get(`/api/foods/barcode/${ABSURD}`)).body;
    expect(cola.per100g).toEqual({ calories: null, protein: null, carbs: 10.6, fat: null, fiber: null, sugar: 10.6, sodium: null });
    expect(cola.portions).toEqual([]);
    const nameless = await t.a.get(`/api/foods/barcode/${NAMELESS}`);
    expect(nameless.status).toBe(404);
    expect(nameless.body.lookedUpOnline).toBe(true);
    expect(t.db.$client.query("SELECT count(*) AS n FROM looked_up_foods WHERE barcode = ?").get(NAMELESS)).toEqual({ n: 0 });
  });

  test("not found online: 404 with a message and lookedUpOnline true; nothing kept", async () => {
    const t = await twoUsers(online());
    const res = await t.a.get(`/api/foods/barcode/${MISSING}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: expect.stringContaining("No food with this barcode"), lookedUpOnline: true });
    expect(seen.length).toBe(1);
  });

  test("slow, malformed or too big: a clear message, not kept, asked again next time", async () => {
    const t = await twoUsers(online());
    const slow = await t.a.get(`/api/foods/barcode/${SLOW}`);
    expect(slow.status).toBe(504);
    expect(slow.body).toEqual({ message: expect.stringContaining("did not answer within 5 seconds"), lookedUpOnline: false });
    for (const release of held.splice(0)) release();
    const broken = await t.a.get(`/api/foods/barcode/${BROKEN}`);
    expect(broken.status).toBe(502);
    expect(broken.body.message).toContain("not a product");
    const huge = await t.a.get(`/api/foods/barcode/${HUGE}`);
    expect(huge.status).toBe(502);
    expect(t.db.$client.query("SELECT count(*) AS n FROM looked_up_foods").get()).toEqual({ n: 0 });
    await t.a.get(`/api/foods/barcode/${BROKEN}`);
    expect(seen.filter((s) => s.path.includes(BROKEN)).length).toBe(2);
  });

  test("lookup off (--no-food-lookup) or no address: no request; 404 with lookedUpOnline false", async () => {
    for (const foodLookup of [{ url: null }, undefined]) {
      const t = await twoUsers({ foodLookup });
      const res = await t.a.get(`/api/foods/barcode/${NUTELLA}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: expect.stringContaining("No food with this barcode"), lookedUpOnline: false });
    }
    expect(seen).toEqual([]);
  });

  test("the admin turns online lookup off in /admin: no request; on again: looked up", async () => {
    const t = await household(online());
    expect((await t.admin.get("/api/admin/settings")).body.foodLookupOnline).toBe(true);
    expect((await t.admin.put("/api/admin/settings", { foodLookupOnline: false })).body.foodLookupOnline).toBe(false);
    expect((await t.a.get(`/api/foods/barcode/${NUTELLA}`)).body.lookedUpOnline).toBe(false);
    expect(seen).toEqual([]);
    await t.admin.put("/api/admin/settings", { foodLookupOnline: true });
    expect((await t.a.get(`/api/foods/barcode/${NUTELLA}`)).status).toBe(200);
    expect(seen.length).toBe(1);
  });
});

describe("a custom ingredient's barcode", () => {
  const body = (barcode: unknown, extra: Record<string, unknown> = {}) => ({
    name: "Granola",
    defaultQuantity: 100,
    defaultUnit: "g",
    caloriesPerUnit: 450,
    barcode,
    ...extra,
  });

  test("kept as GTIN-13; found by the next scan, before Open Food Facts and with no request", async () => {
    const t = await twoUsers(online());
    const created = await t.a.post("/api/custom-ingredients", body("036000291452"));
    expect(created.status).toBe(201);
    expect(created.body.barcode).toBe("0036000291452");
    const scan = await t.a.get("/api/foods/barcode/036000291452");
    expect(scan.status).toBe(200);
    expect(scan.body).toMatchObject({ id: `custom:${created.body.id}`, source: "custom", barcode: "0036000291452", name: "Granola" });
    expect(scan.body.per100g.calories).toBe(450);
    // Shared by default: B finds it too.
    expect((await t.b.get("/api/foods/barcode/0036000291452")).body.id).toBe(`custom:${created.body.id}`);
    expect(seen).toEqual([]);
  });

  test("a bad check digit is 400; empty or null clears it; a change without it keeps it", async () => {
    const t = await twoUsers();
    expect((await t.a.post("/api/custom-ingredients", body("036000291453"))).status).toBe(400);
    const id = (await t.a.post("/api/custom-ingredients", body("96385074"))).body.id;
    expect((await t.a.put(`/api/custom-ingredients/${id}`, body(undefined, { name: "Granola 2" }))).body.barcode).toBe("0000096385074");
    expect((await t.a.put(`/api/custom-ingredients/${id}`, body(""))).body.barcode).toBeNull();
    expect((await t.a.put(`/api/custom-ingredients/${id}`, body("01234565"))).body.barcode).toBe("0000001234565");
  });

  test("409 among the items the member sees; another member's private item is never revealed", async () => {
    const t = await twoUsers();
    const mine = (await t.a.post("/api/custom-ingredients", body(NUTELLA, { shared: false }))).body.id;
    // A's own again, or B's on A's shared one: 409.
    expect((await t.a.post("/api/custom-ingredients", body(NUTELLA))).status).toBe(409);
    // B cannot see A's private item: B may use the code, and B's scan finds B's own.
    const theirs = await t.b.post("/api/custom-ingredients", body(NUTELLA, { name: "B spread" }));
    expect(theirs.status).toBe(201);
    expect((await t.b.get(`/api/foods/barcode/${NUTELLA}`)).body.name).toBe("B spread");
    // B's is shared: A now sees it, and A's own still comes first for A.
    expect((await t.a.get(`/api/foods/barcode/${NUTELLA}`)).body.id).toBe(`custom:${mine}`);
    const other = (await t.b.post("/api/custom-ingredients", body(null, { name: "B jam" }))).body.id;
    expect((await t.b.put(`/api/custom-ingredients/${other}`, body(NUTELLA, { name: "B jam" }))).status).toBe(409);
    expect((await t.b.put(`/api/custom-ingredients/${theirs.body.id}`, body(NUTELLA, { name: "B spread 2" }))).status).toBe(200);
  });
});

describe("a shared item cannot shadow a barcode", () => {
  const item = (name: string, barcode: string, calories: number) => ({
    name,
    defaultQuantity: 100,
    defaultUnit: "g",
    caloriesPerUnit: calories,
    barcode,
  });
  const OTHER = "0036000291452";

  test(
    "own item, then the household's looked-up product, then " + "another member's shared item, with its owner; each can be added",
    async () => {
      const t = await threeMembers(online());
      // Ana's scan looks the product up and keeps it for the household.
      expect((await t.ana.client.get(`/api/foods/barcode/${NUTELLA}`)).body.id).toBe(`off:${NUTELLA}`);
      const shadow = (await t.ben.client.post("/api/custom-ingredients", item("Nutella", NUTELLA, 9000))).body;
      expect(shadow.shared).toBe(true);
      // Cai: the looked-up product, not Ben's shared item with the same code.
      const cai = await t.cai.client.get(`/api/foods/barcode/${NUTELLA}`);
      expect(cai.body).toMatchObject({ id: `off:${NUTELLA}`, per100g: { calories: 539 } });
      expect(cai.body.owner).toBeUndefined();
      // Ben: his own item first, naming him.
      expect((await t.ben.client.get(`/api/foods/barcode/${NUTELLA}`)).body).toMatchObject({
        id: `custom:${shadow.id}`,
        owner: { id: t.ben.user.id, firstName: "Ben" },
      });
      // A code only Ben's shared item holds: Cai gets it, with its owner, and can add it by its food id.
      const granola = (await t.ben.client.post("/api/custom-ingredients", item("Granola", OTHER, 450))).body;
      const found = await t.cai.client.get(`/api/foods/barcode/${OTHER}`);
      expect(found.body).toMatchObject({ id: `custom:${granola.id}`, owner: { id: t.ben.user.id, firstName: "Ben" } });
      const meal = (await t.cai.client.post("/api/meals", { date: "2026-03-02", name: "Breakfast", time: "07:30" })).body.id;
      const added = await t.cai.client.post(`/api/meals/${meal}/ingredients`, { foodId: found.body.id, grams: 50 });
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({ name: "Granola", calories: 225, customIngredientId: granola.id, foodId: `custom:${granola.id}` });
      // A removed member's shared item stays, from a former member.
      expect((await t.admin.delete(`/api/admin/users/${t.ben.user.id}`)).status).toBe(200);
      const former = await t.cai.client.get(`/api/foods/barcode/${OTHER}`);
      expect(former.body).toMatchObject({ id: `custom:${granola.id}`, owner: null });
      expect(seen.length).toBe(1);
    },
  );
});
