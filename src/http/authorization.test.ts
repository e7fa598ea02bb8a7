// The authorization matrix: every route the app registers, called with no session, the wrong kind
// of session, another user's ids, and, for what the household shares (shared items, family
// meals), a change by another member of the household that is not theirs to make.
import { beforeAll, describe, expect, test } from "bun:test";
import { Client, household, testApp } from "@test/harness";
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
