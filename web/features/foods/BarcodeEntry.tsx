// A food by its barcode, typed: the digits and Look up. Found, the food is offered like a search
// result; not found (or the lookup failed), the reason and a way to save it as the member's own
// food with the code filled in (docs/behaviour.md, "Foods").
import { useState } from "react";
import { Link } from "wouter";
import type { Food } from "../../../src/shared/foods/contract";
import { gtin13 } from "../../../src/shared/foods/barcode";
import { formatNutrient } from "../../../src/shared/meals/rules";
import { Field } from "../../components/Field";
import { api, isNetworkError, serverMessage } from "../../lib/api";
import { keys } from "./api";

type Outcome = { food: Food } | { missing: string; code: string } | { failed: string };

export const BAD_CODE = "Not a valid barcode: type the 8, 12 or 13 digits under the bars";
export const OFFLINE = "Kinfit cannot be reached. Try again when the server answers.";

/** My Ingredients' add form, opened with the code. */
export const saveOwnHref = (code: string) => `/ingredients?barcode=${encodeURIComponent(code)}`;

export function BarcodeEntry({ onPick }: { onPick: (food: Food) => void }) {
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const lookUp = async (e: { preventDefault(): void; stopPropagation(): void }) => {
    e.preventDefault();
    // A form nested in the ingredient form must not send that one.
    e.stopPropagation();
    const normal = gtin13(code);
    if (!normal) return setOutcome({ failed: BAD_CODE });
    setBusy(true);
    try {
      setOutcome({ food: await api.get<Food>(keys.barcode(normal)) });
    } catch (error) {
      const message = serverMessage(error);
      if (isNetworkError(error)) setOutcome({ failed: OFFLINE });
      else setOutcome({ missing: message ?? "No food with this barcode.", code: normal });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="barcode-entry stack">
      <div className="barcode-row" role="search" aria-label="Barcode">
        <Field
          label="Barcode"
          className="barcode-field"
          inputMode="numeric"
          autoComplete="off"
          placeholder="Digits under the bars"
          maxLength={14}
          value={code}
          onChange={(e) => {
            setCode(e.target.value.replace(/\D/g, ""));
            setOutcome(null);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") void lookUp(e);
          }}
        />
        <button type="button" className="btn btn-secondary" disabled={busy || code.length < 8} onClick={(e) => void lookUp(e)}>
          {busy ? "Looking up..." : "Look up"}
        </button>
      </div>
      {outcome && "food" in outcome ? (
        <div className="picker-list food-list" role="group" aria-label="Food for this barcode">
          <button type="button" className="picker-option" onClick={() => onPick(outcome.food)}>
            <span className="picker-name">{outcome.food.name}</span>
            <span className="picker-meta">
              {[outcome.food.brand, outcome.food.per100g?.calories != null ? `${formatNutrient(outcome.food.per100g.calories)} cal per 100 g` : null].filter(Boolean).join(" · ")}
            </span>
          </button>
        </div>
      ) : null}
      {outcome && "missing" in outcome ? (
        <div className="barcode-missing stack">
          <p className="picker-empty" role="status">
            {outcome.missing}
          </p>
          <Link href={saveOwnHref(outcome.code)} className="btn btn-secondary btn-sm">
            Save as my own food
          </Link>
        </div>
      ) : null}
      {outcome && "failed" in outcome ? (
        <p className="field-error" role="alert">
          {outcome.failed}
        </p>
      ) : null}
    </div>
  );
}
