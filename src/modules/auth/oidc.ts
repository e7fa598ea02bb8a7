// Single sign-on with an OpenID provider (docs/behaviour/auth.md, "Single sign-on"), through
// openid-client: the authorization code flow with PKCE, `state` and `nonce`, and the ID token's
// checks, none of which we write ourselves. The provider's metadata is discovered once, again
// after a failure. A login in progress is kept here for ten minutes, bound to the browser that
// started it by a cookie holding its state.
import * as client from "openid-client";
import { badRequest, forbidden, unavailable } from "@src/errors";
import { isFromTrustedProxy } from "@http/client-address";
import type { AppContext } from "@http/context";
import type { SignOnConfig } from "@src/config-sign-on";
import { isLoopbackOrPrivate } from "@src/config-sign-on";
import { createPasswordless, emailOf } from "./accounts";
import { linkIdentity, userByEmail, userBySubject, type User } from "./store";

type Oidc = NonNullable<SignOnConfig["oidc"]>;

export const OIDC_COOKIE = "kinfit_oidc";
export const PENDING_MS = 10 * 60 * 1000;
const MAX_PENDING = 1000;
export const CALLBACK_PATH = "/api/auth/oidc/callback";

export const NO_EMAIL =
  "Your sign-in provider did not share an email address, which Kinfit needs for your account. Ask the person who runs it.";
export const EMAIL_NOT_VERIFIED =
  "An account with this email already exists, but your sign-in provider has not verified the email, so Kinfit cannot link them.";
export const LOGIN_EXPIRED = "That sign-in took too long or was started in another browser. Please try again.";
export const PROVIDER_DOWN = "The sign-in provider could not be reached. Please try again in a moment.";

type Pending = { verifier: string; nonce: string; redirectUri: string; at: number };
const pending = new Map<string, Pending>();
const configs = new Map<string, Promise<client.Configuration>>();

type Server = { requestIP(r: Request): { address: string } | null } | null | undefined;

function configFor(oidc: Oidc): Promise<client.Configuration> {
  const key = `${oidc.issuer} ${oidc.clientId}`;
  let found = configs.get(key);
  if (!found) {
    const url = new URL(oidc.issuer);
    // Plain http only for a provider on a loopback or private address (checked at start too).
    const insecure = url.protocol === "http:" && isLoopbackOrPrivate(url.hostname);
    found = client.discovery(url, oidc.clientId, oidc.clientSecret, undefined, insecure ? { execute: [client.allowInsecureRequests] } : {});
    found.catch(() => configs.delete(key));
    configs.set(key, found);
  }
  return found;
}

/** Where the provider sends the browser back: --public-url, else the request's own origin (the proxy's, behind --trust-proxy). */
export function redirectUriFor(ctx: AppContext, request: Request, server: Server): string {
  if (ctx.signOn?.publicUrl) return `${ctx.signOn.publicUrl}${CALLBACK_PATH}`;
  const url = new URL(request.url);
  let origin = url.origin;
  if (isFromTrustedProxy(server?.requestIP(request)?.address, ctx.trustProxy)) {
    const proto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
    const host = request.headers.get("host");
    if (host) origin = `${proto === "https" ? "https" : proto === "http" ? "http" : url.protocol.slice(0, -1)}://${host}`;
  }
  return `${origin}${CALLBACK_PATH}`;
}

function forgetStale(now: number) {
  for (const [state, p] of pending) if (now - p.at > PENDING_MS) pending.delete(state);
  // Oldest first: a flood of starts forgets its own oldest, never more than it made.
  while (pending.size >= MAX_PENDING) pending.delete(pending.keys().next().value!);
}

/** The provider's authorization URL for a new login, and its state (for the browser's cookie). */
export async function startLogin(oidc: Oidc, redirectUri: string): Promise<{ url: string; state: string }> {
  const config = await configFor(oidc).catch(() => {
    throw unavailable(PROVIDER_DOWN);
  });
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const now = Date.now();
  forgetStale(now);
  pending.set(state, { verifier, nonce, redirectUri, at: now });
  const scope = oidc.adminGroup ? "openid email profile groups" : "openid email profile";
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    state,
    nonce,
  });
  return { url: url.href, state };
}

export type Claims = { sub: string; email?: string; emailVerified: boolean; givenName?: string; familyName?: string; groups: string[] };

/**
 * The provider's answer checked (state against the browser's cookie, PKCE, nonce, the ID token)
 * and its claims, the user info's filling in what the ID token leaves out.
 */
export async function finishLogin(ctx: AppContext, oidc: Oidc, query: string, cookieState: string | undefined): Promise<Claims> {
  const params = new URLSearchParams(query);
  const state = params.get("state") ?? "";
  const login = pending.get(state);
  if (!login || cookieState !== state || Date.now() - login.at > PENDING_MS) throw badRequest(LOGIN_EXPIRED);
  pending.delete(state);
  const refused = params.get("error");
  if (refused) throw forbidden(`The sign-in provider refused: ${params.get("error_description") ?? refused}`);
  const config = await configFor(oidc).catch(() => {
    throw unavailable(PROVIDER_DOWN);
  });
  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
  try {
    tokens = await client.authorizationCodeGrant(config, new URL(`${login.redirectUri}?${params}`), {
      pkceCodeVerifier: login.verifier,
      expectedState: state,
      expectedNonce: login.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    ctx.logError("Single sign-on: the provider's answer was refused", error);
    throw forbidden("The sign-in provider's answer could not be checked. Please try again.");
  }
  const claims: Record<string, unknown> = { ...tokens.claims() };
  if (typeof claims.email !== "string" || (oidc.adminGroup && !Array.isArray(claims.groups))) {
    const info = await client.fetchUserInfo(config, tokens.access_token, String(claims.sub)).catch(() => ({}));
    for (const [k, v] of Object.entries(info)) claims[k] ??= v;
  }
  return {
    sub: String(claims.sub),
    email: typeof claims.email === "string" ? claims.email : undefined,
    emailVerified: claims.email_verified === true || claims.email_verified === "true",
    givenName: typeof claims.given_name === "string" ? claims.given_name : undefined,
    familyName: typeof claims.family_name === "string" ? claims.family_name : undefined,
    groups: Array.isArray(claims.groups) ? claims.groups.map(String) : [],
  };
}

/**
 * The member the provider's person is: linked by subject; else by a verified email equal to a
 * member's (and linked from then on); else a new member while sign-ups are open. Never by an
 * unverified email.
 */
export function memberFor(ctx: AppContext, issuer: string, claims: Claims, client: string): User {
  const linked = userBySubject(ctx.db, issuer, claims.sub);
  if (linked) return linked;
  const email = emailOf(claims.email);
  if (!email) throw forbidden(NO_EMAIL);
  const existing = userByEmail(ctx.db, email);
  if (existing && !claims.emailVerified) throw forbidden(EMAIL_NOT_VERIFIED);
  const user = existing ?? createPasswordless(ctx, { email, firstName: claims.givenName, lastName: claims.familyName }, client);
  linkIdentity(ctx.db, user.id, issuer, claims.sub);
  return user;
}

/** Tests start with no provider remembered. */
export function forgetProviders(): void {
  configs.clear();
  pending.clear();
}
