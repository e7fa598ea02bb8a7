// The entry form's check, with the API's schema: loaded when the form is first used
// (web/lib/lazy-checks.ts), since the schema brings zod.
export { bodyEntrySchema } from "@shared/body-composition/contract";
