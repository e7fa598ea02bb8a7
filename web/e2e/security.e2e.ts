// Sign-in limits on the built executable, as a household behind a reverse proxy meets them: with
// --trust-proxy each member's own address is counted; without it, X-Forwarded-For is ignored.
import { afterEach, describe, expect, test } from "bun:test";
import { startServer, type Server } from "./harness";

let server: Server | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

const EMAIL = "mum@example.com";
const PASSWORD = "the right password";

async function signIn(base: string, forwardedFor: string, password: string) {
  const res = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: JSON.stringify({ email: EMAIL, password }),
  });
  return res.status;
}

async function guessFiveTimes(base: string) {
  const signup = await fetch(`${base}/api/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD, firstName: "Test", lastName: "User" }),
  });
  expect(signup.status).toBe(201);
  // The guesser's free tries, from one address behind the proxy.
  for (let i = 0; i < 5; i++) expect(await signIn(base, "10.0.0.66", `guess ${i}`)).toBe(401);
  expect(await signIn(base, "10.0.0.66", "guess 6")).toBe(429);
}

describe("sign-in limits behind a reverse proxy", () => {
  test("with --trust-proxy, a guesser's address waits while the family's address signs in", async () => {
    server = await startServer(["--trust-proxy", "127.0.0.1"]);
    await guessFiveTimes(server.base);
    expect(await signIn(server.base, "10.0.0.5", PASSWORD)).toBe(200);
  }, 60_000);

  test("without it, X-Forwarded-For is ignored: every request is the proxy's own address", async () => {
    server = await startServer();
    await guessFiveTimes(server.base);
    // A forged header does not buy a fresh counter.
    expect(await signIn(server.base, "10.0.0.5", PASSWORD)).toBe(429);
  }, 60_000);
});
