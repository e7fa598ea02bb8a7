// The one rule every name follows (ingredients, foods, meals, exercises, templates, programs,
// looked-up products): no control characters (NUL, BEL, newlines ...) and no marks that turn the
// text's direction (U+202E and the like, which make a name read as something else), and at least
// one character that is drawn: a name of zero-width or blank characters alone shows as nothing.
// Without zod, so the screens can use it too; `nameChecked` puts it on a zod string.
import type { z } from "zod";

/** C0 and C1 controls, DEL, and the bidirectional embeddings, overrides, isolates and marks. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's job.
const UNSAFE = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
/** A character that is drawn: not a space, separator, format or control character, nor a blank filler. */
const VISIBLE = /[^\s\p{Z}\p{Cf}\p{Cc}\u115F\u1160\u2800\u3164\uFFA0]/u;

export const nameUnsafeMessage = (field: string) => `${field} cannot hold control characters or text-direction marks`;
export const nameInvisibleMessage = (field: string) => `${field} must hold a visible character`;

/** What is wrong with `name` as a name, in the words of `field`, or undefined. An empty name is the schema's own "required". */
export function nameProblem(name: string, field: string): string | undefined {
  if (UNSAFE.test(name)) return nameUnsafeMessage(field);
  if (name !== "" && !VISIBLE.test(name)) return nameInvisibleMessage(field);
  return undefined;
}

/** `schema` (a name's string) refusing what nameProblem refuses. */
export const nameChecked = <T extends z.ZodString>(schema: T, field: string): T =>
  schema.superRefine((value, ctx) => {
    const problem = nameProblem(value, field);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  }) as T;

/** A name read from elsewhere (a looked-up product): its unsafe characters dropped, or null when nothing visible is left. */
export function cleanName(text: string): string | null {
  const clean = text.replace(new RegExp(UNSAFE.source, "g"), "").trim();
  return clean !== "" && VISIBLE.test(clean) ? clean : null;
}
