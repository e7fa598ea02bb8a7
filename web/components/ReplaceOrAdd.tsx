// The question asked before something would be doubled (a template into a day with exercises, the
// previous day's meals into a day with meals, a library meal under a name already there): Replace,
// Add anyway or Cancel. Each choice says in one line what it will do.
import { useId } from "react";
import type { WriteMode } from "@shared/write-mode";
import { Dialog } from "./Dialog";
import "./replace-or-add.css";

type Props = {
  open: boolean;
  title: string;
  description: string;
  /** What Replace will do; with `replaceLoses` it is shown as a warning. */
  replaceHint: string;
  /** Replacing throws away something the member logged (ticked sets, say). */
  replaceLoses?: boolean;
  /** What Add anyway will do. */
  addHint: string;
  /** The choice being sent; every button waits while it is. */
  busy: WriteMode | null;
  onChoose: (mode: WriteMode) => void;
  onCancel: () => void;
};

function Choice({
  label,
  hint,
  busyLabel,
  busy,
  warn,
  disabled,
  onClick,
}: {
  label: string;
  hint: string;
  busyLabel: string;
  busy: boolean;
  warn?: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  const labelId = useId();
  const hintId = useId();
  return (
    <button
      type="button"
      className={`btn choice-button${warn ? " choice-warn" : ""}`}
      aria-labelledby={labelId}
      aria-describedby={hintId}
      disabled={disabled}
      onClick={onClick}
    >
      <span id={labelId} className="choice-label">
        {busy ? busyLabel : label}
      </span>
      <span id={hintId} className="choice-hint">
        {hint}
      </span>
    </button>
  );
}

type ChoiceProps = Pick<Props, "replaceHint" | "replaceLoses" | "addHint" | "busy" | "onChoose" | "onCancel">;

/** The three buttons alone, for a dialog that turns into the question (the template picker). */
export function ReplaceOrAddChoices({ replaceHint, replaceLoses = false, addHint, busy, onChoose, onCancel }: ChoiceProps) {
  return (
    <div className="choice-list">
      <Choice
        label="Replace"
        busyLabel="Replacing..."
        hint={replaceHint}
        warn={replaceLoses}
        busy={busy === "replace"}
        disabled={busy !== null}
        onClick={() => onChoose("replace")}
      />
      <Choice
        label="Add anyway"
        busyLabel="Adding..."
        hint={addHint}
        busy={busy === "append"}
        disabled={busy !== null}
        onClick={() => onChoose("append")}
      />
      <button type="button" className="btn btn-ghost choice-cancel" disabled={busy !== null} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

export function ReplaceOrAddDialog({ open, title, description, onCancel, busy, ...choices }: Props) {
  return (
    <Dialog open={open} onClose={() => busy === null && onCancel()} title={title} description={description}>
      <ReplaceOrAddChoices {...choices} busy={busy} onCancel={onCancel} />
    </Dialog>
  );
}

/** "1 meal", "3 meals". */
export const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
