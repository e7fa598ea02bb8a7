// A food by its barcode, typed or scanned: the digits and Look up. Found, the food is offered like
// a search result; not found (or the lookup failed), the reason and a way to save it as the
// member's own food with the code filled in. Codes kept while offline show here once answered
// (docs/behaviour/foods.md, "Foods").
import { Link } from "wouter";
import type { Food } from "@shared/foods/contract";
import { BARCODE } from "@shared/limits";
import { formatNutrient } from "@shared/meals/rules";
import { Field } from "@web/components/Field";
import { useUserId } from "@web/features/auth";
import type { BarcodeLookup, Outcome } from "./lookup";
import { sourceOf } from "./source";

export { BAD_CODE, OFFLINE } from "./lookup";

/** My Ingredients' add form, opened with the code. */
export const saveOwnHref = (code: string) => `/ingredients?barcode=${encodeURIComponent(code)}`;

function Answer({ outcome, label, onPick }: { outcome: Outcome; label: string; onPick: (food: Food) => void }) {
  const userId = useUserId();
  if ("food" in outcome) {
    return (
      <div className="picker-list food-list" role="group" aria-label={label}>
        <button type="button" className="picker-option" onClick={() => onPick(outcome.food)}>
          <span className="picker-name">{outcome.food.name}</span>
          <span className="picker-meta">
            {[
              outcome.food.source === "custom" ? sourceOf(outcome.food, userId) : outcome.food.brand,
              outcome.food.per100g?.calories != null ? `${formatNutrient(outcome.food.per100g.calories)} cal per 100 g` : null,
            ]
              .filter(Boolean)
              .join(" · ")}
          </span>
        </button>
      </div>
    );
  }
  if ("missing" in outcome) {
    return (
      <div className="barcode-missing stack">
        <p className="picker-empty" role="status">
          {outcome.missing}
        </p>
        <Link href={saveOwnHref(outcome.code)} className="btn btn-secondary btn-sm">
          Save as my own food
        </Link>
      </div>
    );
  }
  return (
    <p className="field-error" role="alert">
      {outcome.failed}
    </p>
  );
}

export function BarcodeEntry({ lookup, onPick }: { lookup: BarcodeLookup; onPick: (food: Food) => void }) {
  const { code, setCode, busy, outcome, earlier, lookUp } = lookup;
  const submit = (e: { preventDefault(): void; stopPropagation(): void }) => {
    e.preventDefault();
    // A form nested in the ingredient form must not send that one.
    e.stopPropagation();
    lookUp();
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
          maxLength={BARCODE.maxDigits}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") submit(e);
          }}
        />
        <button type="button" className="btn btn-secondary" disabled={busy || code.length < 8} onClick={submit}>
          {busy ? "Looking up..." : "Look up"}
        </button>
      </div>
      {outcome ? <Answer outcome={outcome} label="Food for this barcode" onPick={onPick} /> : null}
      {earlier.map((kept) => (
        <div key={kept.code} className="barcode-kept stack">
          <p className="picker-meta">Kept while offline: {kept.code}</p>
          <Answer outcome={kept.outcome} label={`Food for barcode ${kept.code}`} onPick={onPick} />
        </div>
      ))}
    </div>
  );
}
