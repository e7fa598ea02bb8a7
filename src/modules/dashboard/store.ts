// Every query of the dashboard area: the member's latest day with a ticked set up to a date, from
// the kept runs of days (trained_days), built once per database.
import { and, desc, eq, lte, sql } from "drizzle-orm";
import type { Conn } from "@db/client";
import { trainedDays } from "@db/schema";
import { prepared } from "@db/prepared";

const queries = prepared((conn) => ({
  latest: conn
    .select({ date: trainedDays.date, runStart: trainedDays.runStart })
    .from(trainedDays)
    .where(and(eq(trainedDays.userId, sql.placeholder("userId")), lte(trainedDays.date, sql.placeholder("today"))))
    .orderBy(desc(trainedDays.date))
    .limit(1)
    .prepare(),
}));

/** The member's latest trained day up to `today`, and the first day of its run of consecutive days. */
export function latestTrainedDay(db: Conn, userId: number, today: string): { date: string; runStart: string } | undefined {
  return queries(db).latest.get({ userId, today });
}
