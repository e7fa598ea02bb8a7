// The Workouts screen's day (/workouts?date=YYYY-MM-DD): plan and log a day of any week. The
// weekday strip picks the day and moves between weeks (dots for days planned and done); each
// exercise card logs its sets, shows last time's numbers and runs a rest timer; the day can be saved
// as a template, and a template loaded into it. The parts of the features that build on workouts
// (the programs' link and Next card, the exercise library's names and links) are lent by the screen
// above it (web/pages/WorkoutsPage.tsx).
import { useState, type ReactNode } from "react";
import { Link, useSearch } from "wouter";
import { toIsoDate, weekDates, weekdayName } from "@shared/dates";
import { progressPercent } from "@shared/progress";
import type { ExerciseDto } from "@shared/workouts/contract";
import { findPrevious } from "@shared/workouts/rules";
import { DeleteActions, Dialog } from "@web/components/Dialog";
import { IconAction } from "@web/components/IconAction";
import { ChevronRightIcon, DownloadIcon, SaveInsetIcon, SwapIcon, TrendIcon } from "@web/components/Icons";
import { Loading } from "@web/components/Loading";
import { Page } from "@web/components/Page";
import { WeekdayStrip } from "@web/components/WeekdayStrip";
import { useDateParam } from "@web/lib/date-param";
import { count, monthDay } from "@web/lib/words";
import { useAuth } from "@web/features/auth";
import { AddExerciseForm } from "@web/features/workouts/exercise/AddExerciseForm";
import type { LibraryNamesPart } from "@web/features/workouts/exercise/ExerciseFields";
import { ExerciseCard } from "@web/features/workouts/exercise/ExerciseCard";
import { ExerciseHistoryDialog } from "@web/features/workouts/history/ExerciseHistoryDialog";
import { SwapExerciseDialog } from "@web/features/workouts/exercise/SwapExerciseDialog";
import { useExerciseHandlers } from "./exercise-handlers";
import {
  useKeptLatest,
  usePreviousWorkout,
  useSetLogging,
  useWorkout,
  useWorkoutWeek,
  useWaitingToSync,
  type SetChange,
} from "@web/features/workouts/hooks";
import { LoadTemplateDialog } from "@web/features/workouts/templates/LoadTemplateDialog";
import { unlockAudio } from "@web/features/workouts/rest/alarm";
import { RestBar } from "@web/features/workouts/rest/RestBar";
import { useRestOwner, useRestStore } from "@web/features/workouts/rest/rest-store";
import { useWakeLock } from "@web/features/workouts/rest/wake-lock";
import { SaveTemplateDialog } from "@web/features/workouts/templates/SaveTemplateDialog";
import { DayNote } from "./DayNote";
import { dayMarks } from "./day-marks";
import { FinishWorkout } from "./FinishWorkout";
import { dayGroups, focusSet, nextInRound, supersetPlaces } from "@web/features/workouts/exercise/supersets";
import "./workouts.css";

/** What the screen above lends the day; each is left out when not given. */
export type LentParts = {
  /** In the toolbar's row of links, before History (the ways to the Programs and Library screens). */
  toolbar?: ReactNode;
  /** Above the exercises, for the day on screen (the program's next workout). */
  aboveDay?: (date: string) => ReactNode;
  /** The library's names, offered in the add form after the member's own. */
  libraryNames?: LibraryNamesPart;
  /** The library's part of an exercise's history (its link and muscles). */
  libraryPart?: (name: string) => ReactNode;
};

export function WorkoutDay({ toolbar, aboveDay, libraryNames, libraryPart }: LentParts) {
  const [selected, setSelected] = useDateParam("/workouts");
  const date = toIsoDate(selected);
  const day = weekdayName(selected);
  const { data: workout, error, isLoading, mutate: reload } = useWorkout(date);
  const { data: week } = useWorkoutWeek(toIsoDate(weekDates(selected, "monday")[0]!));
  const { data: previous } = usePreviousWorkout(date);
  const logSet = useSetLogging(date);
  const handlers = useExerciseHandlers(date, day, logSet);
  const keptLatest = useKeptLatest(date);
  const waiting = useWaitingToSync();
  const startRest = useRestStore((s) => s.startRest);
  useRestOwner(useAuth().user?.id ?? null);
  // Ticking a set starts that exercise's rest, replacing any other (docs/behaviour/workouts.md, "Rest
  // timer"); in a superset it moves on to the round's next exercise, and the rest waits for the
  // round's last.
  const changeSet = (exercise: ExerciseDto, setNumber: number, change: SetChange) => {
    if (change.completed === true) {
      const { rest, next } = nextInRound(workout?.exercises ?? [], exercise, setNumber);
      if (rest && exercise.restTime > 0) {
        unlockAudio();
        startRest(exercise.id, exercise.name, exercise.restTime, exercise.clientId);
      }
      if (next) focusSet(next.exercise, next.setNumber);
    }
    return logSet(exercise, setNumber, change);
  };
  const [dialog, setDialog] = useState<"save" | "load" | null>(null);
  // The Templates screen's Start: the day opens loading that template (?template=id).
  const startWith = Number(new URLSearchParams(useSearch()).get("template")) || null;
  const [deleting, setDeleting] = useState<ExerciseDto | null>(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const [swapping, setSwapping] = useState<ExerciseDto | null>(null);
  const lastOf = (name: string) => findPrevious(previous?.exercises, name);
  const [deleteBusy, setDeleteBusy] = useState(false);

  const exercises = workout?.exercises ?? [];
  const places = supersetPlaces(exercises);
  const groups = dayGroups(exercises);
  const completed = exercises.filter((e) => e.isCompleted).length;
  const hasExercises = exercises.length > 0;
  const title = !workout || hasExercises ? `${day} Workout` : `${day} - No Workout Planned`;
  // The screen stays on from the first ticked set until every exercise is complete.
  useWakeLock(exercises.some((e) => e.setRows.some((r) => r.completed)) && completed < exercises.length);

  const { marks, describe: describeDay } = dayMarks(date, workout, week);

  const confirmDelete = async () => {
    if (!deleting || deleteBusy) return;
    setDeleteBusy(true);
    if (await handlers.deleteExercise(deleting)) setDeleting(null);
    setDeleteBusy(false);
  };

  return (
    <Page
      title={title}
      subtitle={monthDay(selected)}
      actions={
        hasExercises ? (
          <span className={`badge ${completed === exercises.length ? "badge-success" : "badge-accent"} workout-progress-badge`}>
            {completed}/{exercises.length} Complete
          </span>
        ) : null
      }
    >
      <WeekdayStrip selected={selected} onSelect={setSelected} navigable marks={marks} describe={describeDay} />

      {waiting > 0 ? (
        <p className="sync-status" role="status">
          <span className="sync-status-dot" aria-hidden="true" />
          {`${count(waiting, "change")} waiting to sync`}
        </p>
      ) : null}

      {hasExercises ? (
        <div
          className="workout-progress"
          role="progressbar"
          aria-label="Workout progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progressPercent(completed, exercises.length))}
        >
          <span style={{ width: `${progressPercent(completed, exercises.length)}%` }} />
        </div>
      ) : null}

      <div className="workout-toolbar">
        <button type="button" className="btn btn-secondary" disabled={!hasExercises} onClick={() => setDialog("save")}>
          <SaveInsetIcon size={18} />
          Save Template
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => setDialog("load")}>
          <DownloadIcon size={18} />
          Load Template
        </button>
        <div className="workout-links">
          {toolbar}
          <Link href="/history" className="next-program-link workout-link">
            History
            <ChevronRightIcon size={16} />
          </Link>
        </div>
      </div>

      {aboveDay?.(date)}

      {isLoading && !workout ? (
        <Loading label="Loading workout..." />
      ) : error && !workout ? (
        <div className="card stack center" role="alert">
          <p className="form-error">{error instanceof Error ? error.message : String(error)}</p>
          <button type="button" className="btn btn-secondary" onClick={() => reload()}>
            Try Again
          </button>
        </div>
      ) : (
        <>
          {!hasExercises ? (
            <div className="card empty workout-empty">
              <p className="card-title">No exercises yet</p>
              <p className="muted small">Add an exercise below or load a saved template.</p>
            </div>
          ) : (
            <div className="exercise-list">
              {exercises.map((exercise, i) => (
                <ExerciseCard
                  // The phone's id stays the same when the server's arrives: the card is not made anew.
                  key={exercise.clientId ?? exercise.id}
                  exercise={exercise}
                  previous={findPrevious(previous?.exercises, exercise.name)}
                  onSetChange={changeSet}
                  onSave={handlers.saveExercise}
                  onSetCount={handlers.changeSetCount}
                  onAddWarmups={handlers.addWarmups}
                  onMove={(by) => void handlers.moveExercise(exercise, by)}
                  canMove={{ up: i > 0, down: i < exercises.length - 1 }}
                  onDelete={setDeleting}
                  superset={places.get(exercise)}
                  groups={groups}
                  extraActions={
                    <>
                      <IconAction
                        label={`Swap ${exercise.name}`}
                        hint="Swap exercise"
                        icon={<SwapIcon size={20} />}
                        onClick={() => setSwapping(exercise)}
                      />
                      <IconAction
                        label={`History of ${exercise.name}`}
                        hint="Exercise history"
                        icon={<TrendIcon size={20} />}
                        onClick={() => setHistoryOf(exercise.name)}
                      />
                    </>
                  }
                />
              ))}
            </div>
          )}
          <AddExerciseForm key={`add-${date}`} onAdd={handlers.addExercise} lastOf={lastOf} libraryNames={libraryNames} />
          {workout ? <FinishWorkout key={`finish-${date}`} date={date} day={day} workout={workout} /> : null}
          {workout ? <DayNote key={`note-${date}`} date={date} note={workout.note ?? null} /> : null}
        </>
      )}

      <RestBar />

      <ExerciseHistoryDialog
        name={historyOf ?? ""}
        open={historyOf !== null}
        onClose={() => setHistoryOf(null)}
        before={date}
        libraryPart={libraryPart}
      />

      <SwapExerciseDialog
        exercise={swapping}
        onClose={() => setSwapping(null)}
        lastOf={lastOf}
        onSwap={handlers.swapExercise}
        libraryNames={libraryNames}
      />
      <SaveTemplateDialog open={dialog === "save"} onClose={() => setDialog(null)} day={day} exercises={exercises} />
      <LoadTemplateDialog
        open={dialog === "load" || (startWith !== null && workout !== undefined)}
        onClose={() => {
          setDialog(null);
          if (startWith !== null) setSelected(selected);
        }}
        startWith={startWith}
        date={date}
        day={day}
        existing={exercises}
        onLoad={handlers.append}
        keptLatest={keptLatest}
      />
      <Dialog
        open={deleting !== null}
        onClose={() => !deleteBusy && setDeleting(null)}
        title="Delete Exercise"
        description={deleting ? `Are you sure you want to delete "${deleting.name}"? This action cannot be undone.` : undefined}
        actions={<DeleteActions busy={deleteBusy} onCancel={() => setDeleting(null)} onDelete={confirmDelete} />}
      />
    </Page>
  );
}
