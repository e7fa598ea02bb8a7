// One custom ingredient on My Ingredients: name, default quantity, nutrition badges (macro tracking
// on), notes, and its edit and delete actions.
import type { CustomIngredient } from "../../../src/shared/custom-ingredients/contract";
import { NutrientBadges } from "../../components/Badges";
import { IconAction } from "../../components/IconAction";
import { PencilIcon, TrashIcon } from "../../components/Icons";
import { ingredientQuantityLabel } from "./units";

export function IngredientCard({
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
        <div className="ingredient-card-actions">
          <IconAction label={`Edit ${ingredient.name}`} hint="Edit ingredient" icon={<PencilIcon size={19} />} onClick={onEdit} />
          <IconAction label={`Delete ${ingredient.name}`} hint="Delete ingredient" icon={<TrashIcon size={19} />} onClick={onDelete} danger />
        </div>
      </div>
      {macroTracking ? (
        <NutrientBadges
          label="Nutrition"
          values={{ calories: ingredient.caloriesPerUnit, protein: ingredient.proteinPerUnit, carbs: ingredient.carbsPerUnit, fat: ingredient.fatPerUnit }}
        />
      ) : null}
      {ingredient.notes ? <p className="muted small">{ingredient.notes}</p> : null}
    </article>
  );
}
