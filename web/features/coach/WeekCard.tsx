// The Coach screen's 'This week' card (docs/behaviour/coach.md, "The weekly check-in"): the week
// from Monday in one look, as GET /api/coach/week answers it.
import useSWR from "swr";
import type { CoachWeek } from "@shared/coach/contract";
import { thousands } from "@shared/coach/rules";
import type { WeightUnit } from "@shared/units";
import { coachApi, keys } from "./api";
import { kcalText, weightText } from "./words";

export function WeekCard({ weekStart, unit }: { weekStart: string; unit: WeightUnit }) {
  const { data } = useSWR<CoachWeek>(keys.week(weekStart), () => coachApi.week(weekStart));
  if (!data) return null;
  const { training, nutrition, body } = data;
  const goal = (text: string | null) => (text === null ? "" : ` of ${text}`);
  return (
    <section className="card coach-week" aria-label="This week">
      <h2 className="card-title">This week</h2>
      <dl className="coach-week-list">
        <div>
          <dt>Training</dt>
          <dd>
            {training.sessions} {training.sessions === 1 ? "session" : "sessions"}
            {training.prs.length ? `, records: ${training.prs.map((p) => p.name).join(", ")}` : ""}
            {training.hardSets.length
              ? `; ${training.hardSets.filter((m) => m.sets >= m.low && m.sets <= m.high).length} ` +
                `of ${training.hardSets.length} muscles in their band`
              : ""}
          </dd>
        </div>
        <div>
          <dt>Nutrition</dt>
          <dd>
            {nutrition.daysLogged} days logged
            {nutrition.averageCalories === null
              ? ""
              : `, ${kcalText(nutrition.averageCalories)}${goal(nutrition.caloriesGoal === null ? null : thousands(nutrition.caloriesGoal))} ` +
                `and ${nutrition.averageProtein} g protein${goal(nutrition.proteinGoal === null ? null : `${nutrition.proteinGoal} g`)} a day`}
          </dd>
        </div>
        <div>
          <dt>Body</dt>
          <dd>
            {body.trendChange === null
              ? "No trend yet"
              : `Trend ${weightText(body.trendWeight, unit)}, ` +
                `${body.trendChange > 0 ? "+" : ""}${weightText(body.trendChange, unit)} this week`}
          </dd>
        </div>
      </dl>
    </section>
  );
}
