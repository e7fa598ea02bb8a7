// One custom ingredient on My Ingredients: name, default quantity, whose it is, nutrition badges
// (macro tracking on), notes, and its edit and delete actions, or 'Save a copy' for another
// member's shared one.
import type { CustomIngredient } from "@shared/custom-ingredients/contract";
import { NutrientBadges } from "@web/components/Badges";
import { IconAction } from "@web/components/IconAction";
import { PencilIcon, TrashIcon } from "@web/components/Icons";
import { ingredientQuantityLabel } from "./units";
import { ownerName } from "@shared/household/rules";

export function IngredientCard({
  ingredient,
  macroTracking,
  mine,
  onEdit,
  onDelete,
  onCopy,
}: {
  ingredient: CustomIngredient;
  macroTracking: boolean;
  /** The member's own: edited and deleted here; another's shared one can only be copied. */
  mine: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onCopy: () => void;
}) {
  return (
    <article className="card ingredient-card" aria-label={ingredient.name}>
      <div className="ingredient-card-head">
        <div className="ingredient-card-title">
          <h2 className="ingredient-card-name">{ingredient.name}</h2>
          <p className="muted small">{ingredientQuantityLabel(ingredient.defaultQuantity, ingredient.defaultUnit)}</p>
          <p className="muted small ingredient-card-owner">
            {mine ? (ingredient.shared ? "Shared" : "Private") : `From ${ownerName(ingredient.owner)}`}
          </p>
        </div>
        {mine ? (
          <div className="ingredient-card-actions">
            <IconAction label={`Edit ${ingredient.name}`} hint="Edit ingredient" icon={<PencilIcon size={19} />} onClick={onEdit} />
            <IconAction
              label={`Delete ${ingredient.name}`}
              hint="Delete ingredient"
              icon={<TrashIcon size={19} />}
              onClick={onDelete}
              danger
            />
          </div>
        ) : (
          <button type="button" className="btn btn-secondary btn-sm" onClick={onCopy} aria-label={`Save a copy of ${ingredient.name}`}>
            Save a copy
          </button>
        )}
      </div>
      {macroTracking ? (
        <NutrientBadges
          label="Nutrition"
          values={{
            calories: ingredient.caloriesPerUnit,
            protein: ingredient.proteinPerUnit,
            carbs: ingredient.carbsPerUnit,
            fat: ingredient.fatPerUnit,
          }}
        />
      ) : null}
      {ingredient.notes ? <p className="muted small">{ingredient.notes}</p> : null}
    </article>
  );
}
