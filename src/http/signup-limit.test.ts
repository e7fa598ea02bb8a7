// The sign-up limit: the same number per hour for each address and for the install.
import { describe, expect, test } from "bun:test";
import { SignupLimiter } from "./signup-limit";

const clock = () => {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
};

describe("SignupLimiter", () => {
  test("20 an hour by default, then refused until the oldest is an hour old; refusals are counted", () => {
    const c = clock();
    const limiter = new SignupLimiter({ now: c.now });
    for (let i = 0; i < 20; i++) {
      expect(limiter.take("ip:1").ok).toBe(true);
      c.advance(60_000);
    }
    const refused = limiter.take("ip:1");
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 40 * 60 });
    expect(limiter.refused).toBe(1);
    c.advance(40 * 60 * 1000);
    expect(limiter.take("ip:1").ok).toBe(true);
    expect(limiter.take("ip:1").ok).toBe(false);
    expect(limiter.refused).toBe(2);
  });

  test("the limit holds for the install: spreading over addresses does not pass it", () => {
    const limiter = new SignupLimiter({ perHour: 5, now: clock().now });
    for (let i = 0; i < 5; i++) expect(limiter.take(`ip:${i}`).ok).toBe(true);
    for (let i = 0; i < 100; i++) expect(limiter.take(`ip:other-${i}`).ok).toBe(false);
    expect(limiter.refused).toBe(100);
  });

  test("0 turns the limit off", () => {
    const limiter = new SignupLimiter({ perHour: 0 });
    for (let i = 0; i < 1000; i++) expect(limiter.take("ip:1").ok).toBe(true);
    expect(limiter.refused).toBe(0);
  });
});
