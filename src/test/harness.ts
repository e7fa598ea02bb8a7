// A fresh app on an in-memory database with the real migrations, and a tiny client that keeps
// cookies like a browser, for API tests through app.handle.
import { openDatabase } from "@db/client";
import { migrate } from "@db/migrate";
import { createApp } from "@src/app";
import { makeContext, type AppContext } from "@http/context";
import { SignupLimiter } from "@http/rate-limit";
import { ensureAdmin } from "@modules/admin/service";
import { testFoodTable } from "./foods";

/**
 * `file`: a database file instead of memory, for tests of what reaches the disk. Sign-ups are not
 * limited unless a test passes its own `signups`: tests sign up many members from one address.
 */
export function testApp(overrides: Partial<AppContext> = {}, file = ":memory:") {
  const db = openDatabase(file);
  migrate(db.$client);
  const ctx = makeContext(db, { logError: () => {}, signups: new SignupLimiter({ perHour: 0 }), foods: testFoodTable(), ...overrides });
  const app = createApp(ctx);
  return { app, db, ctx };
}

export type Answer = { status: number; body: any; headers: Headers; text: string };

export class Client {
  cookies = new Map<string, string>();
  /** `always`: headers sent with every request (an API token's Authorization). */
  constructor(
    private app: { handle(r: Request): Promise<Response> },
    private always: Record<string, string> = {},
  ) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const init: RequestInit = { method, headers: { ...this.always, ...headers } };
    if (body !== undefined) {
      init.body = typeof body === "string" ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)["content-type"] ??= "application/json";
      // A real browser always sends the length; the size check relies on it.
      (init.headers as Record<string, string>)["content-length"] = String(Buffer.byteLength(init.body as string));
    }
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    if (cookie) (init.headers as Record<string, string>).cookie = cookie;
    const res = await this.app.handle(new Request(`http://localhost${path}`, init));
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (!value || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {}
    return { status: res.status, body: parsed, headers: res.headers, text };
  }

  get = (path: string, headers?: Record<string, string>) => this.request("GET", path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) => this.request("POST", path, body, headers);
  put = (path: string, body?: unknown, headers?: Record<string, string>) => this.request("PUT", path, body, headers);
  delete = (path: string, headers?: Record<string, string>) => this.request("DELETE", path, undefined, headers);
}

let counter = 0;
export async function signedUpClient(app: { handle(r: Request): Promise<Response> }, extra: Record<string, string> = {}) {
  const client = new Client(app);
  const email = `user${++counter}-${Date.now()}@example.com`;
  const res = await client.post("/api/signup", { email, password: "correct horse", firstName: "Test", lastName: "User", ...extra });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${res.text}`);
  return { client, email, user: res.body.user };
}

/** An app with a signed-in admin and two signed-in users, A and B. */
export async function household(overrides: Partial<AppContext> = {}) {
  const t = testApp(overrides);
  const password = "household admin pw";
  await ensureAdmin(t.db, "admin", password);
  const admin = new Client(t.app);
  const res = await admin.post("/api/admin/login", { username: "admin", password });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${res.text}`);
  const a = await signedUpClient(t.app);
  const b = await signedUpClient(t.app);
  return { ...t, admin, a: a.client, b: b.client };
}

/** A client sending `token` as `Authorization: Bearer` and no cookie, as a script does. */
export const bearerClient = (app: { handle(r: Request): Promise<Response> }, token: string) =>
  new Client(app, { authorization: `Bearer ${token}` });

/** A fresh app with two signed-up, signed-in users: A and B, as clients and by user id. */
export async function twoUsers(overrides: Partial<AppContext> = {}) {
  const t = testApp(overrides);
  const a = await signedUpClient(t.app);
  const b = await signedUpClient(t.app);
  return { ...t, a: a.client, b: b.client, aId: a.user.id as number, bId: b.user.id as number };
}
export type TwoUsers = Awaited<ReturnType<typeof twoUsers>>;

/** Waits, a turn of the event loop at a time, until `done` holds: for what a test holds open. */
export async function until(done: () => boolean): Promise<void> {
  for (let turns = 0; !done(); turns++) {
    if (turns > 10_000) throw new Error("never happened");
    await new Promise((resolve) => setImmediate(resolve));
  }
}
