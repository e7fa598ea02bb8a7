// Body Composition (/body-composition): the add/edit form, the trend chart and the previous entries
// with edit and delete, every figure in the user's units (docs/behaviour/body-composition.md, "Body composition").
import { useState } from "react";
import type { BodyEntry, BodyMetricKey } from "@shared/body-composition/contract";
import { BODY_METRICS, MEASUREMENTS } from "@shared/body-composition/rules";
import { addDays, parseIsoDate, toIsoDate, todayIso } from "@shared/dates";
import { CHART_RANGES, pointsInRange, trendSummary, type ChartRangeKey } from "@web/components/chart";
import { PencilIcon, TrashIcon } from "@web/components/Icons";
import { Loading } from "@web/components/Loading";
import { Page } from "@web/components/Page";
import { Segmented } from "@web/components/Segmented";
import { TrendChart } from "@web/components/TrendChart";
import { FiguresWhole } from "@web/components/FiguresWhole";
import { toast, toastError } from "@web/stores/toast";
import { useUnits } from "@web/features/auth";
import { compareEntriesNewestFirst, entryDate } from "./entries";
import { EntryForm } from "./EntryForm";
import { PAGE_SIZE } from "./api";
import { useBodyEntryActions, useBodyEntryPage, useBodyTrend } from "./hooks";
import { figureText, shownFigure, unitOf } from "./units";
import "./body-composition.css";
import { Reveal } from "@web/components/Form";

const METRIC_OPTIONS = BODY_METRICS.map((m) => ({ key: m.key, label: m.short }));

/** The first date a range draws (a day early is harmless: the chart keeps only its own days). */
function rangeStart(range: ChartRangeKey, today: string): string | null {
  const days = CHART_RANGES.find((r) => r.key === range)!.days;
  return days === null ? null : toIsoDate(addDays(parseIsoDate(today)!, -days));
}

function TrendCard() {
  const [metricKey, setMetricKey] = useState<BodyMetricKey>("weight");
  const [range, setRange] = useState<ChartRangeKey>("90d");
  const units = useUnits();
  const today = todayIso();
  const { data: entries = [] } = useBodyTrend(rangeStart(range, today));
  const metric = BODY_METRICS.find((m) => m.key === metricKey)!;
  const all = entries.flatMap((e) =>
    e[metricKey] === null ? [] : [{ date: e.date, value: shownFigure(metricKey, e[metricKey]!, units) }],
  );
  const series = pointsInRange(all, range, today);
  const summary = trendSummary(series, unitOf(metricKey, units), range);
  const rangeLabel = CHART_RANGES.find((r) => r.key === range)!.label;

  return (
    <section className="card stack" aria-labelledby="trend-title">
      <h2 id="trend-title" className="card-title">
        Trend
      </h2>
      <Segmented label="Metric" options={METRIC_OPTIONS} value={metricKey} onChange={setMetricKey} />
      <Segmented label="Range" options={CHART_RANGES} value={range} onChange={setRange} />
      {summary ? (
        <>
          <p className="chart-summary" aria-live="polite">
            <FiguresWhole text={summary} />
          </p>
          <TrendChart series={series} title={metric.short} summary={summary} />
        </>
      ) : (
        <p className="muted body-chart-empty" aria-live="polite">
          {range === "all"
            ? `No ${metric.short.toLowerCase()} entries yet.`
            : `No ${metric.short.toLowerCase()} entries in the last ${rangeLabel}.`}
        </p>
      )}
    </section>
  );
}

function EntryItem({ entry, onEdit, onDelete }: { entry: BodyEntry; onEdit: () => void; onDelete: () => void }) {
  const units = useUnits();
  const label = entryDate(entry.date);
  const metrics = BODY_METRICS.filter((m) => entry[m.key] !== null);
  const measurements = MEASUREMENTS.filter((m) => entry[m.key] !== null);
  return (
    <li className="body-entry">
      <div className="body-entry-head">
        <h3 className="body-entry-date">{label}</h3>
        <div className="body-entry-actions">
          <button type="button" className="icon-button" aria-label={`Edit entry of ${label}`} onClick={onEdit}>
            <PencilIcon size={18} />
          </button>
          <button type="button" className="icon-button icon-button-danger" aria-label={`Delete entry of ${label}`} onClick={onDelete}>
            <TrashIcon size={18} />
          </button>
        </div>
      </div>
      {metrics.length > 0 ? (
        <dl className="body-metrics">
          {metrics.map((m) => (
            <div key={m.key} className="body-metric">
              <dt>{m.short}</dt>
              <dd>{figureText(m.key, entry[m.key]!, units)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {measurements.length > 0 ? (
        <p className="body-measurements small">
          {measurements.map((m) => `${m.label} ${figureText(m.key, entry[m.key]!, units)}`).join(" · ")}
        </p>
      ) : null}
      {entry.notes ? <p className="muted small body-notes">{entry.notes}</p> : null}
    </li>
  );
}

type EntryActions = { onEdit: (entry: BodyEntry) => void; onDelete: (entry: BodyEntry) => void };

/**
 * The entries dated before `before`, a page at a time: "Show older entries" reads the next page
 * only when asked, so a long history is never read whole.
 */
function OlderEntries({ before, ...actions }: { before: string } & EntryActions) {
  const { data, error } = useBodyEntryPage(before);
  if (!data) {
    return <li className="muted small">{error ? "Could not load older entries. Please try again later." : "Loading…"}</li>;
  }
  return <EntryItems entries={data} {...actions} />;
}

function EntryItems({ entries, onEdit, onDelete }: { entries: BodyEntry[] } & EntryActions) {
  const [older, setOlder] = useState(false);
  const sorted = [...entries].sort(compareEntriesNewestFirst);
  const last = sorted.at(-1);
  return (
    <>
      {sorted.map((entry) => (
        <EntryItem key={entry.id} entry={entry} onEdit={() => onEdit(entry)} onDelete={() => onDelete(entry)} />
      ))}
      {last && entries.length >= PAGE_SIZE ? (
        older ? (
          <OlderEntries before={last.date} onEdit={onEdit} onDelete={onDelete} />
        ) : (
          <li className="body-entries-more">
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => setOlder(true)}>
              Show older entries
            </button>
          </li>
        )
      ) : null}
    </>
  );
}

export function BodyCompositionPage() {
  const { data, error, isLoading } = useBodyEntryPage();
  const actions = useBodyEntryActions();
  // null: form closed; "new": adding; an entry: editing it.
  const [form, setForm] = useState<"new" | BodyEntry | null>(null);
  const entries = data ?? [];

  // The form opens at the top and is brought into view, its first field focused (Reveal).
  const openForm = (next: "new" | BodyEntry) => setForm(next);

  const remove = async (entry: BodyEntry) => {
    if (!window.confirm("Are you sure you want to delete this entry?")) return;
    try {
      await actions.remove(entry.id);
      if (form !== null && form !== "new" && form.id === entry.id) setForm(null);
      toast({ title: "Entry deleted" });
    } catch {
      toastError("Failed to delete entry. Please try again.");
    }
  };

  return (
    <Page
      title="Body Composition"
      subtitle="Weight, body fat and measurements over time"
      actions={
        <button
          type="button"
          className="btn btn-primary btn-sm"
          aria-expanded={form === "new"}
          onClick={() => (form === "new" ? setForm(null) : openForm("new"))}
        >
          Add Entry
        </button>
      }
    >
      {form !== null ? (
        <Reveal key={form === "new" ? "new" : form.id}>
          <EntryForm editing={form === "new" ? null : form} onDone={() => setForm(null)} />
        </Reveal>
      ) : null}

      {entries.length > 0 ? <TrendCard /> : null}

      <section className="card stack" aria-labelledby="previous-entries-title">
        <h2 id="previous-entries-title" className="card-title">
          Previous Entries
        </h2>
        {isLoading && !data ? (
          <Loading />
        ) : error && !data ? (
          <p className="muted">Could not load your entries. Please try again later.</p>
        ) : entries.length === 0 ? (
          <p className="muted empty">No entries yet. Add your first body composition measurement!</p>
        ) : (
          <ul className="body-entries">
            <EntryItems entries={entries} onEdit={openForm} onDelete={remove} />
          </ul>
        )}
      </section>
    </Page>
  );
}
