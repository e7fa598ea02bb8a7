// Coach (/coach, docs/behaviour/coach.md): the member's expenditure as learned from what they ate
// and weighed, the goal, the targets of the latest check-in, and the last 12 weeks charted.
import { todayIso } from "@shared/dates";
import { weekStart } from "@shared/exercise-library/rules";
import { shortIsoDay } from "@web/lib/words";
import { trendSummary } from "@web/components/chart";
import { Loading } from "@web/components/Loading";
import { Page } from "@web/components/Page";
import { TrendChart } from "@web/components/TrendChart";
import { loadErrorText } from "@web/lib/data";
import { toast, toastError } from "@web/stores/toast";
import { Link } from "wouter";
import { useAuth, useUnits } from "@web/features/auth";
import { BODY_PROFILE_ANCHOR } from "@web/features/profile";
import { weightFromStored } from "@shared/units";
import { GoalForm } from "./GoalForm";
import { TargetsLine } from "./TargetsLine";
import { WeekCard } from "./WeekCard";
import { useCoach, useCoachActions } from "./hooks";
import { CONFIDENCE_WORDS, ENERGY_WORDS, kcalText, weeklyText, weightText } from "./words";
import "./coach.css";

/** The least the expenditure chart's axis covers: a steady estimate then draws as a steady line. */
const EXPENDITURE_AXIS_KCAL = 500;

export function CoachPage() {
  const today = todayIso();
  const { data, error, isLoading } = useCoach(today);
  const actions = useCoachActions(today);
  const { weightUnit } = useUnits();
  const { user } = useAuth();
  if (!data) {
    return (
      <Page title="Coach" subtitle="Your energy needs, learned from your own data">
        {isLoading ? <Loading /> : <p className="muted">{loadErrorText(error, "Failed to load the coach")}</p>}
      </Page>
    );
  }
  const { expenditure: e, recommendation: r, checkIn } = data;
  const apply = async () => {
    try {
      await actions.apply();
      toast({ title: "Targets applied to your daily goals" });
    } catch {
      toastError("Failed to apply the targets. Please try again.");
    }
  };
  const intake = data.history.filter((d) => d.intake !== null).map((d) => ({ date: d.date, value: d.intake! }));
  const spent = data.weeks.filter((w) => w.expenditure !== null).map((w) => ({ date: w.date, value: w.expenditure! }));
  const trend = data.weeks
    .filter((w) => w.trendWeight !== null)
    .map((w) => ({ date: w.date, value: weightFromStored(w.trendWeight!, weightUnit) }));

  return (
    <Page title="Coach" subtitle="Your energy needs, learned from your own data">
      <section className="card coach-estimate" aria-label="Expenditure">
        <h2 className="card-title">Expenditure</h2>
        <p className="coach-kcal">{e.kcal === null ? "Not known yet" : `${kcalText(e.kcal)} a day`}</p>
        <p className={`coach-confidence coach-confidence-${e.confidence}`}>
          {e.source === "formula" && e.kcal !== null ? "From your profile (formula)" : CONFIDENCE_WORDS[e.confidence]}
        </p>
        <p className="muted">{e.why}</p>
        {e.kcal === null && (user?.sex == null || user.birthYear == null || user.heightCm == null) ? (
          <p>
            <Link href={`/profile#${BODY_PROFILE_ANCHOR}`}>Add your body figures in Profile</Link>
          </p>
        ) : null}
        <dl className="coach-figures">
          <div>
            <dt>Trend weight</dt>
            <dd>{weightText(e.trendWeight, weightUnit)}</dd>
          </div>
          <div>
            <dt>Change</dt>
            <dd>{weeklyText(e.weeklyChange, weightUnit)}</dd>
          </div>
        </dl>
        <p className="muted coach-energy">{ENERGY_WORDS}</p>
      </section>

      <section className="card coach-targets-card" aria-label="Targets">
        <h2 className="card-title">Targets</h2>
        <p className="muted">
          Check-in {shortIsoDay(checkIn.date)}; the next on {shortIsoDay(checkIn.next)}.
        </p>
        {r ? (
          <>
            <TargetsLine targets={r} />
            {checkIn.applied ? (
              <p className="muted">Applied to your daily goals.</p>
            ) : (
              <button type="button" className="btn btn-primary" onClick={apply}>
                Apply to daily goals
              </button>
            )}
          </>
        ) : (
          <p className="muted">No targets until there is an estimate and a weigh-in.</p>
        )}
      </section>

      <WeekCard weekStart={weekStart(today)} unit={weightUnit} />

      <GoalForm goal={data.goal} unit={weightUnit} onSave={actions.setGoal} />

      <section className="card coach-charts" aria-label="Last 12 weeks">
        <h2 className="card-title">Last 12 weeks</h2>
        <h3 className="coach-chart-title">Intake (kcal a day)</h3>
        {intake.length > 1 ? (
          <TrendChart series={intake} title="Intake" summary={trendSummary(intake, "kcal", "90d")!} />
        ) : (
          <p className="muted">Log eaten meals to chart your intake.</p>
        )}
        <h3 className="coach-chart-title">Expenditure (kcal a day)</h3>
        {spent.length > 1 ? (
          <TrendChart series={spent} title="Expenditure" summary={trendSummary(spent, "kcal", "90d")!} minSpan={EXPENDITURE_AXIS_KCAL} />
        ) : (
          <p className="muted">The expenditure is charted once it is learned.</p>
        )}
        <h3 className="coach-chart-title">Weight trend ({weightUnit})</h3>
        {trend.length > 1 ? (
          <TrendChart series={trend} title="Weight trend" summary={trendSummary(trend, weightUnit, "90d")!} />
        ) : (
          <p className="muted">Weigh in to chart your trend.</p>
        )}
      </section>
    </Page>
  );
}
