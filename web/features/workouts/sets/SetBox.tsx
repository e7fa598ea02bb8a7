// One number box of a set row (weight, reps, a time or a distance): its keyboard, its hint, its
// content selected on focus unless a superset moved the focus there.
import type { RefObject } from "react";
import { TEXT } from "@shared/limits";

type SetBoxProps = {
  label: string;
  value: string;
  onChange: (text: string) => void;
  onBlur: () => void;
  /** A numeric keyboard where the value is one; a time (m:ss) needs the colon. */
  inputMode?: "decimal" | "numeric";
  /** Another box follows it in the row (the keyboard's key says Next). */
  next?: boolean;
  /** The only box of its kind's row: it takes both value columns. */
  wide?: boolean;
  box?: RefObject<HTMLInputElement | null>;
  hint?: string;
  invalid?: boolean;
};

/** A tapped box selects its text for typing over; one the superset moved the focus to does not (supersets.ts). */
function selectUnlessJumped(e: { currentTarget: HTMLInputElement }) {
  const box = e.currentTarget;
  if (box.dataset.jumped) delete box.dataset.jumped;
  else box.select();
}

/** One box of a set row: what it holds selected when tapped, saved when left. */
export function SetBox({ label, value, onChange, onBlur, inputMode, next = false, wide = false, box, hint, invalid }: SetBoxProps) {
  return (
    <input
      className={`input set-input${wide ? " set-input-wide" : ""}`}
      aria-label={label}
      inputMode={inputMode}
      autoComplete="off"
      enterKeyHint={next ? "next" : "done"}
      maxLength={TEXT.short}
      ref={box}
      value={value}
      placeholder={hint}
      aria-invalid={invalid ? true : undefined}
      onFocus={selectUnlessJumped}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
    />
  );
}
