// Programs (/programs): the active program with its next workout and 'Stop program', and the
// built-in programs, each started with the member's starting weights (docs/behaviour/programs.md,
// "Programs screen and the Next card").
import { type ReactNode, useId, useState } from "react";
import { todayIso } from "@shared/dates";
import type { CatalogueProgram } from "@shared/programs/contract";
import { BackLink } from "@web/components/BackLink";
import { PlayIcon } from "@web/components/Icons";
import { Loading } from "@web/components/Loading";
import { Page } from "@web/components/Page";
import { loadErrorText } from "@web/lib/data";
import { count } from "@web/lib/words";
import { ActiveProgramCard } from "./ActiveProgramCard";
import { workoutLine } from "./format";
import { useCatalogue, useNextWorkout } from "./hooks";
import { NextWorkoutCard } from "./NextWorkoutCard";
import { ProgramHeading } from "./ProgramHeading";
import { FromTemplates } from "./FromTemplates";
import { StartProgramDialog } from "./StartProgramDialog";
import "./programs.css";

function CatalogueCard({ program, onStart }: { program: CatalogueProgram; onStart: () => void }) {
  const titleId = useId();
  return (
    <article className="card program-card" aria-labelledby={titleId}>
      <ProgramHeading
        id={titleId}
        level={3}
        name={program.name}
        schedule={program.schedule}
        detail={count(program.workouts.length, "workout")}
      />
      <p className="muted small">{program.description}</p>
      <ul className="program-workouts">
        {program.workouts.map((w) => (
          <li key={w.name} className="program-workout">
            <span className="program-workout-name">{w.name}</span>
            {`: ${workoutLine(w)}`}
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-primary" aria-label={`Start ${program.name}`} onClick={onStart}>
        <PlayIcon size={18} />
        Start
      </button>
    </article>
  );
}

export function ProgramsPage() {
  const today = todayIso();
  const { program, next, loaded } = useNextWorkout(today);
  const catalogue = useCatalogue();
  const [starting, setStarting] = useState<CatalogueProgram | null>(null);

  let list: ReactNode;
  if (catalogue.isLoading && !catalogue.data) list = <Loading label="Loading programs..." />;
  else if (catalogue.error && !catalogue.data)
    list = (
      <div className="card empty" role="alert">
        <p className="card-title">Unable to load programs</p>
        <p className="muted small">{loadErrorText(catalogue.error, "Failed to fetch programs")}</p>
      </div>
    );
  else
    list = (
      <div className="program-list">
        {(catalogue.data ?? []).map((p) => (
          <CatalogueCard key={p.id} program={p} onStart={() => setStarting(p)} />
        ))}
      </div>
    );

  return (
    <Page title="Programs" subtitle="Workouts that progress from what you log.">
      <BackLink href="/workouts">Back to Workouts</BackLink>
      {program ? (
        <>
          <NextWorkoutCard date={today} hideProgramLink />
          <ActiveProgramCard program={program} next={next} />
        </>
      ) : loaded ? (
        <p className="muted">No program yet. Start one below: each workout's numbers then follow from what you log.</p>
      ) : null}
      <h2 className="card-title program-section-title">{program ? "Switch program" : "Start a program"}</h2>
      {list}
      <FromTemplates replaces={program?.name ?? null} />
      <StartProgramDialog program={starting} replaces={program?.name ?? null} onClose={() => setStarting(null)} />
    </Page>
  );
}
