// Kinfit's entry point, for `bun src/main.ts` and the compiled executable alike:
// arguments and environment -> config -> lock, open and migrate the database -> serve (or a one-off command).
import { existsSync, mkdirSync } from "node:fs";
import { networkInterfaces } from "node:os";
import { dirname, resolve } from "node:path";
import { parseInvocation, USAGE, UsageError, VERSION, type Config } from "./config";
import { backupDatabase } from "./db/backup";
import { BackupSchedule } from "./db/backup-schedule";
import { acquireLock, realDbPath } from "./db/lock";
import { restoreDatabase } from "./db/restore";
import { openDatabase } from "./db/client";
import { openAndMigrate } from "./db/open";
import { rebuildDerived } from "./db/repair";
import { startCheckpointer } from "./db/wal";
import { createApp } from "./app";
import { makeContext } from "./http/context";
import { SignupLimiter } from "./http/rate-limit";
import { JitByLoad } from "./http/jit-policy";
import { QuietRelease, releaseMemory } from "./http/quiet";
import { ensureAdmin, resetAdminPassword } from "./modules/admin/service";
import { purgeExpiredSessions } from "./modules/auth/sessions";
import { IMPORT_MAX_BYTES } from "./shared/limits";
import { webAssets } from "./generated/web-assets";
import { foodTableFile, foodTableHash } from "./generated/foods";
import { foodTableBytes, openFoodTable } from "./modules/foods/table-file";
import { removeStrayFiles, roomProblem } from "./db/preflight";
import { ServerStatus } from "./db/server-status";
import { loadTls } from "./tls";

/** The database brought up to date, backed up first when migrations will change it. */
const openForUse = (dbPath: string, config: Config) =>
  openAndMigrate(dbPath, { backupDir: config.backupDir, allowNewer: config.allowNewerDatabase });

/**
 * The lock on the database at `config.dbPath`, taken before anything opens it: a second server
 * (through a link or another spelling of the path) is refused before it could migrate under the
 * first. Null when a server holds it. Makes the database's folder, as the first start does.
 */
function lockDatabase(config: Config): { dbPath: string; lock: ReturnType<typeof acquireLock> } {
  const dbPath = realDbPath(config.dbPath);
  if (!existsSync(dirname(dbPath))) mkdirSync(dirname(dbPath), { recursive: true, mode: 0o700 });
  return { dbPath, lock: acquireLock(dbPath, { create: true }) };
}

function urlsToOpen(scheme: "http" | "https", host: string, port: number): string[] {
  if (host !== "0.0.0.0" && host !== "::") return [`${scheme}://${host.includes(":") ? `[${host}]` : host}:${port}`];
  const lan = Object.values(networkInterfaces())
    .flat()
    .filter((i) => i && i.family === "IPv4" && !i.internal)
    .map((i) => `${scheme}://${i!.address}:${port}`);
  return [`${scheme}://localhost:${port}`, ...lan];
}

async function serve(config: Config) {
  // A certificate problem stops the start before anything else happens, in one line.
  let tls: { cert: string; key: string } | undefined;
  if (config.tlsCert && config.tlsKey) {
    try {
      tls = loadTls(config.tlsCert, config.tlsKey);
    } catch (error) {
      console.error((error as Error).message);
      process.exit(1);
    }
  }
  // Nothing changes before the folders are known to take what the start writes; what processes
  // no longer running left half written goes first, as it may be the space needed.
  const realPath = realDbPath(config.dbPath);
  removeStrayFiles(realPath, config.backupDir);
  const room = roomProblem({
    dbPath: realPath,
    backupDir: config.backupDir,
    foodTableBytes: await foodTableBytes(dirname(realPath), foodTableFile, foodTableHash),
  });
  if (room) {
    console.error(room);
    process.exit(1);
  }
  // Held while serving, so `kinfit restore` cannot swap the database under a running server.
  const { dbPath, lock } = lockDatabase(config);
  if (!lock) {
    const real = dbPath === resolve(config.dbPath) ? "" : ` (${dbPath})`;
    console.error(
      `Another Kinfit server is already running on ${config.dbPath}${real}: one server ` +
        `per database file, whatever name or link opens it. Stop the other one first.`,
    );
    process.exit(1);
  }
  const status = new ServerStatus(VERSION);
  // Beside the member database, never in it: backups copy only the member database. Written
  // before migrating, so a start that cannot write it has changed nothing; the folder takes files
  // (checked above), so a refusal of this file alone leaves the rest of the app serving.
  const foods = await openFoodTable(dirname(dbPath), foodTableFile, foodTableHash).catch((error: Error) => {
    status.foodTable = error.message;
    console.error(
      `The food table could not be opened in ${dirname(dbPath)}: ${error.message}. ` +
        `Food search and barcodes answer 503 until it can be; everything else works.`,
    );
    return undefined;
  });
  const db = openForUse(dbPath, config);
  const checkpointer = startCheckpointer(db.$client, dbPath, (message) => console.error(message));
  const backups = new BackupSchedule({ dbPath, dir: config.backupDir, keep: config.backupKeep });
  // Serving starts at once; only the admin sign-in waits for the password hashing.
  const adminReady = ensureAdmin(db, config.adminUsername, config.adminPassword);
  const purge = () => purgeExpiredSessions(db);
  purge();
  const purgeTimer = setInterval(purge, 60 * 60 * 1000);

  const ctx = makeContext(db, {
    web: webAssets,
    foods,
    status,
    foodLookup: { url: config.foodLookup ? config.foodLookupUrl : null },
    recipeFetch: { enabled: config.recipeFetch, allowPrivate: config.recipeFetchPrivate, userAgent: `Kinfit/${VERSION} (recipe import)` },
    maxBodyBytes: config.maxBodyBytes,
    adminReady,
    trustProxy: config.trustProxy,
    signOn: config.signOn,
    allowedHosts: config.allowedHosts,
    backups: { dir: config.backupDir, keep: config.backupKeep, status: () => backups.status() },
    signups: new SignupLimiter({ perHour: config.signupLimit }),
  });
  // Set once the server listens: start-up runs with the executable's own reluctant JIT (scripts/build/build.ts).
  let jit: JitByLoad | undefined;
  // Kept answers go too: computing one again is a read, and its ETag (a hash of the bytes) is the
  // same, so a phone's revalidation still gets its 304.
  const quiet = new QuietRelease(() => {
    ctx.readCache.clear();
    foods?.exec("PRAGMA shrink_memory");
    releaseMemory(db.$client);
    jit?.rest();
  });
  ctx.quiet = {
    seen: (request) => {
      quiet.seen();
      jit?.seen(request);
    },
  };
  const app = createApp(ctx);
  try {
    // Bun's own limit sits above the app's, so a declared oversized body gets the app's JSON 413
    // with its message; Bun's bare 413 only stops bodies that lie about their length. The largest
    // body any route takes is an import file.
    app.listen({
      port: config.port,
      hostname: config.host,
      maxRequestBodySize: Math.max(config.maxBodyBytes, IMPORT_MAX_BYTES) * 2,
      ...(tls ? { tls } : {}),
      // Never Bun's development error page (a stack trace and the working directory), under
      // `npm start` too; whatever escapes the app's own error handling answers a bare JSON 500.
      development: false,
      error: () =>
        new Response(JSON.stringify({ message: "Something went wrong on the server. Please try again." }), {
          status: 500,
          headers: { "content-type": "application/json" },
        }),
    });
  } catch (error) {
    const code = (error as { code?: string }).code;
    console.error(
      code === "EADDRINUSE"
        ? `Port ${config.port} is already in use. Stop the other program or start Kinfit with --port N.`
        : `Could not listen on ${config.host}:${config.port}: ${(error as Error).message}`,
    );
    process.exit(1);
  }
  const port = app.server!.port ?? config.port;
  // Requests get the JIT's normal thresholds once there is load (src/http/jit-policy.ts).
  jit = new JitByLoad();

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing requests in flight, then stopping.`);
    clearInterval(purgeTimer);
    quiet.stop();
    // Stops accepting at once; resolves when the requests in flight have been answered. A client
    // that never finishes its request cannot hold the stop up for more than a few seconds.
    const finished = await Promise.race([app.server?.stop(false).then(() => true), Bun.sleep(8000).then(() => false)]);
    if (!finished) await app.server?.stop(true);
    // The stop's own backup: a failure is logged, and the stop goes on.
    backups.stop();
    checkpointer.stop();
    db.$client.close();
    foods?.close();
    lock.release();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  console.log(`Kinfit ${VERSION} is running. Open it in a browser:`);
  for (const url of urlsToOpen(tls ? "https" : "http", config.host, port)) console.log(`  ${url}`);
  console.log(`Database: ${config.dbPath}`);
  console.log(`Backups: ${config.backupDir} (one a day, the last ${config.backupKeep} days kept, and the last 3 taken at a stop)`);
  backups.start();
  const generated = await adminReady;
  if (generated) {
    console.log(`\nAdmin account created. Sign in at /admin with`);
    console.log(`  username: ${config.adminUsername}\n  password: ${generated}`);
    console.log(`This password is shown only once. Set a new one any time with: kinfit admin-password\n`);
  }
}

async function run(argv: string[]) {
  let invocation: ReturnType<typeof parseInvocation>;
  try {
    invocation = parseInvocation(argv, process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  const { command, config } = invocation;
  switch (command) {
    case "help":
      console.log(USAGE);
      return;
    case "version":
      console.log(VERSION);
      return;
    case "backup": {
      try {
        const { bytes } = backupDatabase(config.dbPath, invocation.backupFile!);
        console.log(`Backup of ${config.dbPath} written to ${invocation.backupFile} (${(bytes / 1024).toFixed(0)} KB).`);
      } catch (error) {
        console.error(`Backup failed: ${(error as Error).message}`);
        process.exit(1);
      }
      return;
    }
    case "restore": {
      try {
        const { keptAs } = restoreDatabase(invocation.restoreFile!, config.dbPath);
        console.log(
          `Restored ${invocation.restoreFile} as ${config.dbPath}.${keptAs ? ` The database it replaced is kept as ${keptAs}.` : ""}`,
        );
        console.log("Start Kinfit again; an older backup is brought up to date as it starts.");
      } catch (error) {
        console.error(`Restore refused: ${(error as Error).message}`);
        process.exit(1);
      }
      return;
    }
    case "repair": {
      if (!existsSync(realDbPath(config.dbPath))) {
        console.error(`Repair refused: no database at ${config.dbPath}.`);
        process.exit(1);
      }
      // Under the server's lock: a running server's writes would race the rebuild.
      const { lock, dbPath } = lockDatabase(config);
      if (!lock) {
        console.error(
          `Repair refused: a Kinfit server is running on ${config.dbPath}. Stop it first (e.g. systemctl stop kinfit), then repair.`,
        );
        process.exit(1);
      }
      const db = openForUse(dbPath, config);
      const { exercises } = rebuildDerived(db.$client);
      db.$client.close();
      lock.release();
      console.log(`Rebuilt the records and summaries of ${config.dbPath} from the logged sets (${exercises} exercises corrected).`);
      return;
    }
    case "admin-password": {
      // With no server running, the database is brought up to date under the lock first; a
      // running server holds it and has brought it up to date itself.
      const { dbPath, lock } = lockDatabase(config);
      const db = lock ? openForUse(dbPath, config) : openDatabase(dbPath);
      const password = await resetAdminPassword(db, config.adminUsername);
      db.$client.close();
      lock?.release();
      console.log(`New admin password: ${password}`);
      console.log("Every admin session has been signed out.");
      return;
    }
    case "healthcheck": {
      // For container health checks: the runtime image has no curl.
      // Under --tls-cert the server speaks only HTTPS; its certificate names the LAN, not 127.0.0.1.
      const scheme = config.tlsCert ? "https" : "http";
      const ok = await fetch(`${scheme}://127.0.0.1:${config.port}/api/health`, {
        signal: AbortSignal.timeout(4000),
        tls: { rejectUnauthorized: false },
      })
        .then((r) => r.ok)
        .catch(() => false);
      console.log(ok ? "healthy" : "unhealthy");
      process.exit(ok ? 0 : 1);
      return;
    }
    case "serve":
      await serve(config);
  }
}

run(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
