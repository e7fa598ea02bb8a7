// How the body composition screen orders and dates entries: newest first, dates as
// "Mon, Jun 1, 2026". Figures are written in the user's units (units.ts).
import type { BodyEntry } from "@shared/body-composition/contract";
import { parseIsoDate } from "@shared/dates";
import { longDate } from "@web/components/chart";
import { shortWeekday } from "@web/lib/words";

/** Newest first; entries of the same date in the order they were made, newest first. */
export function compareEntriesNewestFirst(a: Pick<BodyEntry, "date" | "id">, b: Pick<BodyEntry, "date" | "id">): number {
  return a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id;
}

/** "Mon, Jun 1, 2026" */
export function entryDate(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? `${shortWeekday(date)}, ${longDate(iso)}` : iso;
}
