// The first screen's count (scripts/first-screen-bytes.ts) and its budget on the built app.
import { describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { builtFirstScreen, FIRST_SCREEN_JS_BUDGET_KB, firstScreenBytes } from "./first-screen-bytes";

describe("first screen bytes", () => {
  test("counts the page's scripts and stylesheets and the chunks they import statically, not lazy ones", async () => {
    const files: Record<string, string> = {
      "/assets/main.js": 'import{a}from"./chunk-a.js";import"./chunk-b.js";const s=()=>import("./screen.js");',
      "/assets/chunk-a.js": 'import{c}from"./chunk-a.js";export const a=1;',
      "/assets/chunk-b.js": "export const b=2;",
      "/assets/screen.js": "x".repeat(50_000),
      "/assets/main.css": "body{color:red}",
    };
    const html = '<link rel="stylesheet" href="/assets/main.css" /><script type="module" src="/assets/main.js"></script>';
    const loaded: string[] = [];
    const first = await firstScreenBytes(html, "http://host/login", async (url) => {
      loaded.push(new URL(url).pathname);
      return new TextEncoder().encode(files[new URL(url).pathname]!);
    });
    expect(loaded.sort()).toEqual(["/assets/chunk-a.js", "/assets/chunk-b.js", "/assets/main.css", "/assets/main.js"]);
    const gz = (path: string) => Bun.gzipSync(new TextEncoder().encode(files[path]!), { level: 9 }).length;
    expect(first.js * 1024).toBe(gz("/assets/main.js") + gz("/assets/chunk-a.js") + gz("/assets/chunk-b.js"));
    expect(first.css * 1024).toBe(gz("/assets/main.css"));
  });

  // The build itself refuses to finish above the budget (scripts/build-web.ts); this checks the
  // last build when there is one.
  const dist = join(import.meta.dir, "../dist/web");
  test.skipIf(!existsSync(join(dist, "index.html")))(
    `the built /login loads at most ${FIRST_SCREEN_JS_BUDGET_KB} KB of gzipped JavaScript`,
    async () => {
      const first = await builtFirstScreen(dist);
      expect(first.files.some((f) => /\/main-[^/]+\.js$/.test(f.url))).toBe(true);
      expect(first.js).toBeLessThanOrEqual(FIRST_SCREEN_JS_BUDGET_KB);
    },
  );
});
