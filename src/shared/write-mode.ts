// How a request that adds a batch of rows to a day meets the rows already there: "append" (the
// default, so older scripts keep working) adds after them; "replace" removes them first, in the
// same transaction. The screens ask the member before they send "replace".
import { z } from "zod";
import { lazySchema } from "./lazy-schema";

export const WRITE_MODES = ["append", "replace"] as const;
export type WriteMode = (typeof WRITE_MODES)[number];

export const writeModeField = lazySchema(() => z.enum(WRITE_MODES, { error: "mode must be append or replace" }).default("append"));
