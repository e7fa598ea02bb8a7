// The add form's library part: library names for what was typed, after the member's own and the
// common ones, and, once the name is a library exercise, its muscles and instructions on demand.
// Read from the API as the member types, so the library never weighs on the app's first load.
import { useState } from "react";
import type { LibraryExercise } from "@shared/exercise-library/contract";
import { useLibraryExercise, useLibrarySearch } from "./hooks";
import "./exercise-library.css";

type Props = {
  typed: string;
  /** Names suggested already (the member's own and the common ones): not repeated. */
  shown: readonly string[];
  /** Offer names (false once one was picked). */
  suggest: boolean;
  /** Names to offer at most, with those shown. */
  limit?: number;
  onPick: (name: string) => void;
};

export function MuscleList({ exercise }: { exercise: Pick<LibraryExercise, "primaryMuscles" | "secondaryMuscles" | "equipment"> }) {
  return (
    <p className="small library-muscles">
      <span className="library-muscle-names">{exercise.primaryMuscles.join(", ")}</span>
      {exercise.secondaryMuscles.length > 0 ? (
        <span className="muted">
          {" · also "}
          <span className="library-muscle-names">{exercise.secondaryMuscles.join(", ")}</span>
        </span>
      ) : null}
      {exercise.equipment ? <span className="muted"> · {exercise.equipment}</span> : null}
    </p>
  );
}

function Details({ id }: { id: string }) {
  const { data, error } = useLibraryExercise(id);
  if (error && !data) return <p className="small muted">Could not load the instructions.</p>;
  if (!data) return <p className="small muted">Loading...</p>;
  return (
    <div className="library-details">
      <MuscleList exercise={data} />
      {data.instructions.length > 0 ? (
        <ol className="library-steps small">
          {data.instructions.map((step, i) => (
            <li key={i}>{step}</li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

export function LibraryNames({ typed, shown, suggest, limit = 8, onPick }: Props) {
  const { data } = useLibrarySearch(typed);
  const [open, setOpen] = useState<string | null>(null);
  const found = data ?? [];
  const key = typed.trim().toLowerCase();
  const exact = found.find((e) => e.name.toLowerCase() === key);
  const taken = new Set(shown.map((n) => n.trim().toLowerCase()));
  const names = suggest
    ? found.filter((e) => !taken.has(e.name.toLowerCase()) && e !== exact).slice(0, Math.max(0, limit - shown.length))
    : [];
  return (
    <>
      {names.length > 0 ? (
        <div className="name-suggestions library-names" role="group" aria-label="Library exercises">
          {names.map((e) => (
            <button key={e.id} type="button" className="name-suggestion" onClick={() => onPick(e.name)}>
              {e.name}
            </button>
          ))}
        </div>
      ) : null}
      {exact ? (
        <div className="library-info">
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-expanded={open === exact.id}
            onClick={() => setOpen(open === exact.id ? null : exact.id)}
          >
            Muscles and instructions
          </button>
          {open === exact.id ? <Details id={exact.id} /> : null}
        </div>
      ) : null}
    </>
  );
}
