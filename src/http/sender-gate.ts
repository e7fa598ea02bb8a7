// Who sends a change is known before its body is read: a body is only read for a route that exists,
// from a sender it accepts, and a file upload only while the server has a slot for it
// (docs/behaviour/data-transfer.md, "Data import"; SECURITY.md). Elysia reads a body before any route's guard
// runs, so these checks run in onRequest, after the Host, origin and declared size and type.
import { UPLOADS } from "@shared/limits";

export type Access = "public" | "user" | "admin";

/** Why a change is answered before its body is read, or undefined when it may be read. */
export type SenderProblem = { status: 401 | 403 | 404 | 429; message: string; retryAfterSeconds?: number };

type Route = { method: string; path: string };

/** The registered routes of one method, as Elysia matches them: static paths before patterns. */
class RouteTable {
  private readonly statics = new Set<string>();
  private readonly patterns: { method: string; key: string; pattern: RegExp }[] = [];

  constructor(routes: readonly Route[]) {
    for (const { method, path } of routes) {
      if (!path.startsWith("/api/") || path === "/api/*") continue;
      const key = `${method} ${path}`;
      if (!path.includes(":") && !path.includes("*")) this.statics.add(key);
      else {
        const source = path
          .split("/")
          .map((part) => (part.startsWith(":") ? "[^/]+" : part === "*" ? ".*" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
          .join("/");
        this.patterns.push({ method, key, pattern: new RegExp(`^${source}$`) });
      }
    }
  }

  /** "METHOD /pattern" of the route a request reaches, or undefined for an unknown path. */
  find(method: string, path: string): string | undefined {
    // Elysia takes a path with a trailing slash for the same route.
    const bare = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
    const key = `${method} ${bare}`;
    if (this.statics.has(key)) return key;
    return this.patterns.find((p) => p.method === method && p.pattern.test(bare))?.key;
  }
}

/**
 * File uploads in flight: one per member, a few in all, since each can hold its whole file in memory
 * while it is read and imported. A slot held past `staleMs` (a request that never reported its end)
 * is given back.
 */
export class UploadSlots {
  private readonly held = new Map<Request, { sender: number; since: number }>();

  constructor(
    private readonly perMember = UPLOADS.perMember,
    private readonly inAll = UPLOADS.inAll,
    private readonly staleMs = UPLOADS.staleMs,
    private readonly now = () => Date.now(),
  ) {}

  /** Takes a slot for `request`, or says why not. */
  take(request: Request, sender: number): SenderProblem | undefined {
    const now = this.now();
    for (const [r, slot] of this.held) if (now - slot.since > this.staleMs) this.held.delete(r);
    const mine = [...this.held.values()].filter((slot) => slot.sender === sender).length;
    if (mine >= this.perMember) return { status: 429, message: UPLOADS.yoursBusy, retryAfterSeconds: UPLOADS.retryAfterSeconds };
    if (this.held.size >= this.inAll) return { status: 429, message: UPLOADS.serverBusy, retryAfterSeconds: UPLOADS.retryAfterSeconds };
    this.held.set(request, { sender, since: now });
    return undefined;
  }

  /** Gives back the slot `request` holds, if any. */
  release(request: Request): void {
    this.held.delete(request);
  }

  get inFlight(): number {
    return this.held.size;
  }
}

export type SenderGateOptions = {
  /** The app's registered routes, read on the first change (every module is mounted by then). */
  routes: () => readonly Route[];
  /** Who may call a route, by its "METHOD /pattern". */
  accessOf: (route: string) => Access;
  /**
   * The signed-in member's or admin's id behind the request (its cookie or API token) for the
   * route ("METHOD /pattern"), or why it is refused.
   */
  senderOf: (request: Request, access: "user" | "admin", route: string) => number | SenderProblem;
  /** Whether the route takes a file upload. */
  isUpload: (route: string) => boolean;
  uploads?: UploadSlots;
};

export class SenderGate {
  private table?: RouteTable;
  readonly uploads: UploadSlots;

  constructor(private readonly options: SenderGateOptions) {
    this.uploads = options.uploads ?? new UploadSlots();
  }

  /** The checks of a change to `path` of the API, before its body is read. */
  problem(request: Request, path: string): SenderProblem | undefined {
    this.table ??= new RouteTable(this.options.routes());
    const route = this.table.find(request.method, path);
    if (route === undefined) return { status: 404, message: "Not found" };
    const access = this.options.accessOf(route);
    if (access === "public") return undefined;
    const sender = this.options.senderOf(request, access, route);
    if (typeof sender !== "number") return sender;
    if (access === "user" && this.options.isUpload(route)) return this.uploads.take(request, sender);
    return undefined;
  }

  /** The request is answered: its upload slot, if it held one, is free. */
  done(request: Request): void {
    this.uploads.release(request);
  }
}
