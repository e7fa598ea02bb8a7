// How the My Ingredients screen spells a stored unit: its selector lists plurals (cups, pieces,
// slices), its cards read naturally ('1 cup', '2 cups') (docs/behaviour/conventions.md, "Units").
import { INGREDIENT_UNITS, normalizeUnit } from "@shared/meals/units";
import { amount } from "@web/lib/words";

/** A stored unit as the My Ingredients selector spells it (cup -> cups). */
export function ingredientScreenUnit(unit: string): string {
  const singular = normalizeUnit(unit) ?? unit;
  return INGREDIENT_UNITS.find((u) => normalizeUnit(u) === singular) ?? singular;
}

/** A default quantity and its unit on the My Ingredients cards: '1 cup', '2 cups', '40 g'. */
export function ingredientQuantityLabel(quantity: number, unit: string): string {
  return amount(quantity, unit);
}
