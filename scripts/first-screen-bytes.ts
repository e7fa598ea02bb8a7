// The first screen's bytes: the scripts and stylesheets /login names, and every chunk those
// scripts import statically (lazy screens load later), each gzipped at level 9. The benchmark
// (scripts/bench-footprint.ts) counts this way over HTTP; run alone, it counts the built files in
// dist/web:
//   bun scripts/build.ts && bun scripts/first-screen-bytes.ts
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { BUDGETS } from "./bench-budgets";

export type FirstScreen = { js: number; css: number; files: { url: string; bytes: number; gzip: number }[] };

/** The budget of BENCHMARKS.md for the first screen's JavaScript, in KB gzipped. */
export const FIRST_SCREEN_JS_BUDGET_KB = BUDGETS.firstScreenJs.limit;

/**
 * Counts what a page loads first. `html` is the page, `pageUrl` its address, `load` fetches the
 * bytes of an absolute URL (uncompressed).
 */
export async function firstScreenBytes(
  html: string,
  pageUrl: string,
  load: (url: string) => Promise<Uint8Array<ArrayBuffer>>,
): Promise<FirstScreen> {
  const files: FirstScreen["files"] = [];
  const seen = new Set<string>();
  const queue: string[] = [];
  for (const m of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.(?:js|css))"[^>]*>/g))
    queue.push(new URL(m[1]!, pageUrl).href);
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const bytes = await load(url);
    files.push({ url: new URL(url).pathname, bytes: bytes.length, gzip: Bun.gzipSync(bytes, { level: 9 }).length });
    if (url.endsWith(".js")) {
      // Static imports only (`import"./x.js"`, `from"./x.js"`); `import("./x.js")` is a lazy screen.
      const code = new TextDecoder().decode(bytes);
      for (const m of code.matchAll(/(?:from|import)\s*"(\.\.?\/[^"]+\.(?:js|css))"/g)) queue.push(new URL(m[1]!, url).href);
    }
  }
  const sum = (ext: string) => files.filter((f) => f.url.endsWith(ext)).reduce((n, f) => n + f.gzip, 0) / 1024;
  return { js: sum(".js"), css: sum(".css"), files };
}

/** The same count over the built files of `dir` (dist/web), as the server would answer /login. */
export async function builtFirstScreen(dir: string): Promise<FirstScreen> {
  const origin = "http://kinfit.invalid";
  const html = readFileSync(join(dir, "index.html"), "utf8");
  return firstScreenBytes(html, `${origin}/login`, async (url) => new Uint8Array(readFileSync(join(dir, new URL(url).pathname.slice(1)))));
}

if (import.meta.main) {
  const dir = join(import.meta.dir, "../dist/web");
  if (!existsSync(join(dir, "index.html"))) {
    console.error("dist/web is not built: run `bun scripts/build.ts` first.");
    process.exit(2);
  }
  const first = await builtFirstScreen(dir);
  for (const f of first.files)
    console.log(`${(f.gzip / 1024).toFixed(1).padStart(7)} KB gzip  ${(f.bytes / 1024).toFixed(1).padStart(7)} KB  ${f.url}`);
  console.log(
    `first screen (/login): JavaScript ${first.js.toFixed(1)} KB gzip (budget ${FIRST_SCREEN_JS_BUDGET_KB} KB), CSS ${first.css.toFixed(1)} KB gzip`,
  );
  if (first.js > FIRST_SCREEN_JS_BUDGET_KB) process.exit(1);
}
