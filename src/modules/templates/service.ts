// Workout templates for one signed-in user: a name, an optional weekday and a list of exercises.
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { workoutTemplates } from "../../db/schema";
import { ownedBy } from "../../db/owned";
import { notFound } from "../../http/errors";
import type { WeekdayName } from "../../shared/dates";
import type { TemplateCreateInput, TemplateExercise, TemplateUpdateInput, WorkoutTemplateDto } from "../../shared/workouts";

type Row = typeof workoutTemplates.$inferSelect;

function toDto(row: Row): WorkoutTemplateDto {
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
  const row = db.update(workoutTemplates).set(changes).where(ownedBy(workoutTemplates, userId, id)).returning().get();
  if (!row) throw notFound("Template not found");
  return toDto(row);
}

export function deleteTemplate(db: Db, userId: number, id: number) {
  const gone = db.delete(workoutTemplates).where(ownedBy(workoutTemplates, userId, id)).returning({ id: workoutTemplates.id }).all();
  if (gone.length === 0) throw notFound("Template not found");
}
