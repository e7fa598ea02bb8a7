// The app as a whole: health, JSON 404s, the web app shell, security headers, the request checks,
// and what a server failure logs.
import { describe, expect, test } from "bun:test";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { join } from "node:path";
import { sessions } from "./db/schema";
import { FONT_WARMUP_SCRIPT } from "./shared/font-warmup";
import { THEME_BOOT_SCRIPT } from "./shared/theme-boot";
import { Client, signedUpClient, testApp } from "./test/harness";
import { HostCheck } from "./http/security";

describe("http app", () => {
  test("health answers without signing in", async () => {
    const { app } = testApp();
    const res = await new Client(app).get("/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, version: expect.any(String) });
  });

  test("unknown API paths answer JSON 404 for every method, never the app's HTML", async () => {
    const { app } = testApp({ web: { "/index.html": { file: import.meta.path, type: "text/html", immutable: false } } });
    const client = new Client(app);
    for (const method of ["GET", "POST", "PUT", "DELETE"]) {
      const res = await client.request(method, "/api/no-such-thing", method === "GET" || method === "DELETE" ? undefined : {});
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(res.body).toEqual({ message: "Not found" });
    }
  });

  test("any other path serves the app shell; missing files are 404", async () => {
    const web = {
      "/index.html": { file: import.meta.path, type: "text/html; charset=utf-8", immutable: false },
      "/assets/a-1.js": { file: import.meta.path, type: "text/javascript", immutable: true },
    };
    const { app } = testApp({ web });
    const client = new Client(app);
    const page = await client.get("/workouts/anything");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.headers.get("cache-control")).toBe("no-cache");
    const asset = await client.get("/assets/a-1.js");
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect((await client.get("/assets/missing-2.js")).status).toBe(404);
  });

  test("a signed-in member's page names the screens' files; a visitor's, an expired or ended session's and /admin's do not", async () => {
    const dir = mkdtempSync(join(tmpdir(), "kinfit-member-page-"));
    writeFileSync(join(dir, "visitor.html"), "<p>visitor</p>");
    writeFileSync(join(dir, "member.html"), "<p>member</p>");
    writeFileSync(join(dir, "member.html.gz"), Bun.gzipSync("<p>member</p>"));
    const web = {
      "/index.html": {
        file: join(dir, "visitor.html"),
        member: { file: join(dir, "member.html"), gzFile: join(dir, "member.html.gz") },
        type: "text/html; charset=utf-8",
        immutable: false,
      },
    };
    const { app } = testApp({ web });
    const visitor = new Client(app);
    expect((await visitor.get("/workouts")).text).toBe("<p>visitor</p>");
    const { client } = await signedUpClient(app);
    const page = await client.get("/workouts");
    expect(page.text).toBe("<p>member</p>");
    // The two answers differ by the cookie, and neither is kept.
    expect(page.headers.get("vary")).toBe("accept-encoding, cookie");
    expect(page.headers.get("cache-control")).toBe("no-cache");
    expect((await client.get("/")).text).toBe("<p>member</p>");
    expect((await client.get("/index.html")).text).toBe("<p>member</p>");
    const gzipped = await client.get("/meals", { "accept-encoding": "gzip" });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gzipped.text).not.toContain("visitor");
    expect((await client.get("/admin")).text).toBe("<p>visitor</p>");
    expect((await visitor.get("/workouts", { cookie: "kinfit_session=not-a-session" })).text).toBe("<p>visitor</p>");
    expect((await visitor.get("/workouts", { cookie: "kinfit_session=%E0%A4%A" })).text).toBe("<p>visitor</p>");

    // A session past its expiry, whatever the cookie says.
    const later = testApp({ web });
    const { client: expired } = await signedUpClient(later.app);
    later.db
      .update(sessions)
      .set({ expiresAt: Date.now() - 1000 })
      .run();
    expect((await expired.get("/workouts")).text).toBe("<p>visitor</p>");
    // A session signed out: its cookie, sent again, no longer counts.
    const token = client.cookies.get("kinfit_session")!;
    expect((await client.post("/api/logout")).status).toBe(200);
    expect((await new Client(app).get("/workouts", { cookie: `kinfit_session=${token}` })).text).toBe("<p>visitor</p>");
  });

  test("files go brotli-compressed to a browser that takes it, else gzipped, else as they are", async () => {
    const dir = mkdtempSync(join(tmpdir(), "kinfit-encodings-"));
    const text = "console.log('kinfit');".repeat(50);
    writeFileSync(join(dir, "a.js"), text);
    writeFileSync(join(dir, "a.js.gz"), Bun.gzipSync(text));
    writeFileSync(join(dir, "a.js.br"), brotliCompressSync(text));
    writeFileSync(join(dir, "b.js"), text);
    writeFileSync(join(dir, "b.js.gz"), Bun.gzipSync(text));
    const web = {
      "/index.html": { file: join(dir, "a.js"), type: "text/html; charset=utf-8", immutable: false },
      "/assets/a-1.js": {
        file: join(dir, "a.js"),
        gzFile: join(dir, "a.js.gz"),
        brFile: join(dir, "a.js.br"),
        type: "text/javascript",
        immutable: true,
      },
      "/assets/b-1.js": { file: join(dir, "b.js"), gzFile: join(dir, "b.js.gz"), type: "text/javascript", immutable: true },
    };
    const { app } = testApp({ web });
    const fetchAs = async (path: string, acceptEncoding?: string) => {
      const res = await app.handle(
        new Request(`http://localhost${path}`, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }),
      );
      const body = new Uint8Array(await res.arrayBuffer());
      const encoding = res.headers.get("content-encoding");
      const decoded = encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? Bun.gunzipSync(body) : body;
      return { encoding, text: new TextDecoder().decode(decoded), vary: res.headers.get("vary") };
    };
    for (const [accept, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip, deflate", "gzip"],
      ["br;q=0, gzip", "gzip"],
      [undefined, null],
      ["identity", null],
    ] as const) {
      const got = await fetchAs("/assets/a-1.js", accept);
      expect(got.encoding).toBe(encoding);
      expect(got.text).toBe(text);
      expect(got.vary).toBe("accept-encoding");
    }
    // A file with no brotli copy goes gzipped to the same browser.
    expect((await fetchAs("/assets/b-1.js", "gzip, deflate, br")).encoding).toBe("gzip");
  });

  test("security headers on every response: API, error and page", async () => {
    const { app } = testApp();
    const client = new Client(app);
    for (const res of [await client.get("/api/health"), await client.put("/api/profile", {}), await client.get("/")]) {
      const csp = res.headers.get("content-security-policy")!;
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("same-origin");
      // The barcode scanner: the camera for this origin alone, and its WebAssembly compiled.
      expect(res.headers.get("permissions-policy")).toBe("camera=(self), microphone=(), geolocation=()");
      expect(csp).toContain("'wasm-unsafe-eval'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
    }
  });

  test("the CSP allows exactly the page's two inline scripts, the theme's and the font lookups', by their hashes", async () => {
    const { app } = testApp();
    const csp = (await new Client(app).get("/")).headers.get("content-security-policy")!;
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src "))!;
    const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
    expect(scriptSrc).toBe(`script-src 'self' 'wasm-unsafe-eval' ${hash(THEME_BOOT_SCRIPT)} ${hash(FONT_WARMUP_SCRIPT)}`);
    // The page's only inline scripts are those, filled in by the build.
    const shell = readFileSync(join(import.meta.dir, "../web/index.html"), "utf8");
    const inline = [...shell.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline).toEqual(["%THEME_SCRIPT%", "%FONT_WARMUP_SCRIPT%"]);
    // And the script itself is what the app's theme store reads and writes.
    expect(THEME_BOOT_SCRIPT).toContain('localStorage.getItem("theme")');
  });

  test("a state-changing request from another origin is refused with 403", async () => {
    const { app } = testApp();
    const client = new Client(app);
    const res = await client.post(
      "/api/signup",
      { email: "x@example.com", password: "longenough", firstName: "Test", lastName: "User" },
      { origin: "http://evil.example" },
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Cross-origin request refused");
    const same = await client.post(
      "/api/signup",
      { email: "x@example.com", password: "longenough", firstName: "Test", lastName: "User" },
      { origin: "http://localhost" },
    );
    expect(same.status).toBe(201);
  });

  test("malformed JSON, wrong content type and oversized bodies get clear 4xx messages", async () => {
    const { app } = testApp({ maxBodyBytes: 1000 });
    const client = new Client(app);
    const malformed = await client.post("/api/login", "{not json");
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("Malformed JSON in request body");
    const wrongType = await client.post("/api/login", "email=a&password=b", { "content-type": "application/x-www-form-urlencoded" });
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.message).toBe("Content-Type must be application/json");
    const huge = await client.post("/api/signup", { email: "a@b.co", password: "x".repeat(5000), firstName: "Test", lastName: "User" });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toContain("too large");
    const array = await client.post("/api/login", [1, 2]);
    expect(array.status).toBe(400);
    expect(array.body.message).toBe("Request body must be a JSON object");
  });

  test("a signed-in user's unknown API path is still JSON 404", async () => {
    const { app } = testApp();
    const { client } = await signedUpClient(app);
    const res = await client.get("/api/workouts-nope");
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Not found");
  });
});

describe("logging", () => {
  test("a server failure is logged without the password, token or cookie of the request", async () => {
    const logged: string[] = [];
    const { app, db } = testApp({
      logError: (message, error) => logged.push(`${message} ${error instanceof Error ? error.stack : String(error)}`),
    });
    const { client } = await signedUpClient(app);
    const token = client.cookies.get("kinfit_session")!;
    db.$client.close(); // every query now fails: the 500 path
    const res = await client.post("/api/login", { email: "who@example.com", password: "secret-password-123" });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: "Something went wrong on the server. Please try again." });
    expect(logged.length).toBeGreaterThan(0);
    const text = logged.join("\n");
    expect(text).toContain("POST /api/login failed");
    expect(text).not.toContain("secret-password-123");
    expect(text).not.toContain(token);
    expect(text).not.toContain("kinfit_session");
  });
});

describe("bodies without a declared length", () => {
  const chunked = (text: string) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        const bytes = new TextEncoder().encode(text);
        for (let i = 0; i < bytes.length; i += 64 * 1024) controller.enqueue(bytes.slice(i, i + 64 * 1024));
        controller.close();
      },
    });
  const post = (app: ReturnType<typeof testApp>["app"], text: string) =>
    app.handle(
      new Request("http://localhost/api/signup", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: chunked(text),
        // @ts-expect-error Bun needs this for a streamed request body
        duplex: "half",
      }),
    );

  test("a chunked body over the limit is the JSON 413, a small one is read as usual", async () => {
    const { app } = testApp({ maxBodyBytes: 1024 * 1024 });
    const big = await post(app, JSON.stringify({ email: "big@example.com", password: "x".repeat(1_500_000) }));
    expect(big.status).toBe(413);
    expect((await big.json()).message).toContain("Request body too large");
    const small = await post(
      app,
      JSON.stringify({ email: "small@example.com", password: "long enough pw", firstName: "Sam", lastName: "Small" }),
    );
    expect(small.status).toBe(201);
    const broken = await post(app, "{not json");
    expect(broken.status).toBe(400);
    expect((await broken.json()).message).toBe("Malformed JSON in request body");
  });
});

describe("requests without a usable Host", () => {
  test.each(["a b", "", "exa mple.com:80", "x/y"])("Host %p is a JSON 400, never a 500", async (host) => {
    const { app } = testApp();
    const res = await app.handle(new Request("http://localhost/api/health", { headers: { host } }));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toContain("Host");
  });

  test("ordinary host names and addresses pass", async () => {
    const { app } = testApp();
    for (const host of ["localhost:3000", "192.168.1.20:3000", "kinfit.local", "[::1]:3000", "pi"]) {
      expect((await app.handle(new Request("http://localhost/api/health", { headers: { host } }))).status).toBe(200);
    }
  });
});

describe("DNS rebinding", () => {
  const get = (app: ReturnType<typeof testApp>["app"], host: string) =>
    app.handle(new Request("http://localhost/api/health", { headers: { host } }));

  test("a name a home install cannot have is refused with 421 and how to allow it", async () => {
    const { app } = testApp();
    const res = await get(app, "attacker.example.com");
    expect(res.status).toBe(421);
    expect((await res.json()).message).toBe(
      'This server does not answer to the name "attacker.example.com". To allow it, start Kinfit with --allowed-hosts attacker.example.com (or KINFIT_ALLOWED_HOSTS=attacker.example.com).',
    );
  });

  test("addresses, localhost, single-label and home-network names are served", async () => {
    const { app } = testApp();
    for (const host of [
      "192.168.1.20:3000",
      "[fe80::1]:3000",
      "localhost",
      "pi:3000",
      "kinfit.local",
      "kinfit.lan",
      "kinfit.home.arpa",
      "nas.internal",
    ]) {
      expect((await get(app, host)).status).toBe(200);
    }
  });

  test("a name served before lets no other name through, nor itself under another URL", () => {
    const check = new HostCheck();
    const ask = (url: string, host: string) => check.problem(new Request(url, { headers: { host } }));
    for (let round = 0; round < 2; round++) {
      expect(ask("http://kinfit.local:3000/api/health", "kinfit.local:3000")).toBeUndefined();
      expect(ask("http://kinfit.local.attacker.example.com/api/health", "kinfit.local.attacker.example.com")).toEqual({
        status: 421,
        name: "kinfit.local.attacker.example.com",
      });
      expect(ask("http://kinfit.local:3000/api/health", "a b")).toEqual({ status: 400 });
    }
    // Past the names it remembers, each is still checked.
    for (let i = 0; i < 200; i++) expect(ask(`http://pi${i}/`, `pi${i}`)).toBeUndefined();
    expect(ask("http://evil.example.com/", "evil.example.com")).toEqual({ status: 421, name: "evil.example.com" });
  });

  test("names listed with --allowed-hosts are served", async () => {
    const { app } = testApp({ allowedHosts: ["fit.example.com"] });
    expect((await get(app, "fit.example.com:443")).status).toBe(200);
    expect((await get(app, "other.example.com")).status).toBe(421);
  });

  test("the Origin's scheme must match too", async () => {
    const { app } = testApp();
    const post = (origin: string, headers: Record<string, string> = {}) =>
      app.handle(
        new Request("http://localhost/api/login", {
          method: "POST",
          headers: { "content-type": "application/json", host: "localhost", origin, ...headers },
          body: JSON.stringify({ email: "nobody@example.com", password: "wrong password" }),
        }),
      );
    expect((await post("https://localhost")).status).toBe(403);
    expect((await post("http://localhost")).status).toBe(401);
    // Behind a TLS proxy the browser's https origin matches what the proxy says it served.
    expect((await post("https://localhost", { "x-forwarded-proto": "https" })).status).toBe(401);
  });
});
