// A labelled input: the visible <label> is what tests and screen readers find it by.
import { useId, type InputHTMLAttributes } from "react";

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
  label: string;
  hint?: string;
};

export function Field({ label, hint, className, ...input }: FieldProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div className={`field${className ? ` ${className}` : ""}`}>
      <label htmlFor={id}>{label}</label>
      <input id={id} className="input" aria-describedby={hint ? hintId : undefined} {...input} />
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
