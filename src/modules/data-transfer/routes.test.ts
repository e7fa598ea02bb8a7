// The CSV export routes: a signed-in user gets their own file as a dated download; no session,
// no file. (The app-wide authorization matrix covers them too via src/test/routes.ts.)
import { beforeEach, describe, expect, test } from "bun:test";
import { openDatabase, type Db } from "@db/client";
import { migrate } from "@db/migrate";
import { bodyComposition, users } from "@db/schema";
import { makeContext } from "@http/context";
import { createSession } from "@modules/auth/sessions";
import { dataTransferRoutes } from "./routes";

let db: Db;
let app: ReturnType<typeof dataTransferRoutes>;
let cookie: string;

beforeEach(() => {
  db = openDatabase(":memory:");
  migrate(db.$client);
  const a = db.insert(users).values({ email: "a@x.test", passwordHash: "h" }).returning().get().id;
  const b = db.insert(users).values({ email: "b@x.test", passwordHash: "h" }).returning().get().id;
  db.insert(bodyComposition)
    .values([
      { userId: a, date: "2026-06-01", weight: 182.4 },
      { userId: b, date: "2026-06-01", weight: 140 },
    ])
    .run();
  cookie = `kinfit_session=${createSession(db, a).token}`;
  app = dataTransferRoutes(makeContext(db));
});

const get = (path: string, headers: Record<string, string> = {}) => app.handle(new Request(`http://localhost${path}`, { headers }));

describe("CSV export routes", () => {
  for (const kind of ["workouts", "meals", "body"]) {
    test(`${kind}.csv is a dated CSV download`, async () => {
      const res = await get(`/api/export/${kind}.csv`, { cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(res.headers.get("content-disposition")).toMatch(
        new RegExp(`^attachment; filename="kinfit-${kind}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
      );
      expect(res.headers.get("cache-control")).toBe("no-store");
    });
  }

  test("body.csv holds the caller's entry only", async () => {
    const text = await (await get("/api/export/body.csv", { cookie })).text();
    expect(text).toContain("2026-06-01,182.4,");
    expect(text).not.toContain(",140,");
  });

  test("no session, no file", async () => {
    const res = await get("/api/export/body.csv");
    expect(res.status).not.toBe(200);
    expect(await res.text()).not.toContain("182.4");
  });
});
