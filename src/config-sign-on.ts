// The ways in besides a password, from flags and environment (flags win): single sign-on with an
// OpenID provider, a trusted proxy's user header, and whether members may sign in with a password
// (docs/behaviour/auth.md, "Single sign-on", "A trusted proxy's user").

/** What src/config.ts hands the server of sign-on; nothing set changes nothing. */
export type SignOnConfig = {
  /** The request header a trusted proxy names the member's email in (--auth-header). */
  authHeader: string | undefined;
  oidc:
    | {
        issuer: string;
        clientId: string;
        clientSecret: string;
        /** The button's words: "Sign in with NAME". */
        name: string;
        /** Members in this group of the `groups` claim also get the admin session. */
        adminGroup: string | undefined;
      }
    | undefined;
  /** False (--password-login off): members cannot sign in with a password. */
  passwordLogin: boolean;
  /** The address the browser reaches Kinfit at, for the provider's redirect back (--public-url). */
  publicUrl: string | undefined;
};

export const SIGN_ON_FLAGS = [
  "auth-header",
  "oidc-issuer",
  "oidc-client-id",
  "oidc-client-secret",
  "oidc-name",
  "oidc-admin-group",
  "password-login",
  "public-url",
];

export const SIGN_ON_USAGE = `  --oidc-issuer URL  KINFIT_OIDC_ISSUER
  --oidc-client-id ID  KINFIT_OIDC_CLIENT_ID
  --oidc-client-secret SECRET  KINFIT_OIDC_CLIENT_SECRET
                sign in with an OpenID Connect provider (Authelia, Authentik, PocketID,
                Keycloak, Kanidm); all three together. The provider redirects back to
                <public URL>/api/auth/oidc/callback. An http:// issuer only on a loopback or
                private address
  --oidc-name NAME  KINFIT_OIDC_NAME
                the start page's button: "Sign in with NAME" (default Single sign-on)
  --oidc-admin-group GROUP  KINFIT_OIDC_ADMIN_GROUP
                members in this group (the groups claim) also get the admin session
  --password-login off  KINFIT_PASSWORD_LOGIN=off
                members sign in only by single sign-on or the proxy header; the admin keeps a
                password unless --oidc-admin-group is set too
  --public-url URL  KINFIT_PUBLIC_URL
                the address browsers open Kinfit at (default: the request's own origin)
  --auth-header NAME  KINFIT_AUTH_HEADER
                the header your --trust-proxy proxy names the member's email in (Remote-User,
                Tailscale-User-Login); from any other address it is ignored
`;

const HEADER_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/;

/** Whether `host` (a URL's hostname) is a loopback or private address, where plain http may serve a provider. */
export function isLoopbackOrPrivate(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, "").toLowerCase();
  if (h === "localhost" || h === "::1") return true;
  if (/^f[cd][0-9a-f]{2}:/.test(h) || h.startsWith("fe80:")) return true;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(h);
  if (!v4) return false;
  const [a, b] = [Number(v4[1]), Number(v4[2])];
  return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
}

function checkedUrl(text: string, flag: string, error: (m: string) => Error): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw error(`Invalid --${flag}: ${text} (an http or https address)`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw error(`Invalid --${flag}: ${text} (an http or https address)`);
  return url;
}

export function parseSignOn(
  flags: Record<string, string>,
  env: Record<string, string | undefined>,
  error: (message: string) => Error,
): SignOnConfig {
  const pick = (flag: string, name: string) => (flags[flag] ?? (env[name] || undefined))?.trim() || undefined;
  const authHeader = pick("auth-header", "KINFIT_AUTH_HEADER");
  if (authHeader !== undefined && !HEADER_NAME.test(authHeader)) throw error(`Invalid --auth-header: ${authHeader} (a header name)`);
  const issuer = pick("oidc-issuer", "KINFIT_OIDC_ISSUER")?.replace(/\/+$/, "");
  const clientId = pick("oidc-client-id", "KINFIT_OIDC_CLIENT_ID");
  const clientSecret = pick("oidc-client-secret", "KINFIT_OIDC_CLIENT_SECRET");
  const given = [issuer, clientId, clientSecret].filter((v) => v !== undefined).length;
  if (given > 0 && given < 3) throw error("--oidc-issuer, --oidc-client-id and --oidc-client-secret go together");
  if (issuer !== undefined) {
    const url = checkedUrl(issuer, "oidc-issuer", error);
    if (url.protocol === "http:" && !isLoopbackOrPrivate(url.hostname))
      throw error(`Invalid --oidc-issuer: ${issuer} (http:// only on a loopback or private address; use https://)`);
  }
  const adminGroup = pick("oidc-admin-group", "KINFIT_OIDC_ADMIN_GROUP");
  if (adminGroup !== undefined && issuer === undefined) throw error("--oidc-admin-group needs --oidc-issuer");
  const loginText = (pick("password-login", "KINFIT_PASSWORD_LOGIN") ?? "on").toLowerCase();
  if (!["on", "off"].includes(loginText)) throw error(`Invalid --password-login: ${loginText} (on or off)`);
  if (loginText === "off" && issuer === undefined && authHeader === undefined)
    throw error("--password-login off needs another way in: --oidc-issuer or --auth-header");
  const publicText = pick("public-url", "KINFIT_PUBLIC_URL")?.replace(/\/+$/, "");
  const publicUrl = publicText === undefined ? undefined : checkedUrl(publicText, "public-url", error).origin;
  const oidc =
    issuer && clientId && clientSecret
      ? { issuer, clientId, clientSecret, name: pick("oidc-name", "KINFIT_OIDC_NAME") ?? "Single sign-on", adminGroup }
      : undefined;
  return { authHeader, oidc, passwordLogin: loginText !== "off", publicUrl };
}
