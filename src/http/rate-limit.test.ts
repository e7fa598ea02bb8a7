// Failed sign-in counting: per account, per client address, and cleared by a success.
import { describe, expect, test } from "bun:test";
import { FailureLimiter } from "./rate-limit";

describe("FailureLimiter", () => {
  const clock = () => {
    let t = 1_000_000;
    return { now: () => t, advance: (ms: number) => (t += ms) };
  };

  test("an account waits after its failures; other accounts from the same client do not", () => {
    const c = clock();
    const limiter = new FailureLimiter(3, 60_000, c.now, 10);
    const mum = { client: "ip:1", account: "account:mum" };
    for (let i = 0; i < 3; i++) limiter.fail(mum);
    expect(limiter.check(mum)).toEqual({ ok: false, retryAfterSeconds: 60 });
    // Dad, on the same address (one reverse proxy for the household), can still sign in.
    expect(limiter.check({ client: "ip:1", account: "account:dad" })).toEqual({ ok: true });
    c.advance(30_000);
    expect(limiter.check(mum)).toEqual({ ok: false, retryAfterSeconds: 30 });
    c.advance(30_001);
    expect(limiter.check(mum)).toEqual({ ok: true });
  });

  test("a client spraying many accounts waits at the higher client bar", () => {
    const c = clock();
    const limiter = new FailureLimiter(3, 60_000, c.now, 10);
    for (let i = 0; i < 10; i++) {
      expect(limiter.check({ client: "ip:9", account: `account:${i}` }).ok).toBe(true);
      limiter.fail({ client: "ip:9", account: `account:${i}` });
    }
    expect(limiter.check({ client: "ip:9", account: "account:new" }).ok).toBe(false);
    expect(limiter.check({ client: "ip:8", account: "account:new" }).ok).toBe(true);
  });

  test("a success clears the account's count", () => {
    const limiter = new FailureLimiter(2, 60_000);
    const keys = { client: "ip:1", account: "account:a" };
    limiter.fail(keys);
    limiter.clear(keys.account);
    limiter.fail(keys);
    expect(limiter.check(keys).ok).toBe(true);
  });
});
