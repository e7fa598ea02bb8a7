// Kinfit behind a TLS proxy on the same machine, as `tailscale serve` or Caddy put it (README, "Use
// it at the gym"): a small reverse proxy on loopback forwards to the server with the headers such
// proxies set (Host, X-Forwarded-For, X-Forwarded-Proto). With `--trust-proxy`, the session
// cookies stay Secure and a browser's https:// origin is accepted; straight to the server over
// plain HTTP, they are not Secure.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureGenerated } from "./generated";
import { freePort } from "./free-port";

const root = join(import.meta.dir, "..");
const NAME = "kinfit.tail1234.ts.net";
const PUBLIC = `https://${NAME}`;
let dir: string;
let server: { base: string; stop: () => Promise<number> };
let proxy: ReturnType<typeof Bun.serve>;

beforeAll(async () => {
  await ensureGenerated();
  dir = mkdtempSync(join(tmpdir(), "kinfit-proxy-"));
  const port = await freePort();
  const proc = Bun.spawn(
    [
      process.execPath,
      join(root, "src/main.ts"),
      "--port",
      String(port),
      "--host",
      "127.0.0.1",
      "--db",
      join(dir, "kinfit.db"),
      "--trust-proxy",
      "127.0.0.1",
      "--allowed-hosts",
      NAME,
    ],
    {
      cwd: dir,
      env: { PATH: process.env.PATH ?? "", ADMIN_PASSWORD: "proxy admin password", KINFIT_SIGNUP_LIMIT: "0" },
      stdout: "pipe",
      stderr: "pipe",
    },
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (proc.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start: ${await new Response(proc.stderr).text()}`);
    await Bun.sleep(50);
  }
  server = { base, stop: () => (proc.kill("SIGTERM"), proc.exited) };
  // What `tailscale serve` does once it has ended TLS: the phone's Host kept, its tailnet address
  // and the scheme it used passed on.
  proxy = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(request) {
      const url = new URL(request.url);
      const headers = new Headers(request.headers);
      headers.set("host", NAME);
      headers.set("x-forwarded-host", NAME);
      headers.set("x-forwarded-for", "100.101.102.103");
      headers.set("x-forwarded-proto", "https");
      const answer = await fetch(`${base}${url.pathname}${url.search}`, {
        method: request.method,
        headers,
        body: request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer(),
        redirect: "manual",
      });
      return new Response(answer.body, { status: answer.status, headers: answer.headers });
    },
  });
});

afterAll(async () => {
  proxy?.stop(true);
  expect(await server?.stop()).toBe(0);
  rmSync(dir, { recursive: true, force: true });
});

const signUp = (base: string, origin: string, email: string) =>
  fetch(`${base}/api/signup`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password: "behind a proxy", firstName: "Proxy", lastName: "Member" }),
  });

const sessionCookie = (res: Response) =>
  res.headers.getSetCookie().find((c) => c.startsWith("kinfit_session=")) ?? res.headers.getSetCookie()[0];

describe("behind a TLS proxy", () => {
  test("through the proxy, sign-up and sign-in set Secure cookies and the https:// origin is accepted", async () => {
    const via = `http://127.0.0.1:${proxy.port}`;
    const signup = await signUp(via, PUBLIC, "proxied@example.com");
    expect(signup.status).toBe(201);
    expect(sessionCookie(signup)).toMatch(/;\s*Secure/i);
    expect(sessionCookie(signup)).toMatch(/HttpOnly/i);
    const login = await fetch(`${via}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: PUBLIC },
      body: JSON.stringify({ email: "proxied@example.com", password: "behind a proxy" }),
    });
    expect(login.status).toBe(200);
    for (const cookie of login.headers.getSetCookie()) expect(cookie).toMatch(/;\s*Secure/i);
    // The session works through the proxy.
    const cookie = sessionCookie(login)!.split(";")[0]!;
    const me = await fetch(`${via}/api/auth/user`, { headers: { cookie } });
    expect(await me.json()).toMatchObject({ isAuthenticated: true });
  });

  test("a page served over http:// from the same name is refused: the proxy said https", async () => {
    const signup = await signUp(`http://127.0.0.1:${proxy.port}`, `http://${NAME}`, "downgraded@example.com");
    expect(signup.status).toBe(403);
  });

  test("straight to the server over plain HTTP, the cookie is not Secure (a browser would drop it)", async () => {
    const signup = await signUp(server.base, server.base, "direct@example.com");
    expect(signup.status).toBe(201);
    expect(sessionCookie(signup)).not.toMatch(/Secure/i);
  });
});
