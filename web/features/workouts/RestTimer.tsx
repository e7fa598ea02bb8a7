// The rest timer of one exercise (docs/behaviour.md, "Rest timer"): idle showing the rest time, Start runs it down
// once a second, Pause stops it, and at 0 it stops, resets to the full rest time, vibrates and
// beeps. The state (with the end time, never a tick count) is kept in sessionStorage per
// exercise, so sleep, a background tab or a reload cannot make it drift.
import { useCallback, useEffect, useState } from "react";
import {
  formatClock,
  hasFinished,
  idleTimer,
  msToNextTick,
  parseTimer,
  pauseTimer,
  secondsLeft,
  startTimer,
  type RestTimer as TimerState,
} from "./rest-timer";
import { restOverAlarm, unlockAudio } from "./alarm";
import { PauseIcon, PlayIcon, TimerIcon } from "../../components/Icons";

/** A timer that ran out longer ago than this (say, while the page was closed) ends silently. */
const LATE_ALARM_MS = 60_000;

const storageKey = (exerciseId: number) => `kinfit.restTimer.${exerciseId}`;

function load(exerciseId: number): TimerState {
  try {
    return parseTimer(JSON.parse(sessionStorage.getItem(storageKey(exerciseId)) ?? "null"));
  } catch {
    return idleTimer;
  }
}

function save(exerciseId: number, timer: TimerState) {
  try {
    if (timer.status === "idle") sessionStorage.removeItem(storageKey(exerciseId));
    else sessionStorage.setItem(storageKey(exerciseId), JSON.stringify(timer));
  } catch {
    // Private mode without storage: the timer still works while the page is open.
  }
}

type RestTimerProps = { exerciseId: number; restTime: number; exerciseName: string; now?: () => number };

export function RestTimer({ exerciseId, restTime, exerciseName, now = Date.now }: RestTimerProps) {
  const [timer, setTimerState] = useState<TimerState>(() => load(exerciseId));
  const [, setTick] = useState(0);

  const setTimer = useCallback(
    (next: TimerState) => {
      save(exerciseId, next);
      setTimerState(next);
    },
    [exerciseId],
  );

  // Wake up when the shown second changes, and whenever the page becomes visible again.
  useEffect(() => {
    if (timer.status !== "running") return;
    let handle: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const t = now();
      if (hasFinished(timer, t)) {
        if (t - timer.endsAt < LATE_ALARM_MS) restOverAlarm();
        setTimer(idleTimer);
        return;
      }
      setTick((n) => n + 1);
      handle = setTimeout(check, msToNextTick(timer, t) ?? 1000);
    };
    handle = setTimeout(check, msToNextTick(timer, now()) ?? 1000);
    const onVisible = () => {
      if (document.visibilityState === "visible") {
        clearTimeout(handle);
        check();
      }
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearTimeout(handle);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [timer, now, setTimer]);

  const running = timer.status === "running";
  const seconds = secondsLeft(timer, now(), restTime);

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
        <button type="button" className="btn btn-secondary btn-sm rest-timer-button" onClick={() => setTimer(pauseTimer(timer, now()))}>
          <PauseIcon size={16} />
          Pause
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-primary btn-sm rest-timer-button"
          onClick={() => {
            unlockAudio();
            setTimer(startTimer(timer, now(), restTime));
          }}
        >
          <PlayIcon size={16} />
          Start
        </button>
      )}
    </div>
  );
}
