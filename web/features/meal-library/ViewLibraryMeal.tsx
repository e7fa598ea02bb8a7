// The View Meal dialog of the meal library: time, categories, ingredients (for a recipe: its
// servings stepper, scaled ingredients, steps and cook mode), notes and, with macro tracking on,
// the total macros.
import type { LibraryMeal } from "@shared/meal-library/contract";
import { displayTime } from "@shared/time";
import { Dialog } from "@web/components/Dialog";
import { recipeOf } from "@shared/recipes/rules";
import { RecipeView } from "@web/features/recipes";
import { CategoryBadges, ingredientsOf, LibraryIngredientAmount, MacroBadges } from "./LibraryMealParts";

/** A library meal with a yield or steps reads as a recipe: its ingredients scaled, its steps numbered. */
const isRecipe = (m: LibraryMeal) => recipeOf(m).servings !== 1 || recipeOf(m).steps.length > 0;

export function ViewLibraryMeal({
  libraryMeal,
  macroTracking,
  onClose,
}: {
  libraryMeal: LibraryMeal;
  macroTracking: boolean;
  onClose: () => void;
}) {
  const ingredients = ingredientsOf(libraryMeal);
  return (
    <Dialog
      open
      onClose={onClose}
      title={libraryMeal.name}
      className="dialog-wide"
      description={`View Meal · ${displayTime(libraryMeal.data?.meal?.time ?? "")}`}
      actions={
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Close
        </button>
      }
    >
      <div className="dialog-scroll">
        <div className="detail-section">
          <p className="detail-label">Categories</p>
          {libraryMeal.categories.length ? <CategoryBadges categories={libraryMeal.categories} /> : <p className="muted small">None</p>}
        </div>
        {isRecipe(libraryMeal) ? (
          <div className="detail-section">
            <p className="detail-label">Recipe</p>
            <RecipeView recipe={libraryMeal} ingredients={ingredients} name={libraryMeal.name} macroTracking={macroTracking} />
          </div>
        ) : null}
        <div className="detail-section" hidden={isRecipe(libraryMeal)}>
          <p className="detail-label">Ingredients</p>
          {ingredients.length === 0 ? (
            <p className="muted small">No ingredients</p>
          ) : (
            <ul className="detail-list">
              {ingredients.map((i, index) => (
                <li key={index}>
                  <span>{i.name}</span>
                  <LibraryIngredientAmount ingredient={i} macroTracking={macroTracking} />
                </li>
              ))}
            </ul>
          )}
        </div>
        {libraryMeal.data?.meal?.notes ? (
          <div className="detail-section">
            <p className="detail-label">Notes</p>
            <p className="small">{libraryMeal.data.meal.notes}</p>
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
