// The add-ingredient form of a meal card. It opens on 'Find a Food': the food search (recent foods
// before typing), then the amount in grams or portions, sent as the food and its amount for the
// server to work out. 'From My Ingredients' picks one of the user's custom ingredients (searchable
// list) and fills its name, unit and nutrition scaled to the quantity, locked; 'Manual Entry' types
// everything. Nutrition is shown and sent only with macro tracking on.
import { scaledIngredient } from "@shared/meals/rules";
import { useMemo, useState, type FormEvent } from "react";
import { Link } from "wouter";
import type { CustomIngredient } from "@shared/custom-ingredients/contract";
import { TEXT } from "@shared/limits";
import { normalizeUnit } from "@shared/meals/units";
import { parseLocaleNumber } from "@shared/units";
import { fieldMessages } from "@shared/validation";
import { Field } from "@web/components/Field";
import {
  EMPTY_NUTRITION,
  NUTRIENTS,
  NutritionInputs,
  QuantityField,
  UnitSelect,
  type NutritionValues,
} from "@web/components/IngredientInputs";
import { Loading } from "@web/components/Loading";
import { SearchBox } from "@web/components/SearchBox";
import { Segmented } from "@web/components/Segmented";
import { CHECKS_UNAVAILABLE, lazyChecks } from "@web/lib/lazy-checks";
import { amount } from "@web/lib/words";
import { toast, toastError } from "@web/stores/toast";
import { useCustomIngredients } from "@web/features/custom-ingredients";
import { choiceBody, choiceIngredient, FoodFinder, type FoodChoice } from "@web/features/foods";
import { failureText } from "./failure";
import { useMealActions } from "./hooks";
import { scaleNutrient } from "./scale";

const checks = lazyChecks(() => import("./checks"));

type Mode = "food" | "library" | "manual";

const asText = (n: number | null) => (n === null ? "" : String(n));

function scaled(ci: CustomIngredient, quantity: string): NutritionValues {
  const q = Number(quantity);
  const scale = (perUnit: number | null) => (quantity.trim() === "" ? "" : asText(scaleNutrient(perUnit, q, ci.defaultQuantity)));
  return {
    calories: scale(ci.caloriesPerUnit),
    protein: scale(ci.proteinPerUnit),
    carbs: scale(ci.carbsPerUnit),
    fat: scale(ci.fatPerUnit),
  };
}

/** A number typed with a point or a comma; what is not a number stays text, for the schema to name. */
const typed = (text: string): number | string => {
  const n = parseLocaleNumber(text);
  return Number.isNaN(n) ? text.trim() : n;
};

/** Nutrition to send: only when macro tracking is on, and only the filled fields. */
function filledNutrition(values: NutritionValues, macroTracking: boolean) {
  if (!macroTracking) return {};
  const out: Partial<Record<keyof NutritionValues, number | string>> = {};
  for (const { key } of NUTRIENTS) {
    const text = values[key].trim();
    if (text !== "") out[key] = typed(text);
  }
  return out;
}

type Errors = Partial<Record<"name" | "quantity" | "unit" | keyof NutritionValues, string>>;

function IngredientPicker({ selectedId, onPick }: { selectedId: number | null; onPick: (ci: CustomIngredient) => void }) {
  const { data, error, isLoading } = useCustomIngredients();
  const [search, setSearch] = useState("");
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (data ?? []).filter((ci) => ci.name.toLowerCase().includes(needle));
  }, [data, search]);

  return (
    <div className="picker">
      <SearchBox label="Search my ingredients" placeholder="Search ingredients..." value={search} onChange={setSearch} />
      <div className="picker-list" role="group" aria-label="My Ingredients">
        {isLoading ? (
          <Loading />
        ) : error ? (
          <p className="picker-empty" role="alert">
            Failed to fetch custom ingredients
          </p>
        ) : shown.length === 0 ? (
          <div className="picker-empty">
            <p>No ingredients found.</p>
            {(data ?? []).length === 0 ? (
              <p>
                Your own ingredients are kept on <Link href="/ingredients">My Ingredients</Link>; add one there to pick it here.
              </p>
            ) : null}
          </div>
        ) : (
          shown.map((ci) => (
            <button key={ci.id} type="button" className="picker-option" aria-pressed={ci.id === selectedId} onClick={() => onPick(ci)}>
              <span className="picker-name">{ci.name}</span>
              <span className="picker-meta">{amount(ci.defaultQuantity, ci.defaultUnit)}</span>
            </button>
          ))
        )}
      </div>
    </div>
  );
}

export function AddIngredientForm({
  date,
  mealId,
  portion = 1,
  macroTracking,
  onAdded,
  onCancel,
}: {
  date: string;
  mealId: number;
  /** The cook's portion of a family meal: what is typed is for it, the recipe for a portion of 1. */
  portion?: number;
  macroTracking: boolean;
  onAdded: () => void;
  onCancel: () => void;
}) {
  const { addIngredient } = useMealActions(date);
  const [mode, setMode] = useState<Mode>("food");
  const [choice, setChoice] = useState<FoodChoice | null>(null);
  const [picked, setPicked] = useState<CustomIngredient | null>(null);
  const [name, setName] = useState("");
  const [quantity, setQuantity] = useState("");
  const [unit, setUnit] = useState<string>("g");
  const [nutrition, setNutrition] = useState<NutritionValues>(EMPTY_NUTRITION);
  const [saving, setSaving] = useState(false);
  /** What the shared schema finds wrong, under each field, before anything is sent. */
  const [errors, setErrors] = useState<Errors>({});

  const locked = mode === "library";
  const fromFood = mode === "food";
  const canAdd = fromFood
    ? choice !== null && typeof choiceIngredient(choice) === "object" && !saving
    : name.trim() !== "" && quantity.trim() !== "" && !saving;

  const pick = (ci: CustomIngredient) => {
    setPicked(ci);
    setName(ci.name);
    const q = String(ci.defaultQuantity);
    setQuantity(q);
    setUnit(normalizeUnit(ci.defaultUnit) ?? "g");
    setNutrition(scaled(ci, q));
  };

  const changeQuantity = (q: string) => {
    setQuantity(q);
    if (locked && picked) setNutrition(scaled(picked, q));
  };

  const changeMode = (next: Mode) => {
    setMode(next);
    // Typed values stay; a manual entry is no longer the picked ingredient.
    if (next === "manual") setPicked(null);
    else {
      setName("");
      setNutrition(EMPTY_NUTRITION);
    }
  };

  const addFood = async () => {
    const body = choice && choiceBody(choice);
    if (!body) return;
    setSaving(true);
    try {
      await addIngredient(mealId, body);
      onAdded();
      toast({ title: "Ingredient added successfully" });
    } catch (error) {
      toastError(`Failed to add ingredient: ${failureText(error)}`);
      setSaving(false);
    }
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!canAdd) return;
    if (fromFood) return addFood();
    const loaded = await checks.load().catch(() => null);
    if (!loaded) return toastError(CHECKS_UNAVAILABLE);
    const parsed = loaded.mealIngredientSchema.safeParse({
      name: name.trim(),
      quantity: typed(quantity),
      unit,
      ...filledNutrition(nutrition, macroTracking),
      ...(locked && picked ? { customIngredientId: picked.id } : {}),
    });
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error, ["name", "quantity", "unit", "calories", "protein", "carbs", "fat"]));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const { name: cleanName, quantity: q, unit: u, calories, protein, carbs, fat, customIngredientId } = parsed.data;
      const nutrients: Record<string, unknown> = Object.fromEntries(
        Object.entries({ calories, protein, carbs, fat }).filter(([, v]) => v !== undefined),
      );
      const typed: { quantity: number } & Record<"calories" | "protein" | "carbs" | "fat", number | null> = {
        quantity: q,
        calories: calories ?? null,
        protein: protein ?? null,
        carbs: carbs ?? null,
        fat: fat ?? null,
      };
      const recipe = scaledIngredient(typed, 1 / portion);
      await addIngredient(mealId, {
        name: cleanName,
        quantity: recipe.quantity,
        unit: u,
        ...Object.fromEntries(Object.keys(nutrients).map((k) => [k, recipe[k as keyof typeof typed]])),
        ...(customIngredientId ? { customIngredientId } : {}),
      });
      onAdded();
      toast({ title: "Ingredient added successfully" });
    } catch (error) {
      toastError(`Failed to add ingredient: ${failureText(error)}`);
      setSaving(false);
    }
  };

  return (
    <form className="add-ingredient stack" onSubmit={onSubmit} onFocus={checks.warm} noValidate aria-label="Add ingredient">
      <Segmented
        label="Ingredient source"
        value={mode}
        onChange={changeMode}
        options={[
          { key: "food", label: "Find a Food" },
          { key: "library", label: "From My Ingredients" },
          { key: "manual", label: "Manual Entry" },
        ]}
      />
      {fromFood ? <FoodFinder choice={choice} onChoose={setChoice} macroTracking={macroTracking} /> : null}
      {mode === "library" ? <IngredientPicker selectedId={picked?.id ?? null} onPick={pick} /> : null}
      {!fromFood && (!locked || picked) ? (
        <>
          <Field
            label="Ingredient Name"
            value={name}
            readOnly={locked}
            className={locked ? "field-locked" : undefined}
            maxLength={TEXT.name}
            onChange={(e) => setName(e.target.value)}
            error={errors.name}
          />
          <div className="field-row">
            <QuantityField label="Quantity" value={quantity} onChange={changeQuantity} error={errors.quantity} />
            <UnitSelect value={unit} disabled={locked} onChange={setUnit} />
          </div>
          {macroTracking ? <NutritionInputs values={nutrition} onChange={setNutrition} readOnly={locked} errors={errors} /> : null}
        </>
      ) : null}
      <div className="button-row">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={!canAdd}>
          {saving ? "Adding..." : "Add Ingredient"}
        </button>
      </div>
    </form>
  );
}
