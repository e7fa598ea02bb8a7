// Headers on every response, and the request checks that run before any route.
import { createHash } from "node:crypto";
import { FONT_WARMUP_SCRIPT } from "@shared/font-warmup";
import { THEME_BOOT_SCRIPT } from "@shared/theme-boot";

/** The CSP source that allows one inline script: its text's sha256, base64. */
export const scriptHash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

export const SECURITY_HEADERS: Record<string, string> = {
  // Scripts only from our own files, plus the page's two inline scripts, each allowed by its hash
  // (the theme before the first paint, the font lookups while the app loads): no other inline
  // script, no eval. 'wasm-unsafe-eval' lets the barcode scanner compile its WebAssembly (our own
  // file, like the scripts); it allows no JavaScript eval. Styles allow inline because
  // React sets style attributes for progress bars, and the loading frame is styled in the page.
  "content-security-policy": [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${scriptHash(THEME_BOOT_SCRIPT)} ${scriptHash(FONT_WARMUP_SCRIPT)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; "),
  "x-content-type-options": "nosniff",
  "referrer-policy": "same-origin",
  "x-frame-options": "DENY",
  // The camera for the barcode scanner, on the app's own pages only; nothing else.
  "permissions-policy": "camera=(self), microphone=(), geolocation=()",
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** GET, HEAD and OPTIONS: methods that change nothing, so carry no body to check nor an origin to refuse. */
export const isSafeMethod = (method: string) => SAFE_METHODS.has(method);

/** A state-changing request whose Origin names another host than the one it was sent to. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * A request without a usable Host header (HTTP/1.0, `Host:` empty, `Host: a b`) cannot be routed
 * or checked against its Origin: it is refused before anything reads its URL.
 */
export function hasValidHost(request: Request): boolean {
  let urlHost: string;
  try {
    urlHost = new URL(request.url).host;
  } catch {
    return false;
  }
  // A request made in-process (tests) has no Host header: its URL names the host.
  const host = request.headers.get("host") ?? urlHost;
  return host !== "" && HOST.test(host);
}

/** The path of a request, read without parsing the URL (which throws on a hostile Host). */
export function pathOf(request: Request): string {
  const url = request.url;
  const start = url.indexOf("/", url.indexOf("//") + 2);
  if (start < 0) return "/";
  const end = url.search(/[?#]/);
  return end > start ? url.slice(start, end) : url.slice(start);
}

/** The host name of a Host header, without port or IPv6 brackets, lower-case. */
export function hostName(host: string): string {
  const h = host.toLowerCase();
  if (h.startsWith("[")) return h.slice(1, h.indexOf("]"));
  return h.replace(/:\d+$/, "").replace(/\.$/, "");
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const LAN_SUFFIXES = [".local", ".lan", ".home.arpa", ".internal"];

/**
 * DNS rebinding: a web page can point its own name at this server's address and then read it as
 * same-origin. That page's name is the Host the server sees, so only names a home install can
 * have are served (addresses, localhost, single-label names, .local, .lan, .home.arpa,
 * .internal) plus those the owner lists with --allowed-hosts (docs/behaviour/design-decisions.md, "Design decisions").
 */
export function isAllowedHost(host: string, allowed: readonly string[] = []): boolean {
  const name = hostName(host);
  if (IPV4.test(name) || name.includes(":")) return true;
  if (name === "localhost" || !name.includes(".")) return true;
  if (LAN_SUFFIXES.some((suffix) => name.endsWith(suffix))) return true;
  return allowed.some((a) => hostName(a) === name);
}

/** Distinct Host headers remembered as served: a household uses a handful of names. */
const KNOWN_HOSTS = 64;

/**
 * The Host checks of every request, hasValidHost then isAllowedHost: what is wrong with the
 * request's host, or undefined when it is served. A Host header that passed is remembered, so a
 * household's few names are parsed and checked once rather than on every request; a request whose
 * URL names another host (an absolute request line) is checked in full.
 */
export class HostCheck {
  private readonly served = new Set<string>();

  constructor(private readonly allowed: readonly string[] = []) {}

  problem(request: Request): { status: 400 } | { status: 421; name: string } | undefined {
    const host = request.headers.get("host");
    if (host !== null && this.served.has(host) && urlNamesHost(request.url, host)) return undefined;
    if (!hasValidHost(request)) return { status: 400 };
    if (host && !isAllowedHost(host, this.allowed)) return { status: 421, name: hostName(host) };
    if (host !== null) {
      if (this.served.size >= KNOWN_HOSTS) this.served.clear();
      this.served.add(host);
    }
    return undefined;
  }
}

/** Whether `url` is `scheme://host/...` for exactly this host. */
function urlNamesHost(url: string, host: string): boolean {
  const start = url.indexOf("//") + 2;
  return url.startsWith(host, start) && (url.length === start + host.length || url[start + host.length] === "/");
}

export function isCrossOrigin(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.get("origin");
  if (!origin) return false;
  const url = new URL(request.url);
  const host = request.headers.get("host") ?? url.host;
  // Behind a TLS proxy the request arrives as http; the proxy says what the browser used.
  const scheme = request.headers.get("x-forwarded-proto") === "https" ? "https:" : url.protocol;
  try {
    const from = new URL(origin);
    return from.host !== host.toLowerCase() || from.protocol !== scheme;
  } catch {
    return true; // "null" or garbage: not our page
  }
}

export const bodyTooLargeMessage = (maxBytes: number) => `Request body too large (limit ${Math.round(maxBytes / 1024)} KB)`;

/** What a route takes as its body: at most `maxBytes`, of a content type `type` matches. */
export type BodyRule = { maxBytes: number; tooLarge: string; type: RegExp; wrongType: string };

/** The rule of every route but the file uploads: JSON, up to `maxBytes`. */
export const jsonBodyRule = (maxBytes: number): BodyRule => ({
  maxBytes,
  tooLarge: bodyTooLargeMessage(maxBytes),
  type: /^application\/json\b/i,
  wrongType: "Content-Type must be application/json",
});

/** Why a body cannot be accepted (413 or 415), or undefined when it can. */
export function bodyProblem(request: Request, rule: BodyRule): { status: number; message: string } | undefined {
  if (SAFE_METHODS.has(request.method)) return undefined;
  const length = Number(request.headers.get("content-length") ?? "0");
  if (length > rule.maxBytes) {
    return { status: 413, message: rule.tooLarge };
  }
  const type = request.headers.get("content-type");
  const hasBody =
    length > 0 || request.headers.has("transfer-encoding") || (!request.headers.has("content-length") && request.body !== null);
  if (hasBody && !rule.type.test(type ?? "")) {
    return { status: 415, message: rule.wrongType };
  }
  return undefined;
}
