// Auth messages the sign-in screen shows without loading the schemas (and zod) of contract.ts.

/** Why POST /api/signup is refused while an admin keeps sign-ups closed. */
export const SIGNUPS_CLOSED = "Sign-ups are closed. Ask the person who runs Kinfit in your home for an account.";

/** What the admin screen shows beside the sign-ups switch: refusals by the hourly sign-up limit. */
export const signupsRefusedText = (n: number) => `${n} sign-up${n === 1 ? "" : "s"} refused`;
