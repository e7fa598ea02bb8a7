// MON..SUN day picker for the current week: Monday first, today dotted, selected highlighted,
// default today (docs/behaviour.md, "Dates and weekdays"). Selecting a weekday yields that
// weekday's date in the current week.
import { useState } from "react";
import { isSameDay, weekDates, weekdayName, type WeekStart } from "../../src/shared/dates";
import { Tooltip } from "./Tooltip";

type WeekdayStripProps = {
  /** The selected date; uncontrolled (starting at today) when omitted. */
  selected?: Date;
  onSelect?: (date: Date) => void;
  /** Injectable for tests; defaults to now. */
  today?: Date;
  weekStart?: WeekStart;
  label?: string;
};

export function WeekdayStrip({ selected, onSelect, today, weekStart = "monday", label = "Day of the week" }: WeekdayStripProps) {
  const now = today ?? new Date();
  const [own, setOwn] = useState<Date>(now);
  const current = selected ?? own;
  const dates = weekDates(now, weekStart);

  return (
    <div className="weekday-strip" role="group" aria-label={label}>
      {dates.map((date) => {
        const name = weekdayName(date);
        const isToday = isSameDay(date, now);
        const isSelected = isSameDay(date, current);
        return (
          <Tooltip key={name} content={`${name}, ${date.toLocaleDateString(undefined, { month: "long", day: "numeric" })}`}>
            <button
              type="button"
              className="weekday"
              aria-pressed={isSelected}
              aria-current={isToday ? "date" : undefined}
              data-date={date.getDate()}
              onClick={() => {
                setOwn(date);
                onSelect?.(date);
              }}
            >
              <span className="weekday-name">{name.slice(0, 3).toUpperCase()}</span>
              <span className="weekday-date" aria-hidden="true">
                {date.getDate()}
              </span>
              <span className={isToday ? "weekday-dot today-dot" : "weekday-dot"} aria-hidden="true" />
            </button>
          </Tooltip>
        );
      })}
    </div>
  );
}
