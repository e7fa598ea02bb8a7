// The View Meal dialog of the meal library: time, categories, ingredients, notes and, with macro
// tracking on, the total macros.
import type { LibraryMeal } from "@shared/meal-library/contract";
import { displayTime } from "@shared/time";
import { Dialog } from "@web/components/Dialog";
import { CategoryBadges, ingredientsOf, LibraryIngredientAmount, MacroBadges } from "./LibraryMealParts";

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
        <div className="detail-section">
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
