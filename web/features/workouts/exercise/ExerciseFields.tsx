// The fields of the add and edit forms: name (with suggestions from the user's history, common
// exercises and the library while adding, and a library exercise's details), sets, reps, weight in
// the user's unit and rest time, each with its own message when what was typed cannot be saved.
import { useId, useState, type ComponentType } from "react";
import { TEXT, WORKOUT } from "@shared/limits";
import { weightLabel } from "@shared/units";
import { suggestNames } from "@shared/workouts/exercise-names";
import { Field } from "@web/components/Field";
import { useUnits } from "@web/features/auth";
import { typeFields } from "@shared/workouts/rules";
import { FORM_TYPES, TYPE_NAMES, type ExerciseFormText, type FormErrors } from "./exercise-form";
import { useExerciseNames } from "@web/features/workouts/hooks";

/**
 * The exercise library's names and a picked name's details, lent by the screen above: the library
 * builds on workouts (it reads the names the member uses), so workouts does not import it.
 */
export type LibraryNamesPart = ComponentType<{ typed: string; shown: string[]; suggest: boolean; onPick: (name: string) => void }>;

type Props = {
  text: ExerciseFormText;
  errors: FormErrors;
  onChange: (key: keyof ExerciseFormText, value: string) => void;
  /** Offer names while typing (the add form). */
  suggest?: boolean;
  /** The library's names offered after the member's own. */
  libraryNames?: LibraryNamesPart;
  autoFocus?: boolean;
};

/** The member's own and common names, then the library's (and a library name's details). */
export function NameSuggestions({
  typed,
  suggest,
  onPick,
  LibraryNames,
}: {
  typed: string;
  suggest: boolean;
  onPick: (name: string) => void;
  LibraryNames?: LibraryNamesPart;
}) {
  const { data: own } = useExerciseNames(typed);
  const names = suggest ? suggestNames(typed, own ?? []) : [];
  return (
    <>
      {names.length > 0 ? (
        <div className="name-suggestions" role="group" aria-label="Suggested names">
          {names.map((n) => (
            <button key={n} type="button" className="name-suggestion" onClick={() => onPick(n)}>
              {n}
            </button>
          ))}
        </div>
      ) : null}
      {LibraryNames ? <LibraryNames typed={typed} shown={names} suggest={suggest} onPick={onPick} /> : null}
    </>
  );
}

export function ExerciseFields({ text, errors, onChange, suggest = false, libraryNames, autoFocus = false }: Props) {
  const { weightUnit } = useUnits();
  const typeId = useId();
  const type = text.type ?? "weight_reps";
  const fields = typeFields(type);
  const weightName = type === "assisted_bodyweight" ? "Assistance" : type === "weighted_bodyweight" ? "Added weight" : "Weight";
  const [picked, setPicked] = useState<string | null>(null);
  const set = (key: keyof ExerciseFormText) => (e: { target: { value: string } }) => onChange(key, e.target.value);
  const selectAll = (e: { currentTarget: HTMLInputElement }) => e.currentTarget.select();
  return (
    <>
      <div className="stack-sm">
        <Field
          label="Exercise Name"
          value={text.name}
          maxLength={TEXT.name}
          autoFocus={autoFocus}
          autoComplete="off"
          placeholder="e.g. Bench Press"
          error={errors.name}
          onChange={(e) => {
            setPicked(null);
            onChange("name", e.target.value);
          }}
        />
        {suggest ? (
          <NameSuggestions
            typed={text.name}
            suggest={picked !== text.name}
            LibraryNames={libraryNames}
            onPick={(n) => {
              setPicked(n);
              onChange("name", n);
            }}
          />
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={typeId}>Logged as</label>
        <select id={typeId} className="input" value={type} onChange={set("type")}>
          {FORM_TYPES.map((t) => (
            <option key={t} value={t}>
              {TYPE_NAMES[t]}
            </option>
          ))}
        </select>
      </div>
      <div className="field-row">
        <Field
          label="Sets"
          inputMode="numeric"
          autoComplete="off"
          min={WORKOUT.minSets}
          max={WORKOUT.maxSets}
          value={text.sets}
          error={errors.sets}
          onChange={set("sets")}
          onFocus={selectAll}
        />
        {fields.reps ? (
          <Field
            label="Reps"
            autoComplete="off"
            maxLength={TEXT.short}
            value={text.reps}
            error={errors.reps}
            onChange={set("reps")}
            onFocus={selectAll}
          />
        ) : (
          <Field
            label="Rest Time (sec)"
            inputMode="numeric"
            autoComplete="off"
            value={text.rest}
            error={errors.rest}
            onChange={set("rest")}
            onFocus={selectAll}
          />
        )}
      </div>
      {fields.reps ? (
        <div className="field-row">
          {fields.weight ? (
            <Field
              label={`${weightName} (${weightLabel(weightUnit)})`}
              inputMode="decimal"
              autoComplete="off"
              maxLength={TEXT.short}
              value={text.weight}
              error={errors.weight}
              onChange={set("weight")}
              onFocus={selectAll}
            />
          ) : null}
          <Field
            label="Rest Time (sec)"
            inputMode="numeric"
            autoComplete="off"
            value={text.rest}
            error={errors.rest}
            onChange={set("rest")}
            onFocus={selectAll}
          />
        </div>
      ) : null}
    </>
  );
}
