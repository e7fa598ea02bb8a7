// A trusted proxy's user (docs/behaviour/auth.md, "A trusted proxy's user"): with --auth-header,
// the member whose email the header names, only for requests from the --trust-proxy address. The
// proxy adds the header to every request, cross-site ones included, so a change signed in by it
// needs an Origin of this site; a header from any other address is ignored (and logged once).
import { forbidden, unauthorized } from "@src/errors";
import { clientAddress, isFromTrustedProxy } from "@http/client-address";
import type { AppContext } from "@http/context";
import { emailOf, memberByEmail } from "./accounts";
import type { User } from "./store";

export const PROXY_CHANGE_REFUSED = "A change signed in by the proxy must come from Kinfit's own pages (an Origin of this site)";

type Server = { requestIP(r: Request): { address: string } | null } | null | undefined;

/** Addresses whose header was ignored and logged, so a misconfigured client logs once, not per request. */
const logged = new Set<string>();
const MAX_LOGGED = 1000;

/** Whether a change carries an Origin naming the very host and scheme it was sent to. */
function sameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return false;
  const url = new URL(request.url);
  const host = (request.headers.get("host") ?? url.host).toLowerCase();
  const scheme = request.headers.get("x-forwarded-proto") === "https" ? "https:" : url.protocol;
  try {
    const from = new URL(origin);
    return from.host === host && from.protocol === scheme;
  } catch {
    return false;
  }
}

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The member the trusted proxy's header names, or undefined when the request carries no such
 * header from the proxy. Throws the refusal: a value that is no email (401), a cross-site change
 * (403), sign-ups closed for a newcomer (403) or the sign-up limit (429).
 */
export function proxyUser(ctx: AppContext, request: Request, server: Server): User | undefined {
  const header = ctx.signOn?.authHeader;
  if (!header) return undefined;
  const value = request.headers.get(header);
  if (value === null) return undefined;
  const peer = server?.requestIP(request)?.address;
  if (!isFromTrustedProxy(peer, ctx.trustProxy)) {
    const from = peer ?? "local";
    if (!logged.has(from) && logged.size < MAX_LOGGED) {
      logged.add(from);
      ctx.logError(`Ignored the ${header} header from ${from}: only the --trust-proxy address may sign members in with it`);
    }
    return undefined;
  }
  const email = emailOf(value);
  if (!email) throw unauthorized(`The proxy's ${header} header does not name an email address`);
  if (!SAFE.has(request.method) && !sameOrigin(request)) throw forbidden(PROXY_CHANGE_REFUSED);
  const client = clientAddress(peer, request.headers.get("x-forwarded-for"), ctx.trustProxy);
  return memberByEmail(ctx, { email }, client);
}

/** Tests start each case with nothing logged. */
export const forgetLoggedAddresses = () => logged.clear();
