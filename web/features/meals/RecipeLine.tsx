// A meal's recipe line: 'Serves 4' with a stepper for its cook, what one portion holds, and its
// recipe (scaled ingredients, steps, cook mode) when it has steps (docs/behaviour/recipes.md).
import { useState } from "react";
import type { Meal } from "@shared/meals/contract";
import { perPortion, recipeOf } from "@shared/recipes/rules";
import { NutrientBadges } from "@web/components/Badges";
import { Dialog } from "@web/components/Dialog";
import { RecipeView, ServesStepper } from "@web/features/recipes";
import { failureText } from "@web/lib/failure";
import { toastError } from "@web/stores/toast";

export function RecipeLine({
  meal,
  cooks,
  macroTracking,
  onServings,
}: {
  meal: Meal;
  cooks: boolean;
  macroTracking: boolean;
  onServings: (servings: number) => Promise<unknown>;
}) {
  const recipe = recipeOf(meal);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  const change = async (servings: number) => {
    setBusy(true);
    try {
      await onServings(servings);
    } catch (error) {
      toastError(`Failed to change the servings: ${failureText(error)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="meal-recipe">
      <ServesStepper servings={recipe.servings} onChange={cooks ? (n) => void change(n) : undefined} disabled={busy} />
      {macroTracking && recipe.servings !== 1 ? (
        <NutrientBadges label="Per portion" values={perPortion(meal.ingredients, recipe.servings)} />
      ) : null}
      {recipe.steps.length ? (
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setOpen(true)}>
          Recipe
        </button>
      ) : null}
      {open ? (
        <Dialog open onClose={() => setOpen(false)} title={meal.name} className="dialog-wide">
          <RecipeView
            recipe={recipe}
            ingredients={meal.ingredients.map((i) => ({ ...i, ...i.recipe }))}
            name={meal.name}
            macroTracking={macroTracking}
          />
        </Dialog>
      ) : null}
    </div>
  );
}
