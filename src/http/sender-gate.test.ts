// No body is read before its sender is known: a change from no session is a 401 without its body
// being read (a body that never ends still gets it), a path no route takes a 404, and file uploads
// stop at one per member and two in all.
import { describe, expect, test } from "bun:test";
import { UPLOADS } from "@shared/limits";
import { Client, household, signedUpClient, testApp, until } from "@test/harness";
import { ROUTES } from "@test/routes";
import { fillPath } from "@test/route-table";

type App = ReturnType<typeof testApp>["app"];

/** A body that sends a chunk now and then and never ends, unless `end` is called. */
function endless(first = "[") {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let pulls = 0;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      c.enqueue(new TextEncoder().encode(first));
    },
    pull: () => {
      pulls++;
      return new Promise((resolve) => setTimeout(resolve, 5));
    },
  });
  return {
    stream,
    pulls: () => pulls,
    end(rest: string) {
      controller.enqueue(new TextEncoder().encode(rest));
      controller.close();
    },
  };
}

/** Sends `body` as a streamed (chunked) request; fails the test rather than hang when no answer comes. */
async function streamed(app: App, method: string, path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  const answer = app.handle(
    new Request(`http://localhost${path}`, {
      method,
      headers: { "content-type": path.endsWith("workouts-csv") ? "text/csv" : "application/json", ...headers },
      body,
      // @ts-expect-error Bun needs this for a streamed request body
      duplex: "half",
    }),
  );
  const timeout = new Promise<"no answer">((resolve) => setTimeout(() => resolve("no answer"), 1000));
  return Promise.race([answer, timeout]);
}

const cookieOf = (client: Client) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

describe("a change's sender is known before its body is read", () => {
  test("invalid JSON sent to the import without a session is 401, not 400, and closes the connection", async () => {
    const { app } = testApp();
    const res = await new Client(app).post("/api/import", "[{not json");
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Not authenticated");
    expect(res.headers.get("connection")).toBe("close");
  });

  test("a body that never ends, sent without a session, still gets its 401", async () => {
    const { app } = testApp();
    for (const path of ["/api/import", "/api/import/workouts-csv", "/api/meals"]) {
      const body = endless();
      const res = await streamed(app, "POST", path, body.stream);
      expect(res === "no answer" ? res : res.status).toBe(401);
    }
  });

  test("every change that needs a session refuses a never-ending body from no session; an admin's, from a member", async () => {
    const w = await household();
    const refused: string[] = [];
    for (const [key, spec] of Object.entries(ROUTES)) {
      const [method, pattern] = key.split(" ") as [string, string];
      if (spec.access === "public" || method === "GET") continue;
      const res = await streamed(w.app, method, fillPath(pattern), endless().stream, spec.textBody ? { "content-type": "text/csv" } : {});
      if (res === "no answer" || res.status !== 401) refused.push(`${key}: ${res === "no answer" ? res : res.status}`);
      if (spec.access === "admin") {
        const member = await streamed(w.app, method, fillPath(pattern), endless().stream, { cookie: cookieOf(w.a) });
        if (member === "no answer" || member.status !== 401)
          refused.push(`${key} as a member: ${member === "no answer" ? member : member.status}`);
      }
    }
    expect(refused).toEqual([]);
  });

  test("the public changes read their body as before: invalid JSON is 400", async () => {
    const { app } = testApp();
    for (const [key, spec] of Object.entries(ROUTES)) {
      const [method, path] = key.split(" ") as [string, string];
      if (spec.access !== "public" || method === "GET") continue;
      const res = await new Client(app).request(method, path, "{not json");
      expect([key, res.status]).toEqual([key, 400]);
    }
  });

  test("a change to a path no route takes is 404 without its body being read", async () => {
    const { app } = testApp();
    const { client } = await signedUpClient(app);
    for (const headers of [{}, { cookie: cookieOf(client) }] as Record<string, string>[]) {
      const res = await streamed(app, "POST", "/api/no-such-thing", endless().stream, headers);
      expect(res === "no answer" ? res : res.status).toBe(404);
    }
    // A route of another method is not this one.
    const res = await streamed(app, "PUT", "/api/import", endless().stream, { cookie: cookieOf(client) });
    expect(res === "no answer" ? res : res.status).toBe(404);
  });

  test("the Host, the origin and the declared size and type are checked before the session", async () => {
    const { app } = testApp();
    const client = new Client(app);
    expect((await client.post("/api/import", {}, { origin: "http://evil.example" })).status).toBe(403);
    expect((await client.post("/api/import", "a=1", { "content-type": "application/x-www-form-urlencoded" })).status).toBe(415);
    const huge = await app.handle(
      new Request("http://localhost/api/import", {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": String(30 * 1024 * 1024) },
        body: "{}",
      }),
    );
    expect(huge.status).toBe(413);
  });
});

describe("file uploads in flight", () => {
  test("one per member and two in all: beyond, a 429 with Retry-After; a slot is free again once answered", async () => {
    const w = await household();
    const { app } = w;
    const c = (await signedUpClient(app)).client;
    const file = `{"format":"kinfit-export","version":1,"bodyComposition":[{"date":"2026-03-15","weight":181.2}]}`;
    const aUpload = endless(file.slice(0, 10));
    const aAnswer = app.handle(
      new Request("http://localhost/api/import", {
        method: "POST",
        headers: { "content-type": "application/json", cookie: cookieOf(w.a) },
        body: aUpload.stream,
        // @ts-expect-error Bun needs this for a streamed request body
        duplex: "half",
      }),
    );
    // Its body is being read: the upload is in flight.
    await until(() => aUpload.pulls() > 0);
    // A's second file waits for the first.
    const again = await w.a.post("/api/import", JSON.parse(file));
    expect(again.status).toBe(429);
    expect(again.headers.get("retry-after")).toBe(String(UPLOADS.retryAfterSeconds));
    expect(again.body.message).toBe(UPLOADS.yoursBusy);
    // B's goes ahead, the second in flight; C's is the third.
    const bUpload = endless("");
    const bAnswer = streamed(app, "POST", "/api/import/workouts-csv", bUpload.stream, {
      cookie: cookieOf(w.b),
      "content-type": "text/csv",
    });
    await until(() => bUpload.pulls() > 0);
    const third = await c.post("/api/import", JSON.parse(file));
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(UPLOADS.serverBusy);
    // Other changes are not uploads.
    expect((await c.post("/api/body-composition", { date: "2026-03-14", weight: 180 })).status).toBe(201);

    aUpload.end(file.slice(10));
    expect((await aAnswer).status).toBe(200);
    bUpload.end("not,a,workout,file\n");
    const bDone = await bAnswer;
    expect(bDone === "no answer" ? bDone : bDone.status).toBe(400);
    expect((await w.a.post("/api/import", JSON.parse(file))).status).toBe(200);
    expect((await c.post("/api/import", JSON.parse(file))).status).toBe(200);
  });
});
