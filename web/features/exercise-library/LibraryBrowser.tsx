// The Library screen's browser (docs/behaviour/exercise-library.md, "Library screen"): every
// exercise of the library and the member's own, searched by name and narrowed by muscle and
// equipment, each with its muscles and, on demand, its instructions. The screen above lends each
// exercise its part of the member's own history (`extra`).
import { useDeferredValue, useId, useState, type ReactNode } from "react";
import useSWR from "swr";
import type { LibraryExercise } from "@shared/exercise-library/contract";
import { EQUIPMENT, MUSCLES } from "@shared/exercise-library/rules";
import { EXERCISE_LIBRARY } from "@shared/limits";
import { Loading } from "@web/components/Loading";
import { SearchBox } from "@web/components/SearchBox";
import { loadErrorText } from "@web/lib/data";
import { keys } from "./api";
import { Details, MuscleList } from "./LibraryNames";
import "./exercise-library.css";

type Props = { extra?: (exercise: LibraryExercise) => ReactNode };

function Filter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className="library-filter">
      <label className="small muted" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="input" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Any</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o.charAt(0).toUpperCase() + o.slice(1)}
          </option>
        ))}
      </select>
    </div>
  );
}

function LibraryCard({ exercise, extra }: { exercise: LibraryExercise; extra?: Props["extra"] }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="card exercise-browser-card" aria-label={exercise.name}>
      <div className="exercise-browser-card-head">
        <p className="exercise-browser-card-name">{exercise.name}</p>
        {exercise.source !== "library" ? <span className="badge badge-accent">Yours</span> : null}
      </div>
      <MuscleList exercise={exercise} />
      <div className="exercise-browser-card-actions">
        <button type="button" className="btn btn-secondary btn-sm" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? "Hide instructions" : "Instructions"}
        </button>
        {extra?.(exercise)}
      </div>
      {open ? <Details id={exercise.id} /> : null}
    </li>
  );
}

export function LibraryBrowser({ extra }: Props) {
  const [q, setQ] = useState("");
  const [muscle, setMuscle] = useState("");
  const [equipment, setEquipment] = useState("");
  const typed = useDeferredValue(q.trim());
  const { data, error, isLoading } = useSWR<LibraryExercise[]>(keys.browse(typed, muscle, equipment), { keepPreviousData: true });
  const found = data ?? [];
  return (
    <div className="stack">
      <SearchBox label="Search exercises" placeholder="Search exercises" value={q} onChange={setQ} />
      <div className="library-filters">
        <Filter label="Muscle" value={muscle} options={MUSCLES} onChange={setMuscle} />
        <Filter label="Equipment" value={equipment} options={EQUIPMENT} onChange={setEquipment} />
      </div>
      {isLoading && !data ? (
        <Loading label="Loading exercises..." />
      ) : error && !data ? (
        <div className="card empty" role="alert">
          <p className="card-title">Unable to load exercises</p>
          <p className="muted small">{loadErrorText(error, "Failed to fetch exercises")}</p>
        </div>
      ) : found.length === 0 ? (
        <div className="card empty">
          <p className="card-title">No exercises found</p>
          <p className="muted small">Try another name, muscle or equipment.</p>
        </div>
      ) : (
        <>
          <ul className="exercise-browser-list" aria-label="Exercises">
            {found.map((e) => (
              <LibraryCard key={e.id} exercise={e} extra={extra} />
            ))}
          </ul>
          {found.length >= EXERCISE_LIBRARY.maxResults ? (
            <p className="muted small center">The first {EXERCISE_LIBRARY.maxResults} shown: a name, a muscle or equipment narrows them.</p>
          ) : null}
        </>
      )}
    </div>
  );
}
