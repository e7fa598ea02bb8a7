// Workouts (/workouts): plan and log a day of the current week. The weekday strip picks the day;
// each exercise card logs its sets, shows last time's numbers and runs a rest timer; the day can
// be saved as a template, and a template loaded into it.
import { useRef, useState } from "react";
import { useSWRConfig } from "swr";
import { toIsoDate, weekdayName } from "../../src/shared/dates";
import { allSetsDone, findPrevious, progressPercent, type ExerciseDto } from "../../src/shared/workouts";
import { TEMPLATES_KEY, usePreviousWorkout, useWorkout, useWorkoutCache, workoutsApi } from "../api/workouts";
import { DeleteActions, Dialog } from "../components/Dialog";
import { ExerciseHistoryDialog } from "../components/ExerciseHistoryDialog";
import { IconAction } from "../components/IconAction";
import { DownloadIcon, SaveInsetIcon, TrendIcon } from "../components/Icons";
import { Loading } from "../components/Loading";
import { Page } from "../components/Page";
import { WeekdayStrip } from "../components/WeekdayStrip";
import { toast, toastError } from "../stores/toast";
import { AddExerciseForm } from "./workouts/AddExerciseForm";
import { ExerciseCard, type EditValues } from "./workouts/ExerciseCard";
import { LoadTemplateDialog } from "./workouts/LoadTemplateDialog";
import { SaveTemplateDialog } from "./workouts/SaveTemplateDialog";
import "./workouts/workouts.css";

export function WorkoutsPage() {
  const [selected, setSelected] = useState(() => new Date());
  const date = toIsoDate(selected);
  const day = weekdayName(selected);
  const { data: workout, error, isLoading, mutate: reload } = useWorkout(date);
  const { data: previous } = usePreviousWorkout(date);
  const cache = useWorkoutCache();
  const { mutate } = useSWRConfig();
  const [dialog, setDialog] = useState<"save" | "load" | null>(null);
  const [deleting, setDeleting] = useState<ExerciseDto | null>(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  const exercises = workout?.exercises ?? [];
  const completed = exercises.filter((e) => e.isCompleted).length;
  const hasExercises = exercises.length > 0;
  const title = !workout || hasExercises ? `${day} Workout` : `${day} - No Workout Planned`;

  const addExercise = async (values: EditValues) => {
    try {
      const updated = await workoutsApi.append(date, day, [{ ...values, isCompleted: false, notes: null }]);
      await cache.setDay(date, updated);
      return true;
    } catch {
      toastError("Failed to save workout. Please try again.");
      return false;
    }
  };

  // Set changes of one exercise go to the server one after another, and only the answer to the
  // last of them is shown: a slower, older answer must not undo a newer tick on screen.
  const setQueues = useRef(new Map<number, { tail: Promise<unknown>; pending: number }>());

  const changeSet = (exercise: ExerciseDto, setNumber: number, change: { weight?: string; reps?: string; completed?: boolean }) => {
    // Show the change at once; the server's answer (completion included) replaces it.
    void cache.patchDay(date, (d) => ({
      ...d,
      exercises: d.exercises.map((e) => {
        if (e.id !== exercise.id) return e;
        const setRows = e.setRows.map((r) => (r.setNumber === setNumber ? { ...r, ...change } : r));
        return { ...e, setRows, isCompleted: allSetsDone(setRows) };
      }),
    }));
    const queue = setQueues.current.get(exercise.id) ?? { tail: Promise.resolve(), pending: 0 };
    setQueues.current.set(exercise.id, queue);
    queue.pending++;
    const forDate = date;
    queue.tail = queue.tail.then(async () => {
      try {
        const updated = await workoutsApi.updateSet(exercise.id, setNumber, change);
        if (queue.pending === 1) await cache.putExercise(forDate, updated);
      } catch {
        toastError("Failed to update exercise.");
        await cache.refetchDay(forDate);
      } finally {
        queue.pending--;
      }
    });
    return queue.tail;
  };

  const saveExercise = async (exercise: ExerciseDto, values: EditValues) => {
    const changes: Partial<EditValues> = {};
    for (const key of Object.keys(values) as (keyof EditValues)[]) {
      if (values[key] !== exercise[key]) (changes as Record<string, unknown>)[key] = values[key];
    }
    if (Object.keys(changes).length === 0) {
      toast({ title: "Exercise updated", description: `"${exercise.name}" has been updated.` });
      return true;
    }
    try {
      const updated = await workoutsApi.updateExercise(exercise.id, changes);
      await cache.putExercise(date, updated);
      toast({
        title: "Exercise updated",
        description:
          updated.name !== exercise.name
            ? `"${exercise.name}" has been updated to "${updated.name}".`
            : `"${updated.name}" has been updated.`,
      });
      return true;
    } catch {
      toastError("Failed to update exercise.");
      return false;
    }
  };

  const confirmDelete = async () => {
    if (!deleting || deleteBusy) return;
    const target = deleting;
    setDeleteBusy(true);
    try {
      await workoutsApi.deleteExercise(target.id);
      await cache.patchDay(date, (d) => ({ ...d, exercises: d.exercises.filter((e) => e.id !== target.id) }));
      await cache.setDay(date);
      setDeleting(null);
      toast({ title: "Exercise deleted", description: `"${target.name}" has been removed from your workout.` });
    } catch {
      toastError("Failed to delete exercise.");
    } finally {
      setDeleteBusy(false);
    }
  };

  return (
    <Page
      title={title}
      subtitle={selected.toLocaleDateString(undefined, { month: "long", day: "numeric" })}
      actions={
        hasExercises ? (
          <span className={`badge ${completed === exercises.length ? "badge-success" : "badge-accent"} workout-progress-badge`}>
            {completed}/{exercises.length} Complete
          </span>
        ) : null
      }
    >
      <WeekdayStrip selected={selected} onSelect={setSelected} />

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
      </div>

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
              {exercises.map((exercise) => (
                <ExerciseCard
                  key={exercise.id}
                  exercise={exercise}
                  previous={findPrevious(previous?.exercises, exercise.name)}
                  onSetChange={changeSet}
                  onSave={saveExercise}
                  onDelete={setDeleting}
                  extraActions={
                    <IconAction
                      label={`History of ${exercise.name}`}
                      hint="Exercise history"
                      icon={<TrendIcon size={20} />}
                      onClick={() => setHistoryOf(exercise.name)}
                    />
                  }
                />
              ))}
            </div>
          )}
          <AddExerciseForm key={date} onAdd={addExercise} />
        </>
      )}

      <ExerciseHistoryDialog name={historyOf ?? ""} open={historyOf !== null} onClose={() => setHistoryOf(null)} before={date} />

      <SaveTemplateDialog
        open={dialog === "save"}
        onClose={() => setDialog(null)}
        day={day}
        exercises={exercises}
        // Drop the cached list, not just revalidate it: with the Load dialog closed nothing reads
        // the key, so a plain revalidation would do nothing and the dialog would show the old list.
        onSaved={() => void mutate(TEMPLATES_KEY, undefined, { revalidate: true })}
      />
      <LoadTemplateDialog
        open={dialog === "load"}
        onClose={() => setDialog(null)}
        date={date}
        day={day}
        onLoaded={(updated) => void cache.setDay(date, updated)}
      />
      <Dialog
        open={deleting !== null}
        onClose={() => !deleteBusy && setDeleting(null)}
        title="Delete Exercise"
        description={deleting ? `Are you sure you want to delete "${deleting.name}"? This action cannot be undone.` : undefined}
        actions={
          <DeleteActions busy={deleteBusy} onCancel={() => setDeleting(null)} onDelete={confirmDelete} />
        }
      />
    </Page>
  );
}
