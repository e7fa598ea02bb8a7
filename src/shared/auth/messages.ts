// Auth messages the sign-in screen shows without loading the schemas (and zod) of contract.ts.

/** Why POST /api/signup is refused while an admin keeps sign-ups closed. */
export const SIGNUPS_CLOSED = "Sign-ups are closed. Ask the person who runs Kinfit in your home for an account.";
