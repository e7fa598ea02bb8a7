// The library meal editor's ingredient check, with the API's schema: loaded when the editor is
// first used (web/lib/lazy-checks.ts), since the schema brings zod.
export { mealIngredientSchema } from "@shared/meals/contract";
