import { expect, test } from "bun:test";
import { lazyChecks } from "./lazy-checks";

test("the checks load once, on first use, and a failed load is tried again on the next use", async () => {
  let calls = 0;
  let fail = true;
  const checks = lazyChecks(async () => {
    calls++;
    if (fail) throw new TypeError("Failed to fetch dynamically imported module");
    return { ok: true };
  });
  expect(calls).toBe(0);
  checks.warm();
  await expect(checks.load()).rejects.toThrow("Failed to fetch");
  expect(calls).toBe(1);
  fail = false;
  expect(await checks.load()).toEqual({ ok: true });
  expect(await checks.load()).toEqual({ ok: true });
  checks.warm();
  expect(calls).toBe(2);
});
