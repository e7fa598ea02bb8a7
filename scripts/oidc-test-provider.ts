// A real OpenID provider for the API and browser tests (oidc-provider, on loopback), never a stand-in for the
// protocol: its people are given by the test, it asks no consent of Kinfit's client, and
// `signInAt` drives its development login form as a browser would, returning Kinfit's callback URL.
import Provider from "oidc-provider";
import { freePort } from "@scripts/free-port";

export type Person = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  groups?: string[];
};

export type TestProvider = { issuer: string; people: Map<string, Person>; close: () => Promise<void> };

/** What the provider hands loadExistingGrant: enough of its context to make a grant. */
type GrantContext = {
  oidc: {
    provider: { Grant: new (init: { clientId: string; accountId: string }) => { addOIDCScope(s: string): void; save(): Promise<string> } };
    client: { clientId: string };
    session: { accountId: string };
  };
};

export const CLIENT = { id: "kinfit", secret: "a test client secret of enough length" };

/** `port`: where it listens (a free one when not given), so a server started first can name it. */
export async function startProvider(redirectUris: string[], port?: number): Promise<TestProvider> {
  port ??= await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const people = new Map<string, Person>();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        redirect_uris: redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["given_name", "family_name"],
      groups: ["groups"],
    },
    scopes: ["openid", "email", "profile", "groups"],
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    findAccount: async (_ctx: unknown, sub: string) => {
      const person = people.get(sub);
      return person ? { accountId: sub, claims: async () => ({ ...person }) } : undefined;
    },
    // Kinfit's client is the household's own: no consent screen.
    loadExistingGrant: async (ctx: GrantContext) => {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope("openid email profile groups");
      await grant.save();
      return grant;
    },
  });
  const server = provider.listen(port, "127.0.0.1");
  return {
    issuer,
    people,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Follows the provider's pages from `authorizationUrl` as a browser would, signing in as `sub` on
 * its login form; answers the URL the provider sends the browser back to (Kinfit's callback).
 */
export async function signInAt(authorizationUrl: string, sub: string): Promise<string> {
  const jar = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
    const res = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    return res;
  };
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    const res = await send(url);
    const location = res.headers.get("location");
    if (location) {
      const next = new URL(location, url).href;
      if (!next.startsWith(new URL(authorizationUrl).origin)) return next;
      url = next;
      continue;
    }
    const page = await res.text();
    const uid = /\/interaction\/([^/"?]+)/.exec(url)?.[1];
    if (!uid || !page.includes('name="login"')) throw new Error(`unexpected provider page at ${url}: ${res.status}`);
    const form = new URLSearchParams({ prompt: "login", login: sub, password: "any" });
    const posted = await send(`${new URL(url).origin}/interaction/${uid}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    url = new URL(posted.headers.get("location")!, url).href;
  }
  throw new Error("the provider never sent the browser back");
}
