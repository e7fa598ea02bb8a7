// The week at a glance (/meals?week=YYYY-MM-DD): seven days from the given date, each with its
// meals (time, name, Consumed/Prepped) and its totals (against the daily goals, when set), the week's average per day over the days
// that have meals, and previous/next week. Each day links back to the Meal Plan of that day
// (docs/behaviour/meals.md, "Week view").
import { familyLine } from "@shared/meals/rules";
import { Link, useLocation } from "wouter";
import { addDays, monthName, parseIsoDate, todayIso, toIsoDate } from "@shared/dates";
import type { MealWeekDay } from "@shared/meals/contract";
import type { Extras, Macros } from "@shared/meals/rules";
import type { DayFlag, DayFlags } from "@shared/meals/week";
import { displayTime } from "@shared/time";
import type { ResolvedGoals } from "@shared/goals/contract";
import { goalStatus } from "@shared/goals/rules";
import { useAuth } from "@web/features/auth";
import { useGoals } from "@web/features/goals";
import { count, formatWhole, fullDay } from "@web/lib/words";
import { BackLink } from "@web/components/BackLink";
import { ChevronLeftIcon, ChevronRightIcon } from "@web/components/Icons";
import { Loading } from "@web/components/Loading";
import { Page } from "@web/components/Page";
import { dayLink } from "@web/lib/date-param";

import { failureText } from "@web/lib/failure";
import { toast, toastError } from "@web/stores/toast";
import { Fragment, useState } from "react";
import { mealsApi } from "./api";
import { useMealWeek } from "./hooks";
import "./week.css";

/** The seven dates from `first`, as YYYY-MM-DD. */
const weekDates7 = (first: string) => Array.from({ length: 7 }, (_, i) => toIsoDate(addDays(parseIsoDate(first)!, i)));

/** A link to the week view starting on `start`. */
export const weekLink = (start: string) => `/meals?week=${start}`;

/** '1 – 7 March', '27 March – 2 April'. */
function rangeText(first: Date, last: Date): string {
  return monthName(first) === monthName(last)
    ? `${first.getUTCDate()} – ${last.getUTCDate()} ${monthName(last)}`
    : `${first.getUTCDate()} ${monthName(first)} – ${last.getUTCDate()} ${monthName(last)}`;
}

/**
 * The average of each total over the days that have meals, whole numbers; null when no day has
 * any. Days without meals are left out: an unplanned day is not a day of eating nothing.
 */
export function weekAverage(days: MealWeekDay[]): { days: number; meals: number; totals: Macros } | null {
  const planned = days.filter((d) => d.meals.length > 0);
  if (planned.length === 0) return null;
  const mean = (pick: (d: MealWeekDay) => number) => Math.round(planned.reduce((s, d) => s + pick(d), 0) / planned.length);
  return {
    days: planned.length,
    meals: Math.round((planned.reduce((s, d) => s + d.meals.length, 0) / planned.length) * 10) / 10,
    totals: {
      calories: mean((d) => d.totals.calories),
      protein: mean((d) => d.totals.protein),
      carbs: mean((d) => d.totals.carbs),
      fat: mean((d) => d.totals.fat),
    },
  };
}

const MACROS: readonly { key: keyof Macros; unit: string }[] = [
  { key: "calories", unit: " cal" },
  { key: "protein", unit: "g protein" },
  { key: "carbs", unit: "g carbs" },
  { key: "fat", unit: "g fat" },
];

/** Fibre, sugar and sodium: shown when a goal is set for them or an ingredient gives them. */
const EXTRAS: readonly { key: keyof Extras; unit: string }[] = [
  { key: "fiber", unit: "g fiber" },
  { key: "sugar", unit: "g sugar" },
  { key: "sodium", unit: "mg sodium" },
];

/**
 * One total, against its goal when there is one: over a maximum, or under a minimum (the day's
 * flag from the server), says so in words, not only colour.
 */
function Against({ amount, goal, unit, flag }: { amount: number; goal: number | null; unit: string; flag?: DayFlag }) {
  if (goal === null) return <span>{`${amount}${unit}`}</span>;
  const { status, difference } = goalStatus(amount, goal);
  return (
    <span className={`week-goal week-goal-${flag === "under" ? "short" : status}`}>
      {`${formatWhole(amount)} / ${formatWhole(goal)}${unit}`}
      {status === "over" ? ` (${formatWhole(difference)} over)` : ""}
      {flag === "under" ? ` (${formatWhole(Math.abs(difference))} under)` : ""}
    </span>
  );
}

function Totals({
  totals,
  macroTracking,
  meals,
  goals,
  flags,
}: {
  totals: Macros & Partial<Extras>;
  macroTracking: boolean;
  meals: number;
  goals: ResolvedGoals | null;
  flags?: DayFlags;
}) {
  if (!macroTracking) return <span className="week-total">{count(meals, "meal")}</span>;
  const shown = [
    ...MACROS.map((m) => ({ ...m, amount: totals[m.key] })),
    ...EXTRAS.filter((e) => (totals[e.key] ?? null) !== null || (goals?.[e.key] ?? null) !== null).map((e) => ({
      ...e,
      amount: totals[e.key] ?? 0,
    })),
  ];
  return (
    <span className="week-total">
      {/* Each total with the separator after it is kept on one line: a line breaks after a '·'. */}
      {shown.map((m, i) => (
        <Fragment key={m.key}>
          <span className="week-total-part">
            <Against amount={m.amount} goal={goals?.[m.key] ?? null} unit={m.unit} flag={flags?.[m.key]} />
            {i < shown.length - 1 ? " ·" : null}
          </span>
          {i < shown.length - 1 ? " " : null}
        </Fragment>
      ))}
    </span>
  );
}

function DayRow({
  day,
  macroTracking,
  isToday,
  goals,
}: {
  day: MealWeekDay;
  macroTracking: boolean;
  isToday: boolean;
  goals: ResolvedGoals | null;
}) {
  const date = parseIsoDate(day.date)!;
  const headingId = `week-day-${day.date}`;
  return (
    <article
      className={`card week-day${isToday ? " is-today" : ""}`}
      aria-labelledby={headingId}
      aria-current={isToday ? "date" : undefined}
    >
      <h2 id={headingId} className="week-day-title">
        <Link href={dayLink("/meals", day.date)} className="week-day-link">
          {fullDay(date)}
          {isToday ? <span className="week-today">Today</span> : null}
          <ChevronRightIcon size={18} />
        </Link>
      </h2>
      {day.meals.length === 0 ? (
        <p className="muted small">No meals planned</p>
      ) : (
        <>
          <ul className="week-meals">
            {day.meals.map((m) => (
              <li key={m.id} className="week-meal">
                <span className="week-meal-time">{displayTime(m.time)}</span>
                <span className="week-meal-name">{m.name}</span>
                {m.isConsumed || m.isPrepped ? (
                  <span className="week-meal-badges">
                    {m.isConsumed ? <span className="badge badge-success">Consumed</span> : null}
                    {m.isPrepped ? <span className="badge badge-accent">Prepped</span> : null}
                  </span>
                ) : null}
                {m.portions ? <span className="week-meal-family">{familyLine(m.portions)}</span> : null}
              </li>
            ))}
          </ul>
          <p className="week-day-totals" role="group" aria-label={`Totals of ${fullDay(date)}`}>
            <Totals totals={day.totals} macroTracking={macroTracking} meals={day.meals.length} goals={goals} flags={day.flags} />
          </p>
        </>
      )}
    </article>
  );
}

function Average({ days, macroTracking, goals }: { days: MealWeekDay[]; macroTracking: boolean; goals: ResolvedGoals | null }) {
  const average = weekAverage(days);
  return (
    <section className="card week-average" aria-labelledby="week-average-title">
      <h2 id="week-average-title" className="card-title">
        Average per day
      </h2>
      {average === null ? (
        <p className="muted small">No meals planned this week</p>
      ) : (
        <>
          <p className="week-average-value">
            {macroTracking ? (
              <Totals totals={average.totals} macroTracking meals={0} goals={goals} />
            ) : (
              <span className="week-total">{average.meals} meals</span>
            )}
          </p>
          <p className="muted small">Over the {count(average.days, "day")} with meals; days without meals are not counted</p>
        </>
      )}
    </section>
  );
}

export function MealWeek({ start }: { start: Date }) {
  const [, navigate] = useLocation();
  const first = toIsoDate(start);
  const last = addDays(start, 6);
  const { user } = useAuth();
  const macroTracking = Boolean(user?.macroTracking);
  const { data, error, isLoading, mutate } = useMealWeek(first);
  const goals = useGoals(macroTracking).data?.resolved ?? null;
  const today = todayIso();
  const days = weekDates7(first);
  // Back to today when it is in this week, else to the week's first day.
  const backTo = days.includes(today) ? today : first;
  // Replace, not push, like stepping through days.
  const go = (weeks: number) => navigate(weekLink(toIsoDate(addDays(start, weeks * 7))), { replace: true });
  const [copying, setCopying] = useState(false);
  // The whole week onto the next one (docs/behaviour/meals.md, "Save plan and copy previous").
  const copyWeek = async () => {
    setCopying(true);
    try {
      const answer = await mealsApi.copyWeek(first, toIsoDate(addDays(start, 7)));
      toast({ title: answer?.message ?? "Week copied" });
    } catch (e) {
      toastError(`Failed to copy the week: ${failureText(e)}`);
    } finally {
      setCopying(false);
    }
  };

  return (
    <Page title="Week Plan" subtitle={rangeText(start, last)}>
      <BackLink href={dayLink("/meals", backTo)}>Meal Plan</BackLink>
      <nav className="meal-week-nav" aria-label="Weeks">
        <button type="button" className="btn btn-secondary" onClick={() => go(-1)}>
          <ChevronLeftIcon size={18} />
          Previous week
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => go(1)}>
          Next week
          <ChevronRightIcon size={18} />
        </button>
      </nav>
      <button type="button" className="btn btn-secondary meal-week-copy" disabled={copying} onClick={() => void copyWeek()}>
        {copying ? "Copying..." : "Copy Week to Next Week"}
      </button>
      {isLoading && !data ? (
        <Loading />
      ) : error && !data ? (
        <div className="card empty stack center" role="alert">
          <p>Failed to load the week: {failureText(error, "Failed to fetch meals")}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void mutate()}>
            Try Again
          </button>
        </div>
      ) : (
        <>
          <Average days={data ?? []} macroTracking={macroTracking} goals={goals} />
          <div className="week-days">
            {(data ?? []).map((day) => (
              <DayRow key={day.date} day={day} macroTracking={macroTracking} isToday={day.date === today} goals={goals} />
            ))}
          </div>
        </>
      )}
    </Page>
  );
}
