// Builds the web app into dist/web (content-hashed, minified, gzipped copies beside) and writes
// src/generated/web-assets.ts (build-web-assets.ts), which imports every file `with { type: "file" }`
// so that `bun build --compile` embeds them and the server finds them the same way in development.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { FONT_WARMUP_SCRIPT } from "@shared/font-warmup";
import { THEME_BOOT_SCRIPT } from "@shared/theme-boot";
import { buildIcons } from "./build-icons";
import { builtFirstScreen, FIRST_SCREEN_JS_BUDGET_KB } from "./first-screen-bytes";
import { assetFiles, writeWebAssets } from "./build-web-assets";
import { buildServiceWorker } from "./build-web-sw";

const root = join(import.meta.dir, "../..");
const out = join(root, "dist/web");
const generated = join(root, "src/generated");
const memberOut = join(root, "dist/web-member");

/** V8's explicit compile hint (Chromium 136 and later; a comment to every other browser). */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * The signed-in screens' file and every file it imports statically, the entry file aside, as URL
 * paths: what the member's page (below) has the browser fetch beside the entry file.
 */
export function screensPreload(outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string }[] }>): string[] {
  const url = (path: string) => `/assets/${path.split("/").pop()}`;
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
  const built = result.outputs.map((o) => `/${relative(out, o.path)}`);
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
  writeFileSync(entry, `${COMPILE_HINT}\n${readFileSync(entry, "utf8")}`);

  // Files that keep their names (icons, manifest) come from web/public.
  const pub = join(root, "web/public");
  for (const name of readdirSync(pub)) writeFileSync(join(out, name), readFileSync(join(pub, name)));
  // The PNG install icons are drawn from the one SVG here, not committed.
  for (const icon of await buildIcons(readFileSync(join(pub, "icon.svg"), "utf8"))) writeFileSync(join(out, icon.name), icon.png);

  // The service worker keeps every file of this build (docs/behaviour/offline.md, "Offline"); its version
  // is a hash of them all, so a new build is a new worker with new caches.
  await buildServiceWorker(out);

  const files = assetFiles(out);
  writeWebAssets(generated, files, join(memberOut, "index.html"));

  // The first screen's budget (BENCHMARKS.md), counted as the benchmark counts it: a build that
  // misses it fails here rather than in the next benchmark.
  const first = await builtFirstScreen(out);
  if (first.js > FIRST_SCREEN_JS_BUDGET_KB) {
    throw new Error(
      `web build: the first screen (/login) loads ${first.js.toFixed(1)} KB ` +
        `of gzipped JavaScript, over the ${FIRST_SCREEN_JS_BUDGET_KB} KB budget`,
    );
  }

  if (!quiet) {
    const js = files.filter((f) => f.url.endsWith(".js"));
    const gzKb = js.reduce((n, f) => n + statSync(f.gz ?? f.path).size, 0) / 1024;
    console.log(
      `web: ${files.length} files in ${Math.round(performance.now() - started)} ms, JavaScript ` +
        `${gzKb.toFixed(1)} KB gzipped across all screens, ${first.js.toFixed(1)} KB on the first screen`,
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
    return `${(await result.outputs[0]!.text()).trim()}\n`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) await buildWeb();
