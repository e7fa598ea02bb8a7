// Finding a food for a meal: a search box over the food database and the member's own ingredients
// (recent foods before typing), then its amount in grams or in one of its portions, with what it
// adds before Add (docs/behaviour/foods.md, "Foods").
import { useState } from "react";
import type { Food } from "@shared/foods/contract";
import { FOOD_AMOUNT } from "@shared/limits";
import { formatNutrient } from "@shared/meals/rules";
import { Field } from "@web/components/Field";
import { SelectField } from "@web/components/FormFields";
import { QuantityField } from "@web/components/IngredientInputs";
import { Loading } from "@web/components/Loading";
import { SearchBox } from "@web/components/SearchBox";
import { Segmented } from "@web/components/Segmented";
import { useUserId } from "@web/features/auth";
import { BarcodeEntry } from "./BarcodeEntry";
import { chooseFood, choiceIngredient, type FoodChoice } from "./choice";
import { useFoodSearch } from "./hooks";
import { useBarcodeLookup } from "./lookup";
import { ScanPanel } from "./ScanPanel";
import { sourceOf } from "./source";
import "./foods.css";
import { withGrams } from "@shared/meals/portion-text";

function FoodList({ q, onPick }: { q: string; onPick: (food: Food) => void }) {
  const { data, error, isLoading } = useFoodSearch(q);
  const userId = useUserId();
  const typed = q.trim().length >= 2;
  if (isLoading && !data) return <Loading />;
  if (error) {
    return (
      <p className="picker-empty" role="alert">
        Failed to search foods
      </p>
    );
  }
  const foods = data ?? [];
  if (foods.length === 0)
    return <p className="picker-empty">{typed ? "No foods found." : "Type a food's name to search. Foods you add show here next time."}</p>;
  return (
    <div className="picker-list food-list" role="group" aria-label={typed ? "Foods found" : "Recent foods"}>
      {foods.map((food) => (
        <button key={food.id} type="button" className="picker-option" onClick={() => onPick(food)}>
          <span className="picker-name">{food.name}</span>
          <span className="picker-meta">
            {sourceOf(food, userId)}
            {food.per100g?.calories != null ? ` · ${formatNutrient(food.per100g.calories)} cal per 100 g` : ""}
          </span>
        </button>
      ))}
    </div>
  );
}

/** What the amount adds: its grams and, with macro tracking, its calories and macros. */
function Adds({ choice, macroTracking }: { choice: FoodChoice; macroTracking: boolean }) {
  const made = choiceIngredient(choice);
  if (made === null) return null;
  if (typeof made === "string") {
    return (
      <p className="field-error" role="alert">
        {made}
      </p>
    );
  }
  const parts = [`${formatNutrient(made.quantity)} g`];
  if (macroTracking) {
    parts.push(
      `${formatNutrient(made.calories)} cal`,
      `${formatNutrient(made.protein)} g protein`,
      `${formatNutrient(made.carbs)} g carbs`,
      `${formatNutrient(made.fat)} g fat`,
    );
  }
  return (
    <p className="food-adds" aria-live="polite">
      Adds {parts.join(" · ")}
    </p>
  );
}

export function FoodFinder({
  choice,
  onChoose,
  macroTracking,
}: {
  choice: FoodChoice | null;
  onChoose: (choice: FoodChoice | null) => void;
  macroTracking: boolean;
}) {
  const [q, setQ] = useState("");
  const [scanning, setScanning] = useState(false);
  const lookup = useBarcodeLookup();
  if (!choice) {
    const pick = (food: Food) => onChoose(chooseFood(food));
    return (
      <div className="picker">
        <div className="food-search-row">
          <SearchBox label="Search foods" placeholder="Search foods..." value={q} onChange={setQ} />
          <button type="button" className="btn btn-secondary" aria-expanded={scanning} onClick={() => setScanning((on) => !on)}>
            Scan
          </button>
        </div>
        {scanning ? (
          <ScanPanel
            onCode={(code) => {
              setScanning(false);
              lookup.lookUp(code);
            }}
            onClose={() => setScanning(false)}
          />
        ) : null}
        <FoodList q={q} onPick={pick} />
        <BarcodeEntry lookup={lookup} onPick={pick} />
      </div>
    );
  }
  const set = (changes: Partial<FoodChoice>) => onChoose({ ...choice, ...changes });
  const hasPortions = choice.food.portions.length > 0;
  return (
    <div className="food-choice stack">
      <div className="food-picked">
        <span className="picker-name">{choice.food.name}</span>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => onChoose(null)}>
          Change
        </button>
      </div>
      {hasPortions ? (
        <Segmented
          label="Amount in"
          value={choice.by}
          onChange={(by) => set({ by })}
          options={[
            { key: "portion", label: "Portion" },
            { key: "grams", label: "Grams" },
          ]}
        />
      ) : null}
      {choice.by === "grams" ? (
        <QuantityField label="Grams" value={choice.grams} onChange={(grams) => set({ grams })} />
      ) : (
        <div className="field-row">
          <Field
            label="How many"
            type="number"
            inputMode="decimal"
            min="0.1"
            step="0.5"
            max={String(FOOD_AMOUNT.maxCount)}
            value={choice.count}
            onChange={(e) => set({ count: e.target.value })}
          />
          <SelectField
            label="Portion"
            value={choice.portion}
            onChange={(e) => set({ portion: e.target.value })}
            options={choice.food.portions.map((p) => ({ value: p.label, label: withGrams(p.label, formatNutrient(p.grams)) }))}
          />
        </div>
      )}
      <Adds choice={choice} macroTracking={macroTracking} />
    </div>
  );
}
