// Command line and environment to one configuration: defaults, precedence, commands, usage errors.
import { describe, expect, test } from "bun:test";
import { parseInvocation, USAGE, UsageError } from "./config";

describe("parseInvocation", () => {
  test("defaults", () => {
    const { command, config } = parseInvocation([], {});
    expect(command).toBe("serve");
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      dbPath: "./data/kinfit.db",
      adminUsername: "admin",
      adminPassword: undefined,
    });
  });

  test("environment, and flags win over it", () => {
    const env = { PORT: "4000", HOST: "127.0.0.1", KINFIT_DB: "/srv/k.db", ADMIN_USERNAME: "mum", ADMIN_PASSWORD: "pw" };
    expect(parseInvocation([], env).config).toMatchObject({
      port: 4000,
      host: "127.0.0.1",
      dbPath: "/srv/k.db",
      adminUsername: "mum",
      adminPassword: "pw",
    });
    const flagged = parseInvocation(["--port", "5000", "--host=::1", "--db", "x.db"], env).config;
    expect(flagged).toMatchObject({ port: 5000, host: "::1", dbPath: "x.db" });
  });

  test("--trust-proxy and KINFIT_TRUST_PROXY; nobody is trusted by default", () => {
    expect(parseInvocation([], {}).config.trustProxy).toBeUndefined();
    expect(parseInvocation([], { KINFIT_TRUST_PROXY: "192.168.1.2" }).config.trustProxy).toBe("192.168.1.2");
    expect(parseInvocation(["--trust-proxy", "10.0.0.1"], { KINFIT_TRUST_PROXY: "192.168.1.2" }).config.trustProxy).toBe("10.0.0.1");
  });

  test("--allowed-hosts and KINFIT_ALLOWED_HOSTS, comma-separated", () => {
    expect(parseInvocation([], {}).config.allowedHosts).toEqual([]);
    expect(parseInvocation([], { KINFIT_ALLOWED_HOSTS: "a.example.com, b.example.com" }).config.allowedHosts).toEqual([
      "a.example.com",
      "b.example.com",
    ]);
    expect(parseInvocation(["--allowed-hosts", "c.example.com"], { KINFIT_ALLOWED_HOSTS: "a.example.com" }).config.allowedHosts).toEqual([
      "c.example.com",
    ]);
  });

  test("--tls-cert and --tls-key, or KINFIT_TLS_CERT and KINFIT_TLS_KEY; both or neither", () => {
    expect(parseInvocation([], {}).config).toMatchObject({ tlsCert: undefined, tlsKey: undefined });
    expect(parseInvocation([], { KINFIT_TLS_CERT: "/e/c.pem", KINFIT_TLS_KEY: "/e/k.pem" }).config).toMatchObject({
      tlsCert: "/e/c.pem",
      tlsKey: "/e/k.pem",
    });
    expect(
      parseInvocation(["--tls-cert", "c.pem", "--tls-key=k.pem"], { KINFIT_TLS_CERT: "/e/c.pem", KINFIT_TLS_KEY: "/e/k.pem" }).config,
    ).toMatchObject({ tlsCert: "c.pem", tlsKey: "k.pem" });
    expect(() => parseInvocation(["--tls-cert", "c.pem"], {})).toThrow("--tls-cert needs --tls-key too");
    expect(() => parseInvocation([], { KINFIT_TLS_KEY: "k.pem" })).toThrow("--tls-key needs --tls-cert too");
  });

  test("--signup-limit: 20 an hour by default, from the flag or KINFIT_SIGNUP_LIMIT, 0 for none", () => {
    expect(parseInvocation([], {}).config.signupLimit).toBe(20);
    expect(parseInvocation([], { KINFIT_SIGNUP_LIMIT: "0" }).config.signupLimit).toBe(0);
    expect(parseInvocation(["--signup-limit", "5"], { KINFIT_SIGNUP_LIMIT: "0" }).config.signupLimit).toBe(5);
    expect(parseInvocation(["--signup-limit=100"], {}).config.signupLimit).toBe(100);
    for (const bad of ["-1", "x", "1.5"]) expect(() => parseInvocation(["--signup-limit", bad], {})).toThrow(UsageError);
    expect(USAGE).toContain("--signup-limit N  KINFIT_SIGNUP_LIMIT");
  });

  test("--food-lookup-url: Open Food Facts by default; --no-food-lookup or KINFIT_FOOD_LOOKUP=off never go online", () => {
    expect(parseInvocation([], {}).config).toMatchObject({ foodLookupUrl: "https://world.openfoodfacts.org", foodLookup: true });
    expect(parseInvocation([], { KINFIT_FOOD_LOOKUP_URL: "http://off.lan:8080/" }).config.foodLookupUrl).toBe("http://off.lan:8080");
    expect(parseInvocation(["--food-lookup-url", "http://a.lan"], { KINFIT_FOOD_LOOKUP_URL: "http://b.lan" }).config.foodLookupUrl).toBe(
      "http://a.lan",
    );
    expect(parseInvocation(["--no-food-lookup"], {}).config.foodLookup).toBe(false);
    expect(parseInvocation([], { KINFIT_FOOD_LOOKUP: "off" }).config.foodLookup).toBe(false);
    expect(parseInvocation([], { KINFIT_FOOD_LOOKUP: "on" }).config.foodLookup).toBe(true);
    expect(() => parseInvocation([], { KINFIT_FOOD_LOOKUP: "maybe" })).toThrow(UsageError);
    expect(() => parseInvocation(["--food-lookup-url", "ftp://x"], {})).toThrow(UsageError);
    expect(USAGE).toContain("--food-lookup-url URL  KINFIT_FOOD_LOOKUP_URL");
    expect(USAGE).toContain("--no-food-lookup  KINFIT_FOOD_LOOKUP=off");
  });

  test("recipe pages: public sites by default; --no-recipe-fetch turns fetching off, --recipe-fetch-private allows private ones", () => {
    expect(parseInvocation([], {}).config).toMatchObject({ recipeFetch: true, recipeFetchPrivate: false });
    expect(parseInvocation(["--no-recipe-fetch"], {}).config.recipeFetch).toBe(false);
    expect(parseInvocation([], { KINFIT_RECIPE_FETCH: "off" }).config.recipeFetch).toBe(false);
    expect(parseInvocation(["--recipe-fetch-private"], {}).config.recipeFetchPrivate).toBe(true);
    expect(parseInvocation([], { KINFIT_RECIPE_FETCH_PRIVATE: "1" }).config.recipeFetchPrivate).toBe(true);
    expect(() => parseInvocation([], { KINFIT_RECIPE_FETCH: "maybe" })).toThrow(UsageError);
    expect(() => parseInvocation([], { KINFIT_RECIPE_FETCH_PRIVATE: "yes" })).toThrow(UsageError);
    expect(USAGE).toContain("--no-recipe-fetch  KINFIT_RECIPE_FETCH=off");
    expect(USAGE).toContain("--recipe-fetch-private  KINFIT_RECIPE_FETCH_PRIVATE=1");
  });

  test("--backup-dir beside the database by default, --backup-keep 7 by default", () => {
    expect(parseInvocation(["--db", "/srv/k/kinfit.db"], {}).config).toMatchObject({ backupDir: "/srv/k/backups", backupKeep: 7 });
    expect(parseInvocation([], {}).config.backupDir).toBe("data/backups");
    expect(parseInvocation([], { KINFIT_BACKUP_DIR: "/b", KINFIT_BACKUP_KEEP: "3" }).config).toMatchObject({
      backupDir: "/b",
      backupKeep: 3,
    });
    expect(
      parseInvocation(["--backup-dir", "/c", "--backup-keep", "1"], { KINFIT_BACKUP_DIR: "/b", KINFIT_BACKUP_KEEP: "3" }).config,
    ).toMatchObject({ backupDir: "/c", backupKeep: 1 });
    for (const bad of ["0", "-1", "2.5", "seven", "1e3"]) {
      expect(() => parseInvocation(["--backup-keep", bad], {})).toThrow(UsageError);
      expect(() => parseInvocation([], { KINFIT_BACKUP_KEEP: bad })).toThrow(UsageError);
    }
  });

  test("--allow-newer-database or KINFIT_ALLOW_NEWER_DATABASE=1; refused by default", () => {
    expect(parseInvocation([], {}).config.allowNewerDatabase).toBe(false);
    expect(parseInvocation(["--allow-newer-database"], {}).config.allowNewerDatabase).toBe(true);
    expect(parseInvocation(["repair", "--allow-newer-database", "--db", "k.db"], {})).toMatchObject({
      command: "repair",
      config: { allowNewerDatabase: true, dbPath: "k.db" },
    });
    expect(parseInvocation([], { KINFIT_ALLOW_NEWER_DATABASE: "1" }).config.allowNewerDatabase).toBe(true);
    expect(parseInvocation([], { KINFIT_ALLOW_NEWER_DATABASE: "0" }).config.allowNewerDatabase).toBe(false);
    expect(() => parseInvocation([], { KINFIT_ALLOW_NEWER_DATABASE: "yes please" })).toThrow(UsageError);
    expect(USAGE).toContain("--allow-newer-database  KINFIT_ALLOW_NEWER_DATABASE=1");
    expect(USAGE).toContain("kinfit repair [--db FILE]");
  });

  test("commands", () => {
    expect(parseInvocation(["restore", "b.db", "--db", "k.db"], {})).toMatchObject({
      command: "restore",
      restoreFile: "b.db",
      config: { dbPath: "k.db" },
    });
    expect(parseInvocation(["backup", "b.db"], {})).toMatchObject({ command: "backup", backupFile: "b.db" });
    expect(parseInvocation(["backup", "b.db", "--db", "k.db"], {}).config.dbPath).toBe("k.db");
    expect(parseInvocation(["admin-password"], {}).command).toBe("admin-password");
    expect(parseInvocation(["healthcheck", "--port", "8080"], {})).toMatchObject({ command: "healthcheck", config: { port: 8080 } });
    expect(parseInvocation(["--help"], {}).command).toBe("help");
    expect(parseInvocation(["--version"], {}).command).toBe("version");
  });

  test.each([
    [["--port", "abc"]],
    [["--port", "70000"]],
    [["--nope"]],
    [["--db"]],
    [["backup"]],
    [["restore"]],
    [["restore", "a.db", "b.db"]],
    [["repair", "a.db"]],
    [["frobnicate"]],
  ])("refuses %p with a usage error", (argv) => {
    expect(() => parseInvocation(argv, {})).toThrow(UsageError);
  });
});
