// The one zod schema for a real calendar date, apart from dates.ts so that what only needs the
// date maths does not load zod.
import { z } from "zod";
import { parseIsoDate } from "./dates";

/**
 * The one schema for a calendar date in a payload or a query: YYYY-MM-DD, a real date (2026-02-30
 * is refused), surrounding spaces ignored. `field` is the name the message gives, as the form or
 * the API calls it.
 */
export function isoDateSchema(field = "date") {
  const required = `${field} is required (YYYY-MM-DD)`;
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((s) => parseIsoDate(s) !== null, { message: `${field} must be a real date as YYYY-MM-DD` });
}
