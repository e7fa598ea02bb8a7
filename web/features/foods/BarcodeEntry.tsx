// A food by its barcode, typed: the digits and Look up. Found, the food is offered like a search
// result; not found (or the lookup failed), the reason and a way to save it as the member's own
// food with the code filled in (docs/behaviour.md, "Foods").
import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import type { Food } from "../../../src/shared/foods/contract";
import { gtin13 } from "../../../src/shared/foods/barcode";
import { formatNutrient } from "../../../src/shared/meals/rules";
import { Field } from "../../components/Field";
import { api, isNetworkError, serverMessage } from "../../lib/api";
import { useOffline } from "../../lib/connection";
import { keys } from "./api";

type Outcome = { food: Food } | { missing: string; code: string } | { failed: string };

export const BAD_CODE = "Not a valid barcode: type the 8, 12 or 13 digits under the bars";
export const OFFLINE = "Kinfit cannot be reached. The code is kept and looked up when the server answers.";
/** While a code waits, how often it is tried again, besides when the app comes back online. */
const RETRY_MS = 15_000;

/** My Ingredients' add form, opened with the code. */
export const saveOwnHref = (code: string) => `/ingredients?barcode=${encodeURIComponent(code)}`;

export function BarcodeEntry({ onPick }: { onPick: (food: Food) => void }) {
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A code typed while the server could not be reached, looked up once it answers.
  const [waiting, setWaiting] = useState<string | null>(null);
  const offline = useOffline();
  const alive = useRef(true);
  useEffect(() => () => void (alive.current = false), []);

  const ask = async (normal: string) => {
    setBusy(true);
    try {
      const food = await api.get<Food>(keys.barcode(normal));
      if (!alive.current) return;
      setWaiting(null);
      setOutcome({ food });
    } catch (error) {
      if (!alive.current) return;
      if (isNetworkError(error)) {
        setWaiting(normal);
        setOutcome({ failed: OFFLINE });
      } else {
        setWaiting(null);
        setOutcome({ missing: serverMessage(error) ?? "No food with this barcode.", code: normal });
      }
    } finally {
      if (alive.current) setBusy(false);
    }
  };

  useEffect(() => {
    if (!waiting) return;
    if (!offline) void ask(waiting);
    const timer = setInterval(() => void ask(waiting), RETRY_MS);
    return () => clearInterval(timer);
    // Tried again when the app comes back online, and now and then until then.
  }, [waiting, offline]);

  const lookUp = (e: { preventDefault(): void; stopPropagation(): void }) => {
    e.preventDefault();
    // A form nested in the ingredient form must not send that one.
    e.stopPropagation();
    const normal = gtin13(code);
    setWaiting(null);
    if (!normal) return setOutcome({ failed: BAD_CODE });
    void ask(normal);
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
            setWaiting(null);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") lookUp(e);
          }}
        />
        <button type="button" className="btn btn-secondary" disabled={busy || code.length < 8} onClick={lookUp}>
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
