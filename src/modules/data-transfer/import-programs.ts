// The programs of a Kinfit export file, taken in before the days whose exercises they put on
// (docs/behaviour/data-transfer.md, "Data import"). A program is already there when the member has one of that
// name started on that date; the file's running one runs here only when the member runs none.
import { eq } from "drizzle-orm";
import type { Conn } from "@db/client";
import { programs } from "@db/schema";
import { badRequest } from "@src/errors";
import type { ExportProgramTag, ImportFile } from "@shared/data-transfer/contract";
import { PER_USER } from "@shared/limits";
import { PROGRAMS_FULL } from "@shared/programs/contract";
import { programCount, withEquipment } from "@modules/programs/service";

const keyOf = (p: { name: string; startedOn: string }) => `${p.name}\u0000${p.startedOn}`;

/** The tags an imported exercise gets from the file's `program`: its program here, or none. */
export type ProgramTagger = (tag: ExportProgramTag | undefined) => { programId: number | null; programWorkout: string | null };

export function importPrograms(tx: Conn, userId: number, list: ImportFile["programs"]): ProgramTagger {
  const own = () =>
    tx
      .select({ id: programs.id, name: programs.name, startedOn: programs.startedOn, active: programs.active })
      .from(programs)
      .where(eq(programs.userId, userId))
      .all();
  const before = own();
  const seen = new Set(before.map(keyOf));
  let running = before.some((p) => p.active);
  for (const p of list) {
    if (seen.has(keyOf(p))) continue;
    seen.add(keyOf(p));
    const active = p.active && !running;
    running ||= active;
    tx.insert(programs)
      .values({
        userId,
        name: p.name,
        catalogueId: p.catalogueId ?? null,
        schedule: p.schedule,
        workouts: withEquipment(tx, userId, p.workouts),
        active,
        startedOn: p.startedOn,
      })
      .run();
  }
  if (programCount(tx, userId) > PER_USER.programs) throw badRequest(PROGRAMS_FULL);
  const idOf = new Map<string, number>();
  for (const p of own().sort((a, b) => a.id - b.id)) if (!idOf.has(keyOf(p))) idOf.set(keyOf(p), p.id);
  return (tag) => {
    const id = tag && idOf.get(keyOf(tag));
    return tag && id !== undefined ? { programId: id, programWorkout: tag.workout } : { programId: null, programWorkout: null };
  };
}
