// The meal plan's day against the daily goals (docs/behaviour/meals.md, "Macro tracking"): per macro a bar
// of what is planned (and, darker, what is eaten) against the goal, the figures, and whether the
// plan is under, at or over it, in words and an icon as well as colour.
import type { GoalStatus, ResolvedGoals } from "@shared/goals/contract";
import { goalStatus } from "@shared/goals/rules";
import { dailyExtras, dailyMacros, EXTRA_KEYS, type Extras, type Macros } from "@shared/meals/rules";
import { CheckIcon, MinusIcon, PlusIcon } from "@web/components/Icons";
import { formatWhole } from "@web/lib/words";
import "./goals.css";

type DayMeal = Parameters<typeof dailyMacros>[0][number] & Parameters<typeof dailyExtras>[0][number] & { isConsumed: boolean };

/** Fibre, sugar and sodium: a row only when there is a goal or an ingredient of the day gives it. */
const EXTRAS: Record<keyof Extras, { label: string; unit: string }> = {
  fiber: { label: "Fiber", unit: "g" },
  sugar: { label: "Sugar", unit: "g" },
  sodium: { label: "Sodium", unit: "mg" },
};

const MACROS: readonly { key: keyof Macros; label: string; unit: string }[] = [
  { key: "calories", label: "Calories", unit: "cal" },
  { key: "protein", label: "Protein", unit: "g" },
  { key: "carbs", label: "Carbs", unit: "g" },
  { key: "fat", label: "Fat", unit: "g" },
];

const STATUS_ICON: Record<GoalStatus, typeof CheckIcon> = { under: MinusIcon, at: CheckIcon, over: PlusIcon };

function statusText(status: GoalStatus, difference: number, unit: string): string {
  const amount = unit === "cal" ? formatWhole(difference) : `${formatWhole(difference)} ${unit}`;
  if (status === "over") return `${amount} over`;
  if (status === "under") return `${amount} left`;
  return "On goal";
}

const percentOf = (amount: number, goal: number) => (goal > 0 ? Math.max(0, Math.min(100, (amount / goal) * 100)) : amount > 0 ? 100 : 0);

function GoalRow({
  label,
  unit,
  planned,
  eaten,
  goal,
}: {
  label: string;
  unit: string;
  planned: number;
  eaten: number;
  goal: number | null;
}) {
  if (goal === null) {
    return (
      <li className="goal-row goal-none">
        <div className="goal-head">
          <span className="goal-label">{label}</span>
          <span className="goal-status muted">No goal</span>
        </div>
        <p className="goal-figures">
          {formatWhole(planned)} {unit} planned · {formatWhole(eaten)} eaten
        </p>
      </li>
    );
  }
  const { status, difference } = goalStatus(planned, goal);
  const Icon = STATUS_ICON[status];
  return (
    <li className={`goal-row goal-${status}`} aria-label={`${label} goal`}>
      <div className="goal-head">
        <span className="goal-label">{label}</span>
        <span className="goal-status">
          <Icon size={14} />
          {statusText(status, difference, unit)}
        </span>
      </div>
      <div className="goal-bar" aria-hidden="true">
        <span className="goal-bar-planned" style={{ width: `${percentOf(planned, goal)}%` }} />
        <span className="goal-bar-eaten" style={{ width: `${percentOf(eaten, goal)}%` }} />
      </div>
      <p className="goal-figures">
        {formatWhole(planned)} / {formatWhole(goal)} {unit} planned · {formatWhole(eaten)} eaten
      </p>
    </li>
  );
}

/** The day's planned and eaten totals against the goals; a macro without a goal shows its figures only. */
export function GoalBars({ meals, goals }: { meals: DayMeal[]; goals: ResolvedGoals }) {
  const planned = dailyMacros(meals);
  const eaten = dailyMacros(meals.filter((m) => m.isConsumed));
  const plannedExtras = dailyExtras(meals);
  const eatenExtras = dailyExtras(meals.filter((m) => m.isConsumed));
  return (
    <ul className="goal-rows" aria-label="Daily goals">
      {MACROS.map((m) => (
        <GoalRow key={m.key} label={m.label} unit={m.unit} planned={planned[m.key]} eaten={eaten[m.key]} goal={goals[m.key]} />
      ))}
      {EXTRA_KEYS.filter((k) => (goals[k] ?? null) !== null || plannedExtras[k] !== null).map((k) => (
        <GoalRow
          key={k}
          label={EXTRAS[k].label}
          unit={EXTRAS[k].unit}
          planned={plannedExtras[k] ?? 0}
          eaten={eatenExtras[k] ?? 0}
          goal={goals[k] ?? null}
        />
      ))}
    </ul>
  );
}
