// The History screen's month: each trained day marked, any day a tap away from its workout
// (/workouts?date=). The trained days are one read of the sessions list: the sessions before the
// next month's first day, as many as the month has days.
import { useState } from "react";
import useSWR from "swr";
import { Link } from "wouter";
import { monthName, parseIsoDate, todayIso, toIsoDate, weekdayNames } from "@shared/dates";
import { ChevronLeftIcon, ChevronRightIcon } from "@web/components/Icons";
import { dayLink } from "@web/lib/date-param";
import { fullDay } from "@web/lib/words";
import { keys, type SessionDto } from "@web/features/workouts/api";

const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1));

/** The month's days, Monday first, with the blanks before its first day. */
export function monthCells(first: Date): (Date | null)[] {
  const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const blanks = (first.getUTCDay() + 6) % 7;
  return [
    ...Array.from({ length: blanks }, () => null),
    ...Array.from({ length: days }, (_, i) => new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), i + 1))),
  ];
}

export function SessionCalendar() {
  const today = todayIso();
  const now = parseIsoDate(today)!;
  const [shown, setShown] = useState(() => monthStart(now.getUTCFullYear(), now.getUTCMonth()));
  const next = monthStart(shown.getUTCFullYear(), shown.getUTCMonth() + 1);
  const cells = monthCells(shown);
  const { data, error } = useSWR<SessionDto[]>(keys.sessions(toIsoDate(next), 31), { keepPreviousData: true });
  const first = toIsoDate(shown);
  const trained = new Set((data ?? []).map((s) => s.date).filter((d) => d >= first && d < toIsoDate(next)));
  const title = `${monthName(shown)} ${shown.getUTCFullYear()}`;
  const move = (by: number) => setShown(monthStart(shown.getUTCFullYear(), shown.getUTCMonth() + by));

  return (
    <section className="card session-calendar" aria-label="Calendar">
      <div className="calendar-head">
        <button type="button" className="icon-button" aria-label="Previous month" onClick={() => move(-1)}>
          <ChevronLeftIcon size={20} />
        </button>
        <h2 className="card-title" aria-live="polite">
          {title}
        </h2>
        <button type="button" className="icon-button" aria-label="Next month" onClick={() => move(1)}>
          <ChevronRightIcon size={20} />
        </button>
      </div>
      <div className="calendar-grid" role="grid" aria-label={title}>
        {weekdayNames("monday").map((name) => (
          <span key={name} className="calendar-weekday" aria-hidden="true">
            {name.slice(0, 1)}
          </span>
        ))}
        {cells.map((day, i) => {
          if (!day) return <span key={`blank-${i}`} className="calendar-blank" />;
          const iso = toIsoDate(day);
          const done = trained.has(iso);
          const className = `calendar-day${done ? " trained" : ""}${iso === today ? " today" : ""}`;
          return (
            <Link key={iso} href={dayLink("/workouts", iso)} className={className} aria-label={`${fullDay(day)}${done ? ", trained" : ""}`}>
              {day.getUTCDate()}
            </Link>
          );
        })}
      </div>
      {error && !data ? <p className="muted small">Trained days could not be loaded.</p> : null}
    </section>
  );
}
