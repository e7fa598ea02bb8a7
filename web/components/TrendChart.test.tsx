import { describe, expect, test } from "bun:test";
import { TrendChart } from "./TrendChart";
import { getByRole, render } from "@web/test/render";

const series = [
  { date: "2026-04-01", value: 185.5 },
  { date: "2026-05-01", value: 184 },
  { date: "2026-06-01", value: 182.4 },
];

describe("TrendChart", () => {
  test("is one image named by its title, span and summary", () => {
    render(<TrendChart series={series} title="Weight" summary={"Latest 182.4 lbs · \u22123.1 lbs over 90 days"} />);
    const img = getByRole("img");
    expect(img.tagName.toLowerCase()).toBe("svg");
    expect(img.getAttribute("aria-label")).toBe(
      "Weight trend, 3 entries from Apr 1 to Jun 1. Latest 182.4 lbs · \u22123.1 lbs over 90 days",
    );
    // The drawing itself is hidden from assistive technology: the name says it all.
    expect(img.querySelector("g")!.getAttribute("aria-hidden")).toBe("true");
  });

  test("draws a line through every point, the newest marked, with axis labels", () => {
    const { container } = render(<TrendChart series={series} title="Weight" summary="s" />);
    expect(container.querySelectorAll("circle")).toHaveLength(3);
    expect(container.querySelectorAll(".chart-point-last")).toHaveLength(1);
    expect(container.querySelector(".chart-line")!.getAttribute("d")).toMatch(/^M[\d.]+ [\d.]+ L[\d.]+ [\d.]+ L[\d.]+ [\d.]+$/);
    const labels = Array.from(container.querySelectorAll("text")).map((t) => t.textContent);
    expect(labels).toEqual(["182", "184", "186", "Apr 1", "May 2", "Jun 1"]);
  });

  test("a single point is a dot without a line", () => {
    const { container } = render(
      <TrendChart series={[series[0]!]} title="Weight" summary="Latest 185.5 lbs · first entry in this range" />,
    );
    expect(container.querySelectorAll("circle")).toHaveLength(1);
    expect(container.querySelector(".chart-line")).toBeNull();
    expect(getByRole("img").getAttribute("aria-label")).toBe("Weight trend. Latest 185.5 lbs · first entry in this range");
  });
});
