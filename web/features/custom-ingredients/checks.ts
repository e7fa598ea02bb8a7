// The ingredient form's check, with the API's schema: loaded when the form is first used
// (web/lib/lazy-checks.ts), since the schema brings zod.
export { customIngredientSchema } from "@shared/custom-ingredients/contract";
