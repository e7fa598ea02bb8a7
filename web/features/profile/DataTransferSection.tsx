// Profile's 'Your Data' card (docs/behaviour/data-transfer.md, "Data export", "Data import"): download
// everything as one JSON file or as three spreadsheets, and bring in a Kinfit export or a Strong
// or Hevy workout CSV after seeing what it holds.
import { useId, useRef, useState, type ChangeEvent } from "react";
import type { ImportAnswer } from "@shared/data-transfer/contract";
import { IMPORT_CHOICES, NOT_AN_IMPORT_FILE } from "@shared/data-transfer/sources";
import { IMPORT_MAX_BYTES } from "@shared/limits";
import type { WeightUnit } from "@shared/units";
import { FormError } from "@web/components/Form";
import { DownloadIcon } from "@web/components/Icons";
import { errorMessage } from "@web/lib/api";
import { useUnits } from "@web/features/auth";
import { toast } from "@web/stores/toast";
import { exportLinks, useImportActions } from "./data-transfer";
import { CsvDetails, type CsvChosen, type CsvUnits } from "./CsvDetails";
import { JsonDetails, summarise, UnitOffer, type JsonSummary } from "./import-details";
import "./data-transfer.css";

type Chosen = CsvChosen | { kind: "json"; file: File; data: unknown; summary: JsonSummary; settings: boolean };

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
    [a.coachCheckIns.added, "coach check-in"],
  ] as const;
  const added = parts.filter(([n]) => n > 0).map(([n, one, many]) => plural(n, one, many));
  return added.length > 0 ? `Added ${added.join(", ")}.` : "Nothing new: everything in the file was already here.";
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

  /** The member chose a unit the file does not name: read it again in that unit (a value may be out of range in one). */
  const chooseUnits = async (units: CsvUnits) => {
    if (chosen?.kind !== "csv") return;
    setBusy("reading");
    setError(null);
    try {
      const next = { ...chosen, ...units };
      setChosen({ ...next, preview: await actions.previewCsv(chosen.file, { unit: next.unit, distanceUnit: next.distanceUnit }) });
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
          ? csvSummary(
              await actions.importCsv(chosen.file, {
                unit: chosen.unit,
                distanceUnit: chosen.distanceUnit,
                skipUnreadable: chosen.preview.problems.length > 0,
              }),
            )
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
              <CsvDetails chosen={chosen} onUnits={(u) => void chooseUnits(u)} busy={busy !== null} />
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
