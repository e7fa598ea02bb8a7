// The coach's part of a Kinfit export taken back in (docs/behaviour/data-transfer.md, "Data
// import"): the goal, and the check-ins whose targets the member applied.
import type { Conn } from "@db/client";
import type { ImportCounts, ImportFile } from "@shared/data-transfer/contract";
import { keptGoal } from "@shared/coach/targets";
import * as coach from "@modules/coach/store";

/**
 * The file's goal becomes the member's when they have none, or when they chose the file's settings
 * (a maintained weight's rate is 0, as PUT /api/coach/goal stores it). A check-in is identified by
 * its date: one the member already has is kept as it is.
 */
export function importCoach(tx: Conn, userId: number, file: ImportFile["coach"], settings: boolean): ImportCounts {
  if (!file) return { added: 0, skipped: 0 };
  if (file.goal && (settings || !coach.goal(tx, userId))) coach.saveGoal(tx, userId, keptGoal(file.goal));
  const seen = new Set(coach.checkIns(tx, userId).map((c) => c.date));
  let added = 0;
  for (const c of file.checkIns) {
    if (seen.has(c.date)) continue;
    seen.add(c.date);
    coach.saveCheckIn(tx, userId, c);
    added++;
  }
  return { added, skipped: file.checkIns.length - added };
}
