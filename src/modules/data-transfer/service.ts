// Export of the signed-in user's data as spreadsheet files. Reads only rows the user owns.
import type { Db } from "@db/client";
import { BODY_NUMBER_FIELDS } from "@shared/body-composition/rules";
import { toCsv } from "@shared/data-transfer/rules";
import { durationOf } from "@shared/workouts/session-contract";
import { groupLetter } from "@shared/workouts/rules";
import { bodyRows, exerciseRowsWithSets, mealRowsWithIngredients } from "./store";

/** The body columns in the Body screen's order, each with its unit ("Weight (lbs)", "Chest (in)"). */
const BODY_COLUMNS = BODY_NUMBER_FIELDS.map((f) => [f.key, f.label.includes("(") ? f.label : `${f.label} (${f.unit})`] as const);

/** body.csv: one row per body entry, oldest first, columns named as the Body screen names them. */
export function bodyCsv(db: Db, userId: number): string {
  const rows = bodyRows(db, userId);
  const header = ["Date", ...BODY_COLUMNS.map(([, label]) => label), "Notes"];
  const values = rows.map((r) => [r.date, ...BODY_COLUMNS.map(([key]) => r[key]), r.notes]);
  return toCsv(header, values);
}

/**
 * meals.csv: one row per meal ingredient, by date then time; a meal with no ingredients still
 * gets one row so it is not lost from the file. The join also checks the ingredient's owner.
 */
export function mealsCsv(db: Db, userId: number): string {
  const rows = mealRowsWithIngredients(db, userId);
  const header = [
    "Date",
    "Time",
    "Meal",
    "Meal Notes",
    "Prepped",
    "Eaten",
    "Ingredient",
    "Quantity",
    "Unit",
    "Calories",
    "Protein (g)",
    "Carbs (g)",
    "Fat (g)",
    "Fiber (g)",
    "Sugar (g)",
    "Sodium (mg)",
  ];
  const yesNo = (b: boolean) => (b ? "yes" : "no");
  const values = rows.map(({ meal, ing }) => [
    meal.date,
    meal.time.slice(0, 5),
    meal.name,
    meal.notes,
    yesNo(meal.isPrepped),
    yesNo(meal.isConsumed),
    ing?.name,
    ing?.quantity,
    ing?.unit,
    ing?.calories,
    ing?.protein,
    ing?.carbs,
    ing?.fat,
    ing?.fiber,
    ing?.sugar,
    ing?.sodium,
  ]);
  return toCsv(header, values);
}

/**
 * workouts.csv: one row per set row, by date, exercise order, set number; an exercise with no set
 * rows keeps one row with its planned figures. Weights are as stored (pounds), durations in seconds
 * and distances in metres; a superset is its letter, as the cards label it.
 */
export function workoutsCsv(db: Db, userId: number): string {
  const rows = exerciseRowsWithSets(db, userId);
  const header = [
    "Date",
    "Day",
    "Exercise",
    "Exercise Notes",
    "Planned Sets",
    "Planned Reps",
    "Planned Weight (lbs)",
    "Rest (sec)",
    "Exercise Done",
    "Set",
    "Weight (lbs)",
    "Reps",
    "Set Done",
    // Added after the first columns, so a sheet built on them still reads them in place.
    "Set Kind",
    "RPE",
    "Duration (sec)",
    "Distance (m)",
    "Exercise Type",
    "Superset",
    "Workout Note",
    "Workout Name",
    "Workout Start",
    "Workout End",
    "Workout Duration (sec)",
  ];
  const yesNo = (b: boolean) => (b ? "yes" : "no");
  const values = rows.map(({ workout, exercise: e, set }) => [
    workout.date,
    workout.dayOfWeek,
    e.name,
    e.notes,
    e.sets,
    e.reps,
    e.weight,
    e.restTime,
    yesNo(e.isCompleted),
    set?.setNumber,
    set?.weight,
    set?.reps,
    set ? yesNo(set.completed) : null,
    set?.kind,
    set?.rpe,
    set?.durationSeconds,
    set?.distanceMeters,
    e.type,
    e.supersetGroup === null ? null : groupLetter(e.supersetGroup),
    workout.note,
    workout.templateName,
    workout.startedAt,
    workout.finishedAt,
    durationOf(workout),
  ]);
  return toCsv(header, values);
}
