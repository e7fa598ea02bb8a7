// The add and edit form of a custom ingredient: name, default quantity and unit, nutrition for that
// quantity (shown with macro tracking on), its barcode and notes, checked with the shared schema before sending.
import { Switch } from "@web/components/Switch";
import { useState, type FormEvent } from "react";
import type { CustomIngredient, CustomIngredientBody } from "@shared/custom-ingredients/contract";
import { BARCODE, MEAL, TEXT } from "@shared/limits";
import { INGREDIENT_UNITS } from "@shared/meals/units";
import { AISLES, type Aisle } from "@shared/meals/aisles";
import { fieldMessages } from "@shared/validation";
import { Field } from "@web/components/Field";
import { TextAreaField } from "@web/components/FormFields";
import { NutritionInputs, QuantityField, UnitSelect, type NutritionValues } from "@web/components/IngredientInputs";
import { CHECKS_UNAVAILABLE, lazyChecks } from "@web/lib/lazy-checks";
import { toastError } from "@web/stores/toast";
import { ingredientScreenUnit } from "./units";

const checks = lazyChecks(() => import("./checks"));

/** Fibre and sugar (g) and sodium (mg) per the default quantity: optional, unknown when blank. */
type Extras = { fiber: string; sugar: string; sodium: string };
const EXTRAS = [
  { key: "fiber", label: "Fiber (g)" },
  { key: "sugar", label: "Sugar (g)" },
  { key: "sodium", label: "Sodium (mg)" },
] as const;

/** `sharedBefore`: what the item was, so that `shared` is sent only when the member changes it; `barcodeBefore` likewise. */
export type FormValues = {
  name: string;
  defaultQuantity: string;
  defaultUnit: string;
  notes: string;
  barcode: string;
  barcodeBefore: string;
  nutrition: NutritionValues;
  extras: Extras;
  shared: boolean;
  sharedBefore: boolean;
  aisle: Aisle;
  aisleBefore: Aisle;
};
type FieldErrors = Partial<Record<"name" | "defaultQuantity" | "defaultUnit" | "barcode" | keyof NutritionValues | keyof Extras, string>>;

export const NEW_INGREDIENT: FormValues = {
  name: "",
  defaultQuantity: "1",
  defaultUnit: "g",
  notes: "",
  barcode: "",
  barcodeBefore: "",
  nutrition: { calories: "", protein: "", carbs: "", fat: "" },
  extras: { fiber: "", sugar: "", sodium: "" },
  // New ingredients are shared with the household unless the member says otherwise.
  shared: true,
  sharedBefore: true,
  aisle: "other",
  aisleBefore: "other",
};

const text = (n: number | null) => (n === null ? "" : String(n));

export function valuesOf(ci: CustomIngredient): FormValues {
  return {
    name: ci.name,
    defaultQuantity: String(ci.defaultQuantity),
    defaultUnit: ingredientScreenUnit(ci.defaultUnit),
    notes: ci.notes ?? "",
    barcode: ci.barcode ?? "",
    barcodeBefore: ci.barcode ?? "",
    nutrition: {
      calories: text(ci.caloriesPerUnit),
      protein: text(ci.proteinPerUnit),
      carbs: text(ci.carbsPerUnit),
      fat: text(ci.fatPerUnit),
    },
    extras: { fiber: text(ci.fiberPerUnit ?? null), sugar: text(ci.sugarPerUnit ?? null), sodium: text(ci.sodiumPerUnit ?? null) },
    shared: ci.shared,
    sharedBefore: ci.shared,
    aisle: ci.aisle,
    aisleBefore: ci.aisle,
  };
}

/** The body to send. Nutrition goes along whether shown or not, so switching macro tracking off never erases it. */
function bodyOf(v: FormValues): CustomIngredientBody {
  const n = (s: string) => (s.trim() === "" ? undefined : s.trim());
  return {
    name: v.name,
    defaultQuantity: v.defaultQuantity,
    defaultUnit: v.defaultUnit,
    caloriesPerUnit: n(v.nutrition.calories),
    proteinPerUnit: n(v.nutrition.protein),
    carbsPerUnit: n(v.nutrition.carbs),
    fatPerUnit: n(v.nutrition.fat),
    fiberPerUnit: n(v.extras.fiber),
    sugarPerUnit: n(v.extras.sugar),
    sodiumPerUnit: n(v.extras.sodium),
    notes: v.notes,
    // Sent when there is one or there was one: blank then clears it. The server keeps it as GTIN-13.
    ...(v.barcode.trim() === "" && v.barcodeBefore === "" ? {} : { barcode: v.barcode.trim() || null }),
    ...(v.shared === v.sharedBefore ? {} : { shared: v.shared }),
    // Like `shared`, sent only when the member changes it ("other" until then).
    ...(v.aisle === v.aisleBefore ? {} : { aisle: v.aisle }),
  };
}

/** What the API gets once the form is valid: the quantity and nutrients as numbers. */
function payloadOf(v: FormValues): CustomIngredientBody {
  const body = bodyOf(v);
  const num = (s: unknown) => (s === undefined ? undefined : Number(s));
  return {
    ...body,
    name: v.name.trim(),
    defaultQuantity: Number(body.defaultQuantity),
    caloriesPerUnit: num(body.caloriesPerUnit),
    proteinPerUnit: num(body.proteinPerUnit),
    carbsPerUnit: num(body.carbsPerUnit),
    fatPerUnit: num(body.fatPerUnit),
    fiberPerUnit: num(body.fiberPerUnit),
    sugarPerUnit: num(body.sugarPerUnit),
    sodiumPerUnit: num(body.sodiumPerUnit),
  };
}

type Checks = Awaited<ReturnType<typeof checks.load>>;

function validate({ customIngredientSchema }: Checks, v: FormValues): FieldErrors {
  const result = customIngredientSchema.safeParse(bodyOf(v));
  if (result.success) return {};
  // 'caloriesPerUnit' is the Calories input.
  return fieldMessages(
    result.error,
    ["name", "defaultQuantity", "defaultUnit", "barcode", "calories", "protein", "carbs", "fat", "fiber", "sugar", "sodium"],
    (key) => (key.endsWith("PerUnit") ? key.slice(0, -"PerUnit".length) : key),
  );
}

export function IngredientForm({
  initial,
  submitLabel,
  macroTracking,
  onSubmit,
  onCancel,
  label,
}: {
  initial: FormValues;
  submitLabel: string;
  macroTracking: boolean;
  onSubmit: (body: CustomIngredientBody) => Promise<boolean>;
  onCancel: () => void;
  label: string;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<FormValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const loaded = await checks.load().catch(() => null);
    if (!loaded) return toastError(CHECKS_UNAVAILABLE);
    const found = validate(loaded, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const ok = await onSubmit(payloadOf(values));
    if (!ok) setSaving(false);
  };

  const error = (key: keyof FieldErrors) =>
    errors[key] ? (
      <p className="field-error" role="alert">
        {errors[key]}
      </p>
    ) : null;

  return (
    <form className="card ingredient-form" onSubmit={submit} onFocus={checks.warm} noValidate aria-label={label}>
      <div className="stack" style={{ gap: 6 }}>
        <Field
          label="Name"
          value={values.name}
          maxLength={TEXT.name}
          placeholder="e.g. Oats"
          onChange={(e) => set({ name: e.target.value })}
        />
        {error("name")}
      </div>
      <div className="field-row">
        <div className="stack" style={{ gap: 6 }}>
          <QuantityField
            label="Default Quantity"
            value={values.defaultQuantity}
            onChange={(v) => set({ defaultQuantity: v })}
            error={errors.defaultQuantity}
          />
        </div>
        <div className="stack" style={{ gap: 6 }}>
          <UnitSelect value={values.defaultUnit} units={INGREDIENT_UNITS} onChange={(defaultUnit) => set({ defaultUnit })} />
          {error("defaultUnit")}
        </div>
      </div>
      {macroTracking ? (
        <>
          <p className="muted small">Nutrition for the default quantity.</p>
          <NutritionInputs values={values.nutrition} onChange={(nutrition) => set({ nutrition })} errors={errors} />
          <div className="nutrition-grid extras-grid">
            {EXTRAS.map(({ key, label }) => (
              <Field
                key={key}
                label={label}
                type="number"
                inputMode="decimal"
                min="0"
                step={String(MEAL.step)}
                placeholder="Optional"
                value={values.extras[key]}
                onChange={(e) => set({ extras: { ...values.extras, [key]: e.target.value } })}
                error={errors[key]}
              />
            ))}
          </div>
        </>
      ) : null}
      <Field
        label="Barcode"
        inputMode="numeric"
        autoComplete="off"
        maxLength={BARCODE.maxDigits}
        placeholder="Optional: the digits under the bars"
        value={values.barcode}
        onChange={(e) => set({ barcode: e.target.value.replace(/\D/g, "") })}
        error={errors.barcode}
      />
      <label className="field">
        <span>Aisle</span>
        <select className="input" value={values.aisle} onChange={(e) => set({ aisle: e.target.value as Aisle })}>
          {AISLES.map((a) => (
            <option key={a} value={a}>
              {a.charAt(0).toUpperCase() + a.slice(1)}
            </option>
          ))}
        </select>
      </label>
      <TextAreaField label="Notes" value={values.notes} maxLength={TEXT.notes} onChange={(e) => set({ notes: e.target.value })} />
      <Switch
        label="Share with the household"
        checked={values.shared}
        onChange={(shared) => set({ shared })}
        description="Every member sees and uses it; only you change it."
      />
      <div className="button-row">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? "Saving..." : submitLabel}
        </button>
      </div>
    </form>
  );
}
