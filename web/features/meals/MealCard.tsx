// One meal of the day: time, name and notes, Consumed/Prepped badges, inline edit, delete with
// confirmation, the Mark Prepped / Mark Consumed toggles, saving to the library, the prep progress
// and the ingredient rows (prepped checkbox, amount to change, remove), plus the add-ingredient form.
import { useId, useState } from "react";
import type { Meal, NewMealIngredient } from "@shared/meals/contract";
import { formatNutrient, macroTotals, prepPercent } from "@shared/meals/rules";
import { perPortion } from "@shared/recipes/rules";
import { goalShare } from "@shared/goals/rules";
import { displayTime } from "@shared/time";
import { BadgeRow } from "@web/components/Badges";
import { DeleteActions, Dialog } from "@web/components/Dialog";
import { IconAction } from "@web/components/IconAction";
import { BookIcon, CheckIcon, PencilIcon, PlusIcon, TrashIcon } from "@web/components/Icons";
import { ProgressBar } from "@web/components/ProgressBar";
import { ReplaceOrAddDialog } from "@web/components/ReplaceOrAdd";
import { ToggleChip } from "@web/components/ToggleChip";
import { CopyMealButton } from "./CopyMealButton";
import { useSaveToLibrary } from "./save-to-library";
import { QuickAddButton } from "./QuickAddButton";
import { Tooltip } from "@web/components/Tooltip";
import { toast, toastError } from "@web/stores/toast";
import { AddIngredientForm } from "./AddIngredientForm";
import { failureText } from "@web/lib/failure";
import { useMealActions } from "./hooks";
import { IngredientRow } from "./IngredientRow";
import { MealEditor } from "./MealEditor";
import { FamilyLine } from "./FamilyPortions";
import { RecipeLine } from "./RecipeLine";
import "./meal-card.css";
import { Reveal } from "@web/components/Form";

export function MealCard({
  date,
  meal,
  macroTracking,
  calorieGoal = null,
  memberId,
}: {
  date: string;
  meal: Meal;
  macroTracking: boolean;
  /** The day's calories goal, for the meal's share of it; null without one. */
  calorieGoal?: number | null;
  /** The signed-in member: 'Library' replaces only their own library meal of the same name. */
  memberId?: number;
}) {
  const actions = useMealActions(date);
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [adding, setAdding] = useState(false);
  const { savingToLibrary, sameName, setSameName, libraryMode, save, saveToLibrary } = useSaveToLibrary(meal, memberId);
  const percent = prepPercent(meal);
  // A family meal another member cooks: its recipe, time and portions are theirs to change.
  const cooks = meal.cook === undefined || meal.cook.id === memberId;
  const totals = macroTotals(meal.ingredients);
  // The goal's share is what the reader eats: one portion of a recipe serving several, worked out
  // from the ingredients on screen (an added one shows before the meal is read again).
  const share = goalShare(perPortion(meal.ingredients, meal.servings).calories, calorieGoal);

  const toggleMeal = async (field: "isPrepped" | "isConsumed") => {
    const next = !meal[field];
    try {
      await actions.setFlag(meal.id, field, next);
    } catch (error) {
      toastError(`Failed to update meal: ${failureText(error)}`);
    }
  };

  const toggleIngredient = async (id: number, isPrepped: boolean) => {
    try {
      await actions.setIngredientPrepped(meal.id, id, isPrepped);
    } catch (error) {
      toastError(`Failed to update ingredient prep: ${failureText(error)}`);
    }
  };

  const removeIngredient = async (id: number) => {
    try {
      await actions.removeIngredient(meal.id, id);
      toast({ title: "Ingredient removed successfully" });
    } catch (error) {
      toastError(`Failed to remove ingredient: ${failureText(error)}`);
    }
  };

  const deleteMeal = async () => {
    setDeleting(true);
    try {
      await actions.remove(meal.id);
      setConfirming(false);
      await actions.refresh();
      // A member who does not cook a family meal removes only their portion of it.
      toast({ title: cooks ? "Meal deleted successfully" : "Your portion was removed" });
    } catch (error) {
      toastError(`Failed to delete meal: ${failureText(error)}`);
      setDeleting(false);
    }
  };

  return (
    <article className="card meal-card" aria-labelledby={titleId}>
      {editing ? (
        <MealEditor date={date} meal={meal} cookId={memberId} onDone={() => setEditing(false)} />
      ) : (
        <div className="meal-head">
          <div className="meal-heading">
            <p className="meal-time">{displayTime(meal.time)}</p>
            <h2 id={titleId} className="meal-name">
              {meal.name}
              {meal.notes ? <span className="meal-notes"> ({meal.notes})</span> : null}
            </h2>
            {meal.isConsumed || meal.isPrepped ? (
              <BadgeRow>
                {meal.isConsumed ? <span className="badge badge-success">Consumed</span> : null}
                {meal.isPrepped ? <span className="badge badge-accent">Prepped</span> : null}
              </BadgeRow>
            ) : null}
            <FamilyLine meal={meal} />
            <RecipeLine
              meal={meal}
              cooks={cooks}
              macroTracking={macroTracking}
              onServings={(servings) => actions.update(meal.id, { servings })}
            />
          </div>
          <div className="meal-head-actions">
            {cooks ? (
              <IconAction label={`Edit ${meal.name}`} hint="Edit meal" icon={<PencilIcon size={19} />} onClick={() => setEditing(true)} />
            ) : null}
            <IconAction
              label={`Delete ${meal.name}`}
              hint="Delete meal"
              icon={<TrashIcon size={19} />}
              onClick={() => setConfirming(true)}
              danger
            />
          </div>
        </div>
      )}

      <div className="meal-toggles">
        <ToggleChip aria-pressed={meal.isPrepped} onClick={() => toggleMeal("isPrepped")}>
          {meal.isPrepped ? <CheckIcon size={16} /> : null}
          Mark Prepped
        </ToggleChip>
        <ToggleChip aria-pressed={meal.isConsumed} onClick={() => toggleMeal("isConsumed")}>
          {meal.isConsumed ? <CheckIcon size={16} /> : null}
          Mark Consumed
        </ToggleChip>
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
            <IngredientRow
              key={i.id}
              ingredient={i}
              macroTracking={macroTracking}
              onTogglePrepped={(isPrepped) => toggleIngredient(i.id, isPrepped)}
              onRemove={cooks ? () => removeIngredient(i.id) : undefined}
              onChangeAmount={
                cooks
                  ? async (changes) => {
                      // Typed at the reader's portion; stored for a portion of 1.
                      const quantity = changes.quantity === undefined ? undefined : changes.quantity / (meal.portion ?? 1);
                      await actions.changeIngredientAmount(i.id, { ...changes, ...(quantity === undefined ? {} : { quantity }) });
                    }
                  : undefined
              }
            />
          ))}
        </ul>
      ) : null}

      {macroTracking && meal.ingredients.length > 0 ? (
        <p className="meal-macros" role="group" aria-label={`Nutrition of ${meal.name}`}>
          <span>
            {formatNutrient(totals.calories)} cal{share !== null ? ` · ${share}% of goal` : ""}
          </span>
          <span>P {formatNutrient(totals.protein)}g</span>
          <span>C {formatNutrient(totals.carbs)}g</span>
          <span>F {formatNutrient(totals.fat)}g</span>
        </p>
      ) : null}

      {adding ? (
        <Reveal>
          <AddIngredientForm
            mealId={meal.id}
            portion={meal.portion}
            macroTracking={macroTracking}
            onCancel={() => setAdding(false)}
            date={date}
            onAdded={() => setAdding(false)}
          />
        </Reveal>
      ) : null}

      <div className="meal-footer">
        {!cooks ? (
          <span />
        ) : !adding ? (
          <button type="button" className="btn btn-ghost btn-sm add-ingredient-button" onClick={() => setAdding(true)}>
            <PlusIcon size={18} />
            Add Ingredient
          </button>
        ) : (
          <span />
        )}
        {cooks ? <CopyMealButton meal={meal} /> : null}
        {cooks ? (
          <QuickAddButton mealName={meal.name} onAdd={(e) => actions.addIngredient(meal.id, e as unknown as NewMealIngredient)} />
        ) : null}
        <Tooltip content="Save to meal library">
          <ToggleChip aria-label={`Save ${meal.name} to meal library`} disabled={savingToLibrary} onClick={saveToLibrary}>
            <BookIcon size={16} />
            Library
          </ToggleChip>
        </Tooltip>
      </div>

      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={cooks ? "Delete Meal" : "Remove Portion"}
        description={
          cooks
            ? `Are you sure you want to delete "${meal.name}"? This action cannot be undone.`
            : `Remove your portion of ${meal.name}? The others keep theirs.`
        }
        actions={
          <DeleteActions busy={deleting} onCancel={() => setConfirming(false)} onDelete={deleteMeal} label={cooks ? "Delete" : "Remove"} />
        }
      />
      <ReplaceOrAddDialog
        open={sameName !== null}
        title={`"${(sameName?.name ?? meal.name).trim()}" is already in your library`}
        description="Save this meal over it, or keep both?"
        replaceHint="Update the saved meal with this one's time, notes and ingredients."
        addHint="Keep it and save this meal as a second entry."
        busy={libraryMode}
        onChoose={(mode) => void save(mode, sameName ?? undefined)}
        onCancel={() => setSameName(null)}
      />
    </article>
  );
}
