// Add Meal: 'Create New' (name and time) or 'From Library' (choose a saved meal, then 'Add from
// Library'). The library is read only while this panel is open.
import { useState, type FormEvent } from "react";
import type { Meal, MealTemplate } from "../../../src/shared/meals";
import { displayTime, normalizeTime } from "../../../src/shared/time";
import { failureText, mealsApi, useMealTemplates } from "../../api/meals";
import { Field } from "../../components/Field";
import { FormError } from "../../components/Form";
import { Loading } from "../../components/Loading";
import { toast, toastError } from "../../stores/toast";
import { Segmented } from "../../components/Segmented";
import { SelectField } from "./fields";

type Mode = "new" | "library";

/** A library value that holds a number ('0' included: older entries keep strings). */
function nutrient(key: "calories" | "protein" | "carbs" | "fat", value: unknown) {
  if (value === null || value === undefined || value === "") return {};
  const n = Number(value);
  return Number.isFinite(n) ? { [key]: n } : {};
}

/** The meal a library entry recreates; refused when the entry carries no meal data. */
export function mealFromTemplate(template: MealTemplate, date: string) {
  const data = template.data as Partial<MealTemplate["data"]> | undefined;
  if (!data || !data.meal || typeof data.meal !== "object") throw new Error("Invalid template structure");
  const ingredients = Array.isArray(data.ingredients) ? data.ingredients : [];
  return {
    date,
    name: data.meal.name || template.name,
    time: data.meal.time,
    notes: data.meal.notes ?? null,
    // Meals from the library start unprepped and unconsumed, their ingredients unprepped.
    isPrepped: false,
    isConsumed: false,
    ingredients: ingredients.map((i) => ({
      name: i.name,
      quantity: Number(i.quantity),
      unit: i.unit,
      ...nutrient("calories", i.calories),
      ...nutrient("protein", i.protein),
      ...nutrient("carbs", i.carbs),
      ...nutrient("fat", i.fat),
      isPrepped: false,
    })),
  };
}

function FromLibrary({ date, onAdded, onCancel }: { date: string; onAdded: (meal: Meal) => Promise<unknown>; onCancel: () => void }) {
  const { data, error, isLoading } = useMealTemplates(true);
  const [chosen, setChosen] = useState("");
  const [saving, setSaving] = useState(false);
  const template = data?.find((t) => String(t.id) === chosen) ?? null;

  const add = async () => {
    if (!template) return;
    setSaving(true);
    try {
      const input = mealFromTemplate(template, date);
      const meal = await mealsApi.create(input);
      const n = input.ingredients.length;
      await onAdded(meal);
      toast({
        title: "Meal added successfully",
        description: `"${input.name}" added from library with ${n} ${n === 1 ? "ingredient" : "ingredients"}`,
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
  const templates = data ?? [];
  return (
    <div className="stack">
      {templates.length === 0 ? (
        <p className="muted small">No meals in your library yet</p>
      ) : (
        <SelectField
          label="Saved Meal"
          value={chosen}
          onChange={(e) => setChosen(e.target.value)}
          options={[
            { value: "", label: "Choose a saved meal" },
            ...templates.map((t) => ({
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
        <button type="button" className="btn btn-primary" disabled={!template || saving} onClick={add}>
          {saving ? "Adding..." : "Add from Library"}
        </button>
      </div>
    </div>
  );
}

function CreateNew({ date, onAdded, onCancel }: { date: string; onAdded: (meal: Meal) => Promise<unknown>; onCancel: () => void }) {
  const [name, setName] = useState("");
  const [time, setTime] = useState("");
  const [saving, setSaving] = useState(false);
  const [touched, setTouched] = useState(false);
  const timeOk = normalizeTime(time) !== null;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!name.trim() || !time.trim() || !timeOk) return;
    setSaving(true);
    try {
      const meal = await mealsApi.create({ date, name: name.trim(), time: time.trim(), isPrepped: false, isConsumed: false, notes: null });
      await onAdded(meal);
      toast({ title: "Meal added successfully" });
    } catch (error) {
      toastError(`Failed to create meal: ${failureText(error)}`);
      setSaving(false);
    }
  };

  return (
    <form className="stack" onSubmit={onSubmit} noValidate aria-label="Create new meal">
      <Field label="Meal Name" placeholder="e.g. Breakfast" value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />
      <Field
        label="Time"
        placeholder="12:00 PM"
        inputMode="text"
        autoComplete="off"
        value={time}
        hint={touched && time.trim() && !timeOk ? "Enter a time like 12:00 PM or 1:30 AM" : "Like 12:00 PM or 1:30 AM"}
        aria-invalid={touched && time.trim() !== "" && !timeOk}
        onBlur={() => setTouched(true)}
        onChange={(e) => setTime(e.target.value)}
      />
      <div className="button-row">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={!name.trim() || !time.trim() || saving}>
          {saving ? "Adding..." : "Add Meal"}
        </button>
      </div>
    </form>
  );
}

export function AddMealPanel({ date, onAdded, onClose }: { date: string; onAdded: () => Promise<unknown>; onClose: () => void }) {
  const [mode, setMode] = useState<Mode>("new");
  const added = async () => {
    await onAdded();
    onClose();
  };
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
      {mode === "new" ? <CreateNew date={date} onAdded={added} onCancel={onClose} /> : <FromLibrary date={date} onAdded={added} onCancel={onClose} />}
    </section>
  );
}
