// Exercise history in a dialog: the earlier sessions of an exercise, the newest page first and
// older pages on request, with their sets, best set, estimated 1RM and volume, and a chart of the
// newest page's estimated 1RM over time, all in the user's weight unit; record sets are marked
// 'PR' and warm-ups 'W'.
// Self-contained: give it the exercise name (and the day being viewed, to leave that day out).
import { useState } from "react";
import useSWR from "swr";
import { weightFromStored, weightLabel, weightTextFromStored, type WeightUnit } from "../../../src/shared/units";
import { HISTORY } from "../../../src/shared/limits";
import type { HistorySession, HistorySet } from "../../../src/shared/workouts/contract";
import { longDate, trendSummary, withUnit } from "../../components/chart";
import { Dialog } from "../../components/Dialog";
import { Loading } from "../../components/Loading";
import { TrendChart } from "../../components/TrendChart";
import { useUnits } from "../auth";
import { ExerciseLinkSection } from "../exercise-library";
import { keys } from "./api";
import "./exercise-history.css";

type ExerciseHistoryDialogProps = {
  name: string;
  open: boolean;
  onClose: () => void;
  /** YYYY-MM-DD of the workout being viewed: only sessions before it are history. */
  before?: string;
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

function SessionItem({ session, unit }: { session: HistorySession; unit: WeightUnit }) {
  const label = weightLabel(unit);
  const inUnit = (pounds: number) => withUnit(weightFromStored(pounds, unit), label);
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
                {setWeight(s.weight, unit)} {label} × {s.reps || "0"}
              </span>
              <SetTags set={s} />
            </span>
            <span className="history-set-state">{s.completed ? "Done" : "Not done"}</span>
          </li>
        ))}
      </ol>
      <p className="small muted">
        {session.bestSet
          ? `Best set: ${inUnit(session.bestSet.weight)} × ${session.bestSet.reps}`
          : "No completed set with weight and reps"}
        {` · Volume ${inUnit(session.totalVolume)}`}
      </p>
    </li>
  );
}

/** After a full page, the sessions before its oldest: a button, then that page when asked for. */
function NextPage({ name, page, unit }: { name: string; page: HistorySession[]; unit: WeightUnit }) {
  const [shown, setShown] = useState(false);
  if (page.length < HISTORY.page) return null;
  if (shown) return <OlderSessions name={name} before={page[page.length - 1]!.date} unit={unit} />;
  return (
    <button type="button" className="btn btn-secondary history-more" onClick={() => setShown(true)}>
      Show older sessions
    </button>
  );
}

function OlderSessions({ name, before, unit }: { name: string; before: string; unit: WeightUnit }) {
  const { data, error } = useSWR<HistorySession[]>(keys.history(name, before), { revalidateOnMount: true });
  if (!data) return error ? <p className="muted">Could not load the history. Please try again later.</p> : <Loading />;
  return (
    <>
      <ul className="history-sessions" aria-label="Older sessions">
        {data.map((s) => (
          <SessionItem key={s.date} session={s} unit={unit} />
        ))}
      </ul>
      <NextPage name={name} page={data} unit={unit} />
    </>
  );
}

function HistoryBody({ name, before }: { name: string; before?: string }) {
  const { weightUnit } = useUnits();
  const { data, error, isLoading } = useSWR<HistorySession[]>(keys.history(name, before), { revalidateOnMount: true });
  if (isLoading && !data) return <Loading />;
  if (error && !data) return <p className="muted">Could not load the history. Please try again later.</p>;
  const sessions = data ?? [];
  if (sessions.length === 0) {
    return <p className="muted empty">No earlier sessions of {name} yet. Complete a set and it will show here next time.</p>;
  }
  const series = sessions
    .filter((s) => s.estimatedOneRepMax !== null)
    .map((s) => ({ date: s.date, value: weightFromStored(s.estimatedOneRepMax!, weightUnit) }))
    .reverse();
  const summary = trendSummary(series, weightLabel(weightUnit), "all");
  return (
    <div className="stack">
      {summary ? (
        <div className="history-chart">
          <p className="small muted">Estimated one-rep max (Epley)</p>
          <p className="chart-summary">{summary}</p>
          <TrendChart series={series} title={`${name} estimated one-rep max`} summary={summary} />
        </div>
      ) : null}
      <ul className="history-sessions" aria-label="Sessions">
        {sessions.map((s) => (
          <SessionItem key={s.date} session={s} unit={weightUnit} />
        ))}
      </ul>
      <NextPage name={name} page={sessions} unit={weightUnit} />
    </div>
  );
}

export function ExerciseHistoryDialog({ name, open, onClose, before }: ExerciseHistoryDialogProps) {
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
      {open ? <ExerciseLinkSection name={name} /> : null}
      {open ? <HistoryBody name={name} before={before} /> : null}
    </Dialog>
  );
}
