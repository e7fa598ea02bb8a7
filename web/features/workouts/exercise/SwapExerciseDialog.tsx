// Swap (docs/behaviour/workouts.md, "Swap"): another exercise in this one's place, picked from the
// member's names, the common ones and the library's, or typed. It starts from its own 'Last', never
// the old one's. Offered only while no set of the exercise is done, so nothing logged is lost.
import { useEffect, useState, type FormEvent } from "react";
import { TEXT } from "@shared/limits";
import { formatAmount, weightFromStored, weightLabel } from "@shared/units";
import type { ExerciseDto, PreviousExerciseDto } from "@shared/workouts/contract";
import { setsDone } from "@shared/workouts/rules";
import { Dialog } from "@web/components/Dialog";
import { Field } from "@web/components/Field";
import { useUnits } from "@web/features/auth";
import { count, sessionDay } from "@web/lib/words";
import { NameSuggestions, type LibraryNamesPart } from "./ExerciseFields";

type Props = {
  exercise: ExerciseDto | null;
  onClose: () => void;
  /** 'Last' for a name (any case), when it was done before. */
  lastOf: (name: string) => PreviousExerciseDto | undefined;
  /** True once the swap is made (or kept to be sent). */
  onSwap: (exercise: ExerciseDto, name: string, last?: PreviousExerciseDto) => Promise<boolean>;
  libraryNames?: LibraryNamesPart;
};

/** What the new exercise will start from: its last day's ticked sets, in the member's unit. */
function LastLine({ last }: { last: PreviousExerciseDto | undefined }) {
  const { weightUnit } = useUnits();
  if (!last) return <p className="muted small">No history yet: its sets start from the plan, at 0.</p>;
  const sets = last.sets.filter((s) => s.kind !== "warmup");
  const figures = sets.map((s) =>
    s.weight.trim() ? `${formatAmount(weightFromStored(Number(s.weight), weightUnit))} × ${s.reps || "-"}` : s.reps,
  );
  const load = sets.some((s) => s.weight.trim()) ? ` ${weightLabel(weightUnit)}` : "";
  return <p className="small swap-last">{`Starts from last time (${sessionDay(last.date)}): ${figures.join(", ")}${load}`}</p>;
}

export function SwapExerciseDialog({ exercise, onClose, lastOf, onSwap, libraryNames }: Props) {
  const [name, setName] = useState("");
  const [picked, setPicked] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (exercise) {
      setName("");
      setPicked(null);
    }
  }, [exercise]);
  if (!exercise) return <Dialog open={false} onClose={onClose} title="Swap exercise" />;

  const done = setsDone(exercise.setRows);
  const typed = name.trim();
  const same = typed.toLowerCase() === exercise.name.trim().toLowerCase();
  const last = typed ? lastOf(typed) : undefined;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!typed || same || saving || done > 0) return;
    setSaving(true);
    const ok = await onSwap(exercise, typed, last);
    setSaving(false);
    if (ok) onClose();
  };

  if (done > 0)
    return (
      <Dialog
        open
        onClose={onClose}
        title={`Swap ${exercise.name}`}
        description={
          `${count(done, "set")} of ${exercise.name} ${done === 1 ? "is" : "are"} done already: a swap is for an exercise ` +
          "not started yet. Add the other exercise instead, so the done sets stay."
        }
        actions={
          <button type="button" className="btn btn-primary" onClick={onClose}>
            OK
          </button>
        }
      />
    );

  return (
    <Dialog open onClose={() => !saving && onClose()} title={`Swap ${exercise.name}`} description="Another exercise in its place.">
      <form className="stack" onSubmit={submit} noValidate>
        <div className="stack-sm">
          <Field
            label="Swap for"
            value={name}
            maxLength={TEXT.name}
            autoFocus
            autoComplete="off"
            placeholder="e.g. Dumbbell Bench Press"
            onChange={(e) => {
              setPicked(null);
              setName(e.target.value);
            }}
          />
          <NameSuggestions
            typed={name}
            suggest={picked !== name}
            LibraryNames={libraryNames}
            onPick={(n) => {
              setPicked(n);
              setName(n);
            }}
          />
        </div>
        {typed && !same ? <LastLine last={last} /> : null}
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={saving}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={!typed || same || saving}>
            {saving ? "Swapping..." : "Swap"}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
