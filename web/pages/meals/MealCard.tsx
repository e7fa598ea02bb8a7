// One meal of the day: time, name and notes, Consumed/Prepped badges, inline edit, delete with
// confirmation, the Mark Prepped / Mark Consumed toggles, saving to the library, the prep progress
// and the ingredient rows (prepped checkbox, remove), plus the add-ingredient form.
import { useId, useState, type FormEvent } from "react";
import { formatNutrient, ingredientPayload, macroTotals, mealTimeOf, prepPercent, type Meal } from "../../../src/shared/meals";
import { displayTime, normalizeTime } from "../../../src/shared/time";
import { failureText, libraryApi, mealsApi } from "../../api/meals";
import { DeleteActions, Dialog } from "../../components/Dialog";
import { Field } from "../../components/Field";
import { BookIcon, CheckIcon, CloseIcon, PencilIcon, PlusIcon, TrashIcon } from "../../components/Icons";
import { toast, toastError } from "../../stores/toast";
import { AddIngredientForm } from "./AddIngredientForm";
import { TextAreaField } from "./fields";
import { Tooltip } from "../../components/Tooltip";
import { IconAction } from "../../components/IconAction";
import { ProgressBar } from "../../components/ProgressBar";

type Change = (optimistic: (meal: Meal) => Meal, call: () => Promise<unknown>) => Promise<void>;

type MealCardProps = {
  meal: Meal;
  macroTracking: boolean;
  /** Applies a change optimistically, runs the call, then refreshes the day (throws on failure). */
  change: Change;
  refresh: () => Promise<unknown>;
  onLibraryChanged: () => void;
};

function MealEditor({ meal, onDone, refresh }: { meal: Meal; onDone: () => void; refresh: () => Promise<unknown> }) {
  const [name, setName] = useState(meal.name);
  const [time, setTime] = useState(displayTime(meal.time));
  const [notes, setNotes] = useState(meal.notes ?? "");
  const [saving, setSaving] = useState(false);
  const timeOk = normalizeTime(time) !== null;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || !timeOk) return;
    setSaving(true);
    try {
      await mealsApi.update(meal.id, { name: name.trim(), time: time.trim(), notes: notes.trim() || null });
      await refresh();
      toast({ title: "Meal updated successfully" });
      onDone();
    } catch (error) {
      toastError(`Failed to update meal: ${failureText(error)}`);
      setSaving(false);
    }
  };

  return (
    <form className="stack meal-editor" onSubmit={onSubmit} noValidate aria-label={`Edit ${meal.name}`}>
      <Field label="Meal Name" value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />
      <Field
        label="Time"
        value={time}
        placeholder="12:00 PM"
        hint={time.trim() && !timeOk ? "Enter a time like 12:00 PM or 1:30 AM" : undefined}
        aria-invalid={time.trim() !== "" && !timeOk}
        onChange={(e) => setTime(e.target.value)}
      />
      <TextAreaField label="Notes" value={notes} maxLength={2000} onChange={(e) => setNotes(e.target.value)} />
      <div className="button-row">
        <button type="button" className="btn btn-secondary" onClick={onDone} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving || !name.trim() || !timeOk}>
          {saving ? "Saving..." : "Save"}
        </button>
      </div>
    </form>
  );
}

export function MealCard({ meal, macroTracking, change, refresh, onLibraryChanged }: MealCardProps) {
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [adding, setAdding] = useState(false);
  const [savingToLibrary, setSavingToLibrary] = useState(false);
  const percent = prepPercent(meal);
  const totals = macroTotals(meal.ingredients);

  const toggleMeal = async (field: "isPrepped" | "isConsumed") => {
    const next = !meal[field];
    try {
      await change(
        (m) => ({ ...m, [field]: next }),
        () => mealsApi.update(meal.id, field === "isPrepped" ? { isPrepped: next } : { isConsumed: next }),
      );
    } catch (error) {
      toastError(`Failed to update meal: ${failureText(error)}`);
    }
  };

  const toggleIngredient = async (id: number, isPrepped: boolean) => {
    try {
      await change(
        (m) => ({ ...m, ingredients: m.ingredients.map((i) => (i.id === id ? { ...i, isPrepped } : i)) }),
        () => mealsApi.setIngredientPrepped(id, isPrepped),
      );
    } catch (error) {
      toastError(`Failed to update ingredient prep: ${failureText(error)}`);
    }
  };

  const removeIngredient = async (id: number) => {
    try {
      await change(
        (m) => ({ ...m, ingredients: m.ingredients.filter((i) => i.id !== id) }),
        () => mealsApi.removeIngredient(id),
      );
      toast({ title: "Ingredient removed successfully" });
    } catch (error) {
      toastError(`Failed to remove ingredient: ${failureText(error)}`);
    }
  };

  const deleteMeal = async () => {
    setDeleting(true);
    try {
      await mealsApi.remove(meal.id);
      setConfirming(false);
      await refresh();
      toast({ title: "Meal deleted successfully" });
    } catch (error) {
      toastError(`Failed to delete meal: ${failureText(error)}`);
      setDeleting(false);
    }
  };

  const saveToLibrary = async () => {
    setSavingToLibrary(true);
    try {
      await libraryApi.create({
        name: meal.name,
        mealTime: mealTimeOf(meal.time),
        data: {
          meal: { name: meal.name, time: meal.time, notes: meal.notes },
          ingredients: meal.ingredients.map(ingredientPayload),
        },
      });
      onLibraryChanged();
      toast({ title: `"${meal.name}" saved to meal library successfully!` });
    } catch (error) {
      toastError(`Failed to save meal to library: ${failureText(error)}`);
    } finally {
      setSavingToLibrary(false);
    }
  };

  return (
    <article className="card meal-card" aria-labelledby={titleId}>
      {editing ? (
        <MealEditor meal={meal} refresh={refresh} onDone={() => setEditing(false)} />
      ) : (
        <div className="meal-head">
          <div className="meal-heading">
            <p className="meal-time">{displayTime(meal.time)}</p>
            <h3 id={titleId} className="meal-name">
              {meal.name}
              {meal.notes ? <span className="meal-notes"> ({meal.notes})</span> : null}
            </h3>
            {meal.isConsumed || meal.isPrepped ? (
              <div className="badge-row">
                {meal.isConsumed ? <span className="badge badge-success">Consumed</span> : null}
                {meal.isPrepped ? <span className="badge badge-accent">Prepped</span> : null}
              </div>
            ) : null}
          </div>
          <div className="meal-head-actions">
            <IconAction label={`Edit ${meal.name}`} hint="Edit meal" icon={<PencilIcon size={19} />} onClick={() => setEditing(true)} />
            <IconAction label={`Delete ${meal.name}`} hint="Delete meal" icon={<TrashIcon size={19} />} onClick={() => setConfirming(true)} danger />
          </div>
        </div>
      )}

      <div className="meal-toggles">
        <button type="button" className="toggle-chip" aria-pressed={meal.isPrepped} onClick={() => toggleMeal("isPrepped")}>
          {meal.isPrepped ? <CheckIcon size={16} /> : null}
          Mark Prepped
        </button>
        <button type="button" className="toggle-chip" aria-pressed={meal.isConsumed} onClick={() => toggleMeal("isConsumed")}>
          {meal.isConsumed ? <CheckIcon size={16} /> : null}
          Mark Consumed
        </button>
      </div>

      <div className="prep-progress">
        <div className="prep-progress-head">
          <span>Prep Progress</span>
          <span className="prep-percent">{percent}%</span>
        </div>
        <ProgressBar label={`Prep Progress of ${meal.name}`} percent={percent} />
      </div>

      {meal.ingredients.length > 0 ? (
        <ul className="ingredient-rows" aria-label={`Ingredients of ${meal.name}`}>
          {meal.ingredients.map((i) => (
            <li key={i.id} className="ingredient-row">
              <label className="ingredient-check">
                <input
                  type="checkbox"
                  checked={i.isPrepped}
                  aria-label={`${i.name} prepped`}
                  onChange={(e) => toggleIngredient(i.id, e.target.checked)}
                />
                <span className="ingredient-text">
                  <span className={i.isPrepped ? "ingredient-name done" : "ingredient-name"}>{i.name}</span>
                  <span className="ingredient-qty">
                    {i.quantity} {i.unit}
                    {macroTracking ? (
                      <>
                        {" · "}
                        {formatNutrient(i.calories)} cal
                      </>
                    ) : null}
                  </span>
                </span>
              </label>
              <IconAction label={`Remove ${i.name}`} hint="Remove ingredient" icon={<CloseIcon size={18} />} onClick={() => removeIngredient(i.id)} danger />
            </li>
          ))}
        </ul>
      ) : null}

      {macroTracking && meal.ingredients.length > 0 ? (
        <p className="meal-macros" aria-label={`Nutrition of ${meal.name}`}>
          <span>{formatNutrient(totals.calories)} cal</span>
          <span>P {formatNutrient(totals.protein)}g</span>
          <span>C {formatNutrient(totals.carbs)}g</span>
          <span>F {formatNutrient(totals.fat)}g</span>
        </p>
      ) : null}

      {adding ? (
        <AddIngredientForm
          mealId={meal.id}
          macroTracking={macroTracking}
          onCancel={() => setAdding(false)}
          onAdded={async () => {
            await refresh();
            setAdding(false);
          }}
        />
      ) : null}

      <div className="meal-footer">
        {!adding ? (
          <button type="button" className="btn btn-ghost btn-sm add-ingredient-button" onClick={() => setAdding(true)}>
            <PlusIcon size={18} />
            Add Ingredient
          </button>
        ) : (
          <span />
        )}
        <Tooltip content="Save to meal library">
          <button
            type="button"
            className="toggle-chip"
            aria-label={`Save ${meal.name} to meal library`}
            disabled={savingToLibrary}
            onClick={saveToLibrary}
          >
            <BookIcon size={16} />
            Library
          </button>
        </Tooltip>
      </div>

      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Delete Meal"
        description={`Are you sure you want to delete "${meal.name}"? This action cannot be undone.`}
        actions={
          <DeleteActions busy={deleting} onCancel={() => setConfirming(false)} onDelete={deleteMeal} />
        }
      />
    </article>
  );
}
