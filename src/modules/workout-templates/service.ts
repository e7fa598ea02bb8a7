// Workout templates for one signed-in user: a name, an optional weekday and a list of exercises,
// and a template filled with the newest numbers of the look-back (docs/behaviour/workout-templates.md, "Template
// look-back").
import { desc, eq } from "drizzle-orm";
import type { Db } from "@db/client";
import { workoutTemplates } from "@db/schema";
import { checkRoom, ownedBy } from "@db/owned";
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
import { LOOKBACK_DAYS, mergeLookback } from "@shared/workout-templates/rules";
import { workoutDays } from "@modules/workouts/reads";

type Row = typeof workoutTemplates.$inferSelect;

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
  return db
    .select()
    .from(workoutTemplates)
    .where(eq(workoutTemplates.userId, userId))
    .orderBy(desc(workoutTemplates.createdAt), desc(workoutTemplates.id))
    .all()
    .map(toDto);
}

export function createTemplate(db: Db, userId: number, input: TemplateCreateInput): WorkoutTemplateDto {
  checkRoom(db, workoutTemplates, userId, PER_USER.workoutTemplates, `You can keep at most ${PER_USER.workoutTemplates} workout templates`);
  const row = db
    .insert(workoutTemplates)
    .values({ userId, name: input.name, dayOfWeek: input.dayOfWeek, data: { exercises: input.data.exercises } })
    .returning()
    .get();
  return toDto(row);
}

export function updateTemplate(db: Db, userId: number, id: number, input: TemplateUpdateInput): WorkoutTemplateDto {
  const changes: Partial<Row> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.dayOfWeek !== undefined) changes.dayOfWeek = input.dayOfWeek || null;
  if (input.data !== undefined) changes.data = { exercises: input.data.exercises };
  const row = db
    .update(workoutTemplates)
    .set(changes)
    .where(ownedBy(workoutTemplates, userId, id))
    .returning()
    .get();
  if (!row) throw notFound("Template not found");
  return toDto(row);
}

export function deleteTemplate(db: Db, userId: number, id: number) {
  const gone = db
    .delete(workoutTemplates)
    .where(ownedBy(workoutTemplates, userId, id))
    .returning({ id: workoutTemplates.id })
    .all();
  if (gone.length === 0) throw notFound("Template not found");
}

/**
 * The template with each exercise's numbers replaced by the newest ones logged in the
 * LOOKBACK_DAYS days before `date` (the date itself left out). Unknown or another user's id: 404.
 */
export function templateWithLatest(db: Db, userId: number, id: number, date: string): WorkoutTemplateWithLatest {
  const row = db
    .select()
    .from(workoutTemplates)
    .where(ownedBy(workoutTemplates, userId, id))
    .get();
  if (!row) throw notFound("Template not found");
  const template = toDto(row);
  const day = parseIsoDate(date)!;
  const days = workoutDays(db, userId, toIsoDate(addDays(day, -LOOKBACK_DAYS)), toIsoDate(addDays(day, -1)));
  const { exercises, usedPriorData } = mergeLookback(template.data.exercises, days);
  return { ...template, data: { exercises }, foundPrior: usedPriorData };
}
