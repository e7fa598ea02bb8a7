// The rest bar (docs/behaviour/workouts.md, "Rest timer"): while the screen's one rest runs or is paused, a
// bar just above the bottom navigation shows the exercise, the time left, how much of the rest is
// still to go, and -15s, +15s and Skip. At 0 the store sounds the alarm and the bar goes away.
import { useEffect } from "react";
import { unlockAudio } from "./alarm";
import { REST_STEP_SECONDS, REST_STORAGE_KEY, restEffects, restLeftMs, useRestStore, useRestTick } from "./rest-store";
import { formatClock, secondsLeft } from "./rest-timer";
import "./rest-bar.css";

export function RestBar() {
  const { exerciseName, durationMs, timer } = useRestStore();
  const { adjustRest, skipRest, hydrateRest } = useRestStore.getState();
  useRestTick();

  // The stored rest is the truth: read it on arrival, and when another tab changes it.
  useEffect(() => {
    hydrateRest();
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === REST_STORAGE_KEY) hydrateRest();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [hydrateRest]);

  if (timer.status === "idle") return null;
  const now = restEffects.now();
  const left = restLeftMs(timer, now);
  const share = durationMs > 0 ? Math.min(1, Math.max(0, left / durationMs)) : 0;
  const paused = timer.status === "paused";
  const adjust = (delta: number) => {
    unlockAudio();
    adjustRest(delta);
  };

  return (
    <>
      {/* Room at the end of the page, so the bar never covers the last card. */}
      <div className="rest-bar-spacer" aria-hidden="true" />
      <section className={`rest-bar${paused ? " rest-bar-paused" : ""}`} aria-label="Rest timer">
        <div className="rest-bar-inner">
          <div className="rest-bar-progress" aria-hidden="true">
            <span style={{ transform: `scaleX(${share})` }} />
          </div>
          <div className="rest-bar-text">
            <span className="rest-bar-name">{paused ? `Paused · ${exerciseName}` : exerciseName}</span>
            <span className="rest-bar-clock" role="timer" aria-live="off" aria-label="Rest time left">
              {formatClock(secondsLeft(timer, now, 0))}
            </span>
          </div>
          <div className="rest-bar-actions">
            <button
              type="button"
              className="btn btn-secondary rest-bar-button"
              aria-label="Subtract 15 seconds"
              onClick={() => adjust(-REST_STEP_SECONDS)}
            >
              -15s
            </button>
            <button
              type="button"
              className="btn btn-secondary rest-bar-button"
              aria-label="Add 15 seconds"
              onClick={() => adjust(REST_STEP_SECONDS)}
            >
              +15s
            </button>
            <button type="button" className="btn btn-primary rest-bar-button rest-bar-skip" onClick={() => skipRest()}>
              Skip
            </button>
          </div>
        </div>
      </section>
    </>
  );
}
