// What the import card shows of a file before it is imported: a Kinfit export (what it holds, and
// whether to take its settings too), what a file's workouts keep besides weights and reps; and
// the offer, after a file weighed in the other unit, to show that unit from now on
// (docs/behaviour/data-transfer.md, "Data import").
import { useState } from "react";
import type { CsvKept } from "@shared/data-transfer/csv-contract";
import type { ExerciseType } from "@shared/workouts/contract";
import { IMPORT_SOURCES } from "@shared/data-transfer/sources";
import { WEIGHT_UNITS, weightLabel, type WeightUnit } from "@shared/units";
import { Switch } from "@web/components/Switch";
import { errorMessage } from "@web/lib/api";
import { toastError } from "@web/stores/toast";
import { useProfileActions } from "./hooks";

export type JsonSummary = {
  workouts: number;
  exercises: number;
  sets: number;
  meals: number;
  templates: number;
  programs: number;
  library: number;
  ingredients: number;
  body: number;
  /** The file's display weight unit, when it names one. */
  weightUnit: WeightUnit | null;
  /** What its workouts hold besides weights and reps, counted as a CSV's preview counts them. */
  kept: CsvKept;
};

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

/** What an export file holds, counted from its lists; null when it is not a Kinfit export. */
export function summarise(data: unknown): JsonSummary | null {
  if (!data || typeof data !== "object") return null;
  const f = data as Record<string, unknown>;
  if (f.format !== "kinfit-export") return null;
  const list = (k: string) => (Array.isArray(f[k]) ? (f[k] as Record<string, unknown>[]) : []);
  const exercises = list("workouts").flatMap((w) => (Array.isArray(w.exercises) ? (w.exercises as Record<string, unknown>[]) : []));
  const unit = (f.profile as Record<string, unknown> | undefined)?.weightUnit;
  const sets = exercises.flatMap((e) => (Array.isArray(e.setRows) ? (e.setRows as Record<string, unknown>[]) : []));
  const exerciseTypes: CsvKept["exerciseTypes"] = {};
  for (const e of exercises) {
    const type = (typeof e.type === "string" ? e.type : "weight_reps") as ExerciseType;
    exerciseTypes[type] = (exerciseTypes[type] ?? 0) + 1;
  }
  const count = <T,>(list: T[], has: (item: T) => unknown) => list.filter(has).length;
  return {
    workouts: list("workouts").length,
    exercises: exercises.length,
    sets: exercises.reduce((n, e) => n + (Array.isArray(e.setRows) ? e.setRows.length : 0), 0),
    meals: list("meals").length,
    templates: list("workoutTemplates").length,
    programs: list("programs").length,
    library: list("mealLibrary").length,
    ingredients: list("customIngredients").length,
    body: list("bodyComposition").length,
    weightUnit: (WEIGHT_UNITS as readonly unknown[]).includes(unit) ? (unit as WeightUnit) : null,
    kept: {
      workouts: list("workouts").length,
      exercises: exercises.length,
      sets: sets.length,
      setsWithRpe: count(sets, (s) => s.rpe != null),
      setsWithDistance: count(sets, (s) => s.distanceMeters != null),
      setsWithDuration: count(sets, (s) => s.durationSeconds != null),
      exercisesInSupersets: count(exercises, (e) => e.supersetGroup != null),
      exerciseNotes: count(exercises, (e) => e.notes),
      workoutNotes: count(list("workouts"), (w) => w.note),
      workoutNames: count(list("workouts"), (w) => w.name),
      workoutLengths: count(list("workouts"), (w) => w.finishedAt),
      exerciseTypes,
    },
  };
}

/** How the kept list names the exercises of each type but the usual weight and reps. */
const TYPE_NAMES: Record<Exclude<ExerciseType, "weight_reps">, string> = {
  distance_duration: "distance and time exercise",
  duration: "timed exercise",
  bodyweight_reps: "bodyweight exercise",
  weighted_bodyweight: "weighted bodyweight exercise",
  assisted_bodyweight: "assisted bodyweight exercise",
};

/** What a CSV brings besides its sets' weights and reps, one line each: 'RPE on 4 sets', '1 timed exercise'. */
export function keptLines(kept: CsvKept): string[] {
  const lines: [number, (n: number) => string][] = [
    [kept.setsWithRpe, (n) => `RPE on ${plural(n, "set")}`],
    [kept.setsWithDistance, (n) => `Distance on ${plural(n, "set")}`],
    [kept.setsWithDuration, (n) => `Time on ${plural(n, "set")}`],
    [kept.exercisesInSupersets, (n) => `${plural(n, "exercise")} in supersets`],
    [kept.exerciseNotes, (n) => plural(n, "exercise note")],
    [kept.workoutNotes, (n) => plural(n, "workout note")],
    [kept.workoutNames, (n) => `Workout names on ${plural(n, "day")}`],
    [kept.workoutLengths, (n) => `Workout times on ${plural(n, "day")}`],
    ...(Object.keys(TYPE_NAMES) as (keyof typeof TYPE_NAMES)[]).map(
      (type) => [kept.exerciseTypes[type] ?? 0, (n: number) => plural(n, TYPE_NAMES[type])] as [number, (n: number) => string],
    ),
  ];
  return lines.filter(([n]) => n > 0).map(([n, say]) => say(n));
}

/** The kept list of a preview; nothing when the file holds weights and reps alone. */
export function KeptList({ kept }: { kept: CsvKept | undefined }) {
  const lines = kept ? keptLines(kept) : [];
  if (lines.length === 0) return null;
  return (
    <div className="transfer-kept">
      <p className="small">Kept with the sets:</p>
      {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops the list role of a list styled without markers. */}
      <ul role="list" aria-label="Kept with the sets">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

type JsonDetailsProps = { summary: JsonSummary; settings: boolean; onSettings: (settings: boolean) => void; busy: boolean };

export function JsonDetails({ summary, settings, onSettings, busy }: JsonDetailsProps) {
  const rows = [
    [summary.workouts, "workout day"],
    [summary.exercises, "exercise"],
    [summary.sets, "set"],
    [summary.templates, "workout template"],
    [summary.programs, "program"],
    [summary.meals, "meal"],
    [summary.library, "library meal"],
    [summary.ingredients, "custom ingredient"],
    [summary.body, "body entry", "body entries"],
  ] as const;
  return (
    <>
      <p className="transfer-source">{IMPORT_SOURCES.kinfit.title}</p>
      <p className="transfer-counts">
        {rows
          .filter(([n]) => n > 0)
          .map(([n, one, many]) => plural(n, one, many))
          .join(" · ") || "No entries"}
      </p>
      <KeptList kept={summary.kept} />
      <p className="small muted">
        What is already in your account is kept and not added twice. Your name, email and password stay as they are.
      </p>
      <Switch
        label="Use this file's settings too"
        description="Units, plates, macro tracking, goals, muscle targets and body figures from the file replace yours."
        checked={settings}
        onChange={onSettings}
        disabled={busy}
      />
    </>
  );
}

/** After a file weighed in `unit` (not the one shown): show that unit from now on? */
export function UnitOffer({ unit, onDone }: { unit: WeightUnit; onDone: () => void }) {
  const { setUnits } = useProfileActions();
  const [saving, setSaving] = useState(false);
  const other = weightLabel(unit === "kg" ? "lb" : "kg");
  const accept = async () => {
    setSaving(true);
    try {
      await setUnits({ weightUnit: unit });
      onDone();
    } catch (error) {
      toastError(errorMessage(error, "Failed to update profile. Please try again."));
      setSaving(false);
    }
  };
  return (
    <div className="transfer-preview stack" role="region" aria-label="Unit of the imported file">
      <p>{`The file's weights are in ${weightLabel(unit)}. Show weights in ${unit} from now on?`}</p>
      <div className="button-row">
        <button type="button" className="btn btn-secondary" onClick={onDone} disabled={saving}>
          {`Keep ${other}`}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void accept()} disabled={saving}>
          {`Show ${weightLabel(unit)}`}
        </button>
      </div>
    </div>
  );
}
