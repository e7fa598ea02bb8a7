import { describe, expect, test } from "bun:test";
import { BUDGETS, check, checkReads, checkWrites, type ReadResult } from "./bench-budgets";
import { luaScript, parseDuration, parseWrk, type WrkReport } from "./bench-wrk";

const REPORT = `Running 2s test @ http://127.0.0.1:45123/
  2 threads and 64 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     2.66ms    6.98ms  89.76ms   98.25%
    Req/Sec    18.96k     2.75k   27.77k    82.50%
  Latency Distribution
     50%  812.00us
     75%    2.90ms
     90%    4.78ms
     99%   40.16ms
  75966 requests in 2.02s, 9.58MB read
  Non-2xx or 3xx responses: 7596
Requests/sec:  37535.95
Transfer/sec:      4.73MB
`;

describe("wrk report", () => {
  test("durations in every unit wrk prints", () => {
    expect(parseDuration("812.00us")).toBeCloseTo(0.812);
    expect(parseDuration("2.90ms")).toBe(2.9);
    expect(parseDuration("1.50s")).toBe(1500);
    expect(parseDuration("1.00m")).toBe(60_000);
    expect(() => parseDuration("fast")).toThrow();
  });

  test("throughput, the latency distribution and failed answers", () => {
    const r = parseWrk(REPORT);
    expect(r.requests).toBe(75966);
    expect(r.seconds).toBeCloseTo(2.02);
    expect(r.rps).toBeCloseTo(37535.95);
    expect(r.latency.avg).toBe(2.66);
    expect(r.latency.max).toBe(89.76);
    expect(r.latency.p50).toBeCloseTo(0.812);
    expect(r.latency.p75).toBe(2.9);
    expect(r.latency.p90).toBe(4.78);
    expect(r.latency.p99).toBe(40.16);
    expect(r.non2xx).toBe(7596);
    expect(r.socketErrors).toBe(0);
  });

  test("socket errors are added up; a clean run has no failures", () => {
    const text = REPORT.replace("  Non-2xx or 3xx responses: 7596\n", "  Socket errors: connect 1, read 2, write 0, timeout 12\n");
    const r = parseWrk(text);
    expect(r.non2xx).toBe(0);
    expect(r.socketErrors).toBe(15);
  });

  test("a report without the latency distribution is refused", () => {
    expect(() => parseWrk(REPORT.replace(/ {5}99%.*\n/, ""))).toThrow(/99% latency/);
    expect(() => parseWrk("unable to connect to 127.0.0.1:1 Connection refused")).toThrow();
  });

  test("the Lua script rotates through the requests with headers and JSON bodies", () => {
    const lua = luaScript(
      [
        { method: "GET", path: "/api/meals?date=2026-01-02" },
        { method: "PUT", path: "/api/exercises/7/sets/1", body: { reps: "8", completed: true } },
      ],
      { Cookie: "kinfit_session=abc" },
    );
    expect(lua).toContain(`{"GET", "/api/meals?date=2026-01-02"},`);
    expect(lua).toContain(`{"PUT", "/api/exercises/7/sets/1", "{\\"reps\\":\\"8\\",\\"completed\\":true}"},`);
    expect(lua).toContain(`["Cookie"] = "kinfit_session=abc"`);
    expect(lua).toContain(`["Content-Type"] = "application/json"`);
    expect(lua).toContain("request = function()");
    expect(() => luaScript([])).toThrow();
  });
});

const report = (rps: number, p99: number, failures = 0): WrkReport => ({
  requests: rps * 5,
  seconds: 5,
  rps,
  latency: { avg: p99 / 3, max: p99 * 2, p50: p99 / 4, p75: p99 / 2, p90: p99 / 1.5, p99 },
  non2xx: failures,
  socketErrors: 0,
});

describe("budgets", () => {
  test("a floor is met at the limit, missed under it, and fails the run under half of it", () => {
    expect(check("r", BUDGETS.readVsBare, 0.3)).toMatchObject({ met: true, fails: false, budget: ">= 0.3x" });
    expect(check("r", BUDGETS.readVsBare, 0.2)).toMatchObject({ met: false, fails: false });
    expect(check("r", BUDGETS.readVsBare, 0.14)).toMatchObject({ met: false, fails: true });
  });

  test("a ceiling ratio fails the run only beyond twice the limit", () => {
    expect(check("r", BUDGETS.seededVsEmpty, 1.25)).toMatchObject({ met: true, fails: false });
    expect(check("r", BUDGETS.seededVsEmpty, 2.4)).toMatchObject({ met: false, fails: false });
    expect(check("r", BUDGETS.seededVsEmpty, 2.6)).toMatchObject({ met: false, fails: true });
  });

  test("absolute figures are met or missed but never fail the run", () => {
    expect(check("x", BUDGETS.readP99, 10)).toMatchObject({ met: false, fails: false, budget: "< 10 ms" });
    expect(check("x", BUDGETS.coldStart, 900)).toMatchObject({ met: false, fails: false });
    expect(check("x", BUDGETS.firstScreenJs, 100)).toMatchObject({ met: true, budget: "<= 100 KB" });
    expect(check("x", BUDGETS.readVsBare, NaN)).toMatchObject({ met: false, fails: false });
  });

  test("reads against bare and empty, writes by p99 and failures", () => {
    const read: ReadResult = {
      route: "GET /api/templates",
      seeded: report(3000, 8),
      empty: report(4500, 5),
      bare: report(10000, 2),
      bytes: 9000,
    };
    const checks = checkReads([read]);
    expect(checks.map((c) => [c.measure, Number(c.value.toFixed(2)), c.met])).toEqual([
      ["req/s vs bare", 0.3, true],
      ["p99", 8, true],
      ["seeded/empty", 1.5, false],
    ]);
    const writes = checkWrites([{ route: "PUT tick", seeded: report(800, 30, 2), bytes: 500 }]);
    expect(writes.map((c) => [c.measure, c.value, c.met, c.fails])).toEqual([
      ["p99", 30, false, false],
      ["failed requests", 2, false, false],
    ]);
  });
});
