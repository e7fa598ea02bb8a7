// The body composition entry form, for a new entry or an existing one: date, the three headline
// figures, the measurements and notes, checked with the shared schema before it is sent.
import { useId, useState, type FormEvent } from "react";
import {
  BODY_METRICS,
  MEASUREMENTS,
  bodyEntrySchema,
  type BodyEntry,
  type BodyNumberKey,
} from "../../../src/shared/body-composition/contract";
import { toIsoDate } from "../../../src/shared/dates";
import { BODY, TEXT } from "../../../src/shared/limits";
import { firstIssueMessage } from "../../../src/shared/validation";
import { Field } from "../../components/Field";
import { FormError } from "../../components/Form";
import { toast, toastError } from "../../stores/toast";
import { useBodyEntryActions } from "./hooks";

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

/** Empty fields are omitted; the rest go to the shared schema as numbers (a comma counts as the decimal point). */
function payloadFrom(values: FormValues): Record<string, unknown> {
  const payload: Record<string, unknown> = { date: values.date };
  for (const key of NUMBER_KEYS) {
    const text = values[key].trim().replace(",", ".");
    if (text !== "") payload[key] = Number(text);
  }
  if (values.notes.trim()) payload.notes = values.notes.trim();
  return payload;
}

type EntryFormProps = {
  /** The entry to change, or null for a new one. */
  editing: BodyEntry | null;
  onDone: () => void;
};

export function EntryForm({ editing, onDone }: EntryFormProps) {
  const actions = useBodyEntryActions();
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
      label={f.label}
      name={f.key}
      type="number"
      inputMode="decimal"
      step={BODY.step}
      min={BODY.min}
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
