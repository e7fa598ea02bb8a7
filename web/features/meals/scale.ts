// Quantity scaling of a custom ingredient's nutrition, for the add-ingredient form's locked fields
// (docs/behaviour.md, "Meal ingredients").

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Per-unit nutrition of a custom ingredient for a quantity: scaled by quantity / default quantity, one decimal. */
export function scaleNutrient(perUnit: number | null | undefined, quantity: number, defaultQuantity: number): number | null {
  if (perUnit === null || perUnit === undefined || !Number.isFinite(perUnit)) return null;
  if (!Number.isFinite(quantity) || !Number.isFinite(defaultQuantity) || defaultQuantity <= 0) return null;
  return round1((perUnit * quantity) / defaultQuantity);
}
