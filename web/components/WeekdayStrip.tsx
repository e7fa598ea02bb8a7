// MON..SUN day picker: Monday first, today marked, selected highlighted, default today
// (docs/behaviour/conventions.md, "Dates and weekdays"). It shows the week of the selected date; with
// `navigable` it also moves a week back or on, and back to today, and `marks` puts a hollow dot
// under days with something planned and a filled one under days done. Each button's name is the
// full day ('Monday 16 November'), followed by what `describe` says of it ('3 of 4 sets done').
import { useState } from "react";
import { addDays, isSameDay, today as localToday, weekDates, weekdayName, type WeekStart } from "@shared/dates";
import { fullDay, shortMonthDay } from "@web/lib/words";
import { ChevronLeftIcon, ChevronRightIcon } from "./Icons";
import { Tooltip } from "./Tooltip";

export type DayMark = "planned" | "done";

type WeekdayStripProps = {
  /** The selected date; uncontrolled (starting at today) when omitted. */
  selected?: Date;
  onSelect?: (date: Date) => void;
  /** Injectable for tests; defaults to now. */
  today?: Date;
  weekStart?: WeekStart;
  label?: string;
  /** Offer the previous and next week and a way back to today. */
  navigable?: boolean;
  /** What each date (YYYY-MM-DD) holds; days without a mark show no dot. */
  marks?: (date: Date) => DayMark | undefined;
  /** What the day holds, in words, added to its button's name: 'Monday 16 November, 3 of 4 sets done'. */
  describe?: (date: Date) => string | undefined;
};

export function WeekdayStrip({
  selected,
  onSelect,
  today,
  weekStart = "monday",
  label = "Day of the week",
  navigable = false,
  marks,
  describe,
}: WeekdayStripProps) {
  const now = today ?? localToday();
  const [own, setOwn] = useState<Date>(now);
  const current = selected ?? own;
  const dates = weekDates(navigable ? current : now, weekStart);
  const thisWeek = dates.some((d) => isSameDay(d, now));
  const choose = (date: Date) => {
    setOwn(date);
    onSelect?.(date);
  };

  const strip = (
    <div className="weekday-strip" role="group" aria-label={label}>
      {dates.map((date) => {
        const name = weekdayName(date);
        const isToday = isSameDay(date, now);
        const isSelected = isSameDay(date, current);
        const mark = marks?.(date);
        const dot = marks ? (mark ? `weekday-dot mark-${mark}` : "weekday-dot") : isToday ? "weekday-dot today-dot" : "weekday-dot";
        const about = describe?.(date);
        const fullName = about ? `${fullDay(date)}, ${about}` : fullDay(date);
        return (
          <Tooltip key={name} content={fullName}>
            <button
              type="button"
              className="weekday"
              aria-label={fullName}
              aria-pressed={isSelected}
              aria-current={isToday ? "date" : undefined}
              data-date={date.getUTCDate()}
              data-mark={mark}
              onClick={() => choose(date)}
            >
              <span className="weekday-name">{name.slice(0, 3).toUpperCase()}</span>
              <span className="weekday-date" aria-hidden="true">
                {date.getUTCDate()}
              </span>
              <span className={dot} aria-hidden="true" />
            </button>
          </Tooltip>
        );
      })}
    </div>
  );
  if (!navigable) return strip;

  return (
    <div className="week-nav-wrap">
      <div className="week-nav">
        <button type="button" className="week-nav-step" aria-label="Previous week" onClick={() => choose(addDays(current, -7))}>
          <ChevronLeftIcon size={20} />
        </button>
        <p className="week-nav-label" aria-live="polite">
          {thisWeek ? "This week" : `${shortMonthDay(dates[0]!)} – ${shortMonthDay(dates[6]!)}`}
        </p>
        {thisWeek ? null : (
          <button type="button" className="btn btn-sm btn-secondary week-nav-today" onClick={() => choose(now)}>
            Today
          </button>
        )}
        <button type="button" className="week-nav-step" aria-label="Next week" onClick={() => choose(addDays(current, 7))}>
          <ChevronRightIcon size={20} />
        </button>
      </div>
      {strip}
    </div>
  );
}
