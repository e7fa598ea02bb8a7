// Labelled form controls beside Field: a select and a textarea, found by their visible label like
// every other input.
import { useId, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

export function SelectField({
  label,
  options,
  className,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> & {
  label: string;
  options: readonly (string | { value: string; label: string })[];
}) {
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
