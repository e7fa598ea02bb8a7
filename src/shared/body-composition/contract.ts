// Body composition entries: the payload schema the API and the form both check with, and the entry
// as the API returns it (docs/behaviour/body-composition.md, "Body composition"). The figure fields and the rules an
// entry must meet are in rules.ts.
import { z } from "zod";
import { lazySchema } from "@shared/lazy-schema";
import { isoDateSchema } from "@shared/date-schema";
import { BODY_LIST, PER_USER, TEXT } from "@shared/limits";
import { BODY_NUMBER_FIELDS, type BodyMetricKey, type BodyNumberKey, type MeasurementKey, type NumberField } from "./rules";

export type { BodyMetricKey, BodyNumberKey, MeasurementKey };

const measure = (f: NumberField) =>
  z
    .number({ error: `${f.name} must be a number` })
    .nullable()
    .optional();

const numberShape = () =>
  Object.fromEntries(BODY_NUMBER_FIELDS.map((f) => [f.key, measure(f)])) as Record<BodyNumberKey, ReturnType<typeof measure>>;

/**
 * POST and PUT body: the shape of an entry. PUT replaces the whole entry: a number left out (the
 * form omits empty fields) is cleared, so emptying a field in the edit form really removes it.
 * The rules an entry must also meet (a figure, in range, not in the future) are `bodyEntryProblems`.
 */
export const bodyEntrySchema = lazySchema(() =>
  z.object({
    date: isoDateSchema("Date"),
    ...numberShape(),
    notes: z
      .string({ error: "Notes must be text" })
      .max(TEXT.notes, `Notes must be at most ${TEXT.notes} characters`)
      .nullable()
      .optional(),
  }),
);

export type BodyEntryInput = z.infer<typeof bodyEntrySchema>;

/** Adding past PER_USER.bodyEntries, by the form or an import. */
export const BODY_ENTRIES_FULL = `You can keep at most ${PER_USER.bodyEntries.toLocaleString("en-US")} body entries`;

/** An entry as the API returns it; missing figures are null. */
export type BodyEntry = { id: number; date: string; notes: string | null; createdAt: string } & Record<BodyNumberKey, number | null>;

/**
 * GET /api/body-composition's query: a date range (`from`, `to`, both ends counted), and/or a page
 * (`limit` entries dated before `before`). Without any of them the answer is every entry.
 */
export const bodyListQuerySchema = lazySchema(() =>
  z.object({
    from: isoDateSchema("from").optional(),
    to: isoDateSchema("to").optional(),
    before: isoDateSchema("before").optional(),
    limit: z
      .string({ error: `limit must be a whole number from 1 to ${BODY_LIST.maxLimit}` })
      .regex(/^\d{1,5}$/, `limit must be a whole number from 1 to ${BODY_LIST.maxLimit}`)
      .transform(Number)
      .refine((n) => n >= 1 && n <= BODY_LIST.maxLimit, `limit must be a whole number from 1 to ${BODY_LIST.maxLimit}`)
      .optional(),
  }),
);
export type BodyListQuery = z.output<typeof bodyListQuerySchema>;
