// JSON answers large enough to gain go gzipped to a client that takes it (src/http/compress.ts,
// docs/behaviour/loading.md); small answers, refusing clients and the file downloads are
// sent as they are.
import { describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureAdmin } from "@modules/admin/service";
import { Client, signedUpClient, testApp, twoUsers } from "@test/harness";
import { ANSWER_CACHE_CONTROL } from "./answers";
import { acceptsEncoding, acceptsGzip, GZIP_MIN_BYTES } from "./compress";
import { SECURITY_HEADERS } from "./security";

const GZIP = { "accept-encoding": "gzip, deflate, br" };

/** A raw request as `client`, so that the body's bytes are seen as they come. */
function raw(app: { handle(r: Request): Promise<Response> }, client: Client, path: string, headers: Record<string, string> = {}) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  return app.handle(new Request(`http://localhost${path}`, { headers: { ...headers, cookie } }));
}

async function withIngredients(count: number) {
  const t = await twoUsers();
  for (let i = 0; i < count; i++) {
    const res = await t.a.post("/api/custom-ingredients", {
      name: `Ingredient ${i}`,
      defaultQuantity: 100,
      defaultUnit: "g",
      caloriesPerUnit: 120,
      proteinPerUnit: 4,
      notes: "a note long enough to matter",
    });
    expect(res.status).toBe(201);
  }
  return t;
}

describe("JSON answer compression", () => {
  test("a large answer comes gzipped when asked, with the route's headers, and unzips to the plain answer", async () => {
    const t = await withIngredients(30);
    const plain = await raw(t.app, t.a, "/api/custom-ingredients");
    const plainText = await plain.text();
    expect(plainText.length).toBeGreaterThan(GZIP_MIN_BYTES);
    expect(plain.headers.get("content-encoding")).toBeNull();

    const zipped = await raw(t.app, t.a, "/api/custom-ingredients", GZIP);
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")?.toLowerCase()).toContain("accept-encoding");
    expect(zipped.headers.get("content-type")).toStartWith("application/json");
    // A member's read is kept by the browser until revalidated (src/http/answers.ts).
    expect(zipped.headers.get("cache-control")).toBe(ANSWER_CACHE_CONTROL);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(zipped.headers.get(name)).toBe(value);
    const bytes = new Uint8Array(await zipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(plainText.length);
    const text = new TextDecoder().decode(Bun.gunzipSync(bytes));
    expect(text).toBe(plainText);
    expect(JSON.parse(text)).toHaveLength(30);
  });

  test("a write's answer is serialized once: gzipped when large, with its status and every header, else plain JSON", async () => {
    const t = await twoUsers();
    const cookie = [...t.a.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const post = (body: unknown, headers: Record<string, string> = {}) => {
      const text = JSON.stringify(body);
      return t.app.handle(
        new Request("http://localhost/api/workouts", {
          method: "POST",
          headers: { ...headers, cookie, "content-type": "application/json", "content-length": String(text.length) },
          body: text,
        }),
      );
    };
    const exercises = Array.from({ length: 8 }, (_, i) => ({ name: `Exercise number ${i}`, sets: 4, reps: "8-10", weight: "60" }));
    const big = await post({ date: "2026-03-02", exercises }, GZIP);
    expect(big.status).toBe(201);
    expect(big.headers.get("content-encoding")).toBe("gzip");
    expect(big.headers.get("vary")).toBe("accept-encoding");
    expect(big.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(big.headers.get("cache-control")).toBe("no-store");
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(big.headers.get(name)).toBe(value);
    const day = JSON.parse(new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await big.arrayBuffer()))));
    expect(day.exercises).toHaveLength(8);
    expect(day).toEqual((await t.a.get("/api/workouts/2026-03-02")).body);

    const small = await post({ date: "2026-03-03", exercises: [{ name: "Row", sets: 1, reps: "5" }] }, GZIP);
    expect(small.status).toBe(201);
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(small.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect((await small.json()).exercises[0].name).toBe("Row");
    // A refused write is the usual error, never compressed.
    const refused = await post({ date: "2026-02-30", exercises }, GZIP);
    expect(refused.status).toBe(400);
    expect(refused.headers.get("content-encoding")).toBeNull();
  });

  test("a client that does not take gzip gets the plain answer", async () => {
    const t = await withIngredients(30);
    const asked: Record<string, string>[] = [{}, { "accept-encoding": "identity" }, { "accept-encoding": "br, gzip;q=0" }];
    for (const headers of asked) {
      const res = await raw(t.app, t.a, "/api/custom-ingredients", headers);
      expect(res.headers.get("content-encoding")).toBeNull();
      expect(JSON.parse(await res.text())).toHaveLength(30);
    }
  });

  test("a small answer is not compressed", async () => {
    const t = await withIngredients(1);
    for (const path of ["/api/health", "/api/custom-ingredients", "/api/auth/user"]) {
      const res = await raw(t.app, t.a, path, GZIP);
      expect(res.headers.get("content-encoding")).toBeNull();
      expect(JSON.parse(await res.text())).toBeDefined();
    }
    // Errors too.
    const missing = await raw(t.app, t.a, "/api/nothing-here", GZIP);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-encoding")).toBeNull();
  });

  test("the JSON and CSV export downloads are sent as before", async () => {
    const t = await withIngredients(30);
    for (const path of ["/api/export", "/api/export/workouts.csv"]) {
      const res = await raw(t.app, t.a, path, GZIP);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding")).toBeNull();
      expect(res.headers.get("content-disposition")).toStartWith("attachment; filename=");
      const text = await res.text();
      if (path === "/api/export") expect(JSON.parse(text)).toBeDefined();
    }
  });

  test("the backup download streams as before", async () => {
    const dir = mkdtempSync(join(tmpdir(), "kinfit-compress-"));
    try {
      const t = testApp({}, join(dir, "kinfit.db"));
      await ensureAdmin(t.db, "admin", "family admin pw");
      const admin = new Client(t.app);
      expect((await admin.post("/api/admin/login", { username: "admin", password: "family admin pw" })).status).toBe(200);
      await signedUpClient(t.app);
      const res = await raw(t.app, admin, "/api/admin/backup", GZIP);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding")).toBeNull();
      expect(res.headers.get("content-disposition")).toStartWith("attachment; filename=");
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(Number(res.headers.get("content-length"))).toBe(bytes.length);
      expect(new TextDecoder().decode(bytes.slice(0, 15))).toBe("SQLite format 3");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("acceptsGzip", () => {
  test("reads Accept-Encoding as a browser sends it", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("GZIP")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("*;q=0")).toBe(false);
    expect(acceptsGzip("br, identity")).toBe(false);
    expect(acceptsGzip("")).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
  });
});

describe("acceptsEncoding", () => {
  test("brotli by name or by *, refused with q=0; gzip also as x-gzip", () => {
    expect(acceptsEncoding("gzip, deflate, br, zstd", "br")).toBe(true);
    expect(acceptsEncoding("br;q=0, gzip", "br")).toBe(false);
    expect(acceptsEncoding("br;q=0, gzip", "gzip")).toBe(true);
    expect(acceptsEncoding("gzip, deflate", "br")).toBe(false);
    expect(acceptsEncoding("*", "br")).toBe(true);
    expect(acceptsEncoding("gzip, *;q=0", "br")).toBe(false);
    expect(acceptsEncoding("x-gzip", "gzip")).toBe(true);
    expect(acceptsEncoding("x-gzip", "br")).toBe(false);
    expect(acceptsEncoding(null, "br")).toBe(false);
  });
});

describe("acceptsEncoding, asked again", () => {
  test("each header keeps its own answer for each coding, however often and in whatever order it is asked", () => {
    const cases: [string, "gzip" | "br", boolean][] = [
      ["br;q=0, gzip", "br", false],
      ["br;q=0, gzip", "gzip", true],
      ["gzip;q=0, br", "gzip", false],
      ["gzip;q=0, br", "br", true],
      ["identity", "gzip", false],
    ];
    for (let round = 0; round < 3; round++) for (const [header, coding, ok] of cases) expect(acceptsEncoding(header, coding)).toBe(ok);
    // Many distinct headers (a client sending a new one each time) change no answer.
    for (let i = 0; i < 500; i++) expect(acceptsEncoding(`gzip;q=0, x-${i}`, "gzip")).toBe(false);
    for (const [header, coding, ok] of cases) expect(acceptsEncoding(header, coding)).toBe(ok);
    // A long header is read all the same.
    expect(acceptsEncoding(`${"x, ".repeat(200)}gzip;q=0`, "gzip")).toBe(false);
    expect(acceptsEncoding(`${"x, ".repeat(200)}gzip`, "gzip")).toBe(true);
  });
});
