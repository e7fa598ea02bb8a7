// Failed sign-in counting: growing delays per account and address, a high ceiling per account,
// a bar per address, reservations that count parallel guesses, and locks memory never forgets.
import { describe, expect, test } from "bun:test";
import { FailureLimiter } from "./rate-limit";

const clock = () => {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
};
const mumFrom = (client: string) => ({ client, account: "account:mum" });

describe("FailureLimiter", () => {
  test("after a few free tries, each failure doubles the wait: a delay, not a wall", () => {
    const c = clock();
    const limiter = new FailureLimiter({ now: c.now, freeTries: 3, firstDelayMs: 1000 });
    const keys = mumFrom("ip:1");
    for (let i = 0; i < 3; i++) expect(limiter.reserve(keys).ok).toBe(true);
    expect(limiter.check(keys)).toEqual({ ok: false, retryAfterSeconds: 1 });
    c.advance(1000);
    expect(limiter.reserve(keys).ok).toBe(true);
    expect(limiter.check(keys)).toEqual({ ok: false, retryAfterSeconds: 2 });
    c.advance(2000);
    expect(limiter.reserve(keys).ok).toBe(true);
    expect(limiter.check(keys)).toEqual({ ok: false, retryAfterSeconds: 4 });
    // The right password after the wait gets in and starts the count again.
    c.advance(4000);
    const right = limiter.reserve(keys);
    if (!right.ok) throw new Error("expected a try");
    limiter.succeed(right.attempt);
    expect(limiter.check(keys).ok).toBe(true);
  });

  test("a guesser at one address never locks the account for the family at another", () => {
    const c = clock();
    const limiter = new FailureLimiter({ now: c.now, freeTries: 3 });
    for (let i = 0; i < 3; i++) limiter.reserve(mumFrom("ip:guesser"));
    expect(limiter.check(mumFrom("ip:guesser")).ok).toBe(false);
    expect(limiter.check(mumFrom("ip:home")).ok).toBe(true);
  });

  test("the account's ceiling across all addresses stops a guesser who rotates addresses", () => {
    const c = clock();
    const limiter = new FailureLimiter({ now: c.now, accountMax: 20, clientMax: 1000 });
    for (let i = 0; i < 20; i++) expect(limiter.reserve(mumFrom(`ip:${i}`)).ok).toBe(true);
    expect(limiter.check(mumFrom("ip:new")).ok).toBe(false);
    c.advance(15 * 60 * 1000);
    expect(limiter.check(mumFrom("ip:new")).ok).toBe(true);
  });

  test("an address spraying many accounts waits at its own bar", () => {
    const c = clock();
    const limiter = new FailureLimiter({ now: c.now, clientMax: 10 });
    for (let i = 0; i < 10; i++) expect(limiter.reserve({ client: "ip:9", account: `account:${i}` }).ok).toBe(true);
    expect(limiter.check({ client: "ip:9", account: "account:new" }).ok).toBe(false);
    expect(limiter.check({ client: "ip:8", account: "account:new" }).ok).toBe(true);
  });
});

describe("FailureLimiter reservations", () => {
  test("a burst of parallel attempts is charged before any is verified", () => {
    const limiter = new FailureLimiter({ freeTries: 5 });
    // 200 requests arrive before any password check finishes: only the free tries get to verify.
    const verdicts = Array.from({ length: 200 }, () => limiter.reserve(mumFrom("ip:1")));
    expect(verdicts.filter((v) => v.ok)).toHaveLength(5);
  });

  test("a right password refunds its attempt at the address", () => {
    const limiter = new FailureLimiter({ clientMax: 3 });
    limiter.reserve(mumFrom("ip:1"));
    limiter.reserve(mumFrom("ip:1"));
    const right = limiter.reserve(mumFrom("ip:1"));
    if (!right.ok) throw new Error("expected a try");
    limiter.succeed(right.attempt);
    // Two failures stay against the address; the success does not count.
    expect(limiter.reserve({ client: "ip:1", account: "account:dad" }).ok).toBe(true);
    expect(limiter.check({ client: "ip:1", account: "account:kid" }).ok).toBe(false);
  });

  test("a flood of other failures never unlocks a held account", () => {
    const limiter = new FailureLimiter({ freeTries: 5 });
    const victim = mumFrom("ip:attacker");
    for (let i = 0; i < 10; i++) limiter.fail(victim);
    expect(limiter.check(victim).ok).toBe(false);
    // 10,100 failures to unknown accounts from many addresses: far past the memory bound.
    for (let i = 0; i < 10_100; i++) limiter.fail({ client: `ip:${i}`, account: `account:nobody-${i}` });
    expect(limiter.check(victim).ok).toBe(false);
  });
});
