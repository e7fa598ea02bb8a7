// The Programs screen's active program: its name, schedule and workouts with the next one marked,
// and 'Stop program' behind a confirmation (what was logged stays).
import { useId, useState } from "react";
import type { NextWorkout, ProgramDto } from "@shared/programs/contract";
import { Dialog } from "@web/components/Dialog";
import { errorMessage, NoConnectionError } from "@web/lib/api";
import { shortIsoDay } from "@web/lib/words";
import { toast, toastError } from "@web/stores/toast";
import { workoutLine } from "./format";
import { useProgramActions } from "./hooks";
import { ProgramHeading } from "./ProgramHeading";

export function ActiveProgramCard({ program, next }: { program: ProgramDto; next: NextWorkout | null }) {
  const titleId = useId();
  const actions = useProgramActions();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const stop = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await actions.stop();
      setConfirming(false);
      toast({ title: "Program stopped" });
    } catch (error) {
      toastError(error instanceof NoConnectionError ? error.message : errorMessage(error, "Failed to stop program. Please try again."));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card program-card" aria-labelledby={titleId}>
      <ProgramHeading
        id={titleId}
        level={2}
        name={program.name}
        schedule={program.schedule}
        detail={`Started ${shortIsoDay(program.startedOn)}`}
      />
      <ul className="program-workouts" aria-label="Workouts">
        {program.workouts.map((w) => (
          <li key={w.name} className="program-workout">
            <span className="program-workout-name">{w.name}</span>
            {w.name === next?.workout ? <span className="badge badge-success">Next</span> : null}
            {program.schedule === "weekdays" && w.weekdays.length > 0 ? (
              <span className="muted">{` · ${w.weekdays.join(", ")}`}</span>
            ) : null}
            <br />
            <span className="muted">{workoutLine(w)}</span>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-destructive-outline" onClick={() => setConfirming(true)}>
        Stop program
      </button>
      <Dialog
        open={confirming}
        onClose={() => !busy && setConfirming(false)}
        title="Stop program?"
        description={`${program.name} stops, and no next workout is shown. Everything you logged stays.`}
        actions={
          <>
            <button type="button" className="btn btn-secondary" onClick={() => setConfirming(false)} disabled={busy}>
              Cancel
            </button>
            <button type="button" className="btn btn-destructive" onClick={stop} disabled={busy}>
              {busy ? "Stopping..." : "Stop"}
            </button>
          </>
        }
      />
    </section>
  );
}
