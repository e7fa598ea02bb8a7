// What a set row's boxes hold for each kind of exercise (docs/behaviour/workouts.md, "Kinds of exercise"):
// weight and reps, reps alone, a time, a distance and a time; what typed text makes of them, checked
// by the shared rules; and 'Last' in the same terms.
import type { DistanceUnit, WeightUnit } from "@shared/units";
import { weightFromStored, weightLabel, weightTextFromStored, weightTextToStored } from "@shared/units";
import type { ExerciseType, SetRow } from "@shared/workouts/contract";
import { distanceFromMeters, distanceLabel, distanceText, durationText, readDistance, readDuration } from "@shared/workouts/measures";
import { readLoggedReps, readLoggedWeight, typeFields } from "@shared/workouts/rules";
import { WORKOUT } from "@shared/limits";
import { formatAmount } from "@shared/units";
import type { SetFields } from "@web/features/workouts/outbox/outbox-queue";

export type Boxes = { duration: string; distance: string };

/** The time and distance boxes as a row starts them. */
export function extraBoxes(row: SetRow, unit: DistanceUnit): Boxes {
  return {
    duration: row.durationSeconds === undefined ? "" : durationText(row.durationSeconds),
    distance: row.distanceMeters === undefined ? "" : String(distanceFromMeters(row.distanceMeters, unit)),
  };
}

/** The typed time and distance that differ from the row, or the message of the first that cannot be saved. */
export function typedExtras(typed: Boxes, start: Boxes, row: SetRow, unit: DistanceUnit): { change: SetFields } | { error: string } {
  const change: SetFields = {};
  if (typed.duration.trim() !== start.duration.trim()) {
    const seconds = readDuration(typed.duration);
    if (seconds === undefined) return { error: `Time must be like 45, 1:30 or 1:02:03, up to ${WORKOUT.maxDurationSeconds / 3600} hours` };
    if (seconds !== (row.durationSeconds ?? null)) change.durationSeconds = seconds;
  }
  if (typed.distance.trim() !== start.distance.trim()) {
    const meters = readDistance(typed.distance, unit);
    if (meters === undefined)
      return {
        error:
          `Distance must be a number from 0 to ` +
          `${formatAmount(distanceFromMeters(WORKOUT.maxDistanceMeters, unit))} ${distanceLabel(unit)}`,
      };
    if (meters !== (row.distanceMeters ?? null)) change.distanceMeters = meters;
  }
  return { change };
}

/** What a set of this type needs before it is ticked, or null when it has it. */
export function missingForTick(
  type: ExerciseType,
  reps: string,
  boxes: Boxes,
): { error: string; box: "reps" | "duration" | "distance" } | null {
  const fields = typeFields(type);
  if (fields.reps && !reps.trim()) return { error: "Reps needed: type how many you did", box: "reps" };
  if (fields.duration && !fields.distance && !boxes.duration.trim())
    return { error: "Time needed: type how long, such as 1:00", box: "duration" };
  if (fields.distance && !boxes.distance.trim()) return { error: "Distance needed: type how far you went", box: "distance" };
  return null;
}

/** 'Last' as the row shows it, in the type's own terms. */
export function lastText(
  type: ExerciseType,
  last: Pick<SetRow, "weight" | "reps" | "durationSeconds" | "distanceMeters">,
  weightUnit: WeightUnit,
  distanceUnit: DistanceUnit,
): string {
  const fields = typeFields(type);
  if (fields.distance) {
    const parts = [
      last.distanceMeters === undefined ? null : distanceText(last.distanceMeters, distanceUnit),
      last.durationSeconds === undefined ? null : durationText(last.durationSeconds),
    ];
    return parts.filter(Boolean).join(" ") || "—";
  }
  if (fields.duration) return last.durationSeconds === undefined ? "—" : durationText(last.durationSeconds);
  if (!fields.weight) return `×${last.reps}`;
  const sign = type === "weighted_bodyweight" ? "+" : type === "assisted_bodyweight" ? "−" : "";
  return `${sign}${weightTextFromStored(last.weight, weightUnit)}×${last.reps}`;
}

/** The column heads of the set table for a type. */
export function columnHeads(type: ExerciseType, weightUnit: string, distanceUnit: DistanceUnit): [string, string | null] {
  const fields = typeFields(type);
  if (fields.distance) return [distanceLabel(distanceUnit), "Time"];
  if (fields.duration) return ["Time", null];
  if (!fields.weight) return ["Reps", null];
  const sign = type === "weighted_bodyweight" ? "+" : type === "assisted_bodyweight" ? "−" : "";
  return [`${sign}${weightUnit}`, "Reps"];
}

/** A logged set's weight as typed in the user's unit (a comma may be the decimal mark), in stored pounds. */
export function checkLoggedWeight(text: string, unit: WeightUnit): { value: string } | { error: string } {
  const stored = weightTextToStored(text, unit);
  const value = readLoggedWeight(stored);
  if (value !== null && !stored.includes("-")) return { value };
  return { error: `Weight must be a number from 0 to ${formatAmount(weightFromStored(WORKOUT.maxWeight, unit))} ${weightLabel(unit)}` };
}

export function checkLoggedReps(text: string): { value: string } | { error: string } {
  const value = readLoggedReps(text);
  return value !== null ? { value } : { error: `Reps must be a whole number from 0 to ${WORKOUT.maxReps}` };
}
