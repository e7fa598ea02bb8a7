// One typed configuration object from the command line and the environment. Flags win over
// environment variables, so one run can override what the service's environment sets.
import { dirname, join } from "node:path";
import pkg from "../package.json" with { type: "json" };
import { parseSignOn, SIGN_ON_FLAGS, SIGN_ON_USAGE, type SignOnConfig } from "./config-sign-on";

/** Set by `bun build --define` (scripts/build/build.ts): the build's git hash, KINFIT_BUILD or "unknown". */
declare const KINFIT_BUILD: string | undefined;

/** The package's version and the build: `0.1.0+3a57a75`; `+dev` when run from source. */
export const VERSION: string = `${pkg.version}+${typeof KINFIT_BUILD === "string" ? KINFIT_BUILD : "dev"}`;

type Command = "serve" | "backup" | "restore" | "repair" | "admin-password" | "healthcheck" | "help" | "version";

export type Config = {
  port: number;
  host: string;
  dbPath: string;
  adminUsername: string;
  /** Set: the admin's password becomes this at every start. Unset: generated once at first start. */
  adminPassword: string | undefined;
  /** Largest request body accepted, in bytes (413 above). */
  maxBodyBytes: number;
  /** The reverse proxy's address whose X-Forwarded-For is believed; none when unset. */
  trustProxy: string | undefined;
  /** Host names served beyond addresses, localhost and home-network names. */
  allowedHosts: string[];
  /** Certificate and private key files (PEM): set together, the server speaks HTTPS itself. */
  tlsCert: string | undefined;
  tlsKey: string | undefined;
  /** Where the automatic backups go (default: a `backups` folder beside the database). */
  backupDir: string;
  /** How many days of daily backups to keep, the newest of each UTC day (at least 1); the last 3 stop backups are kept besides. */
  backupKeep: number;
  /** Sign-ups per hour, per address and for the install; 0: no limit. */
  signupLimit: number;
  /** Where barcodes not yet known are looked up (Open Food Facts' API v2 at this address). */
  foodLookupUrl: string;
  /** False: the server never goes online to look a barcode up. */
  foodLookup: boolean;
  /** Recipe pages fetched for a member (--no-recipe-fetch turns it off), private addresses too with --recipe-fetch-private. */
  recipeFetch: boolean;
  recipeFetchPrivate: boolean;
  /** Serve a database a newer Kinfit migrated (src/db/migrate.ts); refused otherwise. */
  allowNewerDatabase: boolean;
  /** Single sign-on, the proxy's user header, password sign-in (src/config-sign-on.ts). */
  signOn: SignOnConfig;
};

type Invocation = { command: Command; config: Config; backupFile?: string; restoreFile?: string };

export const USAGE = `Kinfit ${VERSION}: self-hosted fitness and meal tracker

Usage:
  kinfit [--port N] [--host ADDR] [--db FILE]   start the server
  kinfit backup FILE [--db FILE]                  write a consistent snapshot of the database to FILE
  kinfit restore FILE [--db FILE]                 put the backup FILE in place of the database (server
                                                  stopped); the old one is kept as <db>.before-restore
  kinfit repair [--db FILE]                       rebuild the records and summaries derived from the
                                                  logged sets (server stopped)
  kinfit admin-password [--db FILE]               set a new generated admin password and print it
  kinfit healthcheck [--port N]                   exit 0 when the local server answers /api/health
  kinfit --help | --version

Options (flags win over the environment):
  --port N      PORT        port to listen on (default 3000)
  --host ADDR   HOST        address to bind (default 0.0.0.0, every interface)
  --db FILE     KINFIT_DB   database file (default ./data/kinfit.db; folders are created)
  --allowed-hosts NAMES  KINFIT_ALLOWED_HOSTS
                comma-separated host names to serve besides addresses, localhost, single-label
                names and .local, .lan, .home.arpa, .internal (e.g. kinfit.example.com)
  --trust-proxy ADDR  KINFIT_TRUST_PROXY
                the address of your reverse proxy: X-Forwarded-For is believed from it only,
                so sign-in limits count each member's own address (default: believe no one)
  --tls-cert FILE  KINFIT_TLS_CERT
  --tls-key FILE   KINFIT_TLS_KEY
                serve HTTPS with this certificate and private key (PEM; both or neither)
  --backup-dir DIR  KINFIT_BACKUP_DIR
                where automatic backups go: one a day and one at every stop
                (default: a backups folder beside the database)
  --backup-keep N   KINFIT_BACKUP_KEEP
                how many days of daily backups to keep, the newest of each day (default 7),
                besides the last 3 taken at a stop
  --signup-limit N  KINFIT_SIGNUP_LIMIT
                sign-ups per hour, from each address and in all (default 20; 0 turns the
                limit off); more get 429 until the hour has passed
  --food-lookup-url URL  KINFIT_FOOD_LOOKUP_URL
                where a barcode the household does not know yet is looked up: an Open Food
                Facts server (default https://world.openfoodfacts.org)
  --no-food-lookup  KINFIT_FOOD_LOOKUP=off
                never go online to look a barcode up; only the household's own foods and
                those looked up before are found
  --no-recipe-fetch  KINFIT_RECIPE_FETCH=off
                never fetch a recipe page for a member: only a pasted page can be imported
  --recipe-fetch-private  KINFIT_RECIPE_FETCH_PRIVATE=1
                let recipe imports fetch from private addresses too (a recipe server on the
                home network); without it, only public sites are fetched
  --allow-newer-database  KINFIT_ALLOW_NEWER_DATABASE=1
                serve a database a newer Kinfit has migrated, which is refused otherwise: what
                only the newer Kinfit keeps (records, summaries) may go stale until it runs again,
                and it rebuilds them at its next start
${SIGN_ON_USAGE}
Environment:
  ADMIN_USERNAME   administrator's username (default admin)
  ADMIN_PASSWORD   administrator's password, set at every start; without it the first start
                   generates one and prints it once
`;

export const DEFAULT_FOOD_LOOKUP_URL = "https://world.openfoodfacts.org";

export class UsageError extends Error {}

export function parseInvocation(argv: string[], env: Record<string, string | undefined>): Invocation {
  const flags: Record<string, string> = {};
  const positional: string[] = [];
  let command: Command = "serve";
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--help" || arg === "-h") command = "help";
    else if (arg === "--version" || arg === "-v") command = "version";
    else if (arg === "--no-food-lookup") flags["no-food-lookup"] = "1";
    else if (arg === "--no-recipe-fetch") flags["no-recipe-fetch"] = "1";
    else if (arg === "--recipe-fetch-private") flags["recipe-fetch-private"] = "1";
    else if (arg === "--allow-newer-database") flags["allow-newer-database"] = "1";
    else if (arg.startsWith("--")) {
      const eq = arg.indexOf("=");
      const name = eq > 0 ? arg.slice(2, eq) : arg.slice(2);
      if (
        ![
          "port",
          "host",
          "db",
          "trust-proxy",
          "allowed-hosts",
          "tls-cert",
          "tls-key",
          "backup-dir",
          "backup-keep",
          "signup-limit",
          "food-lookup-url",
          ...SIGN_ON_FLAGS,
        ].includes(name)
      )
        throw new UsageError(`Unknown option --${name}`);
      const value = eq > 0 ? arg.slice(eq + 1) : argv[++i];
      if (value === undefined || value === "") throw new UsageError(`--${name} needs a value`);
      flags[name] = value;
    } else positional.push(arg);
  }
  if (command === "serve" && positional.length > 0) {
    const [first, ...rest] = positional;
    if (first === "backup") {
      if (rest.length !== 1) throw new UsageError("Usage: kinfit backup FILE");
      command = "backup";
    } else if (first === "restore") {
      if (rest.length !== 1) throw new UsageError("Usage: kinfit restore FILE [--db FILE]");
      command = "restore";
    } else if (first === "repair" && rest.length === 0) command = "repair";
    else if (first === "admin-password" && rest.length === 0) command = "admin-password";
    else if (first === "healthcheck" && rest.length === 0) command = "healthcheck";
    else throw new UsageError(`Unknown command: ${positional.join(" ")}`);
  }

  const portText = flags.port ?? env.PORT ?? "3000";
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new UsageError(`Invalid port: ${portText}`);
  }
  const tlsCert = flags["tls-cert"] ?? (env.KINFIT_TLS_CERT || undefined);
  const tlsKey = flags["tls-key"] ?? (env.KINFIT_TLS_KEY || undefined);
  if (command === "serve" && (tlsCert === undefined) !== (tlsKey === undefined)) {
    throw new UsageError(tlsCert === undefined ? "--tls-key needs --tls-cert too" : "--tls-cert needs --tls-key too");
  }
  const keepText = flags["backup-keep"] ?? (env.KINFIT_BACKUP_KEEP || "7");
  const backupKeep = Number(keepText);
  if (!/^\d+$/.test(keepText.trim()) || !Number.isSafeInteger(backupKeep) || backupKeep < 1) {
    throw new UsageError(`Invalid --backup-keep: ${keepText} (a whole number, 1 or more)`);
  }
  const signupText = flags["signup-limit"] ?? (env.KINFIT_SIGNUP_LIMIT || "20");
  const signupLimit = Number(signupText);
  if (!/^\d+$/.test(signupText.trim()) || !Number.isSafeInteger(signupLimit)) {
    throw new UsageError(`Invalid --signup-limit: ${signupText} (a whole number, 0 or more)`);
  }
  const foodLookupUrl = (flags["food-lookup-url"] ?? (env.KINFIT_FOOD_LOOKUP_URL || DEFAULT_FOOD_LOOKUP_URL)).replace(/\/+$/, "");
  if (!/^https?:\/\/[^/\s]+/i.test(foodLookupUrl))
    throw new UsageError(`Invalid --food-lookup-url: ${foodLookupUrl} (an http or https address)`);
  const lookupText = (env.KINFIT_FOOD_LOOKUP ?? "").trim().toLowerCase();
  if (lookupText && !["on", "off"].includes(lookupText))
    throw new UsageError(`Invalid KINFIT_FOOD_LOOKUP: ${env.KINFIT_FOOD_LOOKUP} (on or off)`);
  // Switches take their environment variable as 1 or 0 (on or off, as KINFIT_FOOD_LOOKUP).
  const newerText = (env.KINFIT_ALLOW_NEWER_DATABASE ?? "").trim().toLowerCase();
  if (newerText && !["1", "0", "on", "off"].includes(newerText))
    throw new UsageError(`Invalid KINFIT_ALLOW_NEWER_DATABASE: ${env.KINFIT_ALLOW_NEWER_DATABASE} (1 or 0)`);
  const fetchText = (env.KINFIT_RECIPE_FETCH ?? "").trim().toLowerCase();
  if (fetchText && !["on", "off"].includes(fetchText))
    throw new UsageError(`Invalid KINFIT_RECIPE_FETCH: ${env.KINFIT_RECIPE_FETCH} (on or off)`);
  const privateText = (env.KINFIT_RECIPE_FETCH_PRIVATE ?? "").trim().toLowerCase();
  if (privateText && !["1", "0", "on", "off"].includes(privateText))
    throw new UsageError(`Invalid KINFIT_RECIPE_FETCH_PRIVATE: ${env.KINFIT_RECIPE_FETCH_PRIVATE} (1 or 0)`);
  const dbPath = flags.db ?? env.KINFIT_DB ?? "./data/kinfit.db";
  const config: Config = {
    port,
    host: flags.host ?? env.HOST ?? "0.0.0.0",
    dbPath,
    adminUsername: env.ADMIN_USERNAME?.trim() || "admin",
    adminPassword: env.ADMIN_PASSWORD || undefined,
    maxBodyBytes: 1024 * 1024,
    trustProxy: flags["trust-proxy"] ?? (env.KINFIT_TRUST_PROXY || undefined),
    allowedHosts: (flags["allowed-hosts"] ?? env.KINFIT_ALLOWED_HOSTS ?? "")
      .split(",")
      .map((h) => h.trim())
      .filter(Boolean),
    tlsCert,
    tlsKey,
    backupDir: flags["backup-dir"] ?? (env.KINFIT_BACKUP_DIR || join(dirname(dbPath), "backups")),
    backupKeep,
    signupLimit,
    foodLookupUrl,
    foodLookup: !flags["no-food-lookup"] && lookupText !== "off",
    recipeFetch: !flags["no-recipe-fetch"] && fetchText !== "off",
    recipeFetchPrivate: !!flags["recipe-fetch-private"] || privateText === "1" || privateText === "on",
    allowNewerDatabase: !!flags["allow-newer-database"] || newerText === "1" || newerText === "on",
    signOn: parseSignOn(flags, env, (message) => new UsageError(message)),
  };
  return {
    command,
    config,
    backupFile: command === "backup" ? positional[1] : undefined,
    restoreFile: command === "restore" ? positional[1] : undefined,
  };
}
