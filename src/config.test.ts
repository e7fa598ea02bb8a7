// Command line and environment to one configuration: defaults, precedence, commands, usage errors.
import { describe, expect, test } from "bun:test";
import { parseInvocation, UsageError } from "./config";

describe("parseInvocation", () => {
  test("defaults", () => {
    const { command, config } = parseInvocation([], {});
    expect(command).toBe("serve");
    expect(config).toMatchObject({ port: 3000, host: "0.0.0.0", dbPath: "./data/kinfit.db", adminUsername: "admin", adminPassword: undefined });
  });

  test("environment, and flags win over it", () => {
    const env = { PORT: "4000", HOST: "127.0.0.1", KINFIT_DB: "/srv/k.db", ADMIN_USERNAME: "mum", ADMIN_PASSWORD: "pw" };
    expect(parseInvocation([], env).config).toMatchObject({ port: 4000, host: "127.0.0.1", dbPath: "/srv/k.db", adminUsername: "mum", adminPassword: "pw" });
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
    expect(parseInvocation([], { KINFIT_ALLOWED_HOSTS: "a.example.com, b.example.com" }).config.allowedHosts).toEqual(["a.example.com", "b.example.com"]);
    expect(parseInvocation(["--allowed-hosts", "c.example.com"], { KINFIT_ALLOWED_HOSTS: "a.example.com" }).config.allowedHosts).toEqual(["c.example.com"]);
  });

  test("commands", () => {
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
    [["frobnicate"]],
  ])("refuses %p with a usage error", (argv) => {
    expect(() => parseInvocation(argv, {})).toThrow(UsageError);
  });
});
