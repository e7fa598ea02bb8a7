// The benchmark's seeded household (scripts/seed.ts), cached in dist/bench-cache by a hash of what
// decides its content: the seed script and the migrations.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { Database } from "bun:sqlite";

export type Seeded = {
  /** The cached file: copy it before serving it, so that it stays as seeded. */
  path: string;
  /** How long seeding took, or null when the file came from the cache. */
  seconds: number | null;
  bytes: number;
  rows: Record<string, number>;
};

const TABLES = [
  "users",
  "workouts",
  "exercises",
  "exercise_sets",
  "meals",
  "meal_ingredients",
  "body_composition",
  "custom_ingredients",
  "meal_templates",
  "workout_templates",
];

function seedHash(root: string): string {
  const hasher = new Bun.CryptoHasher("sha256");
  hasher.update(readFileSync(join(root, "scripts/seed.ts")));
  for (const f of readdirSync(join(root, "drizzle"))
    .filter((f) => f.endsWith(".sql") || f === "index.ts")
    .sort())
    hasher.update(readFileSync(join(root, "drizzle", f)));
  return hasher.digest("hex").slice(0, 16);
}

export function seededDatabase(root: string): Seeded {
  const cacheDir = join(root, "dist/bench-cache");
  const path = join(cacheDir, `seed-${seedHash(root)}.db`);
  let seconds: number | null = null;
  if (existsSync(path)) console.log(`--- seeded database from cache (${(statSync(path).size / 1024 / 1024).toFixed(1)} MB)`);
  else {
    console.log("--- seeding (cached for the next run)");
    mkdirSync(cacheDir, { recursive: true });
    for (const f of readdirSync(cacheDir)) rmSync(join(cacheDir, f), { force: true }); // older versions
    const partial = join(cacheDir, "seeding.db");
    const t0 = performance.now();
    const proc = Bun.spawnSync([process.execPath, "scripts/seed.ts", "--db", partial], { cwd: root, stdout: "inherit", stderr: "inherit" });
    if (proc.exitCode !== 0) process.exit(1);
    seconds = (performance.now() - t0) / 1000;
    renameSync(partial, path);
  }
  const db = new Database(path, { readonly: true });
  const rows = Object.fromEntries(TABLES.map((t) => [t, db.query<{ n: number }, []>(`SELECT count(*) AS n FROM ${t}`).get()!.n]));
  db.close();
  return { path, seconds, bytes: statSync(path).size, rows };
}
