// Export of the signed-in user's data as spreadsheet files. Reads only rows the user owns.
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bodyComposition } from "../../db/schema";
import { toCsv } from "../../shared/data-transfer/rules";

// The body columns in the Body screen's order and units (weights in lbs, girths in inches).
// Kept here while the body area's shared field list is being moved; switch to it once it lands.
const BODY_COLUMNS = [
  ["weight", "Weight (lbs)"],
  ["bodyFat", "Body Fat (%)"],
  ["muscleMass", "Muscle Mass (lbs)"],
  ["chest", "Chest (in)"],
  ["waist", "Waist (in)"],
  ["hips", "Hips (in)"],
  ["leftArm", "Left Arm (in)"],
  ["rightArm", "Right Arm (in)"],
  ["leftThigh", "Left Thigh (in)"],
  ["rightThigh", "Right Thigh (in)"],
] as const;

/** body.csv: one row per body entry, oldest first, columns named as the Body screen names them. */
export function bodyCsv(db: Db, userId: number): string {
  const rows = db
    .select()
    .from(bodyComposition)
    .where(eq(bodyComposition.userId, userId))
    .orderBy(asc(bodyComposition.date), asc(bodyComposition.id))
    .all();
  const header = ["Date", ...BODY_COLUMNS.map(([, label]) => label), "Notes"];
  const values = rows.map((r) => [
    r.date,
    ...BODY_COLUMNS.map(([key]) => r[key]),
    r.notes,
  ]);
  return toCsv(header, values);
}
