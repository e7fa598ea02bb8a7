// The service worker's version and how /sw.js is served (docs/behaviour.md, "Offline"): a new build
// is a new version, and the worker file is never taken from an HTTP cache.
import { describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serveWebAsset } from "../src/http/web-assets";
import { buildVersion } from "./build-web";

function builtApp(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "kinfit-build-version-"));
  for (const [url, text] of Object.entries(files)) {
    mkdirSync(join(dir, url, ".."), { recursive: true });
    writeFileSync(join(dir, url.slice(1)), text);
  }
  return buildVersion(dir, Object.keys(files).sort());
}

describe("service worker", () => {
  test("the version follows every file's name and content", () => {
    const app = { "/index.html": "<html>", "/assets/main-abc.js": "main()", "/icon.svg": "<svg/>" };
    const version = builtApp(app);
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(builtApp(app)).toBe(version);
    expect(builtApp({ ...app, "/icon.svg": "<svg></svg>" })).not.toBe(version);
    expect(builtApp({ "/index.html": "<html>", "/assets/main-abd.js": "main()", "/icon.svg": "<svg/>" })).not.toBe(version);
  });

  test("/sw.js is served as a script the browser checks on every visit", () => {
    const dir = mkdtempSync(join(tmpdir(), "kinfit-sw-"));
    writeFileSync(join(dir, "sw.js"), "self;");
    const answer = serveWebAsset({ "/sw.js": { file: join(dir, "sw.js"), type: "text/javascript; charset=utf-8", immutable: false } }, new Request("http://localhost/sw.js"));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-cache");
    expect(answer.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
  });
});
