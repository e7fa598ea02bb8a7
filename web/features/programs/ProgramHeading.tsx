// A program's name over its schedule and one more detail, as the Programs screen heads both the
// active program's card and each built-in program's.
import type { ReactNode } from "react";
import type { Schedule } from "@shared/programs/contract";

const SCHEDULE_WORDS: Record<Schedule, string> = { rotation: "Rotation", weekdays: "Weekdays" };

type Props = { id: string; level: 2 | 3; name: string; schedule: Schedule; detail: ReactNode };

export function ProgramHeading({ id, level, name, schedule, detail }: Props) {
  const Title = level === 2 ? "h2" : "h3";
  return (
    <div>
      <Title id={id} className="card-title">
        {name}
      </Title>
      <div className="program-meta">
        <span className="badge badge-accent">{SCHEDULE_WORDS[schedule]}</span>
        <span className="muted small">{detail}</span>
      </div>
    </div>
  );
}
