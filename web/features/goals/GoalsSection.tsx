// Profile's 'Goals' card, with macro tracking on (docs/behaviour/profile.md, "Profile"): daily calories,
// protein, carbs and fat, each optional; protein either in grams or per body weight (g per lb or
// per kg, following the weight unit), with the figure it comes to from the latest body weight.
// Per body weight is stored per pound whatever the unit. Fibre, sugar (g) and sodium (mg) goals
// are optional too, and sent only when typed or set before, so a cleared one is cleared.
import { useState, type FormEvent } from "react";
import type { UserDto } from "@shared/auth/contract";
import type { Goals, GoalsInput } from "@shared/goals/contract";
import { goalRangeMessage, type GoalKey } from "@shared/goals/keys";
import { GOAL_LIMITS, resolveGoals } from "@shared/goals/rules";
import { formatAmount, parseLocaleNumber, perWeightFromStored, perWeightToStored, weightFromStored, type WeightUnit } from "@shared/units";
import { Field } from "@web/components/Field";
import { FormError } from "@web/components/Form";
import { Segmented } from "@web/components/Segmented";
import { serverMessage } from "@web/lib/api";
import { toast, toastError } from "@web/stores/toast";
import { useAuth } from "@web/features/auth";
import { goalsApi } from "./api";
import { formatWhole } from "@web/lib/words";
import { useGoals, useRefreshGoals } from "./hooks";
import "./goals.css";

type ProteinMode = "grams" | "perWeight";
const PROTEIN_MODES: readonly { key: ProteinMode; label: string }[] = [
  { key: "grams", label: "Grams" },
  { key: "perWeight", label: "Per body weight" },
];

type Texts = {
  calories: string;
  protein: string;
  carbs: string;
  fat: string;
  fiber: string;
  sugar: string;
  sodium: string;
  perWeight: string;
};
const EXTRAS = [
  { key: "fiber", label: "Fiber (g)" },
  { key: "sugar", label: "Sugar (g)" },
  { key: "sodium", label: "Sodium (mg)" },
] as const;
type Problems = Partial<Record<keyof Texts, string>>;

const text = (n: number | null) => (n === null ? "" : formatAmount(n));

/** The per-body-weight limit in the user's unit, rounded inward so the figure named is itself accepted. */
function perWeightMax(unit: WeightUnit): number {
  return unit === "kg" ? Math.floor((GOAL_LIMITS.proteinPerBodyWeight / 0.45359237) * 100) / 100 : GOAL_LIMITS.proteinPerBodyWeight;
}

/** A typed goal: blank is no goal (null); otherwise a number within 0..max, or what is wrong (the API's words). */
function readGoal(value: string, key: GoalKey, max = GOAL_LIMITS[key], unit?: string): { value: number | null } | { problem: string } {
  if (value.trim() === "") return { value: null };
  const n = parseLocaleNumber(value);
  if (Number.isNaN(n) || n < 0 || n > max) return { problem: goalRangeMessage(key, max, unit) };
  return { value: n };
}

export function GoalsSection({ user }: { user: UserDto }) {
  const { setUser, refresh } = useAuth();
  const refreshGoals = useRefreshGoals();
  const { data: answer } = useGoals();
  const unit = user.weightUnit;
  const goals: Goals = user.goals;
  const [texts, setTexts] = useState<Texts>(() => ({
    calories: text(goals.calories),
    protein: text(goals.protein),
    carbs: text(goals.carbs),
    fat: text(goals.fat),
    fiber: text(goals.fiber ?? null),
    sugar: text(goals.sugar ?? null),
    sodium: text(goals.sodium ?? null),
    perWeight: goals.proteinPerBodyWeight === null ? "" : formatAmount(perWeightFromStored(goals.proteinPerBodyWeight, unit)),
  }));
  const [mode, setMode] = useState<ProteinMode>(goals.proteinPerBodyWeight !== null ? "perWeight" : "grams");
  const [problems, setProblems] = useState<Problems>({});
  const [refused, setRefused] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (key: keyof Texts) => (e: { target: { value: string } }) => setTexts((t) => ({ ...t, [key]: e.target.value }));

  // The figure protein per body weight comes to, as typed.
  const typedPerWeight = parseLocaleNumber(texts.perWeight);
  const bodyWeight = answer?.bodyWeight ?? null;
  let resolvedLine: string | null = null;
  if (mode === "perWeight") {
    if (!bodyWeight) resolvedLine = "No body weight yet: add a Body Composition entry with your weight to turn this into grams.";
    else if (!Number.isNaN(typedPerWeight)) {
      const grams = resolveGoals({ ...goals, proteinPerBodyWeight: perWeightToStored(typedPerWeight, unit) }, bodyWeight).protein;
      resolvedLine = `${formatAmount(typedPerWeight)} g per ${unit} × ${formatAmount(weightFromStored(bodyWeight.weight, unit))} ${unit} = ${formatWhole(grams ?? 0)} g`;
    }
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setRefused(null);
    const found: Problems = {};
    const out: GoalsInput = {};
    const read = (key: "calories" | "protein" | "carbs" | "fat" | "fiber" | "sugar" | "sodium") => {
      const r = readGoal(texts[key], key);
      if ("problem" in r) found[key] = r.problem;
      else out[key] = r.value;
    };
    read("calories");
    read("carbs");
    read("fat");
    for (const { key } of EXTRAS) if (texts[key].trim() !== "" || (goals[key] ?? null) !== null) read(key);
    if (mode === "grams") {
      read("protein");
      out.proteinPerBodyWeight = null;
    } else {
      const max = perWeightMax(unit);
      const r = readGoal(texts.perWeight, "proteinPerBodyWeight", max, ` g per ${unit}`);
      if ("problem" in r) found.perWeight = r.problem;
      else out.proteinPerBodyWeight = r.value === null ? null : perWeightToStored(r.value, unit);
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const updated = await goalsApi.save(out);
      if (updated && typeof updated === "object" && "goals" in updated) await setUser(updated);
      else await refresh();
      await refreshGoals();
      toast({ title: "Goals saved" });
    } catch (err) {
      const message = serverMessage(err);
      if (message) setRefused(message);
      else toastError("Failed to save goals. Please try again.");
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="card stack" aria-labelledby="goals-title">
      <div>
        <h2 id="goals-title" className="card-title">
          Daily Goals
        </h2>
        <p className="muted small">
          What you aim to eat in a day; the Meal Plan shows each day against them. Leave a goal empty to have none.
        </p>
      </div>
      <form className="stack" onSubmit={onSubmit} aria-label="Daily goals" noValidate>
        <Field
          label="Calories"
          name="calories"
          inputMode="decimal"
          autoComplete="off"
          value={texts.calories}
          onChange={set("calories")}
          error={problems.calories}
        />
        <div className="stack">
          <Segmented label="Protein goal" options={PROTEIN_MODES} value={mode} onChange={setMode} />
          {mode === "grams" ? (
            <Field
              label="Protein (g)"
              name="protein"
              inputMode="decimal"
              autoComplete="off"
              value={texts.protein}
              onChange={set("protein")}
              error={problems.protein}
            />
          ) : (
            <>
              <Field
                label={`Protein (g per ${unit} of body weight)`}
                name="proteinPerBodyWeight"
                inputMode="decimal"
                autoComplete="off"
                placeholder={unit === "kg" ? "1.6" : "0.8"}
                value={texts.perWeight}
                onChange={set("perWeight")}
                error={problems.perWeight}
              />
              {resolvedLine ? (
                <p className="goal-resolved" aria-live="polite">
                  {resolvedLine}
                </p>
              ) : null}
            </>
          )}
        </div>
        <div className="goal-fields">
          <Field
            label="Carbs (g)"
            name="carbs"
            inputMode="decimal"
            autoComplete="off"
            value={texts.carbs}
            onChange={set("carbs")}
            error={problems.carbs}
          />
          <Field
            label="Fat (g)"
            name="fat"
            inputMode="decimal"
            autoComplete="off"
            value={texts.fat}
            onChange={set("fat")}
            error={problems.fat}
          />
        </div>
        <div className="goal-fields goal-extras">
          {EXTRAS.map(({ key, label }) => (
            <Field
              key={key}
              label={label}
              name={key}
              inputMode="decimal"
              autoComplete="off"
              placeholder="Optional"
              value={texts[key]}
              onChange={set(key)}
              error={problems[key]}
            />
          ))}
        </div>
        <FormError message={refused} />
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? "Saving..." : "Save Goals"}
        </button>
      </form>
    </section>
  );
}
