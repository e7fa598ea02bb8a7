// The one zod schema for a real calendar date, apart from dates.ts so that what only needs the
// date maths does not load zod.
import { z } from "zod";
import { dateRequiredMessage, parseIsoDate, realDateMessage } from "./dates";

/**
 * The one schema for a calendar date in a payload or a query: YYYY-MM-DD, a real date (2026-02-30
 * is refused), surrounding spaces ignored. `field` is the name the message gives, as the form or
 * the API calls it.
 */
export function isoDateSchema(field = "date") {
  const required = dateRequiredMessage(field);
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((s) => parseIsoDate(s) !== null, { message: realDateMessage(field) });
}
