// Recipe import: a page read from a local server (fetching private addresses allowed, as with
// --recipe-fetch-private) or pasted, into a preview that stores nothing; the refusals with their
// statuses and words; private addresses refused without the flag, through a redirect too; a
// recipe box into the library; and a library meal as schema.org Recipe JSON.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { zipSync, strToU8 } from "fflate";
import { signedUpClient, testApp, type Client } from "@test/harness";
import { snapshot } from "@test/snapshot";
import { isPrivateAddress } from "./fetch-page";

const jsonLd = `<html><head><script type="application/ld+json">${JSON.stringify({
  "@context": "https://schema.org",
  "@graph": [
    { "@type": "WebPage", name: "Pot" },
    {
      "@type": "Recipe",
      name: "Chicken Rice Pot",
      recipeYield: ["4", "4 servings"],
      prepTime: "PT15M",
      cookTime: "PT1H5M",
      recipeIngredient: [
        "600 g chicken breast",
        "1 1/2 cups long grain white rice",
        "3 large eggs",
        "salt and pepper to taste",
        "2 blorps zqx",
      ],
      recipeInstructions: [
        { "@type": "HowToStep", text: "Cook the rice." },
        { "@type": "HowToStep", text: "Fry the chicken." },
      ],
    },
  ],
})}</script></head><body>Pot</body></html>`;

const microdata = `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Pancakes</h1>
<meta itemprop="recipeYield" content="2 servings"><span itemprop="recipeIngredient">1 cup all-purpose flour</span>
<span itemprop="recipeIngredient">1 cup whole milk</span><div itemprop="recipeInstructions">Mix and fry.</div></div>`;

let server: ReturnType<typeof Bun.serve>;
let base: string;
let hits = 0;
beforeAll(() => {
  server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    fetch(req) {
      hits++;
      const path = new URL(req.url).pathname;
      const html = (body: string) => new Response(body, { headers: { "content-type": "text/html" } });
      if (path === "/pot") return html(jsonLd);
      if (path === "/pancakes") return html(microdata);
      if (path === "/none") return html("<p>No recipe here</p>");
      if (path === "/ua")
        return html(
          `<script type="application/ld+json">{"@type":"Recipe","name":"${req.headers.get("user-agent")}","recipeIngredient":["1 egg"]}</script>`,
        );
      if (path === "/hop") return new Response(null, { status: 302, headers: { location: "/pot" } });
      if (path.startsWith("/loop"))
        return new Response(null, { status: 302, headers: { location: `/loop${Number(path.slice(5) || 0) + 1}` } });
      if (path === "/slow") return new Promise<Response>((done) => setTimeout(() => done(html(jsonLd)), 1500));
      if (path === "/huge") return html("x".repeat(5 * 1024 * 1024 + 10));
      return new Response("gone", { status: 404 });
    },
  });
  base = `http://127.0.0.1:${server.port}`;
});
afterAll(() => server.stop(true));

/** A file sent as a browser sends it (multipart or raw bytes), with the member's session. */
async function upload(client: Client, app: { handle(r: Request): Promise<Response> }, body: FormData | Blob) {
  const built = new Request("http://localhost/api/recipes/import-box", { method: "POST", body });
  const type = built.headers.get("content-type")!;
  const bytes = new Uint8Array(await built.arrayBuffer());
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const res = await app.handle(
    new Request("http://localhost/api/recipes/import-box", {
      method: "POST",
      body: bytes,
      headers: { "content-type": type, "content-length": String(bytes.length), cookie },
    }),
  );
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text), text };
}

const privateApp = () => testApp({ recipeFetch: { enabled: true, allowPrivate: true, timeoutMs: 500 } });

describe("recipe import", () => {
  test("a page's JSON-LD recipe as a preview: yield, steps, times, lines matched to foods and grams; nothing stored", async () => {
    const t = privateApp();
    const { client } = await signedUpClient(t.app);
    const before = snapshot(t.db, { except: ["sessions"] });
    const res = await client.post("/api/recipes/import", { url: `${base}/pot` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: "Chicken Rice Pot",
      servings: 4,
      steps: ["Cook the rice.", "Fry the chicken."],
      prepMinutes: 15,
      cookMinutes: 65,
      sourceUrl: `${base}/pot`,
    });
    const [chicken, rice, eggs, salt, unknown] = res.body.ingredients;
    expect(chicken).toMatchObject({ text: "600 g chicken breast", quantity: 600, unit: "g", grams: 600 });
    expect(chicken.foodId).toMatch(/^usda:/);
    expect(rice).toMatchObject({ quantity: 1.5, unit: "cup", grams: 277.5 });
    expect(eggs).toMatchObject({ quantity: 3, grams: 150 });
    expect(salt).toMatchObject({ text: "salt and pepper to taste", quantity: null, foodId: null });
    expect(unknown).toMatchObject({ quantity: 2, foodId: null });
    expect(snapshot(t.db, { except: ["sessions"] })).toEqual(before);
  });

  test("microdata when there is no JSON-LD; a pasted page; a redirect followed; the User-Agent names Kinfit", async () => {
    const t = privateApp();
    const { client } = await signedUpClient(t.app);
    const pancakes = await client.post("/api/recipes/import", { url: `${base}/pancakes` });
    expect(pancakes.body).toMatchObject({ name: "Pancakes", servings: 2, steps: ["Mix and fry."] });
    expect(pancakes.body.ingredients[0]).toMatchObject({ quantity: 1, unit: "cup", grams: 125 });
    const pasted = await client.post("/api/recipes/import", { html: jsonLd });
    expect(pasted.body).toMatchObject({ name: "Chicken Rice Pot", sourceUrl: null });
    expect((await client.post("/api/recipes/import", { url: `${base}/hop` })).body.name).toBe("Chicken Rice Pot");
    expect((await client.post("/api/recipes/import", { url: `${base}/ua` })).body.name).toMatch(/^Kinfit\//);
  });

  test("each failure has its status and words", async () => {
    const t = privateApp();
    const { client } = await signedUpClient(t.app);
    const expectFailure = async (body: unknown, status: number, words: string) => {
      const res = await client.post("/api/recipes/import", body);
      expect(res.status).toBe(status);
      expect(res.body.message).toContain(words);
    };
    await expectFailure({ url: "ftp://example.com/r" }, 400, "Only http and https");
    await expectFailure({ url: "not a url" }, 400, "not a web address");
    await expectFailure({}, 400, "url");
    await expectFailure({ url: `${base}/none` }, 422, "No recipe found");
    await expectFailure({ html: "<p>nothing</p>" }, 422, "No recipe found");
    await expectFailure({ url: `${base}/missing` }, 502, "answered 404");
    await expectFailure({ url: "http://127.0.0.1:1/r" }, 502, "unreachable");
    await expectFailure({ url: `${base}/loop0` }, 502, "redirected too many times");
    await expectFailure({ url: `${base}/slow` }, 504, "did not answer within");
    await expectFailure({ url: `${base}/huge` }, 413, "larger than 5 MB");
    // That was ten: the eleventh import of the minute waits.
    const eleventh = await client.post("/api/recipes/import", { html: jsonLd });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toContain("10 recipe imports in a minute");
    expect(Number(eleventh.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  test("without the flag, a private address is refused, directly and through a redirect; fetching off is 403", async () => {
    const t = testApp({ recipeFetch: { enabled: true, allowPrivate: false } });
    const { client } = await signedUpClient(t.app);
    const before = hits;
    for (const url of [`${base}/pot`, "http://localhost:9/x", "http://[::1]/x", "http://10.0.0.1/x", "http://169.254.169.254/latest"]) {
      const res = await client.post("/api/recipes/import", { url });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain("private network");
    }
    expect(hits).toBe(before);
    // A public-looking first hop is checked, and so is each redirect: here the redirect itself
    // comes from a server allowed only for the test's first hop.
    const { fetchPage } = await import("./fetch-page");
    let redirected = 0;
    const hop = Bun.serve({
      port: 0,
      hostname: "127.0.0.1",
      fetch: () => {
        redirected++;
        return new Response(null, { status: 302, headers: { location: `${base}/pot` } });
      },
    });
    try {
      const first = `http://127.0.0.1:${hop.port}/`;
      // The first hop stands in for a public site; its redirect to a private address is refused.
      const treatAsPublic = (url: URL) => url.port === String(hop.port);
      await expect(fetchPage(first, { allowPrivate: false, userAgent: "Kinfit/test", treatAsPublic })).rejects.toThrow("private network");
      expect(redirected).toBe(1);
    } finally {
      hop.stop(true);
    }
    expect(hits).toBe(before);
    const off = testApp({ recipeFetch: { enabled: false, allowPrivate: true } });
    const member = await signedUpClient(off.app);
    const refused = await member.client.post("/api/recipes/import", { url: `${base}/pot` });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain("paste its HTML");
    expect((await member.client.post("/api/recipes/import", { html: jsonLd })).status).toBe(200);
  });

  test("the page is fetched from the address that was checked, not from a second lookup of the name (DNS rebinding)", async () => {
    const { fetchPage } = await import("./fetch-page");
    const seen: string[] = [];
    const site = Bun.serve({
      port: 0,
      hostname: "127.0.0.1",
      fetch: (req) => {
        seen.push(req.headers.get("host") ?? "");
        return new URL(req.url).pathname === "/hop"
          ? new Response(null, { status: 302, headers: { location: "/pot" } })
          : new Response(`<script type="application/ld+json">${JSON.stringify({ "@type": "Recipe", name: "Pinned" })}</script>`);
      },
    });
    try {
      // The name resolves once per check to the test's server; a fetch that looked the name up
      // again would find nothing (the name is not in any DNS) or, in an attack, a private address.
      const lookups: string[] = [];
      const resolve = async (host: string) => {
        lookups.push(host);
        return lookups.length <= 2 ? ["127.0.0.1"] : ["10.0.0.1"];
      };
      const treatAsPublic = (url: URL) => url.hostname === "recipes.rebind.test";
      const page = await fetchPage(`http://recipes.rebind.test:${site.port}/hop`, {
        allowPrivate: false,
        userAgent: "Kinfit/test",
        treatAsPublic,
        resolve,
      });
      expect(page.html).toContain("Pinned");
      expect(page.url).toBe(`http://recipes.rebind.test:${site.port}/pot`);
      expect(seen).toEqual([`recipes.rebind.test:${site.port}`, `recipes.rebind.test:${site.port}`]);
      expect(lookups).toEqual(["recipes.rebind.test", "recipes.rebind.test"]);
      // Checked on the next request too: a name that now answers a private address is refused.
      await expect(
        fetchPage(`http://recipes.rebind.test:${site.port}/pot`, { allowPrivate: false, userAgent: "Kinfit/test", resolve }),
      ).rejects.toThrow("private network");
    } finally {
      site.stop(true);
    }
  });

  test("a name's next checked address is tried when the first cannot be reached", async () => {
    const { fetchPage } = await import("./fetch-page");
    const site = Bun.serve({
      port: 0,
      hostname: "127.0.0.1",
      fetch: () => new Response(`<script type="application/ld+json">${JSON.stringify({ "@type": "Recipe", name: "Second" })}</script>`),
    });
    try {
      // Nothing listens on 127.0.0.2 at that port (a site's IPv6 address on a network without IPv6).
      const resolve = async () => ["127.0.0.2", "127.0.0.1"];
      const treatAsPublic = (url: URL) => url.hostname === "recipes.two.test";
      const page = await fetchPage(`http://recipes.two.test:${site.port}/`, {
        allowPrivate: false,
        userAgent: "Kinfit/test",
        treatAsPublic,
        resolve,
      });
      expect(page.html).toContain("Second");
      const none = async () => ["127.0.0.2", "127.0.0.3"];
      await expect(
        fetchPage(`http://recipes.two.test:${site.port}/`, { allowPrivate: false, userAgent: "Kinfit/test", treatAsPublic, resolve: none }),
      ).rejects.toThrow("unreachable");
    } finally {
      site.stop(true);
    }
  });

  test("addresses: loopback, private, link-local, shared and mapped ones are private; public ones are not", () => {
    for (const a of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.1",
      "169.254.1.1",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "fe80::1",
      "fd00::1",
      "::ffff:127.0.0.1",
    ])
      expect(isPrivateAddress(a)).toBe(true);
    for (const a of ["93.184.216.34", "8.8.8.8", "2606:4700::1111"]) expect(isPrivateAddress(a)).toBe(false);
  });
});

describe("recipe box and recipe JSON", () => {
  const mealie = {
    name: "Mealie Soup",
    recipeYield: "6 servings",
    recipeIngredient: [{ originalText: "2 cups chicken broth" }, { display: "1 medium onion" }],
    recipeInstructions: [{ text: "Simmer." }],
    orgURL: "https://example.com/soup",
  };
  const tandoor = {
    name: "Tandoor Pasta",
    servings: 2,
    working_time: 10,
    waiting_time: 20,
    steps: [{ instruction: "Boil.", ingredients: [{ amount: 200, unit: { name: "g" }, food: { name: "spaghetti" } }] }],
  };

  test("a Mealie zip, a Tandoor zip of zips and a JSON list add library meals; names already there are skipped", async () => {
    const t = testApp();
    const { client } = await signedUpClient(t.app);
    const tandoorZip = zipSync({ "recipe.json": strToU8(JSON.stringify(tandoor)), "image.jpg": new Uint8Array([1, 2, 3]) });
    const box = zipSync({
      "recipes/mealie-soup/mealie-soup.json": strToU8(JSON.stringify(mealie)),
      "recipes/mealie-soup/images/original.webp": new Uint8Array([9, 9]),
      "tandoor-pasta.zip": tandoorZip,
    });
    const form = new FormData();
    form.append("file", new Blob([box]), "export.zip");
    const res = await upload(client, t.app, form);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ added: 2, skipped: 0 });
    const library = (await client.get("/api/meal-templates")).body as { name: string; servings: number; steps: string[] }[];
    const soup = library.find((m) => m.name === "Mealie Soup")!;
    expect(soup).toMatchObject({ servings: 6, steps: ["Simmer."], sourceUrl: "https://example.com/soup" });
    expect(library.find((m) => m.name === "Tandoor Pasta")).toMatchObject({ servings: 2, prepMinutes: 10, cookMinutes: 20 });
    const again = await client.request("POST", "/api/recipes/import-box", JSON.stringify([{ "@type": "Recipe", ...mealie }]));
    expect(again.body).toEqual({ added: 0, skipped: 1 });
    const bad = await upload(client, t.app, new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2])], { type: "application/zip" }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("zip");
  });

  test("a zip that unpacks to more than the budget is refused with 413 before it is unpacked, also when its headers lie", async () => {
    const t = testApp();
    const { client } = await signedUpClient(t.app);
    // Five 25 MB files of zeros pack into well under a megabyte.
    const zeros = new Uint8Array(25 * 1024 * 1024);
    const bomb = zipSync({ "a.json": zeros, "b.json": zeros, "c.json": zeros, "d.json": zeros, "e.zip": zipSync({ "f.json": zeros }) });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const refused = await upload(client, t.app, new Blob([bomb], { type: "application/zip" }));
    expect(refused.status).toBe(413);
    expect(refused.body.message).toContain("unpacks to more than 100 MB");
    // A header that claims a few bytes for a file that holds 25 MB is unpacked to the bytes claimed.
    const small = zipSync({
      "soup.json": strToU8(JSON.stringify([{ "@type": "Recipe", ...mealie, name: "Honest Soup" }])),
      "liar.json": zeros,
    });
    const view = new DataView(small.buffer);
    for (let at = 0; at + 4 <= small.length; at++) {
      const sig = view.getUint32(at, true);
      // The uncompressed size of each local header (offset 22) and central entry (offset 24).
      if (sig === 0x04034b50 && view.getUint32(at + 22, true) === zeros.length) view.setUint32(at + 22, 64, true);
      if (sig === 0x02014b50 && view.getUint32(at + 24, true) === zeros.length) view.setUint32(at + 24, 64, true);
    }
    const read = await upload(client, t.app, new Blob([small], { type: "application/zip" }));
    // The liar unpacks to 64 bytes of zeros, which is no JSON: skipped; the honest file is read.
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ added: 1, skipped: 0 });
  });

  test("a library meal as schema.org Recipe JSON; another member's private one is 404", async () => {
    const t = testApp();
    const a = await signedUpClient(t.app);
    const b = await signedUpClient(t.app, { firstName: "Ben" });
    const meal = (
      await a.client.post("/api/meal-templates", {
        name: "Pot",
        servings: 4,
        steps: ["Cook."],
        prepMinutes: 5,
        shared: false,
        data: {
          meal: { name: "Pot", time: "18:00", notes: "Hot" },
          ingredients: [{ name: "Rice", quantity: 300, unit: "g", calories: 390 }],
        },
      })
    ).body;
    const res = await a.client.get(`/api/meal-templates/${meal.id}/recipe.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/ld+json");
    expect(JSON.parse(res.text)).toMatchObject({
      "@type": "Recipe",
      name: "Pot",
      recipeYield: "4 servings",
      recipeIngredient: ["300 g Rice"],
      recipeInstructions: [{ "@type": "HowToStep", text: "Cook." }],
      prepTime: "PT5M",
      nutrition: { calories: "98 kcal" },
    });
    expect((await b.client.get(`/api/meal-templates/${meal.id}/recipe.json`)).status).toBe(404);
  });
});
