// Saving a meal of the day to the meal library from its card (docs/behaviour/meal-library.md,
// "Meal library"): a name already in the library (trimmed, any case) asks first whether to
// replace it or add another.
import { useState } from "react";
import type { LibraryMeal } from "@shared/meal-library/contract";
import { mealTimeOf } from "@shared/meal-library/rules";
import type { Meal } from "@shared/meals/contract";
import { recipeSent } from "@shared/recipes/rules";
import type { WriteMode } from "@shared/write-mode";
import { failureText } from "@web/lib/failure";
import { toast, toastError } from "@web/stores/toast";
import { useMealLibraryActions } from "@web/features/meal-library";
import { ingredientPayload } from "./api";

export function useSaveToLibrary(meal: Meal, memberId: number | undefined) {
  const library = useMealLibraryActions();
  const [savingToLibrary, setSavingToLibrary] = useState(false);
  /** The library meal of the same name, while the card asks what to do. */
  const [sameName, setSameName] = useState<LibraryMeal | null>(null);
  const [libraryMode, setLibraryMode] = useState<WriteMode | null>(null);

  const libraryEntry = () => ({
    name: meal.name,
    ...recipeSent(meal),
    data: {
      meal: { name: meal.name, time: meal.time, notes: meal.notes },
      ingredients: meal.ingredients.map(ingredientPayload),
    },
  });

  /** Saves as a new library meal, or over `over` (the one of the same name) when chosen. */
  const save = async (mode: WriteMode, over?: LibraryMeal) => {
    setSavingToLibrary(true);
    setLibraryMode(mode);
    try {
      if (mode === "replace" && over) await library.replace(over.id, libraryEntry());
      else await library.save({ ...libraryEntry(), mealTime: mealTimeOf(meal.time) });
      setSameName(null);
      toast({ title: `"${meal.name}" saved to meal library successfully!` });
    } catch (error) {
      toastError(`Failed to save meal to library: ${failureText(error)}`);
    } finally {
      setSavingToLibrary(false);
      setLibraryMode(null);
    }
  };

  // A name already in the library (trimmed, any case) asks first (docs/behaviour/meal-library.md, "Meal library").
  const saveToLibrary = async () => {
    setSavingToLibrary(true);
    let found: LibraryMeal | undefined;
    try {
      found = await library.findNamed(meal.name, memberId);
    } catch (error) {
      toastError(`Failed to save meal to library: ${failureText(error)}`);
      setSavingToLibrary(false);
      return;
    }
    setSavingToLibrary(false);
    if (found) setSameName(found);
    else await save("append");
  };

  return { savingToLibrary, sameName, setSameName, libraryMode, save, saveToLibrary };
}
