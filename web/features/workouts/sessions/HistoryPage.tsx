// The History screen (/history): a month calendar marking the trained days, and every session,
// newest first, a page at a time (docs/behaviour/workouts.md, "History"). A session opens its day
// on the Workouts screen.
import { useState } from "react";
import useSWR from "swr";
import { Link } from "wouter";
import { parseIsoDate } from "@shared/dates";
import { BackLink } from "@web/components/BackLink";
import { ChevronRightIcon, FlameIcon } from "@web/components/Icons";
import { Loading } from "@web/components/Loading";
import { Page } from "@web/components/Page";
import { loadErrorText } from "@web/lib/data";
import { dayLink } from "@web/lib/date-param";
import { sessionDay, shortMonth } from "@web/lib/words";
import { FiguresWhole } from "@web/components/FiguresWhole";
import { useUnits } from "@web/features/auth";
import { keys, SESSIONS_PAGE, type SessionDto } from "@web/features/workouts/api";
import { SessionCalendar } from "./SessionCalendar";
import { durationWords, prWords, sessionFigures } from "./session-text";
import "./sessions.css";

function SessionRow({ session }: { session: SessionDto }) {
  const { weightUnit } = useUnits();
  const time = durationWords(session.durationSeconds);
  const day = parseIsoDate(session.date);
  return (
    <li>
      <Link href={dayLink("/workouts", session.date)} className="session-row" aria-label={`${session.name}, ${sessionDay(session.date)}`}>
        <div className="session-date" aria-hidden="true">
          <span className="session-month">{day ? shortMonth(day) : ""}</span>
          <span className="session-daynum">{day?.getUTCDate()}</span>
        </div>
        <div className="session-body">
          <p className="session-name">{session.name}</p>
          <p className="muted small">
            {sessionDay(session.date)}
            {time ? ` · ${time}` : ""}
          </p>
          <p className="session-figures small">{sessionFigures(session, weightUnit)}</p>
          {session.prs.length > 0 ? (
            <ul className="session-prs" aria-label="Records">
              {session.prs.map((pr) => (
                <li key={`${pr.exercise}-${pr.kind}`} className="session-pr">
                  <FlameIcon size={14} />
                  <FiguresWhole text={prWords(pr, weightUnit)} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <ChevronRightIcon size={18} />
      </Link>
    </li>
  );
}

/** One page of sessions; the last page shown offers the next. */
function SessionsPage({ before, last, onMore }: { before?: string; last: boolean; onMore: (before: string) => void }) {
  const { data, error, isLoading } = useSWR<SessionDto[]>(keys.sessions(before), before ? undefined : { revalidateOnMount: true });
  if (isLoading && !data) return <Loading label="Loading sessions..." />;
  if (error && !data) {
    return (
      <div className="card empty" role="alert">
        <p className="card-title">Unable to load sessions</p>
        <p className="muted small">{loadErrorText(error, "Failed to fetch sessions")}</p>
      </div>
    );
  }
  const sessions = data ?? [];
  if (!before && sessions.length === 0) {
    return (
      <div className="card empty">
        <p className="card-title">No sessions yet</p>
        <p className="muted small">A day with a ticked set shows here.</p>
      </div>
    );
  }
  const more = last && sessions.length === SESSIONS_PAGE;
  return (
    <>
      <ul className="session-list">
        {sessions.map((s) => (
          <SessionRow key={s.date} session={s} />
        ))}
      </ul>
      {more ? (
        <button type="button" className="btn btn-secondary btn-block" onClick={() => onMore(sessions.at(-1)!.date)}>
          Load more
        </button>
      ) : null}
    </>
  );
}

export function HistoryPage() {
  // Each page is asked for before the last date of the one above it.
  const [pages, setPages] = useState<(string | undefined)[]>([undefined]);
  return (
    <Page title="History" subtitle="Every session, newest first">
      <BackLink href="/workouts">Back to Workouts</BackLink>
      <SessionCalendar />
      <section className="stack" aria-label="Sessions">
        {pages.map((before, i) => (
          <SessionsPage
            key={before ?? "newest"}
            before={before}
            last={i === pages.length - 1}
            onMore={(date) => setPages([...pages, date])}
          />
        ))}
      </section>
    </Page>
  );
}
