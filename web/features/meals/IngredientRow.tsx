// One ingredient of a meal card: the prepped checkbox with its name, its amount (tap it to change
// the quantity and unit in place) and remove. A new amount is checked with the shared schema
// before it is sent; the server recomputes the nutrition (docs/behaviour/meals.md, "Meal ingredients").
import { useState, type FormEvent } from "react";
import type { MealIngredient } from "@shared/meals/contract";
import { TEXT } from "@shared/limits";
import { formatAmount, parseLocaleNumber } from "@shared/units";
import { fieldMessages } from "@shared/validation";
import { Field } from "@web/components/Field";
import { IconAction } from "@web/components/IconAction";
import { CloseIcon } from "@web/components/Icons";
import { IngredientAmount } from "@web/components/IngredientAmount";
import { UnitSelect } from "@web/components/IngredientInputs";
import { ApiError, serverMessage } from "@web/lib/api";
import { CHECKS_UNAVAILABLE, lazyChecks } from "@web/lib/lazy-checks";
import { toastError } from "@web/stores/toast";
import { failureText } from "@web/lib/failure";
import { portionShown } from "@shared/meals/portion-text";

const checks = lazyChecks(() => import("./checks"));

type Errors = { quantity?: string; unit?: string };

/** What was typed, as the schema reads it: a number when it is one (a comma may be the decimal mark), else the text. */
function typedQuantity(text: string): number | string {
  const n = parseLocaleNumber(text);
  return Number.isNaN(n) ? text.trim() : n;
}

function AmountEditor({
  ingredient,
  onSave,
  onDone,
}: {
  ingredient: MealIngredient;
  onSave: (changes: { quantity?: number; unit?: string }) => Promise<void>;
  onDone: () => void;
}) {
  const [quantity, setQuantity] = useState(formatAmount(ingredient.quantity));
  const [unit, setUnit] = useState(ingredient.unit);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const loaded = await checks.load().catch(() => null);
    if (!loaded) return toastError(CHECKS_UNAVAILABLE);
    const parsed = loaded.updateMealIngredientSchema.safeParse({ quantity: typedQuantity(quantity), unit });
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error, ["quantity", "unit"]));
      return;
    }
    setErrors({});
    const changes: { quantity?: number; unit?: string } = {};
    if (parsed.data.quantity !== ingredient.quantity) changes.quantity = parsed.data.quantity;
    if (parsed.data.unit !== ingredient.unit) changes.unit = parsed.data.unit;
    if (changes.quantity === undefined && changes.unit === undefined) return onDone();
    setSaving(true);
    try {
      await onSave(changes);
      onDone();
    } catch (error) {
      setSaving(false);
      // A refusal says why under the field it names; anything else is the area's toast.
      const message = error instanceof ApiError && error.status === 400 ? serverMessage(error) : null;
      if (message) setErrors(message.startsWith("Unit") ? { unit: message } : { quantity: message });
      else toastError(`Failed to update ingredient: ${failureText(error)}`);
    }
  };

  return (
    <form className="amount-editor" onSubmit={submit} onFocus={checks.warm} noValidate aria-label={`Amount of ${ingredient.name}`}>
      <div className="field-row">
        <Field
          label="Quantity"
          name="quantity"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          maxLength={TEXT.numberText}
          autoFocus
          value={quantity}
          onFocus={(e) => e.target.select()}
          onChange={(e) => setQuantity(e.target.value)}
          error={errors.quantity}
        />
        <div>
          <UnitSelect value={unit} onChange={setUnit} />
          {errors.unit ? (
            <p className="field-error" role="alert">
              {errors.unit}
            </p>
          ) : null}
        </div>
      </div>
      <div className="button-row">
        <button type="button" className="btn btn-secondary btn-sm" onClick={onDone} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary btn-sm" disabled={saving}>
          {saving ? "Saving..." : "Save"}
        </button>
      </div>
    </form>
  );
}

export function IngredientRow({
  ingredient: i,
  macroTracking,
  onTogglePrepped,
  onRemove,
  onChangeAmount,
}: {
  ingredient: MealIngredient;
  macroTracking: boolean;
  onTogglePrepped: (isPrepped: boolean) => void;
  /** Without these (a family meal another member cooks) the amount is shown, not changed, and nothing is removed. */
  onRemove?: () => void;
  onChangeAmount?: (changes: { quantity?: number; unit?: string }) => Promise<void>;
}) {
  const [editing, setEditing] = useState(false);
  const amount = (
    <IngredientAmount
      className="ingredient-qty"
      quantity={formatAmount(i.quantity)}
      unit={i.unit}
      calories={i.calories}
      macroTracking={macroTracking}
    />
  );
  return (
    <li className={editing ? "ingredient-row editing" : "ingredient-row"}>
      <label className="ingredient-check">
        <input type="checkbox" checked={i.isPrepped} aria-label={`${i.name} prepped`} onChange={(e) => onTogglePrepped(e.target.checked)} />
        <span className={i.isPrepped ? "ingredient-name done" : "ingredient-name"}>
          {i.name}
          {/* The portion a food was added as, beside its grams. */}
          {i.portion ? (
            <small className="ingredient-portion">
              {portionShown(i.portion, i.recipe && i.recipe.quantity > 0 ? i.quantity / i.recipe.quantity : 1)}
            </small>
          ) : null}
        </span>
      </label>
      {!onChangeAmount ? (
        <span className="ingredient-amount">{amount}</span>
      ) : !editing ? (
        <button
          type="button"
          className="ingredient-amount"
          aria-label={`Change amount of ${i.name}: ${formatAmount(i.quantity)} ${i.unit}`}
          onClick={() => setEditing(true)}
        >
          {amount}
        </button>
      ) : null}
      {onRemove ? (
        <IconAction label={`Remove ${i.name}`} hint="Remove ingredient" icon={<CloseIcon size={18} />} onClick={onRemove} danger />
      ) : null}
      {editing && onChangeAmount ? <AmountEditor ingredient={i} onSave={onChangeAmount} onDone={() => setEditing(false)} /> : null}
    </li>
  );
}
