// The body composition entry form, for a new entry or an existing one: date, the three headline
// figures, the measurements and notes, in the user's units, converted to the stored units and
// checked with the shared schema before it is sent.
import { useId, useState, type FormEvent } from "react";
import type { BodyEntry, BodyNumberKey } from "@shared/body-composition/contract";
import { BODY_METRICS, MEASUREMENTS, bodyEntryProblems } from "@shared/body-composition/rules";
import { todayIso } from "@shared/dates";
import { BODY, TEXT } from "@shared/limits";
import type { Units } from "@shared/units";
import { fieldMessages, firstIssueMessage } from "@shared/validation";
import { Field } from "@web/components/Field";
import { FormError } from "@web/components/Form";
import { CHECKS_UNAVAILABLE, lazyChecks } from "@web/lib/lazy-checks";
import { toast, toastError } from "@web/stores/toast";
import { useUnits } from "@web/features/auth";
import { useBodyEntryActions } from "./hooks";
import { fieldLabel, measurementsLegend, rangeMessageIn, shownFigure, storedFigure } from "./units";

const checks = lazyChecks(() => import("./checks"));

type FormValues = { date: string; notes: string } & Record<BodyNumberKey, string>;

const NUMBER_KEYS: BodyNumberKey[] = [...BODY_METRICS, ...MEASUREMENTS].map((f) => f.key);

function emptyForm(): FormValues {
  const values = Object.fromEntries(NUMBER_KEYS.map((k) => [k, ""])) as Record<BodyNumberKey, string>;
  return { ...values, date: todayIso(), notes: "" };
}

/** The entry's figures in the user's units. */
function formFromEntry(entry: BodyEntry, units: Units): FormValues {
  const values = Object.fromEntries(
    NUMBER_KEYS.map((k) => [k, entry[k] === null ? "" : String(shownFigure(k, entry[k]!, units))]),
  ) as Record<BodyNumberKey, string>;
  return { ...values, date: entry.date, notes: entry.notes ?? "" };
}

/**
 * Empty fields are omitted; the rest go to the shared schema as stored figures (pounds, inches; a
 * comma counts as the decimal point). A figure left as it was shown keeps its stored value, so
 * saving an entry in kilograms never nudges a weight that was typed in pounds.
 */
function payloadFrom(values: FormValues, units: Units, editing: BodyEntry | null, shown: FormValues): Record<string, unknown> {
  const payload: Record<string, unknown> = { date: values.date };
  for (const key of NUMBER_KEYS) {
    const text = values[key].trim().replace(",", ".");
    if (text === "") continue;
    const original = editing?.[key];
    const typed = /^(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
    payload[key] = original != null && values[key] === shown[key] ? original : storedFigure(key, typed, units);
  }
  if (values.notes.trim()) payload.notes = values.notes.trim();
  return payload;
}

/** A figure finer than the input's step (one converted from another unit) must not be refused by the browser. */
const finerThanStep = (text: string) => /[.,]\d{2,}/.test(text);

type EntryFormProps = {
  /** The entry to change, or null for a new one. */
  editing: BodyEntry | null;
  onDone: () => void;
};

export function EntryForm({ editing, onDone }: EntryFormProps) {
  const actions = useBodyEntryActions();
  const units = useUnits();
  const [shown] = useState<FormValues>(() => (editing ? formFromEntry(editing, units) : emptyForm()));
  const [values, setValues] = useState<FormValues>(shown);
  const [problem, setProblem] = useState<string | null>(null);
  /** What is wrong with each field, shown under it before anything is sent. */
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<BodyNumberKey | "date", string>>>({});
  const [saving, setSaving] = useState(false);
  const notesId = useId();
  const set = (key: keyof FormValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const loaded = await checks.load().catch(() => null);
    if (!loaded) return setProblem(CHECKS_UNAVAILABLE);
    const parsed = loaded.bodyEntrySchema.safeParse(payloadFrom(values, units, editing, shown));
    if (!parsed.success) {
      const errors = fieldMessages(parsed.error, [...NUMBER_KEYS, "date"]);
      setFieldErrors(errors);
      setProblem(Object.keys(errors).length ? null : firstIssueMessage(parsed.error));
      return;
    }
    // The phone's today: the form knows the member's time zone.
    const problems = bodyEntryProblems(parsed.data, { latestDate: todayIso(), stored: editing });
    if (problems.length > 0) {
      const errors: Partial<Record<BodyNumberKey | "date", string>> = {};
      let whole: string | null = null;
      for (const p of problems) {
        if (p.field === "entry") whole = p.message;
        else if (p.field === "date") errors.date = p.message;
        else errors[p.field] = rangeMessageIn(p.field, units);
      }
      setFieldErrors(errors);
      setProblem(whole);
      return;
    }
    setFieldErrors({});
    setProblem(null);
    setSaving(true);
    try {
      // Both read the list again, so it shows the entry before the toast says so.
      if (editing) await actions.update(editing.id, parsed.data);
      else await actions.create(parsed.data);
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
      label={fieldLabel(f, units)}
      name={f.key}
      type="number"
      inputMode="decimal"
      step={finerThanStep(values[f.key]) ? "any" : BODY.step}
      value={values[f.key]}
      error={fieldErrors[f.key]}
      onChange={set(f.key)}
    />
  );

  return (
    <form className="card stack" onSubmit={onSubmit} onFocus={checks.warm} aria-label={editing ? "Edit entry" : "New entry"} noValidate>
      <h2 className="card-title">{editing ? "Edit Entry" : "New Entry"}</h2>
      <Field
        label="Date"
        name="date"
        type="date"
        required
        max={todayIso()}
        value={values.date}
        onChange={set("date")}
        error={fieldErrors.date}
      />
      <div className="body-grid">{BODY_METRICS.map(numberField)}</div>
      <fieldset className="body-fieldset">
        <legend>{measurementsLegend(units)}</legend>
        <div className="body-grid">{MEASUREMENTS.map(numberField)}</div>
      </fieldset>
      <div className="field">
        <label htmlFor={notesId}>Notes</label>
        <textarea id={notesId} name="notes" className="input" maxLength={TEXT.notes} value={values.notes} onChange={set("notes")} />
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
