// The Library screen (/library): the exercise library's browser, and for each exercise the member
// has done (a name of theirs linked to it), its history and records from the workouts' history
// dialog. It stands above both features: the library builds on workouts.
import { useState } from "react";
import { todayIso, addDays, parseIsoDate, toIsoDate } from "@shared/dates";
import type { LibraryExercise } from "@shared/exercise-library/contract";
import { BackLink } from "@web/components/BackLink";
import { TrendIcon } from "@web/components/Icons";
import { Page } from "@web/components/Page";
import { ExerciseLinkSection, LibraryBrowser, useExerciseLinks } from "@web/features/exercise-library";
import { ExerciseHistoryDialog } from "@web/features/workouts";

const libraryPart = (name: string) => <ExerciseLinkSection name={name} />;

export function LibraryPage() {
  const { data: links } = useExerciseLinks();
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  // Today's sessions count: the history is of every day up to and including today.
  const before = toIsoDate(addDays(parseIsoDate(todayIso())!, 1));
  const namesOf = (exercise: LibraryExercise) => (links ?? []).filter((l) => l.libraryId === exercise.id).map((l) => l.name);
  const extra = (exercise: LibraryExercise) =>
    namesOf(exercise).map((name) => (
      <button
        key={name}
        type="button"
        className="btn btn-secondary btn-sm"
        aria-label={`Your history of ${name}`}
        onClick={() => setHistoryOf(name)}
      >
        <TrendIcon size={16} />
        {namesOf(exercise).length > 1 ? name : "Your history"}
      </button>
    ));
  return (
    <Page title="Exercise Library" subtitle="Search by name, muscle or equipment">
      <BackLink href="/workouts">Back to Workouts</BackLink>
      <LibraryBrowser extra={extra} />
      <ExerciseHistoryDialog
        name={historyOf ?? ""}
        open={historyOf !== null}
        onClose={() => setHistoryOf(null)}
        before={before}
        libraryPart={libraryPart}
      />
    </Page>
  );
}
