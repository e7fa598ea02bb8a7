// The food table's file beside the member database: SQLite cannot open a file inside the
// executable, so the embedded copy is written out once per version and opened read-only.
import { Database } from "bun:sqlite";
import { existsSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const FILE_NAME = /^foods-[0-9a-f]+\.db$/;

/**
 * Writes `<dir>/foods-<hash>.db` from the embedded gzip when it is missing (through a temporary
 * name, so a stop half-way leaves no broken table), removes older versions, and opens it read-only.
 */
export async function openFoodTable(dir: string, embedded: string, hash: string): Promise<Database> {
  const path = join(dir, `foods-${hash}.db`);
  if (!existsSync(path)) {
    const temporary = `${path}.${process.pid}.tmp`;
    try {
      writeFileSync(temporary, Bun.gunzipSync(new Uint8Array(await Bun.file(embedded).arrayBuffer())), { mode: 0o600 });
      renameSync(temporary, path);
    } catch (error) {
      // A full disk must not keep the half file: it is the space the next start needs.
      rmSync(temporary, { force: true });
      throw error;
    }
  }
  for (const name of readdirSync(dir)) if (FILE_NAME.test(name) && join(dir, name) !== path) rmSync(join(dir, name), { force: true });
  return openReadOnly(path);
}

/** Bytes the food table's file will take in `dir`: none when it is there already. */
export async function foodTableBytes(dir: string, embedded: string, hash: string): Promise<number> {
  if (existsSync(join(dir, `foods-${hash}.db`))) return 0;
  // A gzip file ends with its content's length (modulo 4 GB).
  const gz = await Bun.file(embedded).bytes();
  return new DataView(gz.buffer, gz.byteOffset + gz.byteLength - 4, 4).getUint32(0, true);
}

export function openReadOnly(path: string): Database {
  const db = new Database(path, { readonly: true });
  // The table is read a few pages at a time; a small cache keeps an idle server small.
  db.run("PRAGMA cache_size = -512");
  return db;
}
