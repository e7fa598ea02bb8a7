// A small line chart in SVG, drawn by us (no chart library: a few hundred bytes of markup beat
// tens of kilobytes of dependency for three series). Scaling lives in chart.ts beside it. The
// chart is one image to assistive technology, named by its title and summary; the summary is
// also printed beside it by the caller.
import { layoutChart, type SeriesPoint } from "./chart";
import "./trend-chart.css";

const BOX = { width: 340, height: 190, top: 12, right: 14, bottom: 28, left: 44 };

type TrendChartProps = {
  /** Oldest first. */
  series: readonly SeriesPoint[];
  /** What is plotted, e.g. "Weight" (first words of the accessible name). */
  title: string;
  /** The one-line reading of the chart, e.g. "Latest 182.4 lbs · −3.1 lbs over 90 days". */
  summary: string;
  /** The least the value axis covers (see layoutChart). */
  minSpan?: number;
};

export function TrendChart({ series, title, summary, minSpan = 0 }: TrendChartProps) {
  const layout = layoutChart(series, BOX, 4, minSpan);
  const bottom = BOX.height - BOX.bottom;
  const first = layout.points[0];
  const last = layout.points[layout.points.length - 1];
  const area = first && last && layout.points.length > 1 ? `${layout.path} L${last.x} ${bottom} L${first.x} ${bottom} Z` : null;
  const dates = series.length > 1 ? `, ${series.length} entries from ${layout.xTicks[0]?.label} to ${layout.xTicks.at(-1)?.label}` : "";

  return (
    <svg
      className="trend-chart"
      viewBox={`0 0 ${BOX.width} ${BOX.height}`}
      role="img"
      aria-label={`${title} trend${dates}. ${summary}`}
      preserveAspectRatio="xMidYMid meet"
    >
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: the drawing holds nothing focusable; the svg's label says what it shows. */}
      <g aria-hidden="true">
        {layout.yTicks.map((t) => (
          <g key={t.value}>
            <line className="chart-grid" x1={BOX.left} x2={BOX.width - BOX.right} y1={t.y} y2={t.y} />
            <text className="chart-label" x={BOX.left - 8} y={t.y + 4} textAnchor="end">
              {t.value}
            </text>
          </g>
        ))}
        {layout.xTicks.map((t, i) => (
          <text
            key={t.date}
            className="chart-label"
            x={t.x}
            y={BOX.height - 8}
            textAnchor={layout.xTicks.length === 1 ? "middle" : i === 0 ? "start" : i === layout.xTicks.length - 1 ? "end" : "middle"}
          >
            {t.label}
          </text>
        ))}
        {area ? <path className="chart-area" d={area} /> : null}
        {layout.points.length > 1 ? <path className="chart-line" d={layout.path} /> : null}
        {layout.points.map((p, i) => (
          <circle
            key={`${p.date}-${i}`}
            className={i === layout.points.length - 1 ? "chart-point chart-point-last" : "chart-point"}
            cx={p.x}
            cy={p.y}
            r={i === layout.points.length - 1 ? 5 : 3.5}
          />
        ))}
      </g>
    </svg>
  );
}
