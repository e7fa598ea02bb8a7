// Finish on a workout day, and the summary it answers (docs/behaviour/workouts.md, "Finish and
// summary"): the time, volume, sets and records, and the volume against the last time the same
// template or program workout was done. With no connection the tap waits in the outbox like every
// change, and the summary shows what the phone can count.
import { useState } from "react";
import type { WeekdayName } from "@shared/dates";
import type { WorkoutDto } from "@shared/workouts/contract";
import { weightFromStored, weightLabel, type WeightUnit } from "@shared/units";
import { Dialog } from "@web/components/Dialog";
import { CheckIcon, FlameIcon } from "@web/components/Icons";
import { serverMessage } from "@web/lib/api";
import { count, formatWhole } from "@web/lib/words";
import { toastError } from "@web/stores/toast";
import { useUnits } from "@web/features/auth";
import type { FinishSummary } from "@web/features/workouts/api";
import { useWorkoutActions } from "@web/features/workouts/hooks";
import { durationWords, prWords, volumeWords } from "@web/features/workouts/sessions/session-text";
import "@web/features/workouts/sessions/sessions.css";

/** What the phone can count of a day: done working sets and their volume (pounds), no time or records. */
export function summaryOnPhone(day: WorkoutDto): FinishSummary {
  let setsDone = 0;
  let volume = 0;
  for (const exercise of day.exercises) {
    for (const row of exercise.setRows) {
      if (!row.completed || row.kind === "warmup") continue;
      setsDone++;
      const weight = Number.parseFloat(row.weight);
      const reps = Number.parseFloat(row.reps);
      if (exercise.type !== "bodyweight_reps" && Number.isFinite(weight) && Number.isFinite(reps)) volume += weight * reps;
    }
  }
  return { durationSeconds: null, setsDone, volume, prs: [], comparedToLast: { volume: null } };
}

/** '+1,200 lbs against last time', '-50 kg against last time', 'Same volume as last time'. */
export function comparedWords(summary: FinishSummary, unit: WeightUnit): string | null {
  // The first time of a template or program workout there is nothing to compare with.
  if (summary.comparedToLast.volume === null) return null;
  const change = weightFromStored(summary.comparedToLast.volume, unit);
  if (Math.round(change) === 0) return "Same volume as last time";
  return `${change > 0 ? "+" : "-"}${formatWhole(Math.abs(change))} ${weightLabel(unit)} against last time`;
}

type Shown = { summary: FinishSummary; queued: boolean };

export function FinishWorkout({ date, day, workout }: { date: string; day: WeekdayName; workout: WorkoutDto }) {
  const { weightUnit } = useUnits();
  const actions = useWorkoutActions(date, day);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const done = workout.exercises.some((e) => e.setRows.some((r) => r.completed));
  if (!done) return null;

  const finish = async () => {
    setBusy(true);
    try {
      const settled = await actions.finish();
      if (settled.state === "saved") setShown({ summary: settled.answer as FinishSummary, queued: false });
      else setShown({ summary: summaryOnPhone(workout), queued: true });
    } catch (error) {
      toastError(serverMessage(error) ?? "Failed to finish the workout.");
    } finally {
      setBusy(false);
    }
  };

  const summary = shown?.summary;
  const time = summary ? durationWords(summary.durationSeconds) : null;
  const compared = summary ? comparedWords(summary, weightUnit) : null;
  return (
    <>
      <button type="button" className="btn btn-primary btn-block finish-workout" onClick={finish} disabled={busy}>
        <CheckIcon size={18} />
        {busy ? "Finishing..." : "Finish Workout"}
      </button>
      <Dialog
        open={shown !== null}
        onClose={() => setShown(null)}
        title="Workout finished"
        className="finish-summary"
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setShown(null)}>
            Done
          </button>
        }
      >
        {summary ? (
          <div className="stack">
            <dl className="summary-figures">
              <div>
                <dt>Time</dt>
                <dd>{time ?? "-"}</dd>
              </div>
              <div>
                <dt>Volume</dt>
                <dd>{volumeWords(summary.volume, weightUnit)}</dd>
              </div>
              <div>
                <dt>Sets</dt>
                <dd>{count(summary.setsDone, "set")}</dd>
              </div>
            </dl>
            {compared ? <p className="summary-compared">{compared}</p> : null}
            {summary.prs.length > 0 ? (
              <ul className="session-prs" aria-label="Records">
                {summary.prs.map((pr) => (
                  <li key={`${pr.exercise}-${pr.kind}`} className="session-pr">
                    <FlameIcon size={14} />
                    {prWords(pr, weightUnit)}
                  </li>
                ))}
              </ul>
            ) : null}
            {shown?.queued ? <p className="muted small">Saved on this phone: the time and records come once it is back online.</p> : null}
          </div>
        ) : null}
      </Dialog>
    </>
  );
}
