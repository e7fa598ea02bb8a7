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

describe("FailureLimiter memory", () => {
  // 10,100 failures from 202 addresses (50 each, to accounts that do not exist): far past the bound.
  const flood = (limiter: FailureLimiter) => {
    for (let a = 0; a < 202; a++)
      for (let i = 0; i < 50; i++) limiter.fail({ client: `ip:flood-${a}`, account: `account:nobody-${a}-${i}` });
  };

  test("an account at 99 failures, not held yet, still locks at its 100th after a flood", () => {
    const c = clock();
    const limiter = new FailureLimiter({ now: c.now });
    for (let i = 0; i < 99; i++) limiter.fail(mumFrom(`ip:rotating-${i}`));
    expect(limiter.check(mumFrom("ip:next")).ok).toBe(true);
    c.advance(60_000);
    flood(limiter);
    expect(limiter.size).toBeLessThanOrEqual(10_000);
    expect(limiter.reserve(mumFrom("ip:next")).ok).toBe(true);
    expect(limiter.check(mumFrom("ip:another")).ok).toBe(false);
  });

  test("a pair at 10 failures gets no free tries back after a flood", () => {
    const c = clock();
    const limiter = new FailureLimiter({ now: c.now });
    for (let i = 0; i < 10; i++) limiter.fail(mumFrom("ip:guesser"));
    // Its delay has passed: the counter holds nobody back at the moment of the flood.
    c.advance(5 * 60 * 1000);
    expect(limiter.check(mumFrom("ip:guesser")).ok).toBe(true);
    flood(limiter);
    expect(limiter.reserve(mumFrom("ip:guesser")).ok).toBe(true);
    expect(limiter.check(mumFrom("ip:guesser")).ok).toBe(false);
  });

  test("full of counters that matter, a new client is refused (429) rather than one forgotten; known ones go on", () => {
    const c = clock();
    const limiter = new FailureLimiter({ now: c.now, maxEntries: 30 });
    for (let i = 0; i < 10; i++) for (let n = 0; n < 2; n++) limiter.fail({ client: `ip:${i}`, account: `account:${i}` });
    expect(limiter.size).toBe(30);
    const refused = limiter.reserve({ client: "ip:new", account: "account:new" });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(limiter.size).toBe(30);
    expect(limiter.reserve({ client: "ip:3", account: "account:3" }).ok).toBe(true);
    // Room comes back when the counts end.
    c.advance(15 * 60 * 1000 + 1);
    expect(limiter.reserve({ client: "ip:new", account: "account:new" }).ok).toBe(true);
  });

  test("a device-cookie holder is never refused for lack of room, and memory stays bounded", () => {
    const c = clock();
    const limiter = new FailureLimiter({ now: c.now, maxEntries: 30 });
    for (let i = 0; i < 10; i++) for (let n = 0; n < 2; n++) limiter.fail({ client: `ip:${i}`, account: `account:${i}` });
    for (let i = 0; i < 100; i++) {
      const keys = { client: `ip:member-${i}`, account: "account:mum" };
      expect(limiter.reserve(keys, { trusted: true }).ok).toBe(true);
      limiter.fail(keys);
      expect(limiter.size).toBeLessThanOrEqual(60);
    }
  });

  test("a refund takes back only its own attempt", () => {
    const limiter = new FailureLimiter({ freeTries: 3 });
    limiter.fail(mumFrom("ip:1"));
    limiter.fail(mumFrom("ip:1"));
    const third = limiter.reserve(mumFrom("ip:1"));
    if (!third.ok) throw new Error("expected a try");
    expect(limiter.check(mumFrom("ip:1")).ok).toBe(false);
    limiter.refund(third.attempt);
    expect(limiter.reserve(mumFrom("ip:1")).ok).toBe(true);
    expect(limiter.check(mumFrom("ip:1")).ok).toBe(false);
  });
});

describe("FailureLimiter and device cookies", () => {
  test("a device-cookie holder passes the account's ceiling but not its own address's counts", () => {
    const c = clock();
    const limiter = new FailureLimiter({ now: c.now });
    for (let a = 0; a < 20; a++) for (let i = 0; i < 5; i++) limiter.fail(mumFrom(`ip:bot-${a}`));
    expect(limiter.check(mumFrom("ip:home")).ok).toBe(false);
    expect(limiter.check(mumFrom("ip:home"), { trusted: true }).ok).toBe(true);
    // The cookie replayed from a guessing address is held by that address's failures.
    expect(limiter.check(mumFrom("ip:bot-0"), { trusted: true }).ok).toBe(false);
  });
});
