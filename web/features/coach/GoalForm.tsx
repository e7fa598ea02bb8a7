// The coach's goal (docs/behaviour/coach.md, "Goal and targets"): which way, how fast in the
// member's weight unit (sent in pounds) and the check-in day. The server holds the rate to 1% of
// the trend weight a week and answers why when it refuses.
import { useState, type FormEvent } from "react";
import { WEEKDAY_NAMES, type WeekdayName } from "@shared/dates";
import { DEFAULT_GOAL, DIRECTIONS, type CoachGoal, type Direction } from "@shared/coach/rules";
import { weightFromStored, weightToStored, type WeightUnit } from "@shared/units";
import { ApiError, serverMessage } from "@web/lib/api";
import { toast, toastError } from "@web/stores/toast";

const DIRECTION_WORDS: Record<Direction, string> = { lose: "Lose weight", maintain: "Maintain", gain: "Gain weight" };
const CHECK_IN_DAYS = [...WEEKDAY_NAMES.slice(1), WEEKDAY_NAMES[0]] as WeekdayName[];

export function GoalForm({ goal, unit, onSave }: { goal: CoachGoal | null; unit: WeightUnit; onSave: (g: CoachGoal) => Promise<void> }) {
  const start = goal ?? DEFAULT_GOAL;
  const [direction, setDirection] = useState<Direction>(start.direction);
  const [rate, setRate] = useState(String(weightFromStored(start.ratePerWeek, unit)));
  const [day, setDay] = useState<WeekdayName>(start.checkInDay);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const perWeek = direction === "maintain" ? 0 : Number(rate.replace(",", "."));
    if (!Number.isFinite(perWeek) || perWeek < 0) {
      setProblem(`Rate must be a number of ${unit} a week`);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await onSave({ direction, ratePerWeek: weightToStored(perWeek, unit), checkInDay: day });
      toast({ title: "Goal saved" });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setProblem(serverMessage(error) ?? error.message);
      else toastError("Failed to save the goal. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card coach-goal" aria-label="Goal" onSubmit={submit}>
      <h2 className="card-title">Goal</h2>
      <label className="field">
        <span>Direction</span>
        <select className="input" value={direction} onChange={(e) => setDirection(e.target.value as Direction)}>
          {DIRECTIONS.map((d) => (
            <option key={d} value={d}>
              {DIRECTION_WORDS[d]}
            </option>
          ))}
        </select>
      </label>
      {direction === "maintain" ? null : (
        <label className="field">
          <span>Rate ({unit} a week)</span>
          <input
            className="input"
            aria-label={`Rate (${unit} a week)`}
            inputMode="decimal"
            value={rate}
            onChange={(e) => setRate(e.target.value)}
          />
        </label>
      )}
      <label className="field">
        <span>Check-in day</span>
        <select className="input" value={day} onChange={(e) => setDay(e.target.value as WeekdayName)}>
          {CHECK_IN_DAYS.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
      </label>
      {problem ? (
        <p className="coach-problem" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        Save goal
      </button>
    </form>
  );
}
