// The history dialog's library part: what the exercise's name stands for in the library, a choice
// of the nearest library exercises (or none) to change it, and a 12-week chart of the weekly hard
// sets of each of its main muscles. Choosing never renames the logged sessions.
import { useState } from "react";
import { todayIso } from "@shared/dates";
import type { LibraryExercise } from "@shared/exercise-library/contract";
import { nameKey, targetOf, type Muscle } from "@shared/exercise-library/rules";
import { EXERCISE_LIBRARY } from "@shared/limits";
import { TrendChart } from "@web/components/TrendChart";
import { useAuth } from "@web/features/auth";
import { useExerciseLinks, useLibraryExercise, useLibrarySearch, useLinkActions, useMuscleStats } from "./hooks";
import { MuscleList } from "./LibraryNames";
import "./exercise-library.css";

const CANDIDATES = 8;

function Candidates({ name, onDone }: { name: string; onDone: () => void }) {
  const [query, setQuery] = useState(name);
  const [failed, setFailed] = useState(false);
  const { data } = useLibrarySearch(query);
  const { link } = useLinkActions();
  const choose = async (libraryId: string | null) => {
    try {
      await link({ name, libraryId });
      onDone();
    } catch {
      setFailed(true);
    }
  };
  return (
    <div className="link-candidates stack-sm">
      <input className="input" aria-label="Search the library" value={query} onChange={(e) => setQuery(e.target.value)} />
      {failed ? <p className="small error-text">Could not save the link. Please try again.</p> : null}
      <ul className="link-candidate-list" aria-label="Library exercises">
        {(data ?? []).slice(0, CANDIDATES).map((e) => (
          <li key={e.id}>
            <button type="button" className="link-candidate" onClick={() => choose(e.id)}>
              <span className="link-candidate-name">{e.name}</span>
              <MuscleList exercise={e} />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => choose(null)}>
        None of these
      </button>
    </div>
  );
}

function MuscleCharts({ exercise }: { exercise: LibraryExercise }) {
  const today = todayIso();
  const { data } = useMuscleStats(EXERCISE_LIBRARY.chartWeeks, today);
  const { user } = useAuth();
  if (!data) return null;
  return (
    <>
      {exercise.primaryMuscles.map((muscle: Muscle) => {
        const series = data.weeks.map((w) => ({ date: w.week, value: w.sets[muscle] ?? 0 }));
        const [low, high] = targetOf(user?.muscleTargets, muscle);
        const summary = `This week ${series.at(-1)?.value ?? 0} sets · target ${low}-${high}`;
        return (
          <div key={muscle} className="history-chart muscle-chart">
            <p className="small muted">Weekly sets: {muscle}</p>
            <p className="chart-summary">{summary}</p>
            <TrendChart series={series} title={`${muscle} weekly sets`} summary={summary} />
          </div>
        );
      })}
    </>
  );
}

export function ExerciseLinkSection({ name }: { name: string }) {
  const { data: links, error } = useExerciseLinks();
  const [choosing, setChoosing] = useState(false);
  const link = links?.find((l) => nameKey(l.name) === nameKey(name));
  const { data: exercise } = useLibraryExercise(link?.libraryId ?? null);
  if (error && !links) return null;
  return (
    <section className="exercise-link stack-sm" aria-label="Library exercise">
      <div className="exercise-link-head">
        <div>
          <p className="small muted">{link?.confirmed ? "Linked to" : link?.libraryId ? "Matched to" : "Library exercise"}</p>
          <p className="exercise-link-name">{exercise ? exercise.name : links && !link?.libraryId ? "None" : "..."}</p>
          {exercise ? <MuscleList exercise={exercise} /> : null}
        </div>
        <button type="button" className="btn btn-secondary btn-sm" aria-expanded={choosing} onClick={() => setChoosing(!choosing)}>
          {choosing ? "Cancel" : "Change"}
        </button>
      </div>
      {choosing ? <Candidates name={name} onDone={() => setChoosing(false)} /> : null}
      {exercise && !choosing ? <MuscleCharts exercise={exercise} /> : null}
    </section>
  );
}
