// The inputs an ingredient is typed with on the meal plan, meal library and My Ingredients
// screens: quantity, unit and the four nutrition values, with the limits of src/shared/limits.ts
// (docs/behaviour/conventions.md, "Field limits").
import { MEAL } from "@shared/limits";
import { MEAL_UNITS } from "@shared/meals/units";
import { Field } from "./Field";
import { SelectField } from "./FormFields";
import "./ingredient-inputs.css";

/** A quantity input that steps by a tenth from the smallest quantity. */
export function QuantityField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
  disabled?: boolean;
  /** What is wrong with it, shown under it. */
  error?: string | null;
}) {
  const { label, value, onChange, className, disabled, error } = props;
  return (
    <Field
      label={label}
      type="number"
      inputMode="decimal"
      step={String(MEAL.step)}
      min={String(MEAL.minQuantity)}
      className={className}
      disabled={disabled}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}

/** The 'Unit' select; the meal plan and library list by default, My Ingredients passes its own. */
export function UnitSelect({
  value,
  onChange,
  units = MEAL_UNITS,
  disabled,
}: {
  value: string;
  onChange: (unit: string) => void;
  units?: readonly string[];
  disabled?: boolean;
}) {
  return <SelectField label="Unit" value={value} disabled={disabled} options={units} onChange={(e) => onChange(e.target.value)} />;
}

export type NutritionValues = { calories: string; protein: string; carbs: string; fat: string };
export const EMPTY_NUTRITION: NutritionValues = { calories: "", protein: "", carbs: "", fat: "" };

export const NUTRIENTS: { key: keyof NutritionValues; label: string }[] = [
  { key: "calories", label: "Calories" },
  { key: "protein", label: "Protein (g)" },
  { key: "carbs", label: "Carbs (g)" },
  { key: "fat", label: "Fat (g)" },
];

/** The four nutrition inputs; read-only when filled from My Ingredients. `errors` show under each. */
export function NutritionInputs({
  values,
  onChange,
  readOnly,
  errors,
}: {
  values: NutritionValues;
  onChange: (next: NutritionValues) => void;
  readOnly?: boolean;
  errors?: Partial<Record<keyof NutritionValues, string>>;
}) {
  return (
    <div className="nutrition-grid">
      {NUTRIENTS.map(({ key, label }) => (
        <Field
          key={key}
          label={label}
          type="number"
          inputMode="decimal"
          step={String(MEAL.step)}
          min={String(MEAL.minNutrient)}
          placeholder="0"
          value={values[key]}
          readOnly={readOnly}
          aria-readonly={readOnly || undefined}
          className={readOnly ? "field-locked" : undefined}
          onChange={(e) => onChange({ ...values, [key]: e.target.value })}
          error={errors?.[key]}
        />
      ))}
    </div>
  );
}
