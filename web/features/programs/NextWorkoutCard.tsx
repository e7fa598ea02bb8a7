// The Next card (docs/behaviour/programs.md, "Programs screen and the Next card"): the active program's next
// workout with its numbers in the member's unit and why each is what it is, and one button that
// puts it on the day. Shown on the Dashboard (today), the Workouts screen (the day on screen) and
// the Programs screen.
import { useId, useState } from "react";
import { Link } from "wouter";
import { PlayIcon } from "@web/components/Icons";
import { errorMessage, NoConnectionError } from "@web/lib/api";
import { toast, toastError } from "@web/stores/toast";
import { useUnits } from "@web/features/auth";
import { setsText } from "./format";
import { useNextWorkout, useProgramActions, useStartOffline } from "./hooks";
import "./programs.css";

export const PROGRAMS_PATH = "/programs";

type Props = {
  /** The day the button puts the workout on (YYYY-MM-DD). */
  date: string;
  /** With no active program, a small link to the Programs screen instead of nothing. */
  offerStart?: boolean;
  /** Hides the link to the Programs screen (on that screen itself). */
  hideProgramLink?: boolean;
};

export function NextWorkoutCard({ date, offerStart = false, hideProgramLink = false }: Props) {
  const { next, program, sessions, loaded } = useNextWorkout(date);
  const { weightUnit } = useUnits();
  const actions = useProgramActions();
  const startOffline = useStartOffline(date);
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  if (!program || !next) {
    if (!offerStart || !loaded || program) return null;
    return (
      <p className="next-offer">
        <Link href={PROGRAMS_PATH} className="next-program-link">
          Start a program
        </Link>
      </p>
    );
  }

  // Started on this day already: the day's list holds it, so the card only says so.
  const onDay = sessions.some((s) => s.date === date && s.workout === next.workout);

  const start = async () => {
    if (busy) return;
    setBusy(true);
    try {
      try {
        await actions.startDay(date);
      } catch (error) {
        // No connection: the same exercises, worked out on the phone, wait in the outbox.
        if (!(error instanceof NoConnectionError)) throw error;
        await startOffline(program.id, next);
      }
      toast({ title: `${next.workout} added` });
    } catch (error) {
      toastError(error instanceof NoConnectionError ? error.message : errorMessage(error, "Failed to start workout. Please try again."));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card next-card" aria-labelledby={titleId}>
      <div className="next-card-head">
        <h2 id={titleId} className="card-title">
          {`Next: ${next.workout}`}
        </h2>
        {hideProgramLink ? null : (
          <Link href={PROGRAMS_PATH} className="next-program-link" aria-label={`Program: ${program.name}`}>
            {program.name}
          </Link>
        )}
      </div>
      {onDay ? (
        <p className="muted small">On this day's workout.</p>
      ) : (
        <>
          <ul className="next-exercises">
            {next.exercises.map((e, i) => (
              <li key={`${e.name}-${i}`} className="next-exercise">
                <p className="next-exercise-line">
                  <span className="next-exercise-name">{e.name}</span>{" "}
                  <span className="next-exercise-numbers">{setsText(e.sets, weightUnit)}</span>
                </p>
                {e.why ? <p className="next-why muted">{e.why}</p> : null}
              </li>
            ))}
          </ul>
          <button type="button" className="btn btn-primary btn-block next-start" onClick={start} disabled={busy}>
            <PlayIcon size={18} />
            {busy ? "Starting..." : "Start workout"}
          </button>
        </>
      )}
    </section>
  );
}
