// Every query of the workout templates area: the member's templates, listed, read, written whole
// and removed.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Conn } from "@db/client";
import { workoutTemplates } from "@db/schema";
import { checkRoom, ownedBy } from "@db/owned";
import { prepared } from "@db/prepared";

export type TemplateRecord = typeof workoutTemplates.$inferSelect;
type TemplateValues = Pick<TemplateRecord, "name" | "dayOfWeek" | "data">;

const named = sql.placeholder;

const queries = prepared((conn) => ({
  list: conn
    .select()
    .from(workoutTemplates)
    .where(eq(workoutTemplates.userId, named("userId")))
    .orderBy(desc(workoutTemplates.createdAt), desc(workoutTemplates.id))
    .prepare(),
  one: conn
    .select()
    .from(workoutTemplates)
    .where(and(eq(workoutTemplates.id, named("id")), eq(workoutTemplates.userId, named("userId"))))
    .prepare(),
}));

/** The member's templates, newest first. */
export function templatesOf(db: Conn, userId: number): TemplateRecord[] {
  return queries(db).list.all({ userId });
}

/** The member's template, if it is theirs. */
export function templateRow(db: Conn, userId: number, id: number): TemplateRecord | undefined {
  return queries(db).one.get({ id, userId });
}

/** Refuses (400 with `message`) a template more when the member keeps `max` already. */
export function checkTemplateRoom(db: Conn, userId: number, max: number, message: string) {
  checkRoom(db, workoutTemplates, userId, max, message);
}

/** A new template of the member's, as stored. */
export function insertTemplate(db: Conn, userId: number, values: TemplateValues): TemplateRecord {
  return db
    .insert(workoutTemplates)
    .values({ userId, ...values })
    .returning()
    .get();
}

/** The member's template with these columns changed, as stored; undefined when it is not theirs. */
export function updateTemplateRow(db: Conn, userId: number, id: number, changes: Partial<TemplateValues>): TemplateRecord | undefined {
  return db
    .update(workoutTemplates)
    .set(changes)
    .where(ownedBy(workoutTemplates, userId, id))
    .returning()
    .get();
}

/** Removes the member's template; false when it is not theirs. */
export function deleteTemplateRow(db: Conn, userId: number, id: number): boolean {
  return (
    db
      .delete(workoutTemplates)
      .where(ownedBy(workoutTemplates, userId, id))
      .returning({ id: workoutTemplates.id })
      .all().length > 0
  );
}
