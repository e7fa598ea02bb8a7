// Dashboard's 'Muscles This Week' card: this week's hard sets per muscle (linked exercises, ticked
// sets that are not warm-ups, a secondary muscle half a set) against the member's target band.
import { todayIso } from "@shared/dates";
import { bandOf, MUSCLES, targetOf, type Muscle } from "@shared/exercise-library/rules";
import { num } from "@web/lib/words";
import { useAuth } from "@web/features/auth";
import { useMuscleStats } from "./hooks";
import "./exercise-library.css";

const BAND_WORDS = { under: "below target", within: "on target", over: "above target" } as const;

export function MusclesCard() {
  const today = todayIso();
  const { data, error, isLoading } = useMuscleStats(1, today);
  const { user } = useAuth();
  const week = data?.weeks.at(-1)?.sets ?? {};
  const worked = MUSCLES.filter((m) => (week[m] ?? 0) > 0).sort((a, b) => (week[b] ?? 0) - (week[a] ?? 0));
  return (
    <section className="card muscles-card stack-sm" aria-labelledby="muscles-card-title">
      <h2 id="muscles-card-title" className="card-title">
        Muscles This Week
      </h2>
      {isLoading && !data ? (
        <p className="muted">Loading...</p>
      ) : error && !data ? (
        <p className="muted">Muscles unavailable</p>
      ) : worked.length === 0 ? (
        <p className="muted small">No hard sets of library exercises this week yet.</p>
      ) : (
        <ul className="muscle-rows" aria-label="Sets per muscle">
          {worked.map((muscle: Muscle) => {
            const sets = week[muscle] ?? 0;
            const [low, high] = targetOf(user?.muscleTargets, muscle);
            const band = bandOf(sets, [low, high]);
            const scale = Math.max(high, sets) * 1.1 || 1;
            return (
              <li key={muscle} className={`muscle-row muscle-${band}`}>
                <span className="muscle-name">{muscle}</span>
                <span className="muscle-bar" aria-hidden="true">
                  <span className="muscle-band" style={{ left: `${(low / scale) * 100}%`, width: `${((high - low) / scale) * 100}%` }} />
                  <span className="muscle-fill" style={{ width: `${(sets / scale) * 100}%` }} />
                </span>
                <span className="muscle-sets" role="group" aria-label={`${num(sets)} sets, ${BAND_WORDS[band]} ${low}-${high}`}>
                  {num(sets)}
                  <span className="muted">
                    {" "}
                    / {low}-{high}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
