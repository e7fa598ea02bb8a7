// The rest timer on one exercise's card (docs/behaviour.md, "Rest timer"): idle showing the rest
// time, Start runs it down once a second, Pause stops it. It is a view of the screen's one rest
// timer (rest-store.ts): it shows that timer while it belongs to this exercise, and Start here
// starts the rest for this exercise, replacing any other.
import { useRestStore, useRestTick } from "./rest-store";
import { formatClock, idleTimer, secondsLeft } from "./rest-timer";
import { unlockAudio } from "./alarm";
import { PauseIcon, PlayIcon, TimerIcon } from "../../components/Icons";

type RestTimerProps = { exerciseId: number; restTime: number; exerciseName: string };

export function RestTimer({ exerciseId, restTime, exerciseName }: RestTimerProps) {
  const mine = useRestStore((s) => s.exerciseId === exerciseId);
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
            else startRest(exerciseId, exerciseName, restTime);
          }}
        >
          <PlayIcon size={16} />
          Start
        </button>
      )}
    </div>
  );
}
