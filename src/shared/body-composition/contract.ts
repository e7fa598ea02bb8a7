// Body composition entries: the payload schema the API and the form both check with, and the entry
// as the API returns it (docs/behaviour.md, "Body composition"). The figure fields and the rules an
// entry must meet are in rules.ts.
import { z } from "zod";
import { lazySchema } from "../lazy-schema";
import { isoDateSchema } from "../date-schema";
import { TEXT } from "../limits";
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

/** An entry as the API returns it; missing figures are null. */
export type BodyEntry = { id: number; date: string; notes: string | null; createdAt: string } & Record<
  BodyNumberKey,
  number | null
>;
