// The rest timer on one exercise's card (docs/behaviour/workouts.md, "Rest timer"): idle showing the rest
// time, Start runs it down once a second, Pause stops it. It is a view of the screen's one rest
// timer (rest-store.ts): it shows that timer while it belongs to this exercise, and Start here
// starts the rest for this exercise, replacing any other. Also the rest time on the card's plan
// line, which opens a small editor in place.
import { useId, useState, type FormEvent } from "react";
import { WORKOUT } from "@shared/limits";
import { isRestOf, REST_STEP_SECONDS, useRestStore, useRestTick } from "./rest-store";
import { formatClock, idleTimer, secondsLeft } from "./rest-timer";
import { unlockAudio } from "./alarm";
import { PauseIcon, PlayIcon, TimerIcon } from "@web/components/Icons";
import "./rest-timer.css";

type RestTimerProps = { exerciseId: number; clientId?: string | null; restTime: number; exerciseName: string };

export function RestTimer({ exerciseId, clientId, restTime, exerciseName }: RestTimerProps) {
  const mine = useRestStore((s) => isRestOf(s, { id: exerciseId, clientId }));
  const shared = useRestStore((s) => s.timer);
  const { startRest, pauseRest, resumeRest } = useRestStore.getState();
  const timer = mine ? shared : idleTimer;
  const now = useRestTick(mine);

  const running = timer.status === "running";
  const seconds = secondsLeft(timer, now, restTime);

  return (
    <div className={`rest-timer${running ? " rest-timer-running" : ""}`} role="group" aria-label={`Rest timer for ${exerciseName}`}>
      <TimerIcon size={20} className="rest-timer-icon" />
      <div className="rest-timer-text">
        <span className="rest-timer-label">Rest</span>
        <span className="rest-timer-clock" role="timer" aria-live="off" aria-label="Rest time left">
          {formatClock(seconds)}
        </span>
      </div>
      {running ? (
        <button type="button" className="btn btn-secondary btn-sm rest-timer-button" onClick={() => pauseRest()}>
          <PauseIcon size={16} />
          Pause
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-primary btn-sm rest-timer-button"
          onClick={() => {
            unlockAudio();
            if (timer.status === "paused") resumeRest();
            else startRest(exerciseId, exerciseName, restTime, clientId);
          }}
        >
          <PlayIcon size={16} />
          Start
        </button>
      )}
    </div>
  );
}

export const REST_TIME_MESSAGE = `Rest time must be a whole number of seconds from 0 to ${WORKOUT.maxRestSeconds}`;

/** The typed rest time as whole seconds, or null when it is not one from 0 to the limit. */
export function parseRestSeconds(text: string): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n <= WORKOUT.maxRestSeconds ? n : null;
}

type RestTimeEditProps = { exerciseName: string; restTime: number; onSave: (restTime: number) => Promise<boolean> };

/** 'Rest 1:30' (or 'No rest') on the plan line; a tap opens steppers and a seconds box in place. */
export function RestTimeEdit({ exerciseName, restTime, onSave }: RestTimeEditProps) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(String(restTime));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inputId = useId();
  const errorId = useId();

  const close = () => {
    setOpen(false);
    setError(null);
    setSaving(false);
  };
  const step = (delta: number) => {
    const current = parseRestSeconds(value) ?? restTime;
    setValue(String(Math.min(WORKOUT.maxRestSeconds, Math.max(0, current + delta))));
    setError(null);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const seconds = parseRestSeconds(value);
    if (seconds === null) return setError(REST_TIME_MESSAGE);
    setSaving(true);
    if (await onSave(seconds)) close();
    else setSaving(false);
  };

  return (
    <>
      <button
        type="button"
        className="rest-time-button"
        aria-label={`Rest time of ${exerciseName}: ${formatClock(restTime)}. Change`}
        aria-expanded={open}
        onClick={() => {
          setValue(String(restTime));
          setError(null);
          setOpen(!open);
        }}
      >
        {restTime > 0 ? `Rest ${formatClock(restTime)}` : "No rest"}
      </button>
      {open ? (
        <form className="rest-time-edit" aria-label={`Rest time of ${exerciseName}`} onSubmit={submit} noValidate>
          <div className="rest-time-row">
            <button
              type="button"
              className="btn btn-secondary rest-time-step"
              aria-label="15 seconds less rest"
              onClick={() => step(-REST_STEP_SECONDS)}
            >
              -15 s
            </button>
            <label className="rest-time-field" htmlFor={inputId}>
              <input
                id={inputId}
                className="input rest-time-input"
                inputMode="numeric"
                autoComplete="off"
                value={value}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(e) => {
                  setValue(e.target.value);
                  setError(null);
                }}
              />
              <span>Rest Time (sec)</span>
            </label>
            <button
              type="button"
              className="btn btn-secondary rest-time-step"
              aria-label="15 seconds more rest"
              onClick={() => step(REST_STEP_SECONDS)}
            >
              +15 s
            </button>
          </div>
          {error ? (
            <p id={errorId} className="form-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="button-row">
            <button type="button" className="btn btn-secondary" onClick={close} disabled={saving}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary" disabled={saving}>
              {saving ? "Saving..." : "Save"}
            </button>
          </div>
        </form>
      ) : null}
    </>
  );
}
