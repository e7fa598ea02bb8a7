// 'Load Workout Template': pick a saved template; its exercises are added to the day, each filled
// with the newest numbers logged in the 30 days before it, which the server works out in one
// request (docs/behaviour/workout-templates.md, "Template look-back"). When the day already has exercises the dialog
// first asks: replace them, add anyway, or cancel. Started from the Templates screen, it picks the
// template it was given by itself.
import { useEffect, useRef, useState } from "react";
import type { WeekdayName } from "@shared/dates";
import type { WorkoutTemplateDto } from "@shared/workout-templates/contract";
import { templateToNewExercises } from "@shared/workout-templates/rules";
import type { ExerciseDto } from "@shared/workouts/contract";
import type { WriteMode } from "@shared/write-mode";
import { Dialog } from "@web/components/Dialog";
import { Loading } from "@web/components/Loading";
import { counted, ReplaceOrAddChoices } from "@web/components/ReplaceOrAdd";
import { toast, toastError } from "@web/stores/toast";
import { noConnection } from "@web/lib/kept-store";
import { useWorkoutTemplates, workoutTemplatesApi } from "@web/features/workout-templates";
import type { KeptLatest } from "./hooks";
import type { NewExerciseBody } from "./api";
import { count } from "@web/lib/words";

type Props = {
  open: boolean;
  onClose: () => void;
  date: string;
  day: WeekdayName;
  /** The day's exercises as shown: loading into a day that has some asks first. */
  existing: ExerciseDto[];
  /** Adds the exercises to the day, after its own or in their place (the workouts feature's action). */
  onLoad: (exercises: NewExerciseBody[], mode?: WriteMode) => Promise<unknown>;
  /** A template to pick as soon as the list is in (the Templates screen's Start). */
  startWith?: number | null;
  /** With no connection: the template filled from what the phone keeps. */
  keptLatest?: KeptLatest;
};

/**
 * The template with the newest numbers: the server's; with no connection, worked out the same way
 * from what the phone keeps; its own numbers when the read fails otherwise.
 */
async function withLatest(template: WorkoutTemplateDto, date: string, keptLatest?: KeptLatest) {
  const own = { exercises: template.data.exercises, foundPrior: false };
  try {
    const filled = await workoutTemplatesApi.withLatest(template.id, date);
    return { exercises: filled.data.exercises, foundPrior: filled.foundPrior };
  } catch (error) {
    if (keptLatest && noConnection(error)) return keptLatest(template.data.exercises).catch(() => own);
    return own;
  }
}

export function LoadTemplateDialog({ open, onClose, date, day, existing, onLoad, startWith = null, keptLatest }: Props) {
  const { data: templates, error, isLoading } = useWorkoutTemplates(open);
  const [loadingId, setLoadingId] = useState<number | null>(null);
  /** The template picked for a day that already has exercises, while the dialog asks what to do. */
  const [asking, setAsking] = useState<WorkoutTemplateDto | null>(null);
  const [mode, setMode] = useState<WriteMode | null>(null);

  useEffect(() => {
    if (!open) setAsking(null);
  }, [open]);

  const started = useRef<number | null>(null);
  useEffect(() => {
    if (!open || !templates || startWith === null || started.current === startWith) return;
    started.current = startWith;
    const template = templates.find((t) => t.id === startWith);
    if (template) pick(template);
  });

  const pick = (template: WorkoutTemplateDto) => {
    if (loadingId !== null) return;
    if (template.data.exercises.length === 0) {
      toast({ title: "Empty template", description: "This template has no exercises to load.", variant: "destructive" });
      return;
    }
    if (existing.length > 0) setAsking(template);
    else void load(template);
  };

  /** Without a choice (an empty day) the request carries no mode: the server appends. */
  const load = async (template: WorkoutTemplateDto, chosen?: WriteMode) => {
    setLoadingId(template.id);
    setMode(chosen ?? "append");
    try {
      const { exercises, foundPrior } = await withLatest(template, date, keptLatest);
      await onLoad(templateToNewExercises(exercises), chosen);
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
      setMode(null);
    }
  };

  if (asking) {
    const adding = asking.data.exercises.length;
    const loggedSets = existing.flatMap((e) => e.setRows).filter((r) => r.completed).length;
    return (
      <Dialog
        open={open}
        onClose={() => mode === null && onClose()}
        title={`${day} already has exercises`}
        description={`Loading "${asking.name}" adds ${counted(adding, "exercise", "exercises")}.`}
      >
        <ReplaceOrAddChoices
          replaceHint={`Remove the ${counted(existing.length, "exercise", "exercises")} now planned first.${loggedSets > 0 ? ` ${counted(loggedSets, "logged set", "logged sets")} will be lost.` : ""}`}
          replaceLoses={loggedSets > 0}
          addHint={`Keep them; ${day} will have ${counted(existing.length + adding, "exercise", "exercises")}.`}
          busy={mode}
          onChoose={(chosen) => void load(asking, chosen)}
          onCancel={onClose}
        />
      </Dialog>
    );
  }

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
              <button type="button" className="template-pick" disabled={loadingId !== null} onClick={() => pick(t)}>
                <span className="template-pick-main">
                  <span className="template-pick-name">{t.name}</span>
                  <span className="muted small">{count(t.data.exercises.length, "exercise")}</span>
                </span>
                {loadingId === t.id ? (
                  <span className="spinner" role="status" aria-label="Loading..." />
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
