// My Ingredients (/ingredients): the personal ingredient database. Search by name, an inline add
// form, cards with default quantity and nutrition badges, inline edit one card at a time, delete
// with confirmation. Nutrition appears only with macro tracking on.
import { useMemo, useState, type FormEvent } from "react";
import { Link } from "wouter";
import {
  customIngredientSchema,
  formatNutrient,
  INGREDIENT_UNITS,
  ingredientQuantityLabel,
  ingredientScreenUnit,
  type CustomIngredient,
} from "../../src/shared/meals";
import { useAuth } from "../api/auth";
import { failureText, ingredientsApi, useCustomIngredients, type CustomIngredientBody } from "../api/meals";
import { DeleteActions, Dialog } from "../components/Dialog";
import { Field } from "../components/Field";
import { PencilIcon, PlusIcon, TrashIcon } from "../components/Icons";
import { Loading } from "../components/Loading";
import { Page } from "../components/Page";
import { toast, toastError } from "../stores/toast";
import { NutritionInputs, type NutritionValues, QuantityField, SearchBox, SelectField, TextAreaField } from "./meals/fields";
import { Tooltip } from "../components/Tooltip";
import { IconAction } from "../components/IconAction";
import "./meals/meals.css";

type FormValues = { name: string; defaultQuantity: string; defaultUnit: string; notes: string; nutrition: NutritionValues };
type FieldErrors = Partial<Record<"name" | "defaultQuantity" | "defaultUnit" | "nutrition", string>>;

const NEW_INGREDIENT: FormValues = {
  name: "",
  defaultQuantity: "1",
  defaultUnit: "g",
  notes: "",
  nutrition: { calories: "", protein: "", carbs: "", fat: "" },
};

const text = (n: number | null) => (n === null ? "" : String(n));

function valuesOf(ci: CustomIngredient): FormValues {
  return {
    name: ci.name,
    defaultQuantity: String(ci.defaultQuantity),
    defaultUnit: ingredientScreenUnit(ci.defaultUnit),
    notes: ci.notes ?? "",
    nutrition: { calories: text(ci.caloriesPerUnit), protein: text(ci.proteinPerUnit), carbs: text(ci.carbsPerUnit), fat: text(ci.fatPerUnit) },
  };
}

/** The body to send. Nutrition goes along whether shown or not, so switching macro tracking off never erases it. */
function bodyOf(v: FormValues): CustomIngredientBody {
  const n = (s: string) => (s.trim() === "" ? undefined : s.trim());
  return {
    name: v.name,
    defaultQuantity: v.defaultQuantity,
    defaultUnit: v.defaultUnit,
    caloriesPerUnit: n(v.nutrition.calories),
    proteinPerUnit: n(v.nutrition.protein),
    carbsPerUnit: n(v.nutrition.carbs),
    fatPerUnit: n(v.nutrition.fat),
    notes: v.notes,
  };
}

/** What the API gets once the form is valid: the quantity and nutrients as numbers (spec 3, 5). */
function payloadOf(v: FormValues): CustomIngredientBody {
  const body = bodyOf(v);
  const num = (s: number | string | undefined) => (s === undefined ? undefined : Number(s));
  return {
    ...body,
    name: v.name.trim(),
    defaultQuantity: Number(body.defaultQuantity),
    caloriesPerUnit: num(body.caloriesPerUnit),
    proteinPerUnit: num(body.proteinPerUnit),
    carbsPerUnit: num(body.carbsPerUnit),
    fatPerUnit: num(body.fatPerUnit),
  };
}

function validate(v: FormValues): FieldErrors {
  const result = customIngredientSchema.safeParse(bodyOf(v));
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "");
    const field = key === "name" || key === "defaultQuantity" || key === "defaultUnit" ? key : key.endsWith("PerUnit") ? "nutrition" : null;
    if (field && !errors[field]) errors[field] = field === "nutrition" ? "Nutrition values must be numbers of at least 0" : issue.message;
  }
  return errors;
}

function IngredientForm({
  initial,
  submitLabel,
  macroTracking,
  onSubmit,
  onCancel,
  label,
}: {
  initial: FormValues;
  submitLabel: string;
  macroTracking: boolean;
  onSubmit: (body: CustomIngredientBody) => Promise<boolean>;
  onCancel: () => void;
  label: string;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<FormValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const ok = await onSubmit(payloadOf(values));
    if (!ok) setSaving(false);
  };

  const error = (key: keyof FieldErrors) =>
    errors[key] ? (
      <p className="field-error" role="alert">
        {errors[key]}
      </p>
    ) : null;

  return (
    <form className="card ingredient-form" onSubmit={submit} noValidate aria-label={label}>
      <div className="stack" style={{ gap: 6 }}>
        <Field label="Name" value={values.name} maxLength={200} placeholder="e.g. Oats" onChange={(e) => set({ name: e.target.value })} />
        {error("name")}
      </div>
      <div className="field-row">
        <div className="stack" style={{ gap: 6 }}>
          <QuantityField label="Default Quantity" value={values.defaultQuantity} onChange={(v) => set({ defaultQuantity: v })} />
          {error("defaultQuantity")}
        </div>
        <div className="stack" style={{ gap: 6 }}>
          <SelectField
            label="Unit"
            value={values.defaultUnit}
            options={INGREDIENT_UNITS}
            onChange={(e) => set({ defaultUnit: e.target.value })}
          />
          {error("defaultUnit")}
        </div>
      </div>
      {macroTracking ? (
        <>
          <p className="muted small">Nutrition for the default quantity.</p>
          <NutritionInputs values={values.nutrition} onChange={(nutrition) => set({ nutrition })} />
          {error("nutrition")}
        </>
      ) : null}
      <TextAreaField label="Notes" value={values.notes} maxLength={2000} onChange={(e) => set({ notes: e.target.value })} />
      <div className="button-row">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? "Saving..." : submitLabel}
        </button>
      </div>
    </form>
  );
}

function IngredientCard({
  ingredient,
  macroTracking,
  onEdit,
  onDelete,
}: {
  ingredient: CustomIngredient;
  macroTracking: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <article className="card ingredient-card" aria-label={ingredient.name}>
      <div className="ingredient-card-head">
        <div className="ingredient-card-title">
          <h2 className="ingredient-card-name">{ingredient.name}</h2>
          <p className="muted small">
            {ingredientQuantityLabel(ingredient.defaultQuantity, ingredient.defaultUnit)}
          </p>
        </div>
        <div className="library-card-actions">
          <IconAction label={`Edit ${ingredient.name}`} hint="Edit ingredient" icon={<PencilIcon size={19} />} onClick={onEdit} />
          <IconAction label={`Delete ${ingredient.name}`} hint="Delete ingredient" icon={<TrashIcon size={19} />} onClick={onDelete} danger />
        </div>
      </div>
      {macroTracking ? (
        <div className="badge-row" aria-label="Nutrition">
          <span className="badge badge-nutrient">{formatNutrient(ingredient.caloriesPerUnit)} cal</span>
          <span className="badge badge-nutrient">{formatNutrient(ingredient.proteinPerUnit)}g protein</span>
          <span className="badge badge-nutrient">{formatNutrient(ingredient.carbsPerUnit)}g carbs</span>
          <span className="badge badge-nutrient">{formatNutrient(ingredient.fatPerUnit)}g fat</span>
        </div>
      ) : null}
      {ingredient.notes ? <p className="muted small">{ingredient.notes}</p> : null}
    </article>
  );
}

export function IngredientsPage() {
  const { user } = useAuth();
  const macroTracking = Boolean(user?.macroTracking);
  const { data, error, isLoading, mutate } = useCustomIngredients("Failed to fetch ingredients");
  const [search, setSearch] = useState("");
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<CustomIngredient | null>(null);
  const [busy, setBusy] = useState(false);

  const all = data ?? [];
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return all.filter((i) => i.name.toLowerCase().includes(needle));
  }, [all, search]);

  const refresh = () => mutate();

  const create = async (body: CustomIngredientBody) => {
    try {
      await ingredientsApi.create(body);
      await refresh();
      toast({ title: "Ingredient added successfully" });
      setAdding(false);
      return true;
    } catch (e) {
      toastError(`Failed to add ingredient: ${failureText(e)}`);
      return false;
    }
  };

  const update = (id: number) => async (body: CustomIngredientBody) => {
    try {
      await ingredientsApi.update(id, body);
      await refresh();
      toast({ title: "Ingredient updated successfully" });
      setEditingId(null);
      return true;
    } catch (e) {
      toastError(`Failed to update ingredient: ${failureText(e)}`);
      return false;
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await ingredientsApi.remove(deleting.id);
      setDeleting(null);
      await refresh();
      toast({ title: "Ingredient deleted successfully" });
    } catch (e) {
      toastError(`Failed to delete ingredient: ${failureText(e)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page
      title="My Ingredients"
      subtitle={<Link href="/meals" className="back-link">Back to Meal Plan</Link>}
    >
      {!adding ? (
        <button
          type="button"
          className="btn btn-primary btn-block"
          onClick={() => {
            setAdding(true);
            setEditingId(null);
          }}
        >
          <PlusIcon size={18} />
          Add Ingredient
        </button>
      ) : (
        <IngredientForm
          label="Add ingredient"
          initial={NEW_INGREDIENT}
          submitLabel="Add Ingredient"
          macroTracking={macroTracking}
          onSubmit={create}
          onCancel={() => setAdding(false)}
        />
      )}

      <SearchBox label="Search ingredients" placeholder="Search ingredients..." value={search} onChange={setSearch} />

      {isLoading && !data ? (
        <Loading />
      ) : error && !data ? (
        <div className="card empty stack center" role="alert">
          <p>Failed to fetch ingredients</p>
          <button type="button" className="btn btn-secondary" onClick={() => void mutate()}>
            Try Again
          </button>
        </div>
      ) : shown.length === 0 ? (
        <div className="card empty stack center">
          <p className="empty-title">{all.length === 0 ? "No ingredients yet" : "No ingredients match your search."}</p>
        </div>
      ) : (
        <div className="list">
          {shown.map((ingredient) =>
            editingId === ingredient.id ? (
              <IngredientForm
                key={ingredient.id}
                label={`Edit ${ingredient.name}`}
                initial={valuesOf(ingredient)}
                submitLabel="Save"
                macroTracking={macroTracking}
                onSubmit={update(ingredient.id)}
                onCancel={() => setEditingId(null)}
              />
            ) : (
              <IngredientCard
                key={ingredient.id}
                ingredient={ingredient}
                macroTracking={macroTracking}
                onEdit={() => setEditingId(ingredient.id)}
                onDelete={() => setDeleting(ingredient)}
              />
            ),
          )}
        </div>
      )}

      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete Ingredient"
        description="Are you sure you want to delete this ingredient? This action cannot be undone."
        actions={
          <DeleteActions busy={busy} onCancel={() => setDeleting(null)} onDelete={remove} />
        }
      />
    </Page>
  );
}
