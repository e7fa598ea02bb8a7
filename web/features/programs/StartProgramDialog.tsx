// Starting a built-in program: the starting weight of each exercise it asks for, in the member's
// unit (sent in pounds), prefilled with the program's own; a percent program's are training maxes,
// and a one-rep max typed beside one fills 90% of it, as 5/3/1 says.
import { useEffect, useState, type FormEvent } from "react";
import { todayIso } from "@shared/dates";
import { WORKOUT } from "@shared/limits";
import type { CatalogueProgram } from "@shared/programs/contract";
import { parseLocaleNumber, shown, weightFromStored, weightLabel, weightToStored } from "@shared/units";
import { Dialog } from "@web/components/Dialog";
import { Field } from "@web/components/Field";
import { FormError } from "@web/components/Form";
import { errorMessage, NoConnectionError, serverMessage } from "@web/lib/api";
import { toast, toastError } from "@web/stores/toast";
import { useUnits } from "@web/features/auth";
import { startingFields, trainingMaxOf, type StartingField } from "./format";
import { useProgramActions } from "./hooks";

type Props = {
  program: CatalogueProgram | null;
  /** The program it replaces, if one is active. */
  replaces: string | null;
  onClose: () => void;
};

const fieldLabel = (f: StartingField, unit: string) => (f.trainingMax ? `${f.name} training max (${unit})` : `${f.name} (${unit})`);

export function StartProgramDialog({ program, replaces, onClose }: Props) {
  const { weightUnit } = useUnits();
  const unit = weightLabel(weightUnit);
  const actions = useProgramActions();
  const fields = program ? startingFields(program) : [];
  const [values, setValues] = useState<Record<string, string>>({});
  const [maxes, setMaxes] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!program) return;
    setValues(Object.fromEntries(startingFields(program).map((f) => [f.name, String(weightFromStored(f.startWeight, weightUnit))])));
    setMaxes({});
    setErrors({});
    setRefused(null);
  }, [program, weightUnit]);

  const largest = shown(weightFromStored(WORKOUT.maxWeight, weightUnit));
  const oneRepMax = (name: string, text: string) => {
    setMaxes((m) => ({ ...m, [name]: text }));
    const n = parseLocaleNumber(text);
    if (Number.isFinite(n) && n > 0) setValues((v) => ({ ...v, [name]: String(trainingMaxOf(n)) }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!program || busy) return;
    const found: Record<string, string> = {};
    const startingWeights: Record<string, number> = {};
    for (const f of fields) {
      const n = parseLocaleNumber(values[f.name] ?? "");
      if (!Number.isFinite(n) || n < 0 || n > largest) found[f.name] = `${fieldLabel(f, unit)} must be a number from 0 to ${largest}`;
      else startingWeights[f.name] = weightToStored(n, weightUnit);
    }
    setErrors(found);
    setRefused(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const answer = await actions.start({ catalogueId: program.id, startingWeights }, todayIso());
      toast({ title: `${program.name} started`, description: answer.next ? `Next: ${answer.next.workout}` : undefined });
      onClose();
    } catch (error) {
      // A refusal with a reason says it in the form; a failure without one gets the toast.
      const message = serverMessage(error);
      if (message) setRefused(message);
      else
        toastError(error instanceof NoConnectionError ? error.message : errorMessage(error, "Failed to start program. Please try again."));
    } finally {
      setBusy(false);
    }
  };

  const percent = fields.some((f) => f.trainingMax);
  const description = [
    percent ? `Training maxes in ${unit}: 90% of your one-rep max, as the program says.` : `Starting weights in ${unit}.`,
    replaces ? `It replaces ${replaces}; what you logged stays.` : "",
  ]
    .filter(Boolean)
    .join(" ");

  /** The box of one exercise's starting weight (a training max for a percent rule). */
  const startingField = (f: (typeof fields)[number], key?: string) => (
    <Field
      key={key}
      label={fieldLabel(f, unit)}
      inputMode="decimal"
      autoComplete="off"
      value={values[f.name] ?? ""}
      onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
      error={errors[f.name]}
    />
  );

  return (
    <Dialog
      open={program !== null}
      onClose={() => !busy && onClose()}
      title={program ? `Start ${program.name}` : "Start"}
      description={description}
    >
      <form className="stack" onSubmit={submit} noValidate aria-label="Starting weights">
        {fields.map((f) =>
          f.trainingMax ? (
            <div key={f.name} className="program-helper">
              <Field
                label={`${f.name} one-rep max (${unit})`}
                inputMode="decimal"
                autoComplete="off"
                value={maxes[f.name] ?? ""}
                onChange={(e) => oneRepMax(f.name, e.target.value)}
              />
              {startingField(f)}
            </div>
          ) : (
            startingField(f, f.name)
          ),
        )}
        <FormError message={refused} />
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? "Starting..." : "Start program"}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
