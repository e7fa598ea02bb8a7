// A workout CSV's preview on the 'Your Data' card (docs/behaviour/data-transfer.md, "Data import"):
// what the file holds, what is kept and skipped, the rows that cannot be read, and the units the
// member picks where the file names none (its weights; its distances, the member's unit first).
import type { CsvPreview } from "@shared/data-transfer/csv-contract";
import { skippedLine } from "@shared/data-transfer/rules";
import { IMPORT_SOURCES } from "@shared/data-transfer/sources";
import type { DistanceUnit, WeightUnit } from "@shared/units";
import { Segmented } from "@web/components/Segmented";
import type { CsvUnits } from "./data-transfer";
import { KeptList } from "./import-details";

export type { CsvUnits };

export type CsvChosen = { kind: "csv"; file: File; preview: CsvPreview } & CsvUnits;

const UNIT_OPTIONS: readonly { key: WeightUnit; label: string }[] = [
  { key: "kg", label: "kg" },
  { key: "lb", label: "lb" },
];
const DISTANCE_OPTIONS: readonly { key: DistanceUnit; label: string }[] = [
  { key: "km", label: "km" },
  { key: "mi", label: "mi" },
];

/** How many problems the card lists before summing up the rest. */
const PROBLEMS_SHOWN = 8;

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

export function CsvDetails({ chosen, onUnits, busy }: { chosen: CsvChosen; onUnits: (u: CsvUnits) => void; busy: boolean }) {
  const p = chosen.preview;
  const source = IMPORT_SOURCES[p.source];
  return (
    <>
      <p className="transfer-source">{source.title}</p>
      {p.unitNeeded ? (
        <div className="stack transfer-unit">
          <p className="small">This file does not say whether its weights are kg or lb. Which is it?</p>
          <Segmented
            label="Weight unit of the file"
            options={UNIT_OPTIONS}
            value={chosen.unit ?? ("" as WeightUnit)}
            onChange={(u) => !busy && onUnits({ unit: u })}
          />
        </div>
      ) : (
        <p className="small muted">Weights in {p.unit === "mixed" ? "kg and lb (as each row says)" : p.unit}</p>
      )}
      {p.distanceUnitNeeded ? (
        <div className="stack transfer-unit">
          <p className="small">This file does not say whether its distances are km or miles. Which is it?</p>
          <Segmented
            label="Distance unit of the file"
            options={DISTANCE_OPTIONS}
            value={chosen.distanceUnit ?? p.distanceUnit}
            onChange={(u) => !busy && onUnits({ distanceUnit: u })}
          />
        </div>
      ) : null}
      {p.matchedBy === "position" ? (
        <p className="small muted">
          The column names were not recognised; the columns were read by their place in {source.label}'s layout.
        </p>
      ) : null}
      <p className="transfer-counts">
        {plural(p.workouts, "workout")} · {plural(p.exercises, "exercise")} · {plural(p.sets, "set")}
      </p>
      <KeptList kept={p.kept} />
      {p.firstDate ? <p className="small muted">{p.firstDate === p.lastDate ? p.firstDate : `${p.firstDate} to ${p.lastDate}`}</p> : null}
      {p.alreadyImported > 0 ? (
        <p className="small">
          {plural(p.alreadyImported, "set")} of this file {p.alreadyImported === 1 ? "is" : "are"} already in Kinfit and will be skipped.
        </p>
      ) : null}
      {(p.skipped ?? []).map((x) => (
        <p key={x.why} className="small muted">
          {skippedLine(x)}
        </p>
      ))}
      {p.problems.length > 0 ? (
        <div className="transfer-problems" role="note">
          <p className="small">{plural(p.problems.length, "row")} cannot be read and will be skipped:</p>
          <ul>
            {p.problems.slice(0, PROBLEMS_SHOWN).map((x) => (
              <li key={`${x.line}-${x.reason}`}>
                Line {x.line}: {x.reason}
              </li>
            ))}
            {p.problems.length > PROBLEMS_SHOWN ? <li>and {plural(p.problems.length - PROBLEMS_SHOWN, "more row")}</li> : null}
          </ul>
        </div>
      ) : null}
    </>
  );
}
