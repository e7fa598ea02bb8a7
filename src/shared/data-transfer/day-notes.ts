// A day's note when an import brings one (docs/behaviour/data-transfer.md, "Data import"): what the member wrote
// is never replaced, and importing the same file again changes nothing.
import { TEXT } from "@shared/limits";

/**
 * The day's note after an import: the file's note on a day without one; on a day with one, the
 * day's note, then the file's on a new line, unless the day's already holds it. Kept to the notes'
 * length, so a long note cut once stays as it is.
 */
export function withImportedNote(existing: string | null, imported: string | null | undefined): string | null {
  const add = imported?.trim();
  if (!add) return existing;
  if (!existing) return add.slice(0, TEXT.notes);
  if (existing.includes(add)) return existing;
  return `${existing}\n${add}`.slice(0, TEXT.notes);
}
