// The database opened for use and brought up to date: refused when a newer Kinfit migrated it
// (unless allowed), backed up into the backup folder before any migration changes an existing
// one, and the migrations applied named in the log.
import { join } from "node:path";
import { migrations as embedded } from "@drizzle/index";
import { snapshotInto } from "./backup";
import { upgradeBackupName } from "./backup-schedule";
import { openDatabase, type Db } from "./client";
import { migrate, pendingMigrations } from "./migrate";

export type OpenOptions = {
  /** Where the backup before an upgrade goes; none without it. */
  backupDir?: string;
  allowNewer?: boolean;
  log?: (message: string) => void;
  now?: () => Date;
};

export function openAndMigrate(dbPath: string, options: OpenOptions = {}): Db {
  const log = options.log ?? ((message: string) => console.log(message));
  const db = openDatabase(dbPath);
  try {
    const { applied, pending } = pendingMigrations(db.$client, embedded, { allowNewer: options.allowNewer });
    if (options.backupDir && applied > 0 && pending.length > 0) {
      const target = join(options.backupDir, upgradeBackupName(options.backupDir, options.now?.() ?? new Date()));
      snapshotInto(db.$client, target);
      log(`Backed up before upgrading the database (${applied} migrations; this Kinfit has ${embedded.length}): ${target}`);
    }
    const tags = migrate(db.$client, embedded, { allowNewer: options.allowNewer, log });
    if (tags.length > 0) log(`Migrations applied: ${tags.join(", ")}`);
  } catch (error) {
    db.$client.close();
    throw error;
  }
  return db;
}
