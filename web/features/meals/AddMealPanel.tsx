// Add Meal: 'Create New' (name and time) or 'From Library' (choose a saved meal, then 'Add from
// Library'). The library is read only while this panel is open.
import { useState, type FormEvent } from "react";
import { TEXT } from "@shared/limits";
import { recipeSent } from "@shared/recipes/rules";
import type { LibraryMeal } from "@shared/meal-library/contract";
import type { NewMeal } from "@shared/meals/contract";
import { CHOOSE_TIME, displayTime, fromTimeInput } from "@shared/time";
import { Field } from "@web/components/Field";
import { FormError } from "@web/components/Form";
import { SelectField } from "@web/components/FormFields";
import { Loading } from "@web/components/Loading";
import { Segmented } from "@web/components/Segmented";
import { toast, toastError } from "@web/stores/toast";
import { useLibraryMeals } from "@web/features/meal-library";
import { failureText } from "@web/lib/failure";
import { useMealActions } from "./hooks";
import { count } from "@web/lib/words";

type Mode = "new" | "library";

/** A library value that holds a number ('0' included: older entries keep strings). */
function nutrient(key: "calories" | "protein" | "carbs" | "fat" | "fiber" | "sugar" | "sodium", value: unknown) {
  if (value === null || value === undefined || value === "") return {};
  const n = Number(value);
  return Number.isFinite(n) ? { [key]: n } : {};
}

/** The meal a library meal recreates; refused when it carries no meal data. */
function mealFromLibrary(libraryMeal: LibraryMeal, date: string) {
  const data = libraryMeal.data as Partial<LibraryMeal["data"]> | undefined;
  if (!data?.meal || typeof data.meal !== "object") throw new Error("Invalid template structure");
  const ingredients = Array.isArray(data.ingredients) ? data.ingredients : [];
  return {
    date,
    name: data.meal.name || libraryMeal.name,
    time: data.meal.time,
    notes: data.meal.notes ?? null,
    // Meals from the library start unprepped and unconsumed, their ingredients unprepped.
    isPrepped: false,
    isConsumed: false,
    // The recipe's yield, steps, source and times come along.
    ...recipeSent(libraryMeal),
    ingredients: ingredients.map((i) => ({
      name: i.name,
      quantity: Number(i.quantity),
      unit: i.unit,
      ...nutrient("calories", i.calories),
      ...nutrient("protein", i.protein),
      ...nutrient("carbs", i.carbs),
      ...nutrient("fat", i.fat),
      // Everything else the library kept comes along too: the food it was added from (its short
      // name, aisle and counted portion on the shopping list) and fibre, sugar and sodium.
      ...nutrient("fiber", i.fiber),
      ...nutrient("sugar", i.sugar),
      ...nutrient("sodium", i.sodium),
      ...(typeof i.foodId === "string" ? { foodId: i.foodId } : {}),
      ...(typeof i.portion === "string" ? { portion: i.portion } : {}),
      isPrepped: false,
    })),
  } satisfies NewMeal;
}

function FromLibrary({ date, onAdded, onCancel }: { date: string; onAdded: () => void; onCancel: () => void }) {
  const { create } = useMealActions(date);
  const { data, error, isLoading } = useLibraryMeals(true);
  const [chosen, setChosen] = useState("");
  const [saving, setSaving] = useState(false);
  const libraryMeal = data?.find((t) => String(t.id) === chosen) ?? null;

  const add = async () => {
    if (!libraryMeal) return;
    setSaving(true);
    try {
      const input = mealFromLibrary(libraryMeal, date);
      await create(input);
      const n = input.ingredients.length;
      onAdded();
      toast({
        title: "Meal added successfully",
        description: `"${input.name}" added from library with ${count(n, "ingredient")}`,
      });
    } catch (e) {
      toastError(`Failed to create meal from template: ${failureText(e)}`);
      setSaving(false);
    }
  };

  if (isLoading) return <Loading />;
  if (error) {
    return <FormError message="Failed to fetch meal templates" />;
  }
  const libraryMeals = data ?? [];
  return (
    <div className="stack">
      {libraryMeals.length === 0 ? (
        <p className="muted small">No meals in your library yet</p>
      ) : (
        <SelectField
          label="Saved Meal"
          value={chosen}
          onChange={(e) => setChosen(e.target.value)}
          options={[
            { value: "", label: "Choose a saved meal" },
            ...libraryMeals.map((t) => ({
              value: String(t.id),
              label: `${t.name} (${displayTime(t.data?.meal?.time ?? "")})`,
            })),
          ]}
        />
      )}
      <div className="button-row">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button type="button" className="btn btn-primary" disabled={!libraryMeal || saving} onClick={add}>
          {saving ? "Adding..." : "Add from Library"}
        </button>
      </div>
    </div>
  );
}

function CreateNew({ date, onAdded, onCancel }: { date: string; onAdded: () => void; onCancel: () => void }) {
  const { create } = useMealActions(date);
  const [name, setName] = useState("");
  const [time, setTime] = useState("");
  const [saving, setSaving] = useState(false);
  const [touched, setTouched] = useState(false);
  const stored = fromTimeInput(time);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!name.trim() || !stored) return;
    setSaving(true);
    try {
      await create({ date, name: name.trim(), time: stored, isPrepped: false, isConsumed: false, notes: null });
      onAdded();
      toast({ title: "Meal added successfully" });
    } catch (error) {
      toastError(`Failed to create meal: ${failureText(error)}`);
      setSaving(false);
    }
  };

  return (
    <form className="stack" onSubmit={onSubmit} noValidate aria-label="Create new meal">
      <Field label="Meal Name" placeholder="e.g. Breakfast" value={name} maxLength={TEXT.name} onChange={(e) => setName(e.target.value)} />
      <Field
        label="Time"
        type="time"
        autoComplete="off"
        value={time}
        hint={touched && !stored ? CHOOSE_TIME : undefined}
        aria-invalid={touched && !stored}
        onBlur={() => setTouched(true)}
        onChange={(e) => setTime(e.target.value)}
      />
      <div className="button-row">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={!name.trim() || !stored || saving}>
          {saving ? "Adding..." : "Add Meal"}
        </button>
      </div>
    </form>
  );
}

/** The panel under the day's meals; a meal added either way closes it once the day is read again. */
export function AddMealPanel({ date, onClose }: { date: string; onClose: () => void }) {
  const [mode, setMode] = useState<Mode>("new");
  return (
    <section className="card stack add-meal-panel" aria-labelledby="add-meal-title">
      <h2 id="add-meal-title" className="card-title">
        Add Meal
      </h2>
      <Segmented
        label="Add meal mode"
        value={mode}
        onChange={setMode}
        options={[
          { key: "new", label: "Create New" },
          { key: "library", label: "From Library" },
        ]}
      />
      {mode === "new" ? (
        <CreateNew date={date} onAdded={onClose} onCancel={onClose} />
      ) : (
        <FromLibrary date={date} onAdded={onClose} onCancel={onClose} />
      )}
    </section>
  );
}
