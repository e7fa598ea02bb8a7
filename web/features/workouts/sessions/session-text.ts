// How a session reads on the History screen: its time, volume and records in the member's units.
import { weightFromStored, weightLabel, type WeightUnit } from "@shared/units";
import { count, formatWhole } from "@web/lib/words";
import type { SessionDto, SessionPr } from "@web/features/workouts/api";

/** '1 h 05 min', '48 min', or none when the session's time is not known. */
export function durationWords(seconds: number | null | undefined): string | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return null;
  const minutes = Math.max(1, Math.round(seconds / 60));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h} h ${String(m).padStart(2, "0")} min` : `${m} min`;
}

/** The volume (kept in pounds) in the member's unit: '12,340 lbs', '5,597 kg'. */
export const volumeWords = (pounds: number, unit: WeightUnit) => `${formatWhole(weightFromStored(pounds, unit))} ${weightLabel(unit)}`;

const WEIGHT_KINDS = new Set(["weight", "e1rm", "estimatedOneRepMax", "volume", "assistance"]);
const KIND_WORDS: Record<string, string> = {
  weight: "heaviest",
  e1rm: "best e1RM",
  estimatedOneRepMax: "best e1RM",
  reps: "most reps",
  volume: "best volume",
  assistance: "least assistance",
};

/** 'Bench Press: heaviest 225 lbs', 'Pull Up: most reps 12', 'Assisted Dip: least assistance 30 lbs'. */
export function prWords(pr: SessionPr, unit: WeightUnit): string {
  const kind = KIND_WORDS[pr.kind] ?? pr.kind;
  const value = WEIGHT_KINDS.has(pr.kind) ? `${formatWhole(weightFromStored(pr.value, unit))} ${weightLabel(unit)}` : formatWhole(pr.value);
  return `${pr.exercise}: ${kind} ${value}`;
}

/** The line under a session's name: '5 exercises · 15 sets · 12,340 lbs'. */
export function sessionFigures(session: SessionDto, unit: WeightUnit): string {
  return [count(session.exercises, "exercise"), count(session.setsDone, "set"), volumeWords(session.volume, unit)].join(" · ");
}
