// Opens the SQLite file with the pragmas Kinfit relies on and wraps it in drizzle.
import { Database } from "bun:sqlite";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { drizzle, type BunSQLiteDatabase } from "drizzle-orm/bun-sqlite";
import * as schema from "./schema";

export type Db = BunSQLiteDatabase<typeof schema> & { $client: Database };

export function openDatabase(file: string): Db {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const sqlite = new Database(file, { create: true, strict: true });
  // WAL: readers never block the writer, and a crash leaves the last committed state.
  sqlite.exec("PRAGMA journal_mode = WAL");
  // NORMAL under WAL never corrupts the database on power loss; it may lose the last few
  // transactions since the previous checkpoint sync. FULL would fsync on every commit, which on a
  // Pi's SD card costs several milliseconds per write for a guarantee a household tracker doesn't
  // need: an acknowledged set tick lost to a power cut is re-tickable, a corrupt file is not.
  sqlite.exec("PRAGMA synchronous = NORMAL");
  sqlite.exec("PRAGMA foreign_keys = ON");
  // Writers wait for each other instead of failing with SQLITE_BUSY (the family at dinner).
  sqlite.exec("PRAGMA busy_timeout = 5000");
  return drizzle(sqlite, { schema }) as Db;
}
