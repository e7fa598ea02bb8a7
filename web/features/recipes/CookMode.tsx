// Cook mode: one step at a time in large type, the screen kept awake where the browser allows it.
// The Wake Lock API exists only on a secure page (HTTPS or localhost): over plain HTTP the screen
// says so rather than failing quietly.
import { useEffect, useState } from "react";
import { Dialog } from "@web/components/Dialog";

type Sentinel = { release: () => Promise<void> };
type WakeLockNavigator = Navigator & { wakeLock?: { request: (type: "screen") => Promise<Sentinel> } };

/** Keeps the screen on while mounted; answers what the cook should know about it. */
function useScreenAwake(): string {
  const [state, setState] = useState("");
  useEffect(() => {
    const nav = navigator as WakeLockNavigator;
    if (!window.isSecureContext) {
      setState("The screen may dim: keeping it awake needs HTTPS, and this page came over plain HTTP.");
      return;
    }
    if (!nav.wakeLock) {
      setState("The screen may dim: this browser cannot keep it awake.");
      return;
    }
    let sentinel: Sentinel | null = null;
    let done = false;
    const take = () =>
      nav
        .wakeLock!.request("screen")
        .then((s) => {
          if (done) void s.release();
          else sentinel = s;
          setState("The screen stays awake while cook mode is open.");
        })
        .catch(() => setState("The screen may dim: the browser refused to keep it awake."));
    void take();
    // A lock ends when the page is hidden; it is taken again on return.
    const again = () => {
      if (document.visibilityState === "visible") void take();
    };
    document.addEventListener("visibilitychange", again);
    return () => {
      done = true;
      document.removeEventListener("visibilitychange", again);
      void sentinel?.release();
    };
  }, []);
  return state;
}

export function CookMode({ name, steps, onClose }: { name: string; steps: string[]; onClose: () => void }) {
  const [at, setAt] = useState(0);
  const awake = useScreenAwake();
  return (
    <Dialog
      open
      onClose={onClose}
      title={name}
      className="dialog-wide cook-mode"
      description={`Step ${at + 1} of ${steps.length}`}
      actions={
        <>
          <button type="button" className="btn btn-secondary" disabled={at === 0} onClick={() => setAt(at - 1)}>
            Previous
          </button>
          {at < steps.length - 1 ? (
            <button type="button" className="btn btn-primary" onClick={() => setAt(at + 1)}>
              Next step
            </button>
          ) : (
            <button type="button" className="btn btn-primary" onClick={onClose}>
              Done
            </button>
          )}
        </>
      }
    >
      <p className="cook-step">{steps[at]}</p>
      {awake ? <p className="muted small">{awake}</p> : null}
    </Dialog>
  );
}
