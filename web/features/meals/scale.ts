// Quantity scaling of a custom ingredient's nutrition, for the add-ingredient form's locked fields
// (docs/behaviour/meals.md, "Meal ingredients"). The rule is shared with the server, which recomputes
// nutrition when a quantity changes.
export { scaleNutrient } from "@shared/meals/rules";
