// Profile's 'Your Data' card (docs/behaviour/data-transfer.md, "Data export", "Data import"): download
// everything as one JSON file or as three spreadsheets, and bring in a Kinfit export or a Strong
// or Hevy workout CSV after seeing what it holds.
import { useId, useRef, useState, type ChangeEvent } from "react";
import type { ImportAnswer } from "@shared/data-transfer/contract";
import type { CsvPreview } from "@shared/data-transfer/csv-contract";
import { skippedLine } from "@shared/data-transfer/rules";
import { IMPORT_CHOICES, IMPORT_SOURCES, NOT_AN_IMPORT_FILE } from "@shared/data-transfer/sources";
import { IMPORT_MAX_BYTES } from "@shared/limits";
import type { WeightUnit } from "@shared/units";
import { FormError } from "@web/components/Form";
import { DownloadIcon } from "@web/components/Icons";
import { Segmented } from "@web/components/Segmented";
import { errorMessage } from "@web/lib/api";
import { useUnits } from "@web/features/auth";
import { toast } from "@web/stores/toast";
import { exportLinks, useImportActions } from "./data-transfer";
import { KeptList, JsonDetails, summarise, UnitOffer, type JsonSummary } from "./import-details";
import "./data-transfer.css";

const UNIT_OPTIONS: readonly { key: WeightUnit; label: string }[] = [
  { key: "kg", label: "kg" },
  { key: "lb", label: "lb" },
];

/** How many problems the card lists before summing up the rest. */
const PROBLEMS_SHOWN = 8;

type Chosen =
  | { kind: "csv"; file: File; preview: CsvPreview; unit?: WeightUnit }
  | { kind: "json"; file: File; data: unknown; summary: JsonSummary; settings: boolean };

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

function csvSummary(answer: { sets: number; workouts: number; alreadyImported: number }): string {
  const added = answer.sets === 0 ? "No new sets." : `Added ${plural(answer.sets, "set")} on ${plural(answer.workouts, "day")}.`;
  return answer.alreadyImported > 0 ? `${added} ${plural(answer.alreadyImported, "set")} already in Kinfit were skipped.` : added;
}

function jsonSummary(a: ImportAnswer): string {
  const parts = [
    [a.workoutDays.added, "workout day"],
    [a.sets.added, "set"],
    [a.workoutTemplates.added, "template"],
    [a.meals.added, "meal"],
    [a.mealLibrary.added, "library meal"],
    [a.customIngredients.added, "ingredient"],
    [a.bodyComposition.added, "body entry", "body entries"],
  ] as const;
  const added = parts.filter(([n]) => n > 0).map(([n, one, many]) => plural(n, one, many));
  return added.length > 0 ? `Added ${added.join(", ")}.` : "Nothing new: everything in the file was already here.";
}

function CsvDetails({
  chosen,
  onUnit,
  busy,
}: {
  chosen: Extract<Chosen, { kind: "csv" }>;
  onUnit: (u: WeightUnit) => void;
  busy: boolean;
}) {
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
            onChange={(u) => !busy && onUnit(u)}
          />
        </div>
      ) : (
        <p className="small muted">Weights in {p.unit === "mixed" ? "kg and lb (as each row says)" : p.unit}</p>
      )}
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

export function DataTransferSection() {
  const actions = useImportActions();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"reading" | "importing" | null>(null);
  /** The weight unit of a file just imported, when it is not the one the member's screens show. */
  const [offer, setOffer] = useState<WeightUnit | null>(null);
  const { weightUnit } = useUnits();

  const reset = () => {
    setChosen(null);
    if (input.current) input.current.value = "";
  };

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    setError(null);
    setChosen(null);
    setOffer(null);
    if (!file) return;
    if (file.size > IMPORT_MAX_BYTES) return setError("The file is too large: an import takes at most 20 MB");
    setBusy("reading");
    try {
      const head = (await file.slice(0, 64).text()).replace(/^\uFEFF/, "").trimStart();
      if (/\.json$/i.test(file.name) || head.startsWith("{")) {
        let data: unknown;
        try {
          data = JSON.parse(await file.text());
        } catch {
          data = null;
        }
        const summary = summarise(data);
        if (!summary) setError(NOT_AN_IMPORT_FILE);
        else setChosen({ kind: "json", file, data, summary, settings: false });
      } else {
        setChosen({ kind: "csv", file, preview: await actions.previewCsv(file) });
      }
    } catch (err) {
      setError(errorMessage(err, "Failed to read the file. Please try again."));
    } finally {
      setBusy(null);
    }
  };

  const chooseUnit = async (unit: WeightUnit) => {
    if (chosen?.kind !== "csv") return;
    setBusy("reading");
    setError(null);
    try {
      // Read again in that unit: a weight may only be out of range in one of them.
      setChosen({ ...chosen, unit, preview: await actions.previewCsv(chosen.file, unit) });
    } catch (err) {
      setError(errorMessage(err, "Failed to read the file. Please try again."));
    } finally {
      setBusy(null);
    }
  };

  const runImport = async () => {
    if (!chosen) return;
    setBusy("importing");
    setError(null);
    try {
      const description =
        chosen.kind === "csv"
          ? csvSummary(await actions.importCsv(chosen.file, { unit: chosen.unit, skipUnreadable: chosen.preview.problems.length > 0 }))
          : jsonSummary(await actions.importExport(chosen.data, { settings: chosen.settings }));
      toast({ title: "Import complete", description });
      // A file weighed in the other unit: offer to show that one from now on.
      const fileUnit = chosen.kind === "csv" ? (chosen.unit ?? chosen.preview.unit) : chosen.settings ? null : chosen.summary.weightUnit;
      setOffer(fileUnit === "kg" || fileUnit === "lb" ? (fileUnit !== weightUnit ? fileUnit : null) : null);
      reset();
    } catch (err) {
      setError(errorMessage(err, "Failed to import the file. Please try again."));
    } finally {
      setBusy(null);
    }
  };

  const nothingNew = chosen?.kind === "csv" && chosen.preview.sets === chosen.preview.alreadyImported;
  const needsUnit = chosen?.kind === "csv" && chosen.preview.unitNeeded && !chosen.unit;

  return (
    <section className="card stack" aria-labelledby="data-title">
      <div>
        <h2 id="data-title" className="card-title">
          Your Data
        </h2>
        <p className="muted small">Everything you keep in Kinfit, as files you own.</p>
      </div>

      <a className="btn btn-secondary btn-block" href={exportLinks.everything} download>
        <DownloadIcon size={18} />
        Export my data
      </a>
      <div className="stack transfer-csv">
        <p className="small muted" id="transfer-csv-title">
          Or as spreadsheets (CSV, in lbs and inches):
        </p>
        <div className="transfer-csv-links" role="group" aria-labelledby="transfer-csv-title">
          {(["workouts", "meals", "body"] as const).map((kind) => (
            <a
              key={kind}
              className="btn btn-secondary btn-sm"
              href={exportLinks[kind]}
              download
              aria-label={`${kind[0]!.toUpperCase()}${kind.slice(1)} CSV`}
            >
              {kind[0]!.toUpperCase()}
              {kind.slice(1)}
            </a>
          ))}
        </div>
      </div>

      <div className="stack transfer-import">
        <div>
          <h3 className="units-subtitle">Import</h3>
          <p className="muted small">{IMPORT_CHOICES}</p>
        </div>
        <div className="field">
          <label htmlFor={inputId}>Choose a file</label>
          <input
            ref={input}
            id={inputId}
            className="input transfer-file"
            type="file"
            accept=".json,.csv,application/json,text/csv"
            disabled={busy !== null}
            onChange={(e) => void choose(e)}
          />
        </div>
        {busy === "reading" ? <p className="small muted">Reading the file...</p> : null}
        {chosen ? (
          <div className="transfer-preview stack" aria-label="Import preview" role="region">
            {chosen.kind === "csv" ? (
              <CsvDetails chosen={chosen} onUnit={(u) => void chooseUnit(u)} busy={busy !== null} />
            ) : (
              <JsonDetails
                summary={chosen.summary}
                settings={chosen.settings}
                onSettings={(settings) => setChosen({ ...chosen, settings })}
                busy={busy !== null}
              />
            )}
            {nothingNew ? <p className="small">Nothing new to import: every set of this file is already in Kinfit.</p> : null}
            <div className="button-row">
              <button type="button" className="btn btn-secondary" onClick={reset} disabled={busy !== null}>
                Cancel
              </button>
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => void runImport()}
                disabled={busy !== null || nothingNew || needsUnit}
              >
                {busy === "importing" ? "Importing..." : "Import"}
              </button>
            </div>
          </div>
        ) : null}
        {offer ? <UnitOffer unit={offer} onDone={() => setOffer(null)} /> : null}
        <FormError message={error} />
      </div>
    </section>
  );
}
