// 'Load Workout Template': pick a saved template; its exercises are appended to the day, each
// filled with the latest numbers found in the 30 days before it (spec, section 7).
import { useState } from "react";
import type { WeekdayName } from "../../../src/shared/dates";
import { lookbackDates, mergeLookback, templateToNewExercises, type WorkoutDto, type WorkoutTemplateDto } from "../../../src/shared/workouts";
import { useTemplates, workoutsApi } from "../../api/workouts";
import { Dialog } from "../../components/Dialog";
import { Loading } from "../../components/Loading";
import { toast, toastError } from "../../stores/toast";

type Props = { open: boolean; onClose: () => void; date: string; day: WeekdayName; onLoaded: (day: WorkoutDto) => void };

/** The day's answers for the look-back, newest first; a failed lookup is null and is skipped. */
async function lookback(date: string): Promise<(WorkoutDto | null)[]> {
  const settled = await Promise.allSettled(lookbackDates(date).map((d) => workoutsApi.day(d)));
  return settled.map((s) => (s.status === "fulfilled" ? s.value : null));
}

export function LoadTemplateDialog({ open, onClose, date, day, onLoaded }: Props) {
  const { data: templates, error, isLoading } = useTemplates(open);
  const [loadingId, setLoadingId] = useState<number | null>(null);

  const load = async (template: WorkoutTemplateDto) => {
    if (loadingId !== null) return;
    if (template.data.exercises.length === 0) {
      toast({ title: "Empty template", description: "This template has no exercises to load.", variant: "destructive" });
      return;
    }
    setLoadingId(template.id);
    try {
      const { exercises, usedPriorData } = mergeLookback(template.data.exercises, await lookback(date));
      const updated = await workoutsApi.append(date, day, templateToNewExercises(exercises));
      onLoaded(updated);
      toast({
        title: "Template loaded!",
        description: usedPriorData
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
                    {t.data.exercises.length} {t.data.exercises.length === 1 ? "exercise" : "exercises"}
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
