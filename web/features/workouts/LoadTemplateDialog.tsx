// 'Load Workout Template': pick a saved template; its exercises are appended to the day, each
// filled with the newest numbers logged in the 30 days before it, which the server works out in one
// request (docs/behaviour.md, "Template look-back").
import { useState } from "react";
import type { WeekdayName } from "../../../src/shared/dates";
import type { WorkoutTemplateDto } from "../../../src/shared/workout-templates/contract";
import { templateToNewExercises } from "../../../src/shared/workout-templates/rules";
import { Dialog } from "../../components/Dialog";
import { Loading } from "../../components/Loading";
import { toast, toastError } from "../../stores/toast";
import { useWorkoutTemplates, workoutTemplatesApi } from "../workout-templates";
import type { NewExerciseBody } from "./api";
import { count } from "../../lib/words";

type Props = {
  open: boolean;
  onClose: () => void;
  date: string;
  day: WeekdayName;
  /** Appends the exercises to the day (the workouts feature's action). */
  onLoad: (exercises: NewExerciseBody[]) => Promise<unknown>;
};

/** The template with the newest numbers; its own numbers when that read fails. */
async function withLatest(template: WorkoutTemplateDto, date: string) {
  try {
    const filled = await workoutTemplatesApi.withLatest(template.id, date);
    return { exercises: filled.data.exercises, foundPrior: filled.foundPrior };
  } catch {
    return { exercises: template.data.exercises, foundPrior: false };
  }
}

export function LoadTemplateDialog({ open, onClose, date, day, onLoad }: Props) {
  const { data: templates, error, isLoading } = useWorkoutTemplates(open);
  const [loadingId, setLoadingId] = useState<number | null>(null);

  const load = async (template: WorkoutTemplateDto) => {
    if (loadingId !== null) return;
    if (template.data.exercises.length === 0) {
      toast({ title: "Empty template", description: "This template has no exercises to load.", variant: "destructive" });
      return;
    }
    setLoadingId(template.id);
    try {
      const { exercises, foundPrior } = await withLatest(template, date);
      await onLoad(templateToNewExercises(exercises));
      toast({
        title: "Template loaded!",
        description: foundPrior
          ? `"${template.name}" applied with your latest performance data from previous workouts.`
          : `"${template.name}" has been applied to ${day}.`,
      });
      onClose();
    } catch {
      toastError("Failed to save workout. Please try again.");
    } finally {
      setLoadingId(null);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title="Load Workout Template" description={`Add a saved template's exercises to ${day}.`}>
      {isLoading ? (
        <Loading />
      ) : error ? (
        <p className="form-error">Unable to load templates</p>
      ) : !templates || templates.length === 0 ? (
        <p className="muted template-picker-empty">No saved templates found. Save a template first!</p>
      ) : (
        <ul className="template-picker" aria-label="Saved templates">
          {templates.map((t) => (
            <li key={t.id}>
              <button type="button" className="template-pick" disabled={loadingId !== null} onClick={() => load(t)}>
                <span className="template-pick-main">
                  <span className="template-pick-name">{t.name}</span>
                  <span className="muted small">
                    {count(t.data.exercises.length, "exercise")}
                  </span>
                </span>
                {loadingId === t.id ? (
                  <span className="spinner" aria-label="Loading..." />
                ) : t.dayOfWeek ? (
                  <span className="badge badge-accent">{t.dayOfWeek}</span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
