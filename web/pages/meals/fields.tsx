// Form pieces the meal screens share: a labelled select, a labelled textarea, the four nutrition
// inputs, a search box, a two-way mode switch and a progress bar.
import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { Field } from "../../components/Field";
import { SearchIcon } from "../../components/Icons";
import { MIN_QUANTITY } from "../../../src/shared/meals";

/** A quantity input with the spec's step (0.1) and minimum (0.01), for meal and custom ingredients. */
export function QuantityField(props: { label: string; value: string; onChange: (value: string) => void; className?: string; disabled?: boolean }) {
  const { label, value, onChange, className, disabled } = props;
  return (
    <Field
      label={label}
      type="number"
      inputMode="decimal"
      step="0.1"
      min={String(MIN_QUANTITY)}
      className={className}
      disabled={disabled}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export function SelectField({
  label,
  options,
  className,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> & { label: string; options: readonly (string | { value: string; label: string })[] }) {
  const id = useId();
  return (
    <div className={`field${className ? ` ${className}` : ""}`}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className="input" {...select}>
        {options.map((o) => {
          const { value, label: text } = typeof o === "string" ? { value: o, label: o } : o;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </div>
  );
}

export function TextAreaField({ label, className, ...area }: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & { label: string }) {
  const id = useId();
  return (
    <div className={`field${className ? ` ${className}` : ""}`}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} className="input" rows={2} {...area} />
    </div>
  );
}

export type NutritionValues = { calories: string; protein: string; carbs: string; fat: string };
export const EMPTY_NUTRITION: NutritionValues = { calories: "", protein: "", carbs: "", fat: "" };

const NUTRIENTS: { key: keyof NutritionValues; label: string }[] = [
  { key: "calories", label: "Calories" },
  { key: "protein", label: "Protein (g)" },
  { key: "carbs", label: "Carbs (g)" },
  { key: "fat", label: "Fat (g)" },
];

/** The four nutrition inputs (step 0.1, minimum 0); read-only when filled from My Ingredients. */
export function NutritionInputs({
  values,
  onChange,
  readOnly,
  labels,
}: {
  values: NutritionValues;
  onChange: (next: NutritionValues) => void;
  readOnly?: boolean;
  labels?: Partial<Record<keyof NutritionValues, string>>;
}) {
  return (
    <div className="nutrition-grid">
      {NUTRIENTS.map(({ key, label }) => (
        <Field
          key={key}
          label={labels?.[key] ?? label}
          type="number"
          inputMode="decimal"
          step="0.1"
          min="0"
          placeholder="0"
          value={values[key]}
          readOnly={readOnly}
          aria-readonly={readOnly || undefined}
          className={readOnly ? "field-locked" : undefined}
          onChange={(e) => onChange({ ...values, [key]: e.target.value })}
        />
      ))}
    </div>
  );
}

/** Nutrition to send: only when macro tracking is on, and only the filled fields. */
export function filledNutrition(values: NutritionValues, macroTracking: boolean) {
  if (!macroTracking) return {};
  const out: Partial<Record<keyof NutritionValues, number>> = {};
  for (const { key } of NUTRIENTS) {
    const text = values[key].trim();
    if (text !== "" && Number.isFinite(Number(text))) out[key] = Number(text);
  }
  return out;
}

/** A search input with its icon; `label` is its accessible name. */
export function SearchBox({ label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="search-box">
      <SearchIcon size={18} />
      <input className="input" type="search" aria-label={label} placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

