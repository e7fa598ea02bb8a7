// The trend charts' maths: ranges, nice axes, layout and the summary line.
import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { dayNumber, layoutChart, niceScale, niceStep, pointsInRange, shortDate, signedChange, trendSummary, withUnit } from "./chart";

const box = { width: 320, height: 180, top: 10, right: 10, bottom: 30, left: 40 };

describe("niceStep", () => {
  test("rounds up to 1, 2, 2.5 or 5 times a power of ten", () => {
    expect(niceStep(0.7)).toBe(1);
    expect(niceStep(1.3)).toBe(2);
    expect(niceStep(2.2)).toBe(2.5);
    expect(niceStep(3)).toBe(5);
    expect(niceStep(7)).toBe(10);
    expect(niceStep(0.03)).toBeCloseTo(0.05);
    expect(niceStep(120)).toBe(200);
  });
  test("nonsense gives 1", () => {
    expect(niceStep(0)).toBe(1);
    expect(niceStep(-3)).toBe(1);
    expect(niceStep(Number.NaN)).toBe(1);
  });
});

describe("niceScale", () => {
  test("covers the data with round ticks", () => {
    expect(niceScale(178.2, 185.6)).toEqual({ min: 177.5, max: 187.5, ticks: [177.5, 180, 182.5, 185, 187.5] });
    expect(niceScale(12.1, 19.8)).toEqual({ min: 10, max: 20, ticks: [10, 15, 20] });
    expect(niceScale(0.1, 0.4)).toEqual({ min: 0.1, max: 0.4, ticks: [0.1, 0.2, 0.3, 0.4] });
  });
  test("a flat series gets room around it, never below zero", () => {
    const s = niceScale(180, 180);
    expect(s.min).toBeLessThan(180);
    expect(s.max).toBeGreaterThan(180);
    const z = niceScale(0, 0);
    expect(z.min).toBe(0);
    expect(z.max).toBeGreaterThan(0);
  });
  test("property: ticks are evenly spaced, start at min, end at max, and cover the data", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 2000, noNaN: true }), fc.double({ min: 0, max: 2000, noNaN: true }), (a, b) => {
        const s = niceScale(a, b);
        expect(s.min).toBeLessThanOrEqual(Math.min(a, b) + 1e-9);
        expect(s.max).toBeGreaterThanOrEqual(Math.max(a, b) - 1e-9);
        expect(s.min).toBeGreaterThanOrEqual(0);
        expect(s.ticks[0]).toBe(s.min);
        expect(s.ticks.at(-1)).toBeCloseTo(s.max, 6);
        expect(s.ticks.length).toBeGreaterThanOrEqual(2);
        expect(s.ticks.length).toBeLessThanOrEqual(8);
        const steps = s.ticks.slice(1).map((t, i) => t - s.ticks[i]!);
        for (const step of steps) expect(step).toBeCloseTo(steps[0]!, 6);
      }),
    );
  });
});

describe("pointsInRange", () => {
  const pts = [
    { date: "2026-06-30", value: 180 },
    { date: "2025-06-01", value: 190 },
    { date: "2026-06-01", value: 183 },
    { date: "2026-05-31", value: 184 },
    { date: "2026-04-02", value: 186 },
  ];
  test("30 days runs from 29 days back through today, oldest first", () => {
    expect(pointsInRange(pts, "30d", "2026-06-30").map((p) => p.date)).toEqual(["2026-06-01", "2026-06-30"]);
  });
  test("90 days, 1 year and all", () => {
    expect(pointsInRange(pts, "90d", "2026-06-30").map((p) => p.date)).toEqual(["2026-04-02", "2026-05-31", "2026-06-01", "2026-06-30"]);
    expect(pointsInRange(pts, "1y", "2026-06-30")).toHaveLength(4);
    expect(pointsInRange(pts, "all", "2026-06-30")[0]!.date).toBe("2025-06-01");
  });
  test("does not change its input", () => {
    const copy = structuredClone(pts);
    pointsInRange(pts, "all", "2026-06-30");
    expect(pts).toEqual(copy);
  });
});

describe("layoutChart", () => {
  test("places oldest at the left edge, newest at the right, higher values higher", () => {
    const l = layoutChart(
      [
        { date: "2026-06-01", value: 185 },
        { date: "2026-06-11", value: 182.5 },
        { date: "2026-06-21", value: 180 },
      ],
      box,
    );
    expect(l.points.map((p) => p.x)).toEqual([40, 175, 310]);
    expect(l.points[0]!.y).toBeLessThan(l.points[2]!.y);
    expect(l.path).toBe(`M40 ${l.points[0]!.y} L175 ${l.points[1]!.y} L310 ${l.points[2]!.y}`);
    // The axis bottom is the chart's bottom edge, its top the top edge.
    expect(l.yTicks[0]!.y).toBe(150);
    expect(l.yTicks.at(-1)!.y).toBe(10);
    expect(l.xTicks.map((t) => t.label)).toEqual(["Jun 1", "Jun 11", "Jun 21"]);
  });
  test("minSpan keeps a steady series steady: the axis covers at least that much, centred on it", () => {
    const steady = [
      { date: "2026-06-01", value: 2465 },
      { date: "2026-06-08", value: 2473 },
      { date: "2026-06-15", value: 2422 },
    ];
    const magnified = layoutChart(steady, box);
    expect(magnified.scale.max - magnified.scale.min).toBeLessThan(100);
    const held = layoutChart(steady, box, 4, 500);
    expect(held.scale.max - held.scale.min).toBeGreaterThanOrEqual(500);
    expect(held.scale.min).toBeLessThan(2422 - 150);
    expect(held.scale.max).toBeGreaterThan(2473 + 150);
    // Points a line apart at most a few pixels.
    const ys = held.points.map((p) => p.y);
    expect(Math.max(...ys) - Math.min(...ys)).toBeLessThan(20);
    // A non-negative series near 0 never gets a negative axis.
    expect(
      layoutChart(
        [
          { date: "2026-06-01", value: 10 },
          { date: "2026-06-02", value: 20 },
        ],
        box,
        4,
        500,
      ).scale.min,
    ).toBe(0);
  });
  test("x follows calendar days, not entry order", () => {
    const l = layoutChart(
      [
        { date: "2026-06-01", value: 1 },
        { date: "2026-06-02", value: 2 },
        { date: "2026-06-11", value: 3 },
      ],
      box,
    );
    expect(l.points[1]!.x).toBe(67);
  });
  test("one point sits in the middle; none gives an empty layout", () => {
    const one = layoutChart([{ date: "2026-06-01", value: 180 }], box);
    expect(one.points[0]!.x).toBe(175);
    expect(one.points[0]!.y).toBeGreaterThan(10);
    expect(one.points[0]!.y).toBeLessThan(150);
    expect(one.xTicks).toHaveLength(1);
    expect(layoutChart([], box)).toMatchObject({ points: [], path: "" });
  });
  test("a span of more than 300 days labels months with the year", () => {
    const l = layoutChart(
      [
        { date: "2025-01-10", value: 1 },
        { date: "2026-03-01", value: 2 },
      ],
      box,
    );
    expect(l.xTicks.map((t) => t.label)).toEqual(["Jan 2025", "Aug 2025", "Mar 2026"]);
  });
  test("property: every point stays inside the drawing area", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ day: fc.integer({ min: 0, max: 3000 }), value: fc.double({ min: 0, max: 1500, noNaN: true }) }), {
          minLength: 1,
          maxLength: 40,
        }),
        (raw) => {
          const series = raw
            .map((r) => ({ date: new Date(Date.UTC(2020, 0, 1 + r.day)).toISOString().slice(0, 10), value: r.value }))
            .sort((a, b) => (a.date < b.date ? -1 : 1));
          for (const p of layoutChart(series, box).points) {
            expect(p.x).toBeGreaterThanOrEqual(40);
            expect(p.x).toBeLessThanOrEqual(310);
            expect(p.y).toBeGreaterThanOrEqual(10);
            expect(p.y).toBeLessThanOrEqual(150);
          }
        },
      ),
    );
  });
});

describe("text", () => {
  test("dates and units", () => {
    expect(dayNumber("1970-01-02")).toBe(1);
    expect(dayNumber("2026-03-30") - dayNumber("2026-03-28")).toBe(2);
    expect(shortDate("2026-03-09")).toBe("Mar 9");
    expect(withUnit(182.44, "lbs")).toBe("182.4 lbs");
    expect(withUnit(18.25, "%")).toBe("18.3%");
    expect(signedChange(-3.14, "lbs")).toBe("\u22123.1 lbs");
    expect(signedChange(1.2, "%")).toBe("+1.2%");
  });
  test("trendSummary: latest value and the change over the range", () => {
    const series = [
      { date: "2026-04-01", value: 185.5 },
      { date: "2026-05-01", value: 184 },
      { date: "2026-06-01", value: 182.4 },
    ];
    expect(trendSummary(series, "lbs", "90d")).toBe("Latest 182.4 lbs · \u22123.1 lbs over 90 days");
    expect(trendSummary(series, "lbs", "1y")).toBe("Latest 182.4 lbs · \u22123.1 lbs over 1 year");
    expect(trendSummary(series, "lbs", "all")).toBe("Latest 182.4 lbs · \u22123.1 lbs since Apr 1, 2026");
    expect(
      trendSummary(
        [
          { date: "2026-04-01", value: 17 },
          { date: "2026-04-09", value: 18.5 },
        ],
        "%",
        "30d",
      ),
    ).toBe("Latest 18.5% · +1.5% over 30 days");
    expect(
      trendSummary(
        [
          { date: "2026-04-01", value: 17 },
          { date: "2026-04-09", value: 17.01 },
        ],
        "%",
        "30d",
      ),
    ).toBe("Latest 17% · no change over 30 days");
    expect(trendSummary([{ date: "2026-04-01", value: 17 }], "%", "30d")).toBe("Latest 17% · first entry in this range");
    expect(trendSummary([], "%", "30d")).toBeNull();
  });
});
