// Exercise history in a dialog: the earlier sessions of an exercise, the newest page first and
// older pages on request, with their sets, best set, estimated 1RM and volume, and a chart of the
// newest page's estimated 1RM over time, all in the user's weight unit; record sets are marked
// 'PR' and warm-ups 'W'. A kind with no one-rep max shows its own records and charts them: most
// reps, the longest time, the farthest distance.
// Self-contained: give it the exercise name (and the day being viewed, to leave that day out).
import { useState, type ReactNode } from "react";
import useSWR from "swr";
import { weightFromStored, weightLabel, weightTextFromStored, type DistanceUnit, type WeightUnit } from "@shared/units";
import { setFigures } from "@shared/workouts/history";
import { distanceFromMeters, distanceLabel, distanceText, durationText, paceText } from "@shared/workouts/measures";
import { HISTORY } from "@shared/limits";
import type { HistorySession, HistorySet } from "@shared/workouts/contract";
import { longDate, trendSummary, withUnit } from "@web/components/chart";
import { Dialog } from "@web/components/Dialog";
import { Loading } from "@web/components/Loading";
import { TrendChart } from "@web/components/TrendChart";
import { FiguresWhole } from "@web/components/FiguresWhole";
import { useUnits } from "@web/features/auth";
import { keys } from "@web/features/workouts/api";
import { useOnScreen } from "@web/features/workouts/outbox/on-screen";
import { lastText } from "@web/features/workouts/sets/set-values";
import "./exercise-history.css";

type ExerciseHistoryDialogProps = {
  name: string;
  open: boolean;
  onClose: () => void;
  /** YYYY-MM-DD of the workout being viewed: only sessions before it are history. */
  before?: string;
  /** The exercise library's part for the name (its link and muscles), lent by the screen above. */
  libraryPart?: (name: string) => ReactNode;
};

/**
 * A logged weight text in the user's unit, at most 2 decimals either way: a set imported in kg is
 * stored in pounds to 4 decimals ('57.5' kg -> '126.7658'), which reads '126.77' in pounds.
 */
const setWeight = (stored: string, unit: WeightUnit) => weightTextFromStored(stored || "0", unit);

function SetTags({ set }: { set: HistorySet }) {
  if (set.kind !== "warmup" && !set.pr) return null;
  return (
    <>
      {set.kind === "warmup" ? (
        <span className="badge history-tag history-tag-warmup" title="Warm-up set">
          <abbr title="Warm-up">W</abbr>
        </span>
      ) : null}
      {set.pr ? (
        <span className="badge history-tag history-tag-pr" title="Personal record">
          PR
        </span>
      ) : null}
    </>
  );
}

/** A session's records in its kind's terms, for a kind with no one-rep max. */
function kindSummary(session: HistorySession, distanceUnit: DistanceUnit): string {
  const f = setFigures(session.sets, session.type);
  const parts: string[] = [];
  if (f.bestReps !== null) parts.push(`Most reps: ${f.bestReps}`);
  if (f.bestDistance !== null) parts.push(`Farthest: ${distanceText(f.bestDistance, distanceUnit)}`);
  if (f.bestDuration !== null) parts.push(`Longest: ${durationText(f.bestDuration)}`);
  // The pace is kept as seconds per km: over 1,000 m it reads in the member's unit.
  const pace = f.bestPace === null ? null : paceText(f.bestPace, 1000, distanceUnit);
  if (pace) parts.push(`Best pace: ${pace}`);
  return parts.join(" · ") || "No completed set yet";
}

function SessionItem({ session, unit, distanceUnit }: { session: HistorySession; unit: WeightUnit; distanceUnit: DistanceUnit }) {
  const label = weightLabel(unit);
  const inUnit = (pounds: number) => withUnit(weightFromStored(pounds, unit), label);
  const type = session.type ?? "weight_reps";
  return (
    <li className="history-session">
      <div className="history-session-head">
        <h3 className="history-date">{longDate(session.date)}</h3>
        {session.estimatedOneRepMax !== null ? (
          <span className="badge badge-accent history-badge">e1RM {inUnit(session.estimatedOneRepMax)}</span>
        ) : null}
      </div>
      <ol className="history-sets">
        {session.sets.map((s) => (
          <li key={s.setNumber} className={s.completed ? "history-set" : "history-set history-set-skipped"}>
            <span className="history-set-number">Set {s.setNumber}</span>
            <span className="history-set-figures">
              <span>
                {type === "weight_reps"
                  ? `${setWeight(s.weight, unit)} ${label} × ${s.reps || "0"}`
                  : lastText(type, s, unit, distanceUnit)}
                {s.rpe !== undefined ? ` @ RPE ${s.rpe}` : ""}
              </span>
              <SetTags set={s} />
            </span>
            <span className="history-set-state">{s.completed ? "Done" : "Not done"}</span>
          </li>
        ))}
      </ol>
      <p className="small muted">
        {type !== "weight_reps"
          ? kindSummary(session, distanceUnit)
          : session.bestSet
            ? `Best set: ${inUnit(session.bestSet.weight)} × ${session.bestSet.reps}`
            : "No completed set with weight and reps"}
        {session.totalVolume > 0 || type === "weight_reps" ? ` · Volume ${inUnit(session.totalVolume)}` : ""}
      </p>
    </li>
  );
}

/** After a full page, the sessions before its oldest: a button, then that page when asked for. */
function NextPage({
  name,
  page,
  unit,
  distanceUnit,
}: {
  name: string;
  page: HistorySession[];
  unit: WeightUnit;
  distanceUnit: DistanceUnit;
}) {
  const [shown, setShown] = useState(false);
  if (page.length < HISTORY.page) return null;
  if (shown) return <OlderSessions name={name} before={page[page.length - 1]!.date} unit={unit} distanceUnit={distanceUnit} />;
  return (
    <button type="button" className="btn btn-secondary history-more" onClick={() => setShown(true)}>
      Show older sessions
    </button>
  );
}

function OlderSessions({
  name,
  before,
  unit,
  distanceUnit,
}: {
  name: string;
  before: string;
  unit: WeightUnit;
  distanceUnit: DistanceUnit;
}) {
  const { data, error } = useSWR<HistorySession[]>(keys.history(name, before), { revalidateOnMount: true });
  useOnScreen(keys.history(name, before));
  if (!data) return error ? <p className="muted">Could not load the history. Please try again later.</p> : <Loading />;
  return (
    <>
      <ul className="history-sessions" aria-label="Older sessions">
        {data.map((s) => (
          <SessionItem key={s.date} session={s} unit={unit} distanceUnit={distanceUnit} />
        ))}
      </ul>
      <NextPage name={name} page={data} unit={unit} distanceUnit={distanceUnit} />
    </>
  );
}

function HistoryBody({ name, before }: { name: string; before?: string }) {
  const { weightUnit, distanceUnit } = useUnits();
  const { data, error, isLoading } = useSWR<HistorySession[]>(keys.history(name, before), { revalidateOnMount: true });
  useOnScreen(keys.history(name, before));
  if (isLoading && !data) return <Loading />;
  if (error && !data) return <p className="muted">Could not load the history. Please try again later.</p>;
  const sessions = data ?? [];
  if (sessions.length === 0) {
    return <p className="muted empty">No earlier sessions of {name} yet. Complete a set and it will show here next time.</p>;
  }
  const chart = chartOf(sessions, weightUnit, distanceUnit);
  const summary = trendSummary(chart.series, chart.unit, "all");
  return (
    <div className="stack">
      {summary ? (
        <div className="history-chart">
          <p className="small muted">{chart.title}</p>
          <p className="chart-summary">
            <FiguresWhole text={summary} />
          </p>
          <TrendChart series={chart.series} title={`${name} ${chart.what}`} summary={summary} />
        </div>
      ) : null}
      <ul className="history-sessions" aria-label="Sessions">
        {sessions.map((s) => (
          <SessionItem key={s.date} session={s} unit={weightUnit} distanceUnit={distanceUnit} />
        ))}
      </ul>
      <NextPage name={name} page={sessions} unit={weightUnit} distanceUnit={distanceUnit} />
    </div>
  );
}

/** What the chart draws: the estimated 1RM, or the kind's own record per session (reps, minutes, distance). */
function chartOf(
  sessions: HistorySession[],
  weightUnit: WeightUnit,
  distanceUnit: DistanceUnit,
): { title: string; what: string; unit: string; series: { date: string; value: number }[] } {
  const type = sessions[0]?.type ?? "weight_reps";
  const points = (value: (s: HistorySession) => number | null) =>
    sessions
      .map((s) => ({ date: s.date, value: value(s) }))
      .filter((p): p is { date: string; value: number } => p.value !== null)
      .reverse();
  const figures = (s: HistorySession) => setFigures(s.sets, s.type);
  if (type === "distance_duration") {
    return {
      title: "Farthest distance",
      what: "farthest distance",
      unit: distanceLabel(distanceUnit),
      series: points((s) => {
        const d = figures(s).bestDistance;
        return d === null ? null : distanceFromMeters(d, distanceUnit);
      }),
    };
  }
  if (type === "duration")
    return {
      title: "Longest time (minutes)",
      what: "longest time",
      unit: "min",
      series: points((s) => {
        const d = figures(s).bestDuration;
        return d === null ? null : Math.round((d / 60) * 100) / 100;
      }),
    };
  if (type !== "weight_reps") return { title: "Most reps", what: "most reps", unit: "reps", series: points((s) => figures(s).bestReps) };
  return {
    title: "Estimated one-rep max (Epley)",
    what: "estimated one-rep max",
    unit: weightLabel(weightUnit),
    series: points((s) => (s.estimatedOneRepMax === null ? null : weightFromStored(s.estimatedOneRepMax, weightUnit))),
  };
}

export function ExerciseHistoryDialog({ name, open, onClose, before, libraryPart }: ExerciseHistoryDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`${name} History`}
      className="history-dialog"
      actions={
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Close
        </button>
      }
    >
      {open ? libraryPart?.(name) : null}
      {open ? <HistoryBody name={name} before={before} /> : null}
    </Dialog>
  );
}
