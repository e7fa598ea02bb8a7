// The Dashboard's check-in card (docs/behaviour/coach.md, "The weekly check-in"): on the member's
// check-in day, the week's new targets and a button that puts them in the daily goals. It reads the
// kept answer with no connection.
import { Link } from "wouter";
import { toast, toastError } from "@web/stores/toast";
import { useCoach, useCoachActions, isCheckInToday } from "./hooks";
import { TargetsLine } from "./TargetsLine";
import "./coach.css";

export function CheckInCard({ today }: { today: string }) {
  const { data } = useCoach(today);
  const { apply } = useCoachActions(today);
  if (!data || !isCheckInToday(data, today)) return null;
  const r = data.recommendation;
  const applyTargets = async () => {
    try {
      await apply();
      toast({ title: "Targets applied to your daily goals" });
    } catch {
      toastError("Failed to apply the targets. Please try again.");
    }
  };
  return (
    <section className="card coach-check-in" aria-label="Weekly check-in">
      <h2 className="card-title">Weekly check-in</h2>
      <p className="muted">{data.expenditure.why}</p>
      {r ? <TargetsLine targets={r} /> : <p className="muted">No targets yet.</p>}
      <div className="coach-actions">
        {r && !data.checkIn.applied ? (
          <button type="button" className="btn btn-primary btn-sm" onClick={applyTargets}>
            Apply targets
          </button>
        ) : null}
        {r && data.checkIn.applied ? <span className="muted">Applied to your daily goals.</span> : null}
        <Link href="/coach" className="coach-link">
          Open Coach
        </Link>
      </div>
    </section>
  );
}
