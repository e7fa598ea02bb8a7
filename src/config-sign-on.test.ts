// The sign-on flags and their variables: flags win, the three OpenID settings go together, an
// http issuer only on a loopback or private address, --password-login off needs another way in.
import { describe, expect, test } from "bun:test";
import { parseInvocation, USAGE, UsageError } from "./config";
import { isLoopbackOrPrivate } from "./config-sign-on";

const signOn = (argv: string[], env: Record<string, string> = {}) => parseInvocation(argv, env).config.signOn;
const OIDC = ["--oidc-issuer", "https://id.example.com/", "--oidc-client-id", "kinfit", "--oidc-client-secret", "s3cret"];

describe("sign-on configuration", () => {
  test("none set changes nothing: passwords on, no single sign-on, no header", () => {
    expect(signOn([])).toEqual({ authHeader: undefined, oidc: undefined, passwordLogin: true, publicUrl: undefined });
  });

  test("every flag has its variable, and flags win", () => {
    const env = {
      KINFIT_OIDC_ISSUER: "https://auth.home.example",
      KINFIT_OIDC_CLIENT_ID: "env-id",
      KINFIT_OIDC_CLIENT_SECRET: "env-secret",
      KINFIT_OIDC_NAME: "Authelia",
      KINFIT_OIDC_ADMIN_GROUP: "admins",
      KINFIT_PASSWORD_LOGIN: "off",
      KINFIT_PUBLIC_URL: "https://fit.example.com/",
      KINFIT_AUTH_HEADER: "Remote-User",
    };
    expect(signOn([], env)).toEqual({
      authHeader: "Remote-User",
      oidc: { issuer: "https://auth.home.example", clientId: "env-id", clientSecret: "env-secret", name: "Authelia", adminGroup: "admins" },
      passwordLogin: false,
      publicUrl: "https://fit.example.com",
    });
    const flagged = signOn([...OIDC, "--oidc-name=PocketID", "--auth-header", "Tailscale-User-Login", "--password-login", "on"], env);
    expect(flagged.oidc).toMatchObject({ issuer: "https://id.example.com", clientId: "kinfit", name: "PocketID" });
    expect(flagged.authHeader).toBe("Tailscale-User-Login");
    expect(flagged.passwordLogin).toBe(true);
    expect(signOn(OIDC).oidc?.name).toBe("Single sign-on");
  });

  test("refusals with words", () => {
    const refused = (argv: string[]) => {
      try {
        parseInvocation(argv, {});
      } catch (error) {
        expect(error).toBeInstanceOf(UsageError);
        return (error as Error).message;
      }
      throw new Error(`accepted: ${argv.join(" ")}`);
    };
    expect(refused(["--oidc-issuer", "https://id.example.com"])).toBe(
      "--oidc-issuer, --oidc-client-id and --oidc-client-secret go together",
    );
    expect(refused(["--oidc-issuer", "http://id.example.com", "--oidc-client-id", "a", "--oidc-client-secret", "b"])).toContain(
      "http:// only on a loopback or private address",
    );
    expect(refused(["--password-login", "off"])).toBe("--password-login off needs another way in: --oidc-issuer or --auth-header");
    expect(refused(["--password-login", "maybe", "--auth-header", "Remote-User"])).toBe("Invalid --password-login: maybe (on or off)");
    expect(refused(["--oidc-admin-group", "admins"])).toBe("--oidc-admin-group needs --oidc-issuer");
    expect(refused(["--auth-header", "Remote User"])).toBe("Invalid --auth-header: Remote User (a header name)");
    expect(refused(["--public-url", "fit.example.com"])).toContain("Invalid --public-url");
  });

  test("an http issuer on a loopback or private address is accepted", () => {
    for (const host of ["127.0.0.1:9000", "localhost:9000", "192.168.1.20", "10.0.0.5", "172.20.1.1", "[::1]:8080", "[fd12::1]"]) {
      expect(signOn(["--oidc-issuer", `http://${host}`, "--oidc-client-id", "a", "--oidc-client-secret", "b"]).oidc?.issuer).toBe(
        `http://${host}`,
      );
    }
    expect(isLoopbackOrPrivate("172.32.0.1")).toBe(false);
    expect(isLoopbackOrPrivate("8.8.8.8")).toBe(false);
    expect(isLoopbackOrPrivate("example.com")).toBe(false);
  });

  test("the usage names each flag with its variable", () => {
    for (const line of [
      "--oidc-issuer URL  KINFIT_OIDC_ISSUER",
      "--oidc-client-id ID  KINFIT_OIDC_CLIENT_ID",
      "--oidc-client-secret SECRET  KINFIT_OIDC_CLIENT_SECRET",
      "--oidc-name NAME  KINFIT_OIDC_NAME",
      "--oidc-admin-group GROUP  KINFIT_OIDC_ADMIN_GROUP",
      "--password-login off  KINFIT_PASSWORD_LOGIN=off",
      "--public-url URL  KINFIT_PUBLIC_URL",
      "--auth-header NAME  KINFIT_AUTH_HEADER",
    ])
      expect(USAGE).toContain(line);
  });
});
