// Workout templates for one signed-in user: a name, an optional weekday and a list of exercises,
// and a template filled with the newest numbers of the look-back (docs/behaviour/workout-templates.md, "Template
// look-back").
import type { Db } from "@db/client";
import { PER_USER } from "@shared/limits";
import { notFound } from "@src/errors";
import { addDays, parseIsoDate, toIsoDate, type WeekdayName } from "@shared/dates";
import type {
  TemplateCreateInput,
  TemplateExercise,
  TemplateUpdateInput,
  WorkoutTemplateDto,
  WorkoutTemplateWithLatest,
} from "@shared/workout-templates/contract";
import { LOOKBACK_DAYS, mergeLastSets } from "@shared/workout-templates/rules";
import { workoutDays } from "@modules/workouts/reads";
import {
  checkTemplateRoom,
  deleteTemplateRow,
  insertTemplate,
  templateRow,
  templatesOf,
  updateTemplateRow,
  type TemplateRecord as Row,
} from "./store";

export function toDto(row: Row): WorkoutTemplateDto {
  const data = row.data as { exercises?: TemplateExercise[] } | null;
  return {
    id: row.id,
    name: row.name,
    dayOfWeek: (row.dayOfWeek || null) as WeekdayName | null,
    createdAt: row.createdAt,
    data: { exercises: Array.isArray(data?.exercises) ? data.exercises : [] },
  };
}

export function listTemplates(db: Db, userId: number): WorkoutTemplateDto[] {
  return templatesOf(db, userId).map(toDto);
}

export function createTemplate(db: Db, userId: number, input: TemplateCreateInput): WorkoutTemplateDto {
  checkTemplateRoom(db, userId, PER_USER.workoutTemplates, `You can keep at most ${PER_USER.workoutTemplates} workout templates`);
  return toDto(insertTemplate(db, userId, { name: input.name, dayOfWeek: input.dayOfWeek, data: { exercises: input.data.exercises } }));
}

export function updateTemplate(db: Db, userId: number, id: number, input: TemplateUpdateInput): WorkoutTemplateDto {
  const changes: Partial<Row> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.dayOfWeek !== undefined) changes.dayOfWeek = input.dayOfWeek || null;
  if (input.data !== undefined) changes.data = { exercises: input.data.exercises };
  const row = updateTemplateRow(db, userId, id, changes);
  if (!row) throw notFound("Template not found");
  return toDto(row);
}

export function deleteTemplate(db: Db, userId: number, id: number) {
  if (!deleteTemplateRow(db, userId, id)) throw notFound("Template not found");
}

/**
 * The template filled from the newest day of each exercise in the LOOKBACK_DAYS days before
 * `date` (the date itself left out): its own sets, reps and rest, last time's weight and sets
 * (mergeLastSets). Unknown or another user's id: 404.
 */
export function templateWithLatest(db: Db, userId: number, id: number, date: string): WorkoutTemplateWithLatest {
  const row = templateRow(db, userId, id);
  if (!row) throw notFound("Template not found");
  const template = toDto(row);
  const day = parseIsoDate(date)!;
  const days = workoutDays(db, userId, toIsoDate(addDays(day, -LOOKBACK_DAYS)), toIsoDate(addDays(day, -1)));
  const { exercises, usedPriorData } = mergeLastSets(template.data.exercises, days);
  return { ...template, data: { exercises }, foundPrior: usedPriorData };
}
