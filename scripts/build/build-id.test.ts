// The build's name stamped into the version: git's hash, else KINFIT_BUILD, else "unknown"; and
// run from source, `+dev`.
import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import pkg from "../../package.json" with { type: "json" };
import { VERSION } from "@src/config";
import { buildId, gitShortHash } from "./build-id";

describe("build id", () => {
  test("git's short hash first, then KINFIT_BUILD, then unknown", () => {
    expect(buildId({ KINFIT_BUILD: "docker-1" }, () => "3a57a75")).toBe("3a57a75");
    expect(buildId({ KINFIT_BUILD: "docker 1/2" }, () => null)).toBe("docker-1-2");
    expect(buildId({}, () => null)).toBe("unknown");
    expect(buildId({ KINFIT_BUILD: "  " }, () => null)).toBe("unknown");
  });

  test("the repository's own hash; none outside a repository", () => {
    expect(gitShortHash(join(import.meta.dir, "../.."))).toMatch(/^[0-9a-f]{7,}$/);
    expect(gitShortHash("/")).toBeNull();
  });

  test("run from source, the version is the package's with +dev", () => {
    expect(VERSION).toBe(`${pkg.version}+dev`);
  });
});
