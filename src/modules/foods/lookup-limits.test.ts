// A barcode lookup goes only where it is told and no more often than it must: no redirect is
// followed, a miss is remembered for a day, a member looks up at most 10 codes a minute and the
// server 2 at once (429 with Retry-After), and a request another site sends is refused (403).
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { BARCODE_LOOKUP } from "@shared/limits";
import { household, signedUpClient, twoUsers, until } from "@test/harness";
import { CROSS_SITE_LOOKUP } from "./lookup-limits";

/** A GTIN-13 made of `stem` (12 digits) and its check digit. */
function gtin(stem: string): string {
  const sum = [...stem].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return stem + ((10 - (sum % 10)) % 10);
}
const REDIRECTED = gtin("400000000001");
const SLOW = gtin("400000000002");
const FOUND = gtin("400000000003");
const unknown = (i: number) => gtin(`5000000${String(i).padStart(5, "0")}`);

let hits: string[] = [];
/** The slow code's answers wait for this, which a test opens. */
let releaseSlow = () => {};
let slowAnswered: Promise<void> = Promise.resolve();

let reachedTarget = 0;
let lookupServer: ReturnType<typeof Bun.serve>;
let target: ReturnType<typeof Bun.serve>;

beforeAll(() => {
  target = Bun.serve({
    port: 0,
    fetch() {
      reachedTarget++;
      return Response.json({ status: 1, product: { product_name: "Internal" } });
    },
  });
  lookupServer = Bun.serve({
    port: 0,
    async fetch(req) {
      const code = /\/(\d+)\.json$/.exec(new URL(req.url).pathname)?.[1] ?? "";
      hits.push(code);
      if (code === REDIRECTED) return Response.redirect(`http://127.0.0.1:${target.port}/api/v2/product/${code}.json`, 302);
      if (code === SLOW) await slowAnswered;
      if (code === FOUND || code === SLOW) return Response.json({ status: 1, product: { product_name: "Oat Milk" } });
      return Response.json({ status: 0 }, { status: 404 });
    },
  });
});
afterAll(() => {
  lookupServer.stop(true);
  target.stop(true);
});
beforeEach(() => {
  hits = [];
  reachedTarget = 0;
});

const online = () => ({ foodLookup: { url: `http://127.0.0.1:${lookupServer.port}`, timeoutMs: 2000 } });

describe("the barcode lookup", () => {
  test("follows no redirect: the lookup fails and nothing is stored", async () => {
    const t = await twoUsers(online());
    const res = await t.a.get(`/api/foods/barcode/${REDIRECTED}`);
    expect(res.status).toBe(502);
    expect(reachedTarget).toBe(0);
    expect(t.db.$client.query("SELECT count(*) AS n FROM looked_up_foods").get()).toEqual({ n: 0 });
  });

  test("a code the lookup server does not know is not asked again within the day", async () => {
    const t = await twoUsers(online());
    for (const c of [t.a, t.a, t.b]) {
      const res = await c.get(`/api/foods/barcode/${unknown(1)}`);
      expect(res.status).toBe(404);
      expect(res.body.lookedUpOnline).toBe(true);
    }
    expect(hits).toEqual([unknown(1)]);
  });

  test("a member looks up at most 10 codes a minute: the next is 429 with Retry-After; another member is not held", async () => {
    const t = await twoUsers(online());
    for (let i = 0; i < BARCODE_LOOKUP.perMemberPerMinute; i++)
      expect((await t.a.get(`/api/foods/barcode/${unknown(100 + i)}`)).status).toBe(404);
    const over = await t.a.get(`/api/foods/barcode/${unknown(200)}`);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(over.body.message).toContain("Too many barcode lookups");
    expect(hits).toHaveLength(BARCODE_LOOKUP.perMemberPerMinute);
    expect((await t.b.get(`/api/foods/barcode/${unknown(200)}`)).status).toBe(404);
    // What the household knows is still answered.
    expect((await t.b.get(`/api/foods/barcode/${FOUND}`)).status).toBe(200);
    expect((await t.a.get(`/api/foods/barcode/${FOUND}`)).status).toBe(200);
  });

  test("at most 2 lookups at once in all", async () => {
    const t = await household(online());
    const c = (await signedUpClient(t.app)).client;
    slowAnswered = new Promise((open) => (releaseSlow = open));
    const slow = [t.a.get(`/api/foods/barcode/${SLOW}`), t.b.get(`/api/foods/barcode/${SLOW}`)];
    // Both are at the lookup server, held there.
    await until(() => hits.filter((code) => code === SLOW).length === 2);
    const third = await c.get(`/api/foods/barcode/${unknown(300)}`);
    releaseSlow();
    expect(third.status).toBe(429);
    expect(third.headers.get("retry-after")).toBe(String(BARCODE_LOOKUP.busyRetrySeconds));
    expect((await Promise.all(slow)).map((r) => r.status)).toEqual([200, 200]);
    expect((await c.get(`/api/foods/barcode/${unknown(300)}`)).status).toBe(404);
  });

  test("a lookup another site or origin sends is refused with 403; one from the app's pages or a typed address goes", async () => {
    const t = await twoUsers(online());
    for (const site of ["cross-site", "same-site"]) {
      const res = await t.a.get(`/api/foods/barcode/${FOUND}`, { "sec-fetch-site": site });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(CROSS_SITE_LOOKUP);
    }
    expect(hits).toEqual([]);
    expect((await t.a.get(`/api/foods/barcode/${FOUND}`, { "sec-fetch-site": "same-origin" })).status).toBe(200);
    // Once kept, answering it goes nowhere and stores nothing: any request may read it.
    expect((await t.a.get(`/api/foods/barcode/${FOUND}`, { "sec-fetch-site": "cross-site" })).status).toBe(200);
    expect((await t.a.get(`/api/foods/barcode/${unknown(400)}`, { "sec-fetch-site": "none" })).status).toBe(404);
  });
});
