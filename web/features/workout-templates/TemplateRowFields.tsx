// One exercise of the template editor: its name (typed, or picked from the library's names offered
// as it is typed), kind, sets, reps, weight in the member's unit, rest, superset group, and the
// one-tap moves up and down.
import { useId, useState, type ComponentType } from "react";
import { TEXT, WORKOUT } from "@shared/limits";
import { weightLabel, type WeightUnit } from "@shared/units";
import { EXERCISE_TYPES, groupLetter, typeFields, type ExerciseType } from "@shared/workouts/rules";
import { TYPE_NAMES } from "@shared/workouts/type-defaults";
import { Field } from "@web/components/Field";
import { CloseIcon } from "@web/components/Icons";
import type { Row } from "./template-rows";

/**
 * The exercise library's names for what was typed, lent by the screen above: the library builds on
 * workouts, which build on templates, so templates do not import it.
 */
export type LibraryNamesPart = ComponentType<{ typed: string; shown: string[]; suggest: boolean; onPick: (name: string) => void }>;

type Props = {
  row: Row;
  index: number;
  count: number;
  unit: WeightUnit;
  /** The superset groups to offer: those in use and one more. */
  groups: number[];
  libraryNames?: LibraryNamesPart;
  onChange: (change: Partial<Row>) => void;
  onType: (type: ExerciseType) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

const noNames: string[] = [];

export function TemplateRowFields({
  row: r,
  index,
  count,
  unit,
  groups,
  libraryNames: LibraryNames,
  onChange,
  onType,
  onMove,
  onRemove,
}: Props) {
  const typeId = useId();
  const groupId = useId();
  const [typing, setTyping] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const label = r.name.trim() || `exercise ${index + 1}`;
  const fields = typeFields(r.type);
  const weightName = r.type === "assisted_bodyweight" ? "Assistance" : r.type === "weighted_bodyweight" ? "Added weight" : "Weight";
  return (
    <li className="template-edit-row">
      <div className="template-edit-row-head">
        <Field
          label={`Exercise ${index + 1} name`}
          value={r.name}
          maxLength={TEXT.name}
          autoComplete="off"
          placeholder="Exercise name or search the library"
          onFocus={() => setTyping(true)}
          onChange={(e) => {
            setTyping(true);
            setPicked(null);
            onChange({ name: e.target.value });
          }}
        />
        <button type="button" className="icon-button icon-button-danger" aria-label={`Remove ${label}`} onClick={onRemove}>
          <CloseIcon size={18} />
        </button>
      </div>
      {LibraryNames && typing ? (
        <LibraryNames
          typed={r.name}
          shown={noNames}
          suggest={picked !== r.name}
          onPick={(name) => {
            setPicked(name);
            onChange({ name });
          }}
        />
      ) : null}
      <div className="template-edit-kind">
        <div className="field">
          <label htmlFor={typeId}>Logged as</label>
          <select id={typeId} className="input" value={r.type} onChange={(e) => onType(e.target.value as ExerciseType)}>
            {EXERCISE_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_NAMES[t]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={groupId}>Superset</label>
          <select
            id={groupId}
            className="input"
            value={r.group ?? ""}
            onChange={(e) => onChange({ group: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">None</option>
            {groups.map((g) => (
              <option key={g} value={g}>{`Superset ${groupLetter(g)}`}</option>
            ))}
          </select>
        </div>
      </div>
      <div className="template-edit-numbers">
        <Field
          label="Sets"
          type="number"
          min={WORKOUT.minSets}
          inputMode="numeric"
          value={r.sets}
          onChange={(e) => onChange({ sets: e.target.value })}
        />
        {fields.reps ? (
          <Field
            label="Reps"
            value={r.reps}
            maxLength={TEXT.short}
            autoComplete="off"
            onChange={(e) => onChange({ reps: e.target.value })}
          />
        ) : null}
        {fields.weight ? (
          <Field
            label={`${weightName} (${weightLabel(unit)})`}
            inputMode="decimal"
            value={r.weight}
            maxLength={TEXT.short}
            autoComplete="off"
            onChange={(e) => onChange({ weight: e.target.value })}
          />
        ) : null}
        <Field
          label="Rest (sec)"
          inputMode="numeric"
          value={r.rest}
          autoComplete="off"
          onChange={(e) => onChange({ rest: e.target.value })}
        />
      </div>
      <div className="button-row template-edit-move">
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          aria-label={`Move ${label} up`}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          Move up
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          aria-label={`Move ${label} down`}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          Move down
        </button>
      </div>
    </li>
  );
}
