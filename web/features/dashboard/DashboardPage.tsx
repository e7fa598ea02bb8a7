// Dashboard (/): the weekday strip drives the stat cards and the '{Day} Overview' card
// (docs/behaviour/dashboard.md, "Overview"); below them the streak ("Streak"), this week's sets per muscle
// and the quick actions. The selected day lives in the address (/?date=YYYY-MM-DD), like the
// Workouts and Meal Plan screens.
import { useId, type ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { todayIso, toIsoDate, weekdayName } from "@shared/dates";
import { ClipboardIcon, DumbbellIcon, FlameIcon, NotebookIcon, UtensilsIcon } from "@web/components/Icons";
import { Page } from "@web/components/Page";
import { ProgressBar } from "@web/components/ProgressBar";
import { WeekdayStrip } from "@web/components/WeekdayStrip";
import { dayLink, useDateParam } from "@web/lib/date-param";
import { MusclesCard } from "@web/features/exercise-library";
import { NextWorkoutCard } from "@web/features/programs";
import { useMealsOfDay, useStreak, useWorkoutDay } from "./hooks";
import { mealSummary, streakLabel, workoutSummary, type RowSummary } from "./summary";
import "./dashboard.css";

type Read<T> = { data?: T; error?: unknown; isLoading: boolean };

function StatCard({ title, read, summary, unit }: { title: string; read: Read<unknown>; summary: RowSummary; unit: string }) {
  const loading = read.isLoading && read.data === undefined;
  const failed = !loading && read.error !== undefined && read.data === undefined;
  return (
    <section className="card stat-card" aria-label={title}>
      <p className="stat-title">{title}</p>
      {loading ? (
        <p className="stat-loading muted">Loading...</p>
      ) : failed ? (
        <p className="stat-loading muted">Unavailable</p>
      ) : (
        <>
          <p className="stat-value">
            {summary.done}/{summary.total}
          </p>
          <ProgressBar label={`${title} progress`} percent={summary.percent} />
          <p className="stat-sub muted">{unit}</p>
        </>
      )}
    </section>
  );
}

type OverviewRowProps = {
  icon: ReactNode;
  title: string;
  read: Read<unknown>;
  summary: RowSummary;
  failedText: string;
  onGo: () => void;
};

function OverviewRow({ icon, title, read, summary, failedText, onGo }: OverviewRowProps) {
  const titleId = useId();
  const loading = read.isLoading && read.data === undefined;
  const failed = !loading && read.error !== undefined && read.data === undefined;
  return (
    <div className="overview-row">
      <div className="overview-icon">{icon}</div>
      <div className="overview-text">
        <p className="overview-name">
          <span id={titleId}>{title}</span>
          {!loading && !failed && summary.complete ? <span className="badge badge-success">Complete</span> : null}
        </p>
        <p className="overview-line muted">{loading ? "Loading..." : failed ? failedText : summary.line}</p>
      </div>
      {loading ? null : (
        <button
          type="button"
          className={`btn btn-sm ${summary.action === "Start" || summary.action === "Plan" ? "btn-primary" : "btn-secondary"}`}
          onClick={onGo}
          aria-describedby={titleId}
        >
          {summary.action}
        </button>
      )}
    </div>
  );
}

function StreakCard({ today }: { today: string }) {
  const { data, error, isLoading } = useStreak(today);
  let hint = "Tick a set to start a streak.";
  if (data?.activeToday) hint = "You trained today. Keep it going!";
  else if (data && data.streak > 0) hint = "Tick a set today to keep it going.";
  return (
    <section className="card streak-card" aria-label="Streak">
      <div className={data && data.streak > 0 ? "streak-icon streak-on" : "streak-icon"}>
        <FlameIcon />
      </div>
      <div className="streak-text">
        {isLoading && !data ? (
          <p className="muted">Loading...</p>
        ) : error && !data ? (
          <p className="muted">Streak unavailable</p>
        ) : (
          <>
            <p className="streak-value">{streakLabel(data?.streak ?? 0)}</p>
            <p className="muted small">{hint}</p>
          </>
        )}
      </div>
    </section>
  );
}

const QUICK_ACTIONS = [
  { label: "Start Workout", href: "/workouts", icon: <DumbbellIcon /> },
  { label: "Plan Meals", href: "/meals", icon: <UtensilsIcon /> },
  { label: "Meal Library", href: "/meal-library", icon: <NotebookIcon /> },
  { label: "Workout Templates", href: "/workout-templates", icon: <ClipboardIcon /> },
];

export function DashboardPage() {
  // The day is kept in the address (/?date=), so Back from Workouts or Meal Plan returns to it.
  const [selected, setSelected] = useDateParam("/");
  const [, navigate] = useLocation();
  const date = toIsoDate(selected);
  const day = weekdayName(selected);
  const today = todayIso();

  const workout = useWorkoutDay(date);
  const meals = useMealsOfDay(date);
  const workoutRow = workoutSummary(workout.data?.exercises ?? []);
  const mealRow = mealSummary(Array.isArray(meals.data) ? meals.data : []);

  return (
    <Page title="Dashboard">
      <WeekdayStrip selected={selected} onSelect={setSelected} />

      <div className="stat-grid">
        <StatCard title="Workouts" read={workout} summary={workoutRow} unit={workoutRow.total === 1 ? "exercise done" : "exercises done"} />
        <StatCard title="Meals" read={meals} summary={mealRow} unit={mealRow.total === 1 ? "meal consumed" : "meals consumed"} />
      </div>

      <section className="card overview-card" aria-labelledby="overview-title">
        <h2 id="overview-title" className="card-title">
          {`${day} Overview`}
        </h2>
        <OverviewRow
          icon={<DumbbellIcon />}
          title="Workouts"
          read={workout}
          summary={workoutRow}
          failedText="Could not load workouts"
          onGo={() => navigate(dayLink("/workouts", date))}
        />
        <OverviewRow
          icon={<UtensilsIcon />}
          title="Meals"
          read={meals}
          summary={mealRow}
          failedText="Could not load meals"
          onGo={() => navigate(dayLink("/meals", date))}
        />
      </section>

      <NextWorkoutCard date={today} offerStart />

      <StreakCard today={today} />

      <MusclesCard />

      <section className="card stack" aria-labelledby="quick-actions-title">
        <h2 id="quick-actions-title" className="card-title">
          Quick Actions
        </h2>
        <div className="quick-actions">
          {QUICK_ACTIONS.map((a) => (
            <Link key={a.href} href={a.href} className="quick-action">
              <span className="quick-action-icon">{a.icon}</span>
              <span>{a.label}</span>
            </Link>
          ))}
        </div>
      </section>
    </Page>
  );
}
