// The day a screen shows, kept in its URL (?date=YYYY-MM-DD) so a reload, a shared link or the
// dashboard's Start and Continue open that day. No date, or one that is not a real date, is today.
import { useLocation, useSearch } from "wouter";
import { parseIsoDate, today, toIsoDate } from "@shared/dates";

/** The day a query string (`date=YYYY-MM-DD`) names, or today. */
export function dayFromSearch(search: string): Date {
  const raw = new URLSearchParams(search).get("date");
  return (raw && parseIsoDate(raw)) || today();
}

/** The first day of the week a query string (`week=YYYY-MM-DD`, a real date) names, if it names one. */
export function weekFromSearch(search: string): Date | null {
  const raw = new URLSearchParams(search).get("week");
  return raw ? parseIsoDate(raw) : null;
}

export function useDateParam(path: string): [Date, (date: Date) => void] {
  const search = useSearch();
  const [, navigate] = useLocation();
  const date = dayFromSearch(search);
  // Replace, not push: stepping through days is not a trail the back button should walk.
  return [date, (next) => navigate(`${path}?date=${toIsoDate(next)}`, { replace: true })];
}

/** A link to a screen showing one day. */
export const dayLink = (path: string, date: string) => `${path}?date=${date}`;
