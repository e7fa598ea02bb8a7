// Meal Library (/meal-library): saved meals with search and a category filter, View Meal and Edit
// Meal dialogs, and delete with confirmation. Macro totals appear only with macro tracking on.
import { useMemo, useState } from "react";
import { Link } from "wouter";
import {
  formatNutrient,
  LIBRARY_CATEGORIES,
  macroTotals,
  matchesLibraryFilter,
  MEAL_UNITS,
  MIN_QUANTITY,
  type MealTemplate,
  type TemplateIngredient,
} from "../../src/shared/meals";
import { displayTime, normalizeTime } from "../../src/shared/time";
import { useAuth } from "../api/auth";
import { libraryApi, useMealTemplates } from "../api/meals";
import { DeleteActions, Dialog } from "../components/Dialog";
import { Field } from "../components/Field";
import { CloseIcon, EyeIcon, PencilIcon, PlusIcon, TrashIcon } from "../components/Icons";
import { Loading } from "../components/Loading";
import { Page } from "../components/Page";
import { toast, toastError } from "../stores/toast";
import { EMPTY_NUTRITION, NutritionInputs, type NutritionValues, QuantityField, SearchBox, SelectField, TextAreaField } from "./meals/fields";
import { Tooltip } from "../components/Tooltip";
import { IconAction } from "../components/IconAction";
import "./meals/meals.css";

const ingredientsOf = (t: MealTemplate): TemplateIngredient[] => (Array.isArray(t.data?.ingredients) ? t.data.ingredients : []);

/** "80 g", and its calories when macro tracking is on: the View and Edit dialogs' ingredient line. */
function ingredientDetail(i: { quantity: unknown; unit: string; calories?: unknown }, macroTracking: boolean): string {
  const calories = macroTracking ? ` · ${formatNutrient(Number(i.calories ?? 0))} cal` : "";
  return `${i.quantity} ${i.unit}${calories}`;
}

function MacroBadges({ ingredients }: { ingredients: TemplateIngredient[] }) {
  const totals = macroTotals(ingredients);
  return (
    <div className="badge-row" aria-label="Total macros">
      <span className="badge badge-nutrient">{formatNutrient(totals.calories)} cal</span>
      <span className="badge badge-nutrient">{formatNutrient(totals.protein)}g protein</span>
      <span className="badge badge-nutrient">{formatNutrient(totals.carbs)}g carbs</span>
      <span className="badge badge-nutrient">{formatNutrient(totals.fat)}g fat</span>
    </div>
  );
}

function CategoryBadges({ categories }: { categories: string[] }) {
  if (categories.length === 0) return null;
  return (
    <div className="badge-row">
      {categories.map((c) => (
        <span key={c} className="badge badge-accent badge-category">
          {c}
        </span>
      ))}
    </div>
  );
}

function ViewMeal({ template, macroTracking, onClose }: { template: MealTemplate; macroTracking: boolean; onClose: () => void }) {
  const ingredients = ingredientsOf(template);
  return (
    <Dialog
      open
      onClose={onClose}
      title={template.name}
      className="dialog-wide"
      description={`View Meal · ${displayTime(template.data?.meal?.time ?? "")}`}
      actions={
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Close
        </button>
      }
    >
      <div className="dialog-scroll">
        <div className="detail-section">
          <p className="detail-label">Categories</p>
          {template.categories.length ? <CategoryBadges categories={template.categories} /> : <p className="muted small">None</p>}
        </div>
        <div className="detail-section">
          <p className="detail-label">Ingredients</p>
          {ingredients.length === 0 ? (
            <p className="muted small">No ingredients</p>
          ) : (
            <ul className="detail-list">
              {ingredients.map((i, index) => (
                <li key={index}>
                  <span>{i.name}</span>
                  <span className="detail-sub">{ingredientDetail(i, macroTracking)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        {template.data?.meal?.notes ? (
          <div className="detail-section">
            <p className="detail-label">Notes</p>
            <p className="small">{template.data.meal.notes}</p>
          </div>
        ) : null}
        {macroTracking ? (
          <div className="detail-section">
            <p className="detail-label">Total Macros</p>
            <MacroBadges ingredients={ingredients} />
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}

type EditIngredient = { name: string; quantity: number; unit: string; calories: number; protein: string; carbs: string; fat: string };

function EditMeal({
  template,
  macroTracking,
  onClose,
  onSaved,
}: {
  template: MealTemplate;
  macroTracking: boolean;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const [name, setName] = useState(template.data?.meal?.name || template.name);
  const [time, setTime] = useState(displayTime(template.data?.meal?.time ?? ""));
  const [notes, setNotes] = useState(template.data?.meal?.notes ?? "");
  const [categories, setCategories] = useState<string[]>(template.categories);
  const [ingredients, setIngredients] = useState<TemplateIngredient[]>(ingredientsOf(template));
  const [newName, setNewName] = useState("");
  const [newQuantity, setNewQuantity] = useState("");
  const [newUnit, setNewUnit] = useState("g");
  const [newNutrition, setNewNutrition] = useState<NutritionValues>(EMPTY_NUTRITION);
  const [saving, setSaving] = useState(false);
  const timeOk = normalizeTime(time) !== null;

  const addIngredient = () => {
    // A quantity under the minimum would only fail later, at Save Changes, for the whole meal.
    if (!newName.trim() || !newQuantity.trim() || !(Number(newQuantity) >= MIN_QUANTITY)) {
      toastError("Please fill in ingredient name and quantity");
      return;
    }
    const calories = Number(newNutrition.calories);
    const added: EditIngredient = {
      name: newName.trim(),
      quantity: Number(newQuantity),
      unit: newUnit,
      // As the spec has it: calories parsed as a number (default 0); protein, carbs, fat default '0'.
      calories: Number.isFinite(calories) ? calories : 0,
      protein: newNutrition.protein.trim() || "0",
      carbs: newNutrition.carbs.trim() || "0",
      fat: newNutrition.fat.trim() || "0",
    };
    setIngredients((list) => [...list, added as unknown as TemplateIngredient]);
    setNewName("");
    setNewQuantity("");
    setNewNutrition(EMPTY_NUTRITION);
  };

  const save = async () => {
    if (!name.trim() || !timeOk) return;
    setSaving(true);
    try {
      await libraryApi.update(template.id, {
        name: name.trim(),
        categories,
        data: { meal: { name: name.trim(), time: time.trim(), notes: notes.trim() || null }, ingredients },
      });
      await onSaved();
      toast({ title: "Meal updated successfully" });
      onClose();
    } catch {
      toastError("Failed to update meal");
      setSaving(false);
    }
  };

  const toggleCategory = (c: string) =>
    setCategories((list) => (list.includes(c) ? list.filter((x) => x !== c) : LIBRARY_CATEGORIES.filter((x) => x === c || list.includes(x))));

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
          <button type="button" className="btn btn-primary" onClick={save} disabled={saving || !name.trim() || !timeOk}>
            {saving ? "Saving..." : "Save Changes"}
          </button>
        </>
      }
    >
      <div className="dialog-scroll">
        <Field label="Meal Name" value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />
        <Field
          label="Time"
          value={time}
          placeholder="12:00 PM"
          hint={timeOk ? undefined : "Enter a time like 12:00 PM or 1:30 AM"}
          onChange={(e) => setTime(e.target.value)}
        />
        <TextAreaField label="Notes" value={notes} maxLength={2000} onChange={(e) => setNotes(e.target.value)} />
        <fieldset className="category-picker">
          <legend>Categories</legend>
          {LIBRARY_CATEGORIES.map((c) => (
            <button key={c} type="button" className="toggle-chip category-chip" aria-pressed={categories.includes(c)} onClick={() => toggleCategory(c)}>
              {c}
            </button>
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
                    {i.name}{" "}
                    <span className="detail-sub">{ingredientDetail(i, macroTracking)}</span>
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
        <div className="edit-ingredient-add" role="group" aria-label="Add ingredient">
          <Field label="Ingredient Name" value={newName} maxLength={200} onChange={(e) => setNewName(e.target.value)} />
          <div className="field-row">
            <QuantityField label="Quantity" value={newQuantity} onChange={setNewQuantity} />
            <SelectField label="Unit" value={newUnit} options={MEAL_UNITS} onChange={(e) => setNewUnit(e.target.value)} />
          </div>
          {macroTracking ? <NutritionInputs values={newNutrition} onChange={setNewNutrition} /> : null}
          <button type="button" className="btn btn-secondary" onClick={addIngredient}>
            <PlusIcon size={18} />
            Add Ingredient
          </button>
        </div>
      </div>
    </Dialog>
  );
}

export function MealLibraryPage() {
  const { user } = useAuth();
  const macroTracking = Boolean(user?.macroTracking);
  const { data, error, isLoading, mutate } = useMealTemplates(true);
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState("all");
  const [viewing, setViewing] = useState<MealTemplate | null>(null);
  const [editing, setEditing] = useState<MealTemplate | null>(null);
  const [deleting, setDeleting] = useState<MealTemplate | null>(null);
  const [busy, setBusy] = useState(false);

  const all = data ?? [];
  const shown = useMemo(() => all.filter((t) => matchesLibraryFilter(t, search, category)), [all, search, category]);

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await libraryApi.remove(deleting.id);
      setDeleting(null);
      await mutate();
      toast({ title: "Meal deleted from library" });
    } catch {
      toastError("Failed to delete meal");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title="Meal Library" subtitle={<Link href="/meals" className="back-link">Back to Meal Plan</Link>}>
      <div className="filter-row">
        <SearchBox label="Search meals" placeholder="Search meals..." value={search} onChange={setSearch} />
        <select className="input" aria-label="Category" value={category} onChange={(e) => setCategory(e.target.value)}>
          <option value="all">All Categories</option>
          {LIBRARY_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>

      {isLoading && !data ? (
        <Loading />
      ) : error && !data ? (
        <div className="card empty stack center" role="alert">
          <p>Failed to fetch meal templates</p>
          <button type="button" className="btn btn-secondary" onClick={() => void mutate()}>
            Try Again
          </button>
        </div>
      ) : shown.length === 0 ? (
        <div className="card empty stack center">
          {all.length > 0 ? (
            <p className="empty-title">No meals found matching your criteria</p>
          ) : (
            <>
              <p className="empty-title">No meals in your library yet</p>
              <p className="muted small">Create meals in the Meals tab and save them to your library</p>
            </>
          )}
        </div>
      ) : (
        <div className="list">
          {shown.map((t) => (
            <article key={t.id} className="card library-card" aria-label={t.name}>
              <div className="library-card-head">
                <div className="library-card-title">
                  <h2 className="card-title">{t.name}</h2>
                  <p className="muted small">
                    {displayTime(t.data?.meal?.time ?? "")} · {ingredientsOf(t).length} {ingredientsOf(t).length === 1 ? "ingredient" : "ingredients"}
                  </p>
                </div>
                <div className="library-card-actions">
                  <IconAction label={`View ${t.name}`} hint="View meal" icon={<EyeIcon size={19} />} onClick={() => setViewing(t)} />
                  <IconAction label={`Edit ${t.name}`} hint="Edit meal" icon={<PencilIcon size={19} />} onClick={() => setEditing(t)} />
                  <IconAction label={`Delete ${t.name}`} hint="Delete meal" icon={<TrashIcon size={19} />} onClick={() => setDeleting(t)} danger />
                </div>
              </div>
              <CategoryBadges categories={t.categories} />
              {macroTracking ? <MacroBadges ingredients={ingredientsOf(t)} /> : null}
            </article>
          ))}
        </div>
      )}

      {viewing ? <ViewMeal template={viewing} macroTracking={macroTracking} onClose={() => setViewing(null)} /> : null}
      {editing ? <EditMeal template={editing} macroTracking={macroTracking} onClose={() => setEditing(null)} onSaved={() => mutate()} /> : null}
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete Meal"
        description="Are you sure you want to delete this meal from your library?"
        actions={
          <DeleteActions busy={busy} onCancel={() => setDeleting(null)} onDelete={remove} />
        }
      />
    </Page>
  );
}
