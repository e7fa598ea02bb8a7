// Body Composition (/body-composition, spec section 2): the add/edit form, the trend chart and the
// previous entries with edit and delete.
import { useId, useRef, useState, type FormEvent } from "react";
import {
  BODY_METRICS,
  MEASUREMENTS,
  bodyEntrySchema,
  compareEntriesNewestFirst,
  formatFigure,
  type BodyEntry,
  type BodyMetricKey,
  type BodyNumberKey,
} from "../../src/shared/body";
import { CHART_RANGES, longDate, pointsInRange, trendSummary, withUnit, type ChartRangeKey } from "../../src/shared/chart";
import { parseIsoDate, toIsoDate, weekdayName } from "../../src/shared/dates";
import { firstIssueMessage } from "../../src/shared/validation";
import { bodyApi, useBodyEntries } from "../api/body";
import { Field } from "../components/Field";
import { FormError } from "../components/Form";
import { PencilIcon, TrashIcon } from "../components/Icons";
import { Loading } from "../components/Loading";
import { Page } from "../components/Page";
import { Segmented } from "../components/Segmented";
import { TrendChart } from "../components/TrendChart";
import { toast, toastError } from "../stores/toast";
import "./body/body.css";

type FormValues = { date: string; notes: string } & Record<BodyNumberKey, string>;

const NUMBER_KEYS: BodyNumberKey[] = [...BODY_METRICS, ...MEASUREMENTS].map((f) => f.key);

function emptyForm(): FormValues {
  const values = Object.fromEntries(NUMBER_KEYS.map((k) => [k, ""])) as Record<BodyNumberKey, string>;
  return { ...values, date: toIsoDate(new Date()), notes: "" };
}

function formFromEntry(entry: BodyEntry): FormValues {
  const values = Object.fromEntries(NUMBER_KEYS.map((k) => [k, entry[k] === null ? "" : String(entry[k])])) as Record<BodyNumberKey, string>;
  return { ...values, date: entry.date, notes: entry.notes ?? "" };
}

/** Empty fields are omitted (spec section 5); the rest go to the shared schema as numbers. */
function payloadFrom(values: FormValues): Record<string, unknown> {
  const payload: Record<string, unknown> = { date: values.date };
  for (const key of NUMBER_KEYS) {
    const text = values[key].trim().replace(",", ".");
    if (text !== "") payload[key] = Number(text);
  }
  if (values.notes.trim()) payload.notes = values.notes.trim();
  return payload;
}

/** "Mon, Jun 1, 2026" */
function entryDate(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? `${weekdayName(date).slice(0, 3)}, ${longDate(iso)}` : iso;
}

type EntryFormProps = {
  editing: BodyEntry | null;
  onDone: () => void;
  onSaved: () => Promise<unknown>;
};

function EntryForm({ editing, onDone, onSaved }: EntryFormProps) {
  const [values, setValues] = useState<FormValues>(() => (editing ? formFromEntry(editing) : emptyForm()));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const notesId = useId();
  const set = (key: keyof FormValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = bodyEntrySchema.safeParse(payloadFrom(values));
    if (!parsed.success) {
      setProblem(firstIssueMessage(parsed.error));
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      if (editing) await bodyApi.update(editing.id, parsed.data);
      else await bodyApi.create(parsed.data);
      // The list is read again (spec, section 7) and shows the entry before the toast says so.
      await onSaved();
      toast({ title: editing ? "Entry updated" : "Entry saved" });
      onDone();
    } catch {
      toastError(editing ? "Failed to update entry. Please try again." : "Failed to save entry. Please try again.");
    } finally {
      setSaving(false);
    }
  };

  const numberField = (f: { key: BodyNumberKey; label: string }) => (
    <Field
      key={f.key}
      label={f.label}
      name={f.key}
      type="number"
      inputMode="decimal"
      step="0.1"
      min="0"
      value={values[f.key]}
      onChange={set(f.key)}
    />
  );

  return (
    <form className="card stack" onSubmit={onSubmit} aria-label={editing ? "Edit entry" : "New entry"} noValidate={false}>
      <h2 className="card-title">{editing ? "Edit Entry" : "New Entry"}</h2>
      <Field label="Date" name="date" type="date" required value={values.date} onChange={set("date")} />
      <div className="body-grid">{BODY_METRICS.map(numberField)}</div>
      <fieldset className="body-fieldset">
        <legend>Measurements (inches)</legend>
        <div className="body-grid">{MEASUREMENTS.map(numberField)}</div>
      </fieldset>
      <div className="field">
        <label htmlFor={notesId}>Notes</label>
        <textarea id={notesId} name="notes" className="input" maxLength={2000} value={values.notes} onChange={set("notes")} />
      </div>
      <FormError message={problem} />
      <div className="button-row">
        <button type="button" className="btn btn-secondary" onClick={onDone} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? "Saving..." : editing ? "Update Entry" : "Save Entry"}
        </button>
      </div>
    </form>
  );
}

const METRIC_OPTIONS = BODY_METRICS.map((m) => ({ key: m.key, label: m.short }));

function TrendCard({ entries }: { entries: BodyEntry[] }) {
  const [metricKey, setMetricKey] = useState<BodyMetricKey>("weight");
  const [range, setRange] = useState<ChartRangeKey>("90d");
  const metric = BODY_METRICS.find((m) => m.key === metricKey)!;
  const all = entries.flatMap((e) => (e[metricKey] === null ? [] : [{ date: e.date, value: e[metricKey]! }]));
  const series = pointsInRange(all, range, toIsoDate(new Date()));
  const summary = trendSummary(series, metric.unit, range);
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
            {summary}
          </p>
          <TrendChart series={series} title={metric.short} summary={summary} />
        </>
      ) : (
        <p className="muted body-chart-empty" aria-live="polite">
          {all.length === 0
            ? `No ${metric.short.toLowerCase()} entries yet.`
            : `No ${metric.short.toLowerCase()} entries in the ${range === "all" ? "history" : `last ${rangeLabel}`}.`}
        </p>
      )}
    </section>
  );
}

function EntryItem({ entry, onEdit, onDelete }: { entry: BodyEntry; onEdit: () => void; onDelete: () => void }) {
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
              <dd>{withUnit(entry[m.key]!, m.unit)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {measurements.length > 0 ? (
        <p className="body-measurements small">
          {measurements.map((m) => `${m.label} ${formatFigure(entry[m.key]!)} in`).join(" · ")}
        </p>
      ) : null}
      {entry.notes ? <p className="muted small body-notes">{entry.notes}</p> : null}
    </li>
  );
}

export function BodyCompositionPage() {
  const { data, error, isLoading, mutate } = useBodyEntries();
  // null: form closed; "new": adding; an entry: editing it.
  const [form, setForm] = useState<"new" | BodyEntry | null>(null);
  const formAnchor = useRef<HTMLDivElement>(null);
  const entries = [...(data ?? [])].sort(compareEntriesNewestFirst);

  const openForm = (next: "new" | BodyEntry) => {
    setForm(next);
    requestAnimationFrame(() => formAnchor.current?.scrollIntoView?.({ block: "start", behavior: "smooth" }));
  };

  const remove = async (entry: BodyEntry) => {
    if (!window.confirm("Are you sure you want to delete this entry?")) return;
    try {
      await bodyApi.remove(entry.id);
      await mutate();
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
      <div ref={formAnchor} className="body-form-anchor" />
      {form !== null ? (
        <EntryForm
          key={form === "new" ? "new" : form.id}
          editing={form === "new" ? null : form}
          onDone={() => setForm(null)}
          onSaved={() => mutate()}
        />
      ) : null}

      {entries.length > 0 ? <TrendCard entries={entries} /> : null}

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
            {entries.map((entry) => (
              <EntryItem key={entry.id} entry={entry} onEdit={() => openForm(entry)} onDelete={() => remove(entry)} />
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}
