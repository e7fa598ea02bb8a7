// A recipe page fetched for a member (docs/behaviour/recipes.md, "Fetching safely"): only http and
// https, only to public addresses (each host resolved and checked, again on every redirect, at most
// three), within 10 s and 5 MB, with a User-Agent naming Kinfit. The request goes to the address
// that was checked, never to a second lookup of the name, so a name that answers a public address
// to the check and a private one to the fetch (DNS rebinding) reaches nothing private. A private
// address is allowed only with --recipe-fetch-private, for a recipe server on the home network.
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { networkInterfaces } from "node:os";
import { badGateway, badRequest, gatewayTimeout, tooLarge } from "@src/errors";
import { RECIPE } from "@shared/recipes/rules";

export type FetchRules = {
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  userAgent: string;
  /** Addresses taken for public sites: a test's local server standing in for one. */
  treatAsPublic?: (url: URL) => boolean;
  /** The name lookup: the system's unless a test stands in for DNS. */
  resolve?: (host: string) => Promise<string[]>;
};

const systemResolve = async (host: string) => (await lookup(host, { all: true })).map((r) => r.address);

const v4 = (a: string) => a.split(".").map(Number);

/** Whether an address is loopback, private, link-local, shared, multicast, reserved or unspecified. */
export function isPrivateAddress(address: string): boolean {
  const a = address
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (mapped) return isPrivateAddress(mapped[1]!);
  if (isIP(a) === 4) {
    const [x, y] = v4(a) as [number, number];
    return (
      x === 0 ||
      x === 10 ||
      x === 127 ||
      (x === 100 && y >= 64 && y < 128) ||
      (x === 169 && y === 254) ||
      (x === 172 && y >= 16 && y < 32) ||
      (x === 192 && y === 168) ||
      (x === 192 && y === 0) ||
      (x === 198 && (y === 18 || y === 19)) ||
      x >= 224
    );
  }
  if (isIP(a) === 6) {
    return (
      a === "::" || a === "::1" || /^f[cd]/.test(a) || /^fe[89ab]/.test(a) || /^ff/.test(a) || /^64:ff9b:/.test(a) || /^2001:db8:/.test(a)
    );
  }
  return true;
}

/** The server's own addresses: never fetched, whatever they are. */
function ownAddresses(): Set<string> {
  const own = new Set<string>();
  for (const list of Object.values(networkInterfaces())) for (const i of list ?? []) own.add(i.address.toLowerCase());
  return own;
}

const PRIVATE = "That address is on a private network: Kinfit fetches recipes only from public sites";

/**
 * A URL to fetch: `url` as the member gave it, `addresses` the checked addresses to connect to, in
 * the order the name gave them (null: any, by the name).
 */
type Target = { url: URL; addresses: string[] | null };

/** Addresses of one name tried in turn when one cannot be reached (a site's IPv6 address on a network without IPv6). */
const MAX_ADDRESSES = 3;

/** Refuses a URL that is no http(s) address, or whose host is (or resolves to) an address not allowed. */
async function checkUrl(raw: string, rules: FetchRules): Promise<Target> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badRequest("That is not a web address: paste the recipe page's address, starting with https://");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw badRequest("Only http and https addresses can be imported");
  if (url.username || url.password) throw badRequest("A recipe address cannot hold a user name or password");
  if (rules.allowPrivate) return { url, addresses: null };
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await (rules.resolve ?? systemResolve)(host);
    } catch {
      throw badGateway(`Could not reach ${host}: the site's name does not resolve`);
    }
  }
  if (addresses.length === 0) throw badGateway(`Could not reach ${host}: the site's name does not resolve`);
  const own = ownAddresses();
  if (!rules.treatAsPublic?.(url) && addresses.some((a) => isPrivateAddress(a) || own.has(a.toLowerCase()))) throw badRequest(PRIVATE);
  return { url, addresses: addresses.slice(0, MAX_ADDRESSES) };
}

/**
 * The request for a target at one of its checked addresses, with the name in the Host header and,
 * for https, as the TLS server name, so the certificate is still checked against the site's name.
 */
function pinned(url: URL, address: string | null): { href: string; host?: string; serverName?: string } {
  if (address === null || isIP(url.hostname.replace(/^\[|\]$/g, ""))) return { href: url.toString() };
  const direct = new URL(url);
  direct.hostname = isIP(address) === 6 ? `[${address}]` : address;
  return { href: direct.toString(), host: url.host, ...(url.protocol === "https:" ? { serverName: url.hostname } : {}) };
}

/** The target asked at each checked address in turn until one answers; the last failure when none does. */
async function fetchTarget(target: Target, userAgent: string, signal: AbortSignal): Promise<Response> {
  let failure: unknown;
  for (const address of target.addresses ?? [null]) {
    const to = pinned(target.url, address);
    try {
      return await fetch(to.href, {
        redirect: "manual",
        signal,
        headers: {
          "user-agent": userAgent,
          accept: "text/html,application/xhtml+xml,application/ld+json;q=0.9,*/*;q=0.5",
          ...(to.host ? { host: to.host } : {}),
        },
        ...(to.serverName ? { tls: { serverName: to.serverName } } : {}),
      });
    } catch (error) {
      if (signal.aborted) throw error;
      failure = error;
    }
  }
  throw failure;
}

/** The body read up to `max` bytes; past it, the read stops and the page is refused. */
async function readCapped(res: Response, max: number): Promise<string> {
  if (Number(res.headers.get("content-length") ?? 0) > max) throw tooLarge("The recipe page is larger than 5 MB");
  const reader = res.body?.getReader();
  if (!reader) return "";
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw tooLarge("The recipe page is larger than 5 MB");
    }
    parts.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(parts));
}

/** The page at `raw` as text, and its final address. */
export async function fetchPage(raw: string, rules: FetchRules): Promise<{ html: string; url: string }> {
  const timeoutMs = rules.timeoutMs ?? RECIPE.fetchTimeoutMs;
  const signal = AbortSignal.timeout(timeoutMs);
  let target = await checkUrl(raw, rules);
  let url = target.url;
  try {
    for (let redirects = 0; ; redirects++) {
      const res = await fetchTarget(target, rules.userAgent, signal);
      if (res.status >= 300 && res.status < 400 && res.headers.has("location")) {
        await res.body?.cancel();
        if (redirects >= RECIPE.maxRedirects) throw badGateway("The site redirected too many times (more than 3)");
        target = await checkUrl(new URL(res.headers.get("location")!, url).toString(), rules);
        url = target.url;
        continue;
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw badGateway(`The site answered ${res.status}: the recipe page could not be read`);
      }
      return { html: await readCapped(res, rules.maxBytes ?? RECIPE.maxPageBytes), url: url.toString() };
    }
  } catch (error) {
    if (signal.aborted) throw gatewayTimeout(`The site did not answer within ${Math.round(timeoutMs / 1000)} seconds`);
    if (error instanceof Error && "kind" in error) throw error;
    throw badGateway(`Could not reach ${url.hostname}: the site is unreachable`);
  }
}
