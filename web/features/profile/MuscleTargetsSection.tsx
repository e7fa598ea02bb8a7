// Profile's 'Weekly Sets per Muscle' card: the band of weekly hard sets each muscle aims at, 10-20
// unless the member sets it (docs/behaviour/exercise-library.md, "Weekly sets per muscle").
import { useState, type FormEvent } from "react";
import type { UserDto } from "@shared/auth/contract";
import { MUSCLES, targetOf, type Muscle, type MuscleTargets } from "@shared/exercise-library/rules";
import { EXERCISE_LIBRARY } from "@shared/limits";
import { FormError } from "@web/components/Form";
import { toast, toastError } from "@web/stores/toast";
import { useProfileActions } from "./hooks";

type Text = Record<Muscle, [string, string]>;
const textOf = (targets: MuscleTargets): Text => Object.fromEntries(MUSCLES.map((m) => [m, targetOf(targets, m).map(String)])) as Text;

/** The bands typed, or why one cannot be saved. */
function bandsOf(text: Text): MuscleTargets | string {
  const out: MuscleTargets = {};
  for (const m of MUSCLES) {
    const [low, high] = text[m].map((s) => (/^\d{1,3}$/.test(s.trim()) ? Number(s) : NaN)) as [number, number];
    if (!(low <= high) || high > EXERCISE_LIBRARY.maxTargetSets)
      return `${m}: a low and a high whole number of sets, 0 to ${EXERCISE_LIBRARY.maxTargetSets}, low not above high`;
    out[m] = [low, high];
  }
  return out;
}

export function MuscleTargetsSection({ user }: { user: UserDto }) {
  const { setMuscleTargets } = useProfileActions();
  const [text, setText] = useState<Text>(() => textOf(user.muscleTargets));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const change = (m: Muscle, i: 0 | 1, value: string) => setText((t) => ({ ...t, [m]: i === 0 ? [value, t[m][1]] : [t[m][0], value] }));
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const bands = bandsOf(text);
    if (typeof bands === "string") return setProblem(bands);
    setProblem(null);
    setSaving(true);
    try {
      // A band at 10-20 is sent as none, so a later change of the default reaches it.
      const [low, high] = EXERCISE_LIBRARY.defaultTarget;
      await setMuscleTargets(Object.fromEntries(MUSCLES.map((m) => [m, bands[m]![0] === low && bands[m]![1] === high ? null : bands[m]])));
      toast({ title: "Targets saved" });
    } catch {
      toastError("Failed to save the targets. Please try again.");
    } finally {
      setSaving(false);
    }
  };
  return (
    <section className="card stack" aria-labelledby="muscle-targets-title">
      <div>
        <h2 id="muscle-targets-title" className="card-title">
          Weekly Sets per Muscle
        </h2>
        <p className="small muted">The hard sets a week each muscle aims at, shown on the Dashboard.</p>
      </div>
      <form className="stack-sm" onSubmit={onSubmit} noValidate>
        <ul className="target-rows">
          {MUSCLES.map((m) => (
            <li key={m} className="target-row">
              <span className="target-name">{m}</span>
              <input
                className="input target-input"
                inputMode="numeric"
                aria-label={`${m} low`}
                value={text[m][0]}
                onChange={(e) => change(m, 0, e.target.value)}
              />
              <span aria-hidden="true">-</span>
              <input
                className="input target-input"
                inputMode="numeric"
                aria-label={`${m} high`}
                value={text[m][1]}
                onChange={(e) => change(m, 1, e.target.value)}
              />
            </li>
          ))}
        </ul>
        <FormError message={problem} />
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? "Saving..." : "Save Targets"}
        </button>
      </form>
    </section>
  );
}
