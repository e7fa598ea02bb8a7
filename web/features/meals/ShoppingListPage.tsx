// Shopping List (/shopping-list?from=&to=&scope=): what is left to prep in a range of the plan
// (today and the next six days unless chosen), the member's own or the household's, summed by name
// and unit and grouped by aisle in the shop's order, with items added by hand; items are ticked off for the household (every phone shows
// the same ticks, kept fresh while the list is open), and the list can be copied as text or shared
// (docs/behaviour/meals.md, "Shopping list").
import { useState } from "react";
import { useLocation, useSearch } from "wouter";
import type { ShoppingItem, ShoppingScope } from "@shared/meals/contract";
import { shoppingRangeProblem } from "@shared/meals/rules";
import { useAuth } from "@web/features/auth";
import { BackLink } from "@web/components/BackLink";
import { HouseholdName } from "@web/features/household";
import { EmptyState } from "@web/components/EmptyState";
import { Field } from "@web/components/Field";
import { CopyIcon } from "@web/components/Icons";
import { Loading } from "@web/components/Loading";
import { Page } from "@web/components/Page";
import { ProgressBar } from "@web/components/ProgressBar";
import { progressPercent } from "@shared/progress";
import { toast, toastError } from "@web/stores/toast";
import { failureText } from "@web/lib/failure";
import { useShoppingList } from "./hooks";
import { defaultRange, itemKey, rangeEnd, shoppingText } from "./shopping";
import { byAisle } from "@shared/meals/aisles";
import { ShoppingItemRow } from "./ShoppingItemRow";
import { ManualItemForm } from "./ManualItemForm";
import { mealsApi } from "./api";
import { useLiveShoppingList, useTickShoppingItem } from "./shopping-sync";
import { Segmented } from "@web/components/Segmented";
import "./shopping.css";

type Range = { from: string; to: string };

const SCOPES = [
  { key: "me", label: "Mine" },
  { key: "household", label: "Household" },
] as const;

const rangeError = (r: Range) => shoppingRangeProblem(r.from, r.to);

/** The range in the address, when it is a good one; otherwise the next seven days. */
function useInitialRange(): Range & { scope: ShoppingScope } {
  const params = new URLSearchParams(useSearch());
  const asked = { from: params.get("from") ?? "", to: params.get("to") ?? "" };
  const scope: ShoppingScope = params.get("scope") === "household" ? "household" : "me";
  return { ...(rangeError(asked) === null ? asked : defaultRange()), scope };
}

export function ShoppingListPage() {
  const initial = useInitialRange();
  const [, navigate] = useLocation();
  const owner = useAuth().user?.id ?? null;
  const [range, setRange] = useState<Range>({ from: initial.from, to: initial.to });
  const [scope, setScope] = useState<ShoppingScope>(initial.scope);
  const error = rangeError(range);
  const valid = error === null;
  const asked = valid ? range : initial;
  const { data, error: loadError, isLoading, mutate } = useShoppingList(asked.from, asked.to, scope);
  useLiveShoppingList(owner, asked.from, asked.to, scope, valid);
  const tick = useTickShoppingItem(owner, asked.from, asked.to, scope);
  const items = valid ? (data?.items ?? []) : [];
  const ticked = new Set(items.filter((i) => i.checked).map(itemKey));
  const address = (r: Range, s: ShoppingScope) => `/shopping-list?from=${r.from}&to=${r.to}${s === "me" ? "" : `&scope=${s}`}`;
  const canShare = typeof navigator !== "undefined" && typeof navigator.share === "function";

  const changeRange = (next: Range) => {
    setRange(next);
    if (rangeError(next) !== null) return;
    // Ticks are per range: another range shows its own (docs/behaviour/meals.md, "Shopping list").
    navigate(address(next, scope), { replace: true });
  };

  const changeScope = (next: ShoppingScope) => {
    setScope(next);
    if (valid) navigate(address(range, next), { replace: true });
  };

  const toggle = (item: ShoppingItem) => void tick(item);
  const remove = async (item: ShoppingItem) => {
    try {
      await mealsApi.removeManualItem(item.key, asked.from, asked.to, scope);
      await mutate();
    } catch (e) {
      toastError(`Could not remove the item: ${failureText(e)}`);
    }
  };

  const text = () => shoppingText(items, range.from, range.to, ticked);
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(text());
      toast({ title: "Shopping list copied" });
    } catch {
      toastError("Could not copy the shopping list");
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: "Shopping list", text: text() });
    } catch (e) {
      // Closing the share sheet is not a failure.
      if (!(e instanceof DOMException && e.name === "AbortError")) toastError("Could not share the shopping list");
    }
  };

  const tickedCount = ticked.size;

  return (
    <Page
      title="Shopping List"
      subtitle={
        <>
          <HouseholdName />
          {valid ? `${rangeEnd(range.from)} – ${rangeEnd(range.to)}` : null}
        </>
      }
    >
      <BackLink href="/meals">Meal Plan</BackLink>
      <section className="card shop-range" aria-label="Dates">
        <div className="field-row">
          <Field label="From" type="date" value={range.from} onChange={(e) => changeRange({ ...range, from: e.currentTarget.value })} />
          <Field label="To" type="date" value={range.to} onChange={(e) => changeRange({ ...range, to: e.currentTarget.value })} />
        </div>
        <Segmented label="Whose meals" options={SCOPES} value={scope} onChange={changeScope} />
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : (
          <p className="muted small">Ingredients not yet prepped in meals of these days</p>
        )}
      </section>

      {!valid ? null : isLoading && !data ? (
        <Loading />
      ) : loadError && !data ? (
        <div className="card empty stack center" role="alert">
          <p>Failed to load the shopping list: {failureText(loadError, "Failed to fetch the shopping list")}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void mutate()}>
            Try Again
          </button>
        </div>
      ) : items.length === 0 ? (
        <>
          <EmptyState title="Nothing to buy" hint="Every meal of these days is prepped, or none is planned" />
          <ManualItemForm from={asked.from} to={asked.to} scope={scope} onAdded={() => void mutate()} />
        </>
      ) : (
        <>
          <div className="shop-actions">
            <button type="button" className="btn btn-secondary" onClick={() => void copy()}>
              <CopyIcon size={18} />
              Copy List
            </button>
            {canShare ? (
              <button type="button" className="btn btn-secondary" onClick={() => void share()}>
                Share
              </button>
            ) : null}
          </div>
          <div className="shop-progress">
            <p className="muted small" aria-live="polite">
              {tickedCount} of {items.length} ticked
            </p>
            <ProgressBar label="Ticked" percent={progressPercent(tickedCount, items.length)} />
          </div>
          {byAisle(items).map((group, k) => (
            <section key={group.aisle} className="card shop-group" aria-labelledby={`shop-aisle-${k}`}>
              <h2 id={`shop-aisle-${k}`} className="shop-letter">
                {group.aisle.charAt(0).toUpperCase() + group.aisle.slice(1)}
              </h2>
              <ul className="shop-items">
                {group.items.map((item) => (
                  <ShoppingItemRow
                    key={itemKey(item)}
                    item={item}
                    range={range}
                    onToggle={() => toggle(item)}
                    onRemove={item.manual ? () => void remove(item) : undefined}
                  />
                ))}
              </ul>
            </section>
          ))}
          <ManualItemForm from={asked.from} to={asked.to} scope={scope} onAdded={() => void mutate()} />
        </>
      )}
    </Page>
  );
}
