// Every row of every table, to prove a refused request changed nothing.
import type { Db } from "@db/client";

export function snapshot(db: Db, { except = [] as string[] } = {}): Record<string, unknown[]> {
  const tables = db.$client
    .query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all()
    .map((t) => t.name)
    // auth_version counts changes to sessions (and users): leaving sessions out leaves it out too.
    .filter((t) => !except.includes(t) && !(t === "auth_version" && except.includes("sessions")));
  return Object.fromEntries(tables.map((t) => [t, db.$client.query(`SELECT * FROM "${t}" ORDER BY rowid`).all()]));
}
