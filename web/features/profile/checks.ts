// The profile forms' checks, with the API's schemas: loaded when a form is first used
// (web/lib/lazy-checks.ts), since the schemas bring zod.
export { changePasswordSchema, profileSchema, setPasswordSchema } from "@shared/auth/contract";
