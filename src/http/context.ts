// What every module of the HTTP app is built with. Modules may import this file (and validate.ts,
// rate-limit.ts and client-address.ts); nothing here imports a module, so the layers only point one way.
import { enableGroupCommit, type Db } from "@db/client";
import type { Database } from "bun:sqlite";
import type { CommitGroup } from "@db/group-commit";
import type { ServerStatus } from "@db/server-status";
import type { Food } from "@shared/foods/contract";
import { ReadCache, SESSION_VERSION } from "@db/read-cache";
import { Answers } from "./answers";
import { FailureLimiter, SignupLimiter } from "./rate-limit";
import type { WebAssets } from "./web-assets";
import type { SignOnConfig } from "@src/config-sign-on";

export type { AnswerSet } from "./compress";

export type AppContext = {
  db: Db;
  maxBodyBytes: number;
  /** Failed sign-ins, users and admin alike. */
  limiter: FailureLimiter;
  /** Sign-ups per hour, per address and for the install (--signup-limit). */
  signups: SignupLimiter;
  /** The reverse proxy whose X-Forwarded-For is believed (--trust-proxy); none by default. */
  trustProxy?: string;
  /** Single sign-on, the proxy's user header and password sign-in (src/config-sign-on.ts); absent: passwords only. */
  signOn?: Partial<SignOnConfig>;
  /** Host names served beyond those a home network can have (--allowed-hosts). */
  allowedHosts?: string[];
  /** The food table, opened read-only beside the member database (src/modules/foods/table-file.ts). */
  foods?: Database;
  /** Why the food table is unavailable, whether the disk is full (src/db/server-status.ts); absent in API tests. */
  status?: ServerStatus;
  /** A food by its id as the member may see it (src/modules/foods), for the meal ingredients made from one. */
  findFood?: (userId: number, foodId: string) => Food | null;
  /** The food search as the member runs it (src/modules/foods), for matching a recipe's ingredient lines. */
  searchFoods?: (userId: number, query: string, limit: number) => Food[];
  /** A member's hard sets per muscle in the week starting `monday` (src/modules/exercise-library), for the coach's week. */
  weekMuscleSets?: (userId: number, monday: string) => Partial<Record<string, number>>;
  /**
   * Where a barcode the household does not know is looked up (--food-lookup-url); absent or
   * `url` null (--no-food-lookup), the server never goes online for one. Tests shorten the wait.
   */
  foodLookup?: { url: string | null; timeoutMs?: number; maxBytes?: number };
  /**
   * Recipe pages fetched for a member (src/modules/recipes): off with --no-recipe-fetch, private
   * addresses allowed with --recipe-fetch-private. Absent (API tests): off.
   */
  recipeFetch?: { enabled: boolean; allowPrivate: boolean; timeoutMs?: number; userAgent?: string };
  /** The built web app; absent in API tests. */
  web?: WebAssets;
  logError: (message: string, error?: unknown) => void;
  /** Automatic backups (--backup-dir, --backup-keep) and how the schedule stands; absent in API tests. */
  backups?: { dir: string; keep: number; status: () => { lastError: { at: Date; message: string } | null } };
  /** Settles once the admin account is set up; start-up serves before that (argon2 is slow on a Pi). */
  adminReady: Promise<unknown>;
  /** Answers kept until the database changes (src/db/read-cache.ts). */
  readCache: ReadCache;
  /** The session behind each cookie, kept until sessions or users change. */
  sessionCache: ReadCache;
  /** A member's reads answered from readCache, with an ETag (src/http/answers.ts). */
  answers: Answers;
  /** The server's transactions of one turn, committed together; answers wait for it (src/db/group-commit.ts). */
  commits: CommitGroup;
  /**
   * Told of every request: the server's release of memory when quiet (src/http/quiet.ts), and the
   * JIT's thresholds by load (src/http/jit-policy.ts).
   */
  quiet?: { seen(request: Request): void };
};

export function makeContext(db: Db, overrides: Partial<AppContext> = {}): AppContext {
  const readCache = overrides.readCache ?? new ReadCache(db.$client);
  const sessionCache = new ReadCache(db.$client, 1024 * 1024, SESSION_VERSION);
  const commits = enableGroupCommit(db.$client);
  // A lost group takes back writes the kept values may have been computed from.
  commits.whenRolledBack(() => {
    readCache.clear();
    sessionCache.clear();
  });
  return {
    db,
    maxBodyBytes: 1024 * 1024,
    limiter: new FailureLimiter(),
    signups: new SignupLimiter(),
    logError: (message, error) => console.error(message, error instanceof Error ? error.stack : (error ?? "")),
    adminReady: Promise.resolve(),
    readCache,
    sessionCache,
    commits,
    answers: new Answers(readCache),
    ...overrides,
  };
}
