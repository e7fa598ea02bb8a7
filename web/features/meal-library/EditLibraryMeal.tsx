// The Edit Meal dialog of the meal library: name, time, notes, servings, steps, categories,
// removing ingredients and adding new ones. Nothing is sent until Save Changes.
import { useState } from "react";
import { MEAL, TEXT } from "@shared/limits";
import type { LibraryCategory, LibraryMeal, LibraryMealChanges } from "@shared/meal-library/contract";
import { LIBRARY_CATEGORIES } from "@shared/meal-library/rules";
import { CHOOSE_TIME, fromTimeInput, toTimeInput } from "@shared/time";
import { parseLocaleNumber } from "@shared/units";
import { fieldMessages } from "@shared/validation";
import { Dialog } from "@web/components/Dialog";
import { Field } from "@web/components/Field";
import { TextAreaField } from "@web/components/FormFields";
import { CloseIcon, PlusIcon } from "@web/components/Icons";
import { EMPTY_NUTRITION, NutritionInputs, QuantityField, UnitSelect, type NutritionValues } from "@web/components/IngredientInputs";
import { ToggleChip } from "@web/components/ToggleChip";
import { CHECKS_UNAVAILABLE, lazyChecks } from "@web/lib/lazy-checks";
import { toast, toastError } from "@web/stores/toast";
import { recipeOf, stepsFromLines } from "@shared/recipes/rules";
import { ServesStepper } from "@web/features/recipes";
import { useMealLibraryActions } from "./hooks";
import { ingredientsOf, LibraryIngredientAmount } from "./LibraryMealParts";

const checks = lazyChecks(() => import("./checks"));

type EditIngredient = LibraryMealChanges["data"]["ingredients"][number];

export function EditLibraryMeal({
  libraryMeal,
  macroTracking,
  onClose,
}: {
  libraryMeal: LibraryMeal;
  macroTracking: boolean;
  onClose: () => void;
}) {
  const { update } = useMealLibraryActions();
  const [name, setName] = useState(libraryMeal.data?.meal?.name || libraryMeal.name);
  const [time, setTime] = useState(toTimeInput(libraryMeal.data?.meal?.time ?? ""));
  const [notes, setNotes] = useState(libraryMeal.data?.meal?.notes ?? "");
  const [categories, setCategories] = useState<LibraryCategory[]>(libraryMeal.categories);
  const [ingredients, setIngredients] = useState<EditIngredient[]>(ingredientsOf(libraryMeal));
  const [servings, setServings] = useState(recipeOf(libraryMeal).servings);
  /** The steps, one to a line. */
  const [steps, setSteps] = useState(recipeOf(libraryMeal).steps.join("\n"));
  const [newName, setNewName] = useState("");
  const [newQuantity, setNewQuantity] = useState("");
  const [newUnit, setNewUnit] = useState("g");
  const [newNutrition, setNewNutrition] = useState<NutritionValues>(EMPTY_NUTRITION);
  const [saving, setSaving] = useState(false);
  /** What the shared ingredient schema finds wrong with the ingredient being added, under its field. */
  const [addErrors, setAddErrors] = useState<Partial<Record<"quantity" | keyof NutritionValues, string>>>({});
  const stored = fromTimeInput(time);

  const addIngredient = async () => {
    // A quantity under the minimum would only fail later, at Save Changes, for the whole meal.
    if (!newName.trim() || !newQuantity.trim() || !(Number(newQuantity) >= MEAL.minQuantity)) {
      toastError("Please fill in ingredient name and quantity");
      return;
    }
    // The same checks the API makes on every path an ingredient arrives by.
    const typed = (text: string) =>
      text.trim() === "" ? undefined : Number.isNaN(parseLocaleNumber(text)) ? text.trim() : parseLocaleNumber(text);
    const loaded = await checks.load().catch(() => null);
    if (!loaded) return toastError(CHECKS_UNAVAILABLE);
    const checked = loaded.mealIngredientSchema.safeParse({
      name: newName.trim(),
      quantity: typed(newQuantity),
      unit: newUnit,
      calories: typed(newNutrition.calories),
      protein: typed(newNutrition.protein),
      carbs: typed(newNutrition.carbs),
      fat: typed(newNutrition.fat),
    });
    if (!checked.success) {
      setAddErrors(fieldMessages(checked.error, ["quantity", "calories", "protein", "carbs", "fat"]));
      return;
    }
    setAddErrors({});
    const calories = Number(newNutrition.calories);
    const added: EditIngredient = {
      name: newName.trim(),
      quantity: Number(newQuantity),
      unit: newUnit,
      // Calories parsed as a number (default 0); protein, carbs and fat kept as typed (default '0'),
      // as library meals have always stored them.
      calories: Number.isFinite(calories) ? calories : 0,
      protein: newNutrition.protein.trim() || "0",
      carbs: newNutrition.carbs.trim() || "0",
      fat: newNutrition.fat.trim() || "0",
    };
    setIngredients((list) => [...list, added]);
    setNewName("");
    setNewQuantity("");
    setNewNutrition(EMPTY_NUTRITION);
  };

  const save = async () => {
    if (!name.trim() || !stored) return;
    setSaving(true);
    try {
      await update(libraryMeal.id, {
        name: name.trim(),
        categories,
        // The recipe fields only when changed: a change without them keeps what is stored.
        ...(servings !== recipeOf(libraryMeal).servings ? { servings } : {}),
        ...(steps !== recipeOf(libraryMeal).steps.join("\n") ? { steps: stepsFromLines(steps) } : {}),
        data: { meal: { name: name.trim(), time: stored, notes: notes.trim() || null }, ingredients },
      });
      toast({ title: "Meal updated successfully" });
      onClose();
    } catch {
      toastError("Failed to update meal");
      setSaving(false);
    }
  };

  const toggleCategory = (c: LibraryCategory) =>
    setCategories((list) =>
      list.includes(c) ? list.filter((x) => x !== c) : LIBRARY_CATEGORIES.filter((x) => x === c || list.includes(x)),
    );

  return (
    <Dialog
      open
      onClose={onClose}
      title="Edit Meal"
      className="dialog-wide"
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={saving}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" onClick={save} disabled={saving || !name.trim() || !stored}>
            {saving ? "Saving..." : "Save Changes"}
          </button>
        </>
      }
    >
      <div className="dialog-scroll">
        <Field label="Meal Name" value={name} maxLength={TEXT.name} onChange={(e) => setName(e.target.value)} />
        <Field
          label="Time"
          type="time"
          value={time}
          hint={stored ? undefined : CHOOSE_TIME}
          aria-invalid={!stored}
          onChange={(e) => setTime(e.target.value)}
        />
        <TextAreaField label="Notes" value={notes} maxLength={TEXT.notes} onChange={(e) => setNotes(e.target.value)} />
        <ServesStepper servings={servings} onChange={setServings} />
        <TextAreaField label="Steps (one to a line)" value={steps} onChange={(e) => setSteps(e.target.value)} />
        <fieldset className="category-picker">
          <legend>Categories</legend>
          {LIBRARY_CATEGORIES.map((c) => (
            <ToggleChip key={c} className="category-chip" aria-pressed={categories.includes(c)} onClick={() => toggleCategory(c)}>
              {c}
            </ToggleChip>
          ))}
        </fieldset>
        <div className="detail-section">
          <p className="detail-label">Ingredients</p>
          {ingredients.length === 0 ? (
            <p className="muted small">No ingredients</p>
          ) : (
            <ul className="detail-list">
              {ingredients.map((i, index) => (
                <li key={index}>
                  <span>
                    {i.name} <LibraryIngredientAmount ingredient={i} macroTracking={macroTracking} />
                  </span>
                  <button
                    type="button"
                    className="icon-button icon-button-danger"
                    aria-label={`Remove ${i.name}`}
                    onClick={() => setIngredients((list) => list.filter((_, k) => k !== index))}
                  >
                    <CloseIcon size={18} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="edit-ingredient-add" role="group" aria-label="Add ingredient" onFocus={checks.warm}>
          <Field label="Ingredient Name" value={newName} maxLength={TEXT.name} onChange={(e) => setNewName(e.target.value)} />
          <div className="field-row">
            <QuantityField label="Quantity" value={newQuantity} onChange={setNewQuantity} error={addErrors.quantity} />
            <UnitSelect value={newUnit} onChange={setNewUnit} />
          </div>
          {macroTracking ? <NutritionInputs values={newNutrition} onChange={setNewNutrition} errors={addErrors} /> : null}
          <button type="button" className="btn btn-secondary" onClick={addIngredient}>
            <PlusIcon size={18} />
            Add Ingredient
          </button>
        </div>
      </div>
    </Dialog>
  );
}
