// Builds the web app into dist/web (content-hashed, minified, gzipped copies beside) and writes
// src/generated/web-assets.ts, which imports every file `with { type: "file" }` so that
// `bun build --compile` embeds them and the server finds them the same way in development.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { brotliCompressSync, constants as zlib } from "node:zlib";
import { FONT_WARMUP_SCRIPT } from "@shared/font-warmup";
import { THEME_BOOT_SCRIPT } from "@shared/theme-boot";
import { buildIcons } from "./build-icons";
import { builtFirstScreen, FIRST_SCREEN_JS_BUDGET_KB } from "./first-screen-bytes";

const root = join(import.meta.dir, "..");
const out = join(root, "dist/web");
const generated = join(root, "src/generated");
const memberOut = join(root, "dist/web-member");

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webmanifest": "application/manifest+json",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  // The barcode scanner's decoder: compiled as it streams in, which needs this type.
  ".wasm": "application/wasm",
};
/** V8's explicit compile hint (Chromium 136 and later; a comment to every other browser). */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".svg", ".webmanifest", ".json", ".txt", ".wasm"]);

/**
 * Whether the service worker fetches a file as it installs. Not the scanner's WebAssembly: a phone
 * downloads it at its first Scan, and the worker keeps it from then on like any built file.
 */
export const isPrecached = (url: string) => !url.endsWith(".wasm");

/**
 * The signed-in screens' file and every file it imports statically, the entry file aside, as URL
 * paths: what the member's page (below) has the browser fetch beside the entry file.
 */
export function screensPreload(outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string }[] }>): string[] {
  const url = (path: string) => "/assets/" + path.split("/").pop();
  const byUrl = new Map(Object.entries(outputs).map(([path, output]) => [url(path), output]));
  const screens = [...byUrl].find(([, output]) => output.entryPoint?.replaceAll("\\", "/").endsWith("web/screens.ts"))?.[0];
  if (!screens) throw new Error("web build produced no screens file");
  const files = new Set<string>();
  const walk = (file: string) => {
    if (files.has(file) || /\/main-[^/]+\.js$/.test(file)) return;
    files.add(file);
    for (const i of byUrl.get(file)?.imports ?? []) if (i.kind === "import-statement") walk(url(i.path));
  };
  walk(screens);
  return [...files];
}

/** A file's compressed copy (written by `compressed`), served in its place, never by its own name. */
const isCompressedCopy = (name: string) => name.endsWith(".gz") || name.endsWith(".br");

/**
 * Writes `path`.gz (gzip, level 9) and `path`.br (brotli, quality 11) beside the file, each only when
 * it is smaller (gzip by a tenth of the file, brotli than gzip), and names those written.
 */
export function compressed(path: string): { gz?: string; br?: string } {
  const raw = readFileSync(path);
  const gz = Bun.gzipSync(raw, { level: 9 });
  if (gz.length >= raw.length * 0.9) return {};
  writeFileSync(path + ".gz", gz);
  const br = brotliCompressSync(raw, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
  if (br.length >= gz.length) return { gz: path + ".gz" };
  writeFileSync(path + ".br", br);
  return { gz: path + ".gz", br: path + ".br" };
}

/**
 * The page's preload lines for the signed-in screens' files. Low priority: the entry file comes
 * first, and they never hold back the first paint of the loading frame.
 */
export const preloadLinks = (urls: string[]) =>
  urls.map((href) => `<link rel="modulepreload" href="${href}" fetchpriority="low" />`).join("\n    ");

export async function buildWeb({ quiet = false } = {}) {
  const started = performance.now();
  rmSync(out, { recursive: true, force: true });
  mkdirSync(join(out, "assets"), { recursive: true });

  const result = await Bun.build({
    entrypoints: [join(root, "web/main.tsx")],
    outdir: join(out, "assets"),
    naming: "[name]-[hash].[ext]",
    target: "browser",
    minify: true,
    // Screens are lazy-loaded chunks (web/app.tsx).
    splitting: true,
    // Which source files import which: the stylesheet below is put together from it.
    metafile: true,
    define: { "process.env.NODE_ENV": '"production"' },
  });
  if (!result.success || !result.metafile) {
    for (const log of result.logs) console.error(log);
    throw new Error("web build failed");
  }
  const { inputs } = result.metafile;
  const built = result.outputs.map((o) => "/" + relative(out, o.path));
  const find = (re: RegExp) => {
    const hit = built.find((p) => re.test(p));
    if (!hit) throw new Error(`web build produced no ${re}`);
    return hit;
  };

  // Every stylesheet in one file, loaded up front: CSS imported by a lazy screen lands in its own
  // file, which nothing would load otherwise, and several files would each be a request the first
  // paint waits for. The bundler's own CSS files are set aside: the main bundle's holds every sheet
  // of the app, lazy screens' included, and each lazy file's repeats its own, so joining them
  // shipped most rules twice.
  for (const p of built.filter((p) => p.endsWith(".css"))) rmSync(join(out, p.slice(1)));
  const css = await buildStylesheet(stylesheetOrder(inputs, relative(process.cwd(), join(root, "web/main.tsx"))));
  const stylesheet = `/assets/app-${new Bun.CryptoHasher("sha256").update(css).digest("hex").slice(0, 8)}.css`;
  writeFileSync(join(out, stylesheet.slice(1)), css);
  const page = (preload: string) =>
    readFileSync(join(root, "web/index.html"), "utf8")
      // Exactly the text whose hash the Content-Security-Policy names.
      .replace("%THEME_SCRIPT%", () => THEME_BOOT_SCRIPT)
      .replace("%FONT_WARMUP_SCRIPT%", () => FONT_WARMUP_SCRIPT)
      .replace("%APP_JS%", find(/\/main-[^/]+\.js$/))
      .replace("%APP_CSS%", stylesheet)
      .replace(/^[ \t]*%SCREENS_PRELOAD%\n/m, () => (preload ? `    ${preload}\n` : ""));
  writeFileSync(join(out, "index.html"), page(""));
  // The same page for a signed-in member (src/http/web-assets.ts serves it): the screens' files
  // download beside the entry file instead of after it has run. Kept apart from dist/web, whose
  // every file is served by its name and kept by the service worker.
  rmSync(memberOut, { recursive: true, force: true });
  mkdirSync(memberOut, { recursive: true });
  writeFileSync(join(memberOut, "index.html"), page(preloadLinks(screensPreload(result.metafile.outputs))));

  // The entry file runs whole as the page starts (React and the app's frame): asked by this first
  // line, Chromium compiles every function of it on the thread that streams the file in, instead
  // of each on the page's thread the first time it is called, inside the first screen's tasks. Only
  // this file: the lazy ones hold every screen, most of which a page never runs. The line is added
  // to every build the same way, so the file's hashed name still stands for its content.
  const entry = join(out, find(/\/main-[^/]+\.js$/).slice(1));
  writeFileSync(entry, COMPILE_HINT + "\n" + readFileSync(entry, "utf8"));

  // Files that keep their names (icons, manifest) come from web/public.
  const pub = join(root, "web/public");
  for (const name of readdirSync(pub)) writeFileSync(join(out, name), readFileSync(join(pub, name)));
  // The PNG install icons are drawn from the one SVG here, not committed.
  for (const icon of await buildIcons(readFileSync(join(pub, "icon.svg"), "utf8"))) writeFileSync(join(out, icon.name), icon.png);

  // The service worker keeps every file of this build (docs/behaviour/offline.md, "Offline"); its version
  // is a hash of them all, so a new build is a new worker with new caches.
  await buildServiceWorker(out);

  const files: { url: string; path: string; type: string; immutable: boolean; gz?: string; br?: string }[] = [];
  (function walk(dir: string) {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (!isCompressedCopy(name)) {
        const ext = name.slice(name.lastIndexOf("."));
        const url = "/" + relative(out, path);
        const entry = {
          url,
          path,
          type: TYPES[ext] ?? "application/octet-stream",
          immutable: url.startsWith("/assets/"),
          ...(COMPRESSIBLE.has(ext) ? compressed(path) : {}),
        };
        files.push(entry);
      }
    }
  })(out);
  files.sort((a, b) => a.url.localeCompare(b.url));

  mkdirSync(generated, { recursive: true });
  const rel = (p: string) => relative(generated, p);
  const lines = [
    "// Generated by scripts/build-web.ts: the built web app, embedded by `bun build --compile`.",
    "// File imports of hashed names have no type declarations; the shape is checked by WebAssets.",
    "// @ts-nocheck",
    'import type { WebAssets } from "../http/web-assets";',
  ];
  files.forEach((f, i) => {
    lines.push(`import f${i} from ${JSON.stringify(rel(f.path))} with { type: "file" };`);
    if (f.gz) lines.push(`import g${i} from ${JSON.stringify(rel(f.gz))} with { type: "file" };`);
    if (f.br) lines.push(`import b${i} from ${JSON.stringify(rel(f.br))} with { type: "file" };`);
  });
  const memberPage = join(memberOut, "index.html");
  const member = compressed(memberPage);
  lines.push(`import member from ${JSON.stringify(rel(memberPage))} with { type: "file" };`);
  if (member.gz) lines.push(`import memberGz from ${JSON.stringify(rel(member.gz))} with { type: "file" };`);
  if (member.br) lines.push(`import memberBr from ${JSON.stringify(rel(member.br))} with { type: "file" };`);
  lines.push("", "export const webAssets: WebAssets = {");
  const forMember = `member: { file: member, ${member.gz ? "gzFile: memberGz, " : ""}${member.br ? "brFile: memberBr " : ""}}, `;
  files.forEach((f, i) => {
    const versions = `${f.gz ? `gzFile: g${i}, ` : ""}${f.br ? `brFile: b${i}, ` : ""}${f.url === "/index.html" ? forMember : ""}`;
    lines.push(`  ${JSON.stringify(f.url)}: { file: f${i}, ${versions}type: ${JSON.stringify(f.type)}, immutable: ${f.immutable} },`);
  });
  lines.push("};", "");
  writeFileSync(join(generated, "web-assets.ts"), lines.join("\n"));

  // The first screen's budget (BENCHMARKS.md), counted as the benchmark counts it: a build that
  // misses it fails here rather than in the next benchmark.
  const first = await builtFirstScreen(out);
  if (first.js > FIRST_SCREEN_JS_BUDGET_KB) {
    throw new Error(
      `web build: the first screen (/login) loads ${first.js.toFixed(1)} KB of gzipped JavaScript, over the ${FIRST_SCREEN_JS_BUDGET_KB} KB budget`,
    );
  }

  if (!quiet) {
    const js = files.filter((f) => f.url.endsWith(".js"));
    const gzKb = js.reduce((n, f) => n + statSync(f.gz ?? f.path).size, 0) / 1024;
    console.log(
      `web: ${files.length} files in ${Math.round(performance.now() - started)} ms, JavaScript ${gzKb.toFixed(1)} KB gzipped across all screens, ${first.js.toFixed(1)} KB on the first screen`,
    );
  }
  return files;
}

type Metafile = NonNullable<Awaited<ReturnType<typeof Bun.build>>["metafile"]>;

/**
 * The app's stylesheets in cascade order, each once: in the order the code imports them, as the
 * bundler orders a bundle's CSS, the main bundle's first, then the lazily loaded files' in the
 * order the code names them, a sheet where it first appears. (Equal selectors resolve as they did
 * when every screen's rules came twice, since there its rules came last.) Paths as the metafile
 * gives them: relative to the working directory.
 */
export function stylesheetOrder(inputs: Metafile["inputs"], entry: string): string[] {
  const sheets: string[] = [];
  const visited = new Set<string>();
  const lazy: string[] = [];
  const visit = (path: string) => {
    if (visited.has(path)) return;
    visited.add(path);
    if (path.endsWith(".css")) sheets.push(path);
    for (const i of inputs[path]?.imports ?? []) {
      // A lazy import names its output file; its source is the entry point.
      if (i.kind === "dynamic-import" && i.entryPoint) lazy.push(i.entryPoint);
      else if (i.kind === "import-statement" && !i.external) visit(i.path);
    }
  };
  visit(entry);
  for (let i = 0; i < lazy.length; i++) visit(lazy[i]!);
  return sheets;
}

/** The sheets as one minified stylesheet. */
export async function buildStylesheet(sheets: string[]): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "kinfit-css-"));
  try {
    const source = join(dir, "stylesheet.css");
    writeFileSync(source, sheets.map((p) => readFileSync(resolve(p), "utf8")).join("\n"));
    const result = await Bun.build({ entrypoints: [source], minify: true });
    if (!result.success) {
      for (const log of result.logs) console.error(log);
      throw new Error("web build: the stylesheet failed");
    }
    return (await result.outputs[0]!.text()).trim() + "\n";
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every file of the built app (not gzipped copies), as URL paths, sorted. */
function appFiles(dir: string): string[] {
  const urls: string[] = [];
  (function walk(d: string) {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (!isCompressedCopy(name)) urls.push("/" + relative(dir, path));
    }
  })(dir);
  return urls.sort();
}

/** A version for the worker: the first 16 hex digits of a SHA-256 over every file's name and bytes. */
export function buildVersion(dir: string, urls: string[]): string {
  const hash = new Bun.CryptoHasher("sha256");
  for (const url of urls) {
    hash.update(url + "\0");
    hash.update(readFileSync(join(dir, url.slice(1))));
  }
  return hash.digest("hex").slice(0, 16);
}

/** web/sw.ts as /sw.js (a fixed name at the root, so its scope is the whole app). */
async function buildServiceWorker(dir: string) {
  const files = appFiles(dir);
  const version = buildVersion(dir, files);
  const precache = files.filter(isPrecached);
  const result = await Bun.build({
    entrypoints: [join(root, "web/sw.ts")],
    target: "browser",
    format: "iife",
    minify: true,
  });
  if (!result.success) {
    for (const log of result.logs) console.error(log);
    throw new Error("service worker build failed");
  }
  const code = await result.outputs[0]!.text();
  writeFileSync(join(dir, "sw.js"), `var KINFIT_BUILD=${JSON.stringify({ version, precache })};\n${code}`);
}

if (import.meta.main) await buildWeb();
