// Bad input, generated: every route that takes a body or a path parameter, fed missing fields,
// wrong types, NaN and Infinity, huge and negative numbers, 10,000-character strings, unicode and
// control characters, invalid dates, malformed JSON, wrong content types and oversized bodies.
// Every answer must be a 4xx with JSON {message} (or a success, where the mutation happened to be
// valid), never a 5xx, and a refused request must leave the database exactly as it was.
import { beforeAll, describe, expect, test } from "bun:test";
import fc from "fast-check";
import { bearerClient, household, testApp, type Answer, type Client } from "@test/harness";
import { ownToken } from "@test/routes-sign-on";
import { hostileSegment, mutatedBody, rawText, wrongShapeBody } from "@test/hostile";
import { ROUTES } from "@test/routes";
import { fillPath, registeredRoutes } from "@test/route-table";
import { snapshot } from "@test/snapshot";

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

let tried = 0;

function expectWellRefused(res: Answer, before: unknown, after: unknown, label: string) {
  tried++;
  if (res.status >= 500) throw new Error(`${label}: ${res.status} ${res.text}`);
  if (res.status >= 400) {
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(typeof res.body?.message).toBe("string");
    expect(res.body.message.length).toBeGreaterThan(0);
    expect(after).toEqual(before);
  }
}

describe("bad input never breaks the server or the data", () => {
  const keys = registeredRoutes(testApp().app);
  let w: Awaited<ReturnType<typeof household>>;
  /** Member A's write token, as a script sends it. */
  let script: Client;
  beforeAll(async () => {
    w = await household();
    script = bearerClient(w.app, (await ownToken(w.a, "write")).token);
  });
  const clientFor = (key: string) => (ROUTES[key]?.access === "admin" ? w.admin : w.a);
  // Sign-in state changes on successful logins and sign-ups, and a token's last use on its use;
  // that is not what is checked here.
  const state = () => snapshot(w.db, { except: ["sessions", "admin_sessions", "api_tokens"] });

  for (const key of keys) {
    const spec = ROUTES[key];
    if (!spec) continue;
    const [method, pattern] = key.split(" ") as [string, string];

    if (spec.body) {
      test(`${key}: mutated bodies`, async () => {
        await fc.assert(
          fc.asyncProperty(mutatedBody(spec.body!), async (body) => {
            const before = state();
            const res = await clientFor(key).request(method, fillPath(pattern), body);
            expectWellRefused(res, before, state(), `${key} ${JSON.stringify(body).slice(0, 200)}`);
          }),
          { numRuns: RUNS },
        );
      });

      if (spec.access === "user" && !spec.noToken) {
        test(`${key}: mutated bodies sent with an API token`, async () => {
          await fc.assert(
            fc.asyncProperty(mutatedBody(spec.body!), async (body) => {
              const before = state();
              const res = await script.request(method, fillPath(pattern), body);
              expectWellRefused(res, before, state(), `${key} (token) ${JSON.stringify(body).slice(0, 200)}`);
            }),
            { numRuns: Math.max(5, Math.round(RUNS / 6)) },
          );
        });
      }

      test(`${key}: bodies of the wrong shape and malformed JSON`, async () => {
        await fc.assert(
          fc.asyncProperty(wrongShapeBody, rawText, async (body, raw) => {
            const before = state();
            const shaped = await clientFor(key).request(method, fillPath(pattern), body === undefined ? "null" : JSON.stringify(body));
            expectWellRefused(shaped, before, state(), `${key} body ${JSON.stringify(body)}`);
            // A generated "wrong shape" can be a valid change (a lone name): compare from here on.
            const beforeRaw = state();
            const malformed = await clientFor(key).request(method, fillPath(pattern), raw);
            expectWellRefused(malformed, beforeRaw, state(), `${key} raw ${JSON.stringify(raw)}`);
          }),
          { numRuns: RUNS },
        );
      });

      test(`${key}: wrong content type is 415, an oversized body 413`, async () => {
        const before = state();
        const form = await clientFor(key).request(method, fillPath(pattern), "a=1", {
          "content-type": "application/x-www-form-urlencoded",
        });
        expect(form.status).toBe(415);
        expectWellRefused(form, before, state(), key);
        const text = await clientFor(key).request(method, fillPath(pattern), JSON.stringify(spec.body!()), {
          "content-type": "text/plain",
        });
        expect(text.status).toBe(415);
        const huge = await clientFor(key).request(method, fillPath(pattern), {
          ...spec.body!(),
          padding: "x".repeat((spec.maxBytes ?? 1024 * 1024) + 10),
        });
        expect(huge.status).toBe(413);
        expectWellRefused(huge, before, state(), key);
      });
    }

    if (spec.textBody) {
      const csv = { "content-type": "text/csv" };
      test(`${key}: any text as the file`, async () => {
        await fc.assert(
          fc.asyncProperty(rawText, async (raw) => {
            const before = state();
            const res = await clientFor(key).request(method, fillPath(pattern), raw, csv);
            expectWellRefused(res, before, state(), `${key} text ${JSON.stringify(raw)}`);
          }),
          { numRuns: RUNS },
        );
      });

      test(`${key}: a JSON or form body is 415, an oversized file 413`, async () => {
        const before = state();
        for (const type of ["application/json", "application/x-www-form-urlencoded"]) {
          const res = await clientFor(key).request(method, fillPath(pattern), spec.textBody!(), { "content-type": type });
          expect(res.status).toBe(415);
          expectWellRefused(res, before, state(), key);
        }
        const huge = await clientFor(key).request(
          method,
          fillPath(pattern),
          spec.textBody!() + "x".repeat(spec.maxBytes ?? 1024 * 1024),
          csv,
        );
        expect(huge.status).toBe(413);
        expectWellRefused(huge, before, state(), key);
      });
    }

    if (pattern.includes(":")) {
      test(`${key}: hostile path parameters`, async () => {
        await fc.assert(
          fc.asyncProperty(hostileSegment, async (segment) => {
            const before = state();
            const path = fillPath(pattern, encodeURIComponent(segment));
            const res = await clientFor(key).request(method, path, spec.body?.());
            expectWellRefused(res, before, state(), `${key} ${path}`);
          }),
          { numRuns: RUNS },
        );
      });
    }
  }

  test("count", () => {
    console.log(`bad inputs tried: ${tried}`);
    expect(tried).toBeGreaterThan(100);
  });
});
