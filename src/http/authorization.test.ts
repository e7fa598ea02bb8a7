// The authorization matrix: every route the app registers, called with no session, the wrong kind
// of session, another user's ids, and, for what the household shares (shared items, family
// meals), a change by another member of the household that is not theirs to make.
import { beforeAll, describe, expect, test } from "bun:test";
import { FailureLimiter } from "@http/rate-limit";
import { bearerClient, Client, household, testApp } from "@test/harness";
import { ownToken } from "@test/routes-sign-on";
import { ROUTES } from "@test/routes";
import { fillPath, registeredRoutes } from "@test/route-table";
import { snapshot } from "@test/snapshot";

const call = (client: Client, key: string, path?: string) => {
  const [method, pattern] = key.split(" ") as [string, string];
  const body = ROUTES[key]?.body?.();
  return client.request(method, path ?? fillPath(pattern), body);
};

describe("authorization matrix", () => {
  const registered = registeredRoutes(testApp().app);
  // One household for all checks: refused calls change nothing, and each ownership check makes
  // its own row.
  let w: Awaited<ReturnType<typeof household>>;
  beforeAll(async () => {
    w = await household();
  });

  test("every registered route is classified, and every classified route exists", () => {
    expect(registered.filter((r) => !(r in ROUTES))).toEqual([]);
    expect(Object.keys(ROUTES).filter((r) => !registered.includes(r))).toEqual([]);
    expect(registered.length).toBeGreaterThanOrEqual(10);
  });

  test("the table says a GET reads and every other method changes, and a cached read is a member's", () => {
    const wrong = Object.entries(ROUTES).filter(
      ([key, spec]) =>
        (spec.kind === "read") !== key.startsWith("GET ") || (spec.cached && (spec.kind !== "read" || spec.access !== "user")),
    );
    expect(wrong.map(([key]) => key)).toEqual([]);
  });

  for (const key of registered) {
    const spec = ROUTES[key];
    if (!spec) continue;

    if (spec.access !== "public") {
      test(`${key}: no session is 401`, async () => {
        const res = await call(new Client(w.app), key);
        expect(res.status).toBe(401);
        expect(typeof res.body.message).toBe("string");
      });
    }

    if (spec.access === "admin") {
      test(`${key}: a user session is refused`, async () => {
        const { a, db } = w;
        const before = snapshot(db, { except: ["sessions"] });
        expect((await call(a, key)).status).toBe(401);
        expect(snapshot(db, { except: ["sessions"] })).toEqual(before);
      });
    }

    if (spec.access === "user") {
      test(`${key}: an admin session is refused`, async () => {
        const { admin, db } = w;
        const before = snapshot(db, { except: ["admin_sessions"] });
        expect((await call(admin, key)).status).toBe(401);
        expect(snapshot(db, { except: ["admin_sessions"] })).toEqual(before);
      });
    }

    if (spec.owned) {
      test(`${key}: another user's id is 404 and changes nothing`, async () => {
        const { a, b, db } = w;
        const path = await spec.owned!(a);
        const before = snapshot(db, { except: ["sessions"] });
        const res = await call(b, key, path);
        expect(res.status).toBe(404);
        expect(typeof res.body.message).toBe("string");
        expect(snapshot(db, { except: ["sessions"] })).toEqual(before);
        // The owner still can.
        expect((await call(a, key, path)).status).toBeLessThan(300);
      });
    }
    if (spec.sharedWith) {
      test(`${key}: another member of the household, sharing it, gets 403 with a message and changes nothing`, async () => {
        const { a, b, db } = w;
        const bId = (await b.get("/api/auth/user")).body.user.id as number;
        const path = await spec.sharedWith!(a, bId);
        const before = snapshot(db, { except: ["sessions"] });
        const res = await call(b, key, path);
        expect(res.status).toBe(403);
        expect(res.body.message.length).toBeGreaterThan(10);
        expect(snapshot(db, { except: ["sessions"] })).toEqual(before);
        expect((await call(a, key, path)).status).toBeLessThan(300);
      });
    }
    if (!spec.owned && spec.access === "user" && /:id\b/.test(key)) {
      test(`${key}: has an 'owned' fixture`, () => {
        throw new Error(`${key} takes an id of a user's row: give it an 'owned' fixture in src/test/routes.ts`);
      });
    }
  }
});

// The same matrix for requests made with an API token (`Authorization: Bearer`): a token acts as
// its member within its scope, never on the admin's routes or those a token may not reach, and
// carries none of the cookies sent beside it.
describe("authorization matrix with API tokens", () => {
  const registered = registeredRoutes(testApp().app);
  let w: Awaited<ReturnType<typeof household>>;
  let read: Client;
  let write: Client;
  let writeOfB: Client;
  let sessionAsBearer: Client;
  beforeAll(async () => {
    // Every wrong token below counts against this one address: the limits have their own tests.
    w = await household({ limiter: new FailureLimiter({ clientMax: 1_000_000, freeTries: 1_000_000, accountMax: 1_000_000 }) });
    read = bearerClient(w.app, (await ownToken(w.a, "read")).token);
    write = bearerClient(w.app, (await ownToken(w.a, "write")).token);
    writeOfB = bearerClient(w.app, (await ownToken(w.b, "write")).token);
    // A's own session token, sent as a Bearer token, with A's cookie beside it.
    sessionAsBearer = new Client(w.app, { authorization: `Bearer ${w.a.cookies.get("kinfit_session")}` });
    for (const [k, v] of w.a.cookies) sessionAsBearer.cookies.set(k, v);
  });
  const state = () => snapshot(w.db, { except: ["sessions", "admin_sessions", "api_tokens"] });

  for (const key of registered) {
    const spec = ROUTES[key];
    if (!spec || spec.access === "public") continue;

    test(`${key}: a wrong token, and a session token sent as a Bearer token with its cookie, are 401`, async () => {
      const before = state();
      const wrong = new Client(w.app, { authorization: "Bearer kf_pat_not-a-real-token" });
      for (const [k, v] of w.a.cookies) wrong.cookies.set(k, v);
      for (const client of [wrong, sessionAsBearer]) {
        const res = await call(client, key);
        expect(res.status).toBe(401);
        expect(typeof res.body.message).toBe("string");
      }
      expect(state()).toEqual(before);
    });

    if (spec.access === "admin") {
      test(`${key}: a write token is refused and changes nothing`, async () => {
        const before = state();
        expect((await call(write, key)).status).toBe(401);
        expect(state()).toEqual(before);
      });
      continue;
    }

    if (spec.noToken) {
      test(`${key}: no token reaches it (403, nothing changed)`, async () => {
        const before = state();
        for (const client of [read, write]) {
          const res = await call(client, key);
          expect(res.status).toBe(403);
          expect(res.body.message).toContain("API tokens cannot be used here");
        }
        expect(state()).toEqual(before);
      });
      continue;
    }

    if (spec.kind === "change") {
      test(`${key}: a read token is 403 and changes nothing`, async () => {
        const before = state();
        const res = await call(read, key);
        expect(res.status).toBe(403);
        expect(res.body.message).toContain("can only read");
        expect(state()).toEqual(before);
      });
    } else {
      test(`${key}: a read token reads as its member`, async () => {
        const res = await call(read, key, spec.owned ? await spec.owned(w.a) : undefined);
        expect([401, 403]).not.toContain(res.status);
        expect(res.status).toBeLessThan(500);
      });
    }

    if (spec.owned) {
      test(`${key}: another member's token gets 404 for the row and changes nothing; the owner's token reaches it`, async () => {
        const path = await spec.owned!(w.a);
        const before = state();
        expect((await call(writeOfB, key, path)).status).toBe(404);
        expect(state()).toEqual(before);
        expect((await call(write, key, path)).status).toBeLessThan(300);
      });
    }
  }
});
