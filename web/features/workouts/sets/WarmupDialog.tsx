// The warm-up calculator's dialog: the sets it would put before the working sets, in the member's
// unit, and 'Add warm-ups' (docs/behaviour/workouts.md, "Warm-up sets").
import { useState } from "react";
import { formatAmount, weightFromStored, weightLabel } from "@shared/units";
import type { ExerciseDto } from "@shared/workouts/contract";
import { Dialog } from "@web/components/Dialog";
import { useAuth, useUnits } from "@web/features/auth";
import { warmupSets, workingWeight, type WarmupSet } from "./warmups";

type Props = {
  exercise: ExerciseDto;
  open: boolean;
  onClose: () => void;
  /** True once they are saved, or kept to be sent (no connection). */
  onAdd: (exercise: ExerciseDto, sets: WarmupSet[]) => Promise<boolean>;
};

export function WarmupDialog({ exercise, open, onClose, onAdd }: Props) {
  const { weightUnit } = useUnits();
  const { user } = useAuth();
  const [busy, setBusy] = useState(false);
  const working = workingWeight(exercise);
  const plates = user?.plates?.length ? user.plates : null;
  const sets = working === null ? [] : warmupSets(working, { weightUnit, plates });
  const unit = weightLabel(weightUnit);
  const inUnit = (pounds: string | number) => `${formatAmount(weightFromStored(Number(pounds), weightUnit))} ${unit}`;
  const add = async () => {
    if (busy || sets.length === 0) return;
    setBusy(true);
    const ok = await onAdd(exercise, sets);
    setBusy(false);
    if (ok) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      title="Warm-up sets"
      description={working === null ? "Set a working weight first." : `Before ${inUnit(working)}, from the bar, loadable with your plates.`}
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void add()} disabled={busy || sets.length === 0}>
            {busy ? "Adding..." : "Add warm-ups"}
          </button>
        </>
      }
    >
      {working !== null && sets.length === 0 ? (
        <p className="muted small">The working weight is the bar or less: no warm-up sets to add.</p>
      ) : (
        <ol className="warmup-list" aria-label="Warm-up sets to add">
          {sets.map((s) => (
            <li key={s.percent}>{`${s.percent === 0 ? "Bar" : `${s.percent}%`}: ${inUnit(s.weight)} × ${s.reps}`}</li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
