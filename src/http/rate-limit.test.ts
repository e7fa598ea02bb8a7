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

describe("FailureLimiter reservations", () => {
  test("a burst of parallel attempts is charged before any is verified", () => {
    const limiter = new FailureLimiter(10, 60_000);
    const keys = { client: "ip:1", account: "account:mum" };
    // 200 requests arrive before any password check finishes: only 10 get to verify.
    const verdicts = Array.from({ length: 200 }, () => limiter.reserve(keys));
    expect(verdicts.filter((v) => v.ok)).toHaveLength(10);
    expect(verdicts[10]).toMatchObject({ ok: false });
  });

  test("a right password refunds its attempt and clears the account", () => {
    const limiter = new FailureLimiter(3, 60_000, Date.now, 5);
    const keys = { client: "ip:1", account: "account:a" };
    limiter.reserve(keys);
    limiter.reserve(keys);
    const right = limiter.reserve(keys);
    if (!right.ok) throw new Error("expected a reservation");
    limiter.succeed(right.attempt);
    expect(limiter.check(keys).ok).toBe(true);
    // The client keeps the two failures, not the success.
    for (let i = 0; i < 3; i++) limiter.reserve({ client: "ip:1", account: `account:${i}` });
    expect(limiter.check({ client: "ip:1", account: "account:z" }).ok).toBe(false);
  });

  test("a flood of other failures never unlocks a locked account", () => {
    const limiter = new FailureLimiter(10, 15 * 60_000);
    const victim = { client: "ip:attacker", account: "account:mum" };
    for (let i = 0; i < 10; i++) limiter.reserve(victim);
    expect(limiter.check(victim).ok).toBe(false);
    // 10,100 failures to unknown accounts from many addresses: far past the memory bound.
    for (let i = 0; i < 10_100; i++) limiter.fail({ client: `ip:${i}`, account: `account:nobody-${i}` });
    expect(limiter.check({ client: "ip:other", account: "account:mum" }).ok).toBe(false);
  });
});
