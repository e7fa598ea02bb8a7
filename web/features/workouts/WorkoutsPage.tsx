// Workouts (/workouts): plan and log a day of the current week. The weekday strip picks the day;
// each exercise card logs its sets, shows last time's numbers and runs a rest timer; the day can
// be saved as a template, and a template loaded into it.
import { useState } from "react";
import { toIsoDate, weekdayName } from "../../../src/shared/dates";
import { progressPercent } from "../../../src/shared/progress";
import type { ExerciseDto } from "../../../src/shared/workouts/contract";
import { findPrevious } from "../../../src/shared/workouts/rules";
import { DeleteActions, Dialog } from "../../components/Dialog";
import { IconAction } from "../../components/IconAction";
import { DownloadIcon, SaveInsetIcon, TrendIcon } from "../../components/Icons";
import { Loading } from "../../components/Loading";
import { Page } from "../../components/Page";
import { WeekdayStrip } from "../../components/WeekdayStrip";
import { toast, toastError } from "../../stores/toast";
import { AddExerciseForm } from "./AddExerciseForm";
import { ExerciseCard, type EditValues } from "./ExerciseCard";
import { ExerciseHistoryDialog } from "./ExerciseHistoryDialog";
import { usePendingSetChanges, usePreviousWorkout, useSetLogging, useWorkout, useWorkoutActions } from "./hooks";
import { LoadTemplateDialog } from "./LoadTemplateDialog";
import { SaveTemplateDialog } from "./SaveTemplateDialog";
import "./workouts.css";

export function WorkoutsPage() {
  const [selected, setSelected] = useState(() => new Date());
  const date = toIsoDate(selected);
  const day = weekdayName(selected);
  const { data: workout, error, isLoading, mutate: reload } = useWorkout(date);
  const { data: previous } = usePreviousWorkout(date);
  const actions = useWorkoutActions(date, day);
  const changeSet = useSetLogging(date);
  const waiting = usePendingSetChanges().length;
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
      await actions.append([{ ...values, isCompleted: false, notes: null }]);
      return true;
    } catch {
      toastError("Failed to save workout. Please try again.");
      return false;
    }
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
      const updated = await actions.update(exercise.id, changes);
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
      await actions.remove(target.id);
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

      {waiting > 0 ? (
        <p className="sync-status" role="status">
          <span className="sync-status-dot" aria-hidden="true" />
          {waiting === 1 ? "1 change waiting to sync" : `${waiting} changes waiting to sync`}
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
      />
      <LoadTemplateDialog
        open={dialog === "load"}
        onClose={() => setDialog(null)}
        date={date}
        day={day}
        onLoad={actions.append}
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
