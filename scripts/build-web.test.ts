// The service worker's version and how /sw.js is served (docs/behaviour/offline.md, "Offline"): a new build
// is a new version, and the worker file is never taken from an HTTP cache. The one stylesheet: every
// sheet of the app once, in the order the code imports them. The page shell's font lookups use the
// app's font.
import { describe, expect, test } from "bun:test";
import { Glob } from "bun";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { serveWebAsset } from "@http/web-assets";
import { buildStylesheet, buildVersion, compressed, isPrecached, preloadLinks, screensPreload, stylesheetOrder } from "./build-web";

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
    const answer = serveWebAsset(
      { "/sw.js": { file: join(dir, "sw.js"), type: "text/javascript; charset=utf-8", immutable: false } },
      new Request("http://localhost/sw.js"),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-cache");
    expect(answer.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
  });
});

describe("stylesheet", () => {
  const imp = (path: string) => ({ path, kind: "import-statement" as const, original: path });
  const lazy = (entryPoint: string) => ({
    path: "./chunk-x.js",
    kind: "dynamic-import" as const,
    original: entryPoint,
    entryPoint,
    external: true,
  });
  const file = (...imports: object[]) => ({ bytes: 1, imports }) as never;

  test("the main bundle's sheets in import order, then each lazy file's, each sheet once where it first appears", () => {
    const inputs = {
      "main.tsx": file(imp("app.tsx"), imp("tokens.css"), imp("base.css")),
      "app.tsx": file(lazy("screens.ts"), imp("shell.tsx"), lazy("admin.tsx")),
      "shell.tsx": file(imp("shell.css"), imp("tokens.css")),
      "screens.ts": file(imp("workouts.tsx"), imp("meals.tsx")),
      "workouts.tsx": file(imp("dialog.tsx"), imp("workouts.css")),
      "meals.tsx": file(imp("dialog.tsx"), imp("meals.css")),
      "dialog.tsx": file(imp("dialog.css")),
      "admin.tsx": file(imp("dialog.tsx"), imp("admin.css")),
      "tokens.css": file(),
      "base.css": file(),
      "shell.css": file(),
      "workouts.css": file(),
      "meals.css": file(),
      "dialog.css": file(),
      "admin.css": file(),
    };
    expect(stylesheetOrder(inputs, "main.tsx")).toEqual([
      "shell.css",
      "tokens.css",
      "base.css",
      "dialog.css",
      "workouts.css",
      "meals.css",
      "admin.css",
    ]);
  });

  /** Top-level rules of a minified stylesheet (an @media block counts as one). */
  const rules = (css: string) => {
    const found: string[] = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < css.length; i++) {
      if (css[i] === "{") depth++;
      else if (css[i] === "}" && --depth === 0) {
        found.push(css.slice(start, i + 1).trim());
        start = i + 1;
      }
    }
    return found;
  };

  test("the app's stylesheet holds every sheet under web/, and no rule twice", async () => {
    const root = join(import.meta.dir, "..");
    const out = mkdtempSync(join(tmpdir(), "kinfit-web-css-"));
    try {
      const result = await Bun.build({
        entrypoints: [join(root, "web/main.tsx")],
        outdir: out,
        target: "browser",
        splitting: true,
        metafile: true,
      });
      expect(result.success).toBe(true);
      const sheets = stylesheetOrder(result.metafile!.inputs, relative(process.cwd(), join(root, "web/main.tsx")));
      const all = [...new Glob("web/**/*.css").scanSync(root)].map((p) => relative(process.cwd(), join(root, p)));
      expect([...sheets].sort()).toEqual(all.sort());
      // The shared sheets come before any screen's.
      expect(sheets.indexOf(relative(process.cwd(), join(root, "web/styles/days.css")))).toBeLessThan(
        sheets.indexOf(relative(process.cwd(), join(root, "web/features/workouts/workouts.css"))),
      );
      const css = await buildStylesheet(sheets);
      const found = rules(css);
      expect(found.length).toBeGreaterThan(300);
      expect(found.filter((r, i) => found.indexOf(r) !== i)).toEqual([]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  // The last build, when there is one: what the server sends.
  const dist = join(import.meta.dir, "../dist/web/assets");
  const built = existsSync(dist) ? readdirSync(dist).filter((f) => f.endsWith(".css")) : [];
  test.skipIf(built.length === 0)("the built app has one stylesheet, with no rule twice", () => {
    expect(built).toHaveLength(1);
    const found = rules(readFileSync(join(dist, built[0]!), "utf8"));
    expect(found.filter((r, i) => found.indexOf(r) !== i)).toEqual([]);
  });
});

describe("page shell", () => {
  // The loading frame looks up the app's font in each text style (src/shared/font-warmup.ts): its
  // .boot-fonts rule must name the same families as the app's --font token, in the same order.
  test("the frame's font lookups are set in the app's font", () => {
    const web = join(import.meta.dir, "../web");
    const families = (text: string) => text.replace(/\s+/g, " ").trim();
    const token = /--font:\s*([^;]+);/.exec(readFileSync(join(web, "styles/tokens.css"), "utf8"))![1]!;
    const rule = /\.boot-fonts\s*\{[^}]*font-family:\s*([^;]+);/.exec(readFileSync(join(web, "index.html"), "utf8"))![1]!;
    expect(families(rule)).toBe(families(token));
  });
});

describe("the member's page", () => {
  // src/http/web-assets.ts serves it to a signed-in member: the screens' files download beside
  // the entry file. What it names must be exactly what the screens' file needs to run.
  const out = (imports: [string, string][], entryPoint?: string) => ({
    entryPoint,
    imports: imports.map(([path, kind]) => ({ path, kind })),
  });

  test("names the screens' file and what it imports statically, never the entry file or a lazy file", () => {
    const outputs = {
      "./main-aaa.js": out(
        [
          ["./chunk-scr.js", "dynamic-import"],
          ["./chunk-adm.js", "dynamic-import"],
        ],
        "web/main.tsx",
      ),
      "./chunk-scr.js": out(
        [
          ["./main-aaa.js", "import-statement"],
          ["./chunk-a.js", "import-statement"],
          ["./chunk-chk.js", "dynamic-import"],
        ],
        "web/screens.ts",
      ),
      "./chunk-a.js": out([
        ["./chunk-b.js", "import-statement"],
        ["./main-aaa.js", "import-statement"],
      ]),
      "./chunk-b.js": out([["./chunk-a.js", "import-statement"]]),
      "./chunk-chk.js": out([["./chunk-zod.js", "import-statement"]], "web/features/meals/checks.ts"),
      "./chunk-zod.js": out([]),
      "./chunk-adm.js": out([["./main-aaa.js", "import-statement"]], "web/features/admin/AdminPage.tsx"),
    };
    expect(screensPreload(outputs)).toEqual(["/assets/chunk-scr.js", "/assets/chunk-a.js", "/assets/chunk-b.js"]);
    expect(preloadLinks(["/assets/chunk-scr.js"])).toBe('<link rel="modulepreload" href="/assets/chunk-scr.js" fetchpriority="low" />');
    expect(() => screensPreload({ "./main-aaa.js": out([], "web/main.tsx") })).toThrow("no screens file");
  });

  test("on the app's own build, the screens' file and its static imports are all named", async () => {
    const outdir = mkdtempSync(join(tmpdir(), "kinfit-member-page-"));
    try {
      const result = await Bun.build({
        entrypoints: [join(import.meta.dir, "../web/main.tsx")],
        outdir,
        target: "browser",
        splitting: true,
        metafile: true,
        naming: "[name]-[hash].[ext]",
      });
      expect(result.success).toBe(true);
      const outputs = result.metafile!.outputs;
      const named = screensPreload(outputs);
      const screens = Object.entries(outputs).find(([, o]) => o.entryPoint === "web/screens.ts")![0];
      expect(named[0]).toBe(`/assets/${screens.split("/").pop()}`);
      expect(named.some((u) => /\/main-/.test(u))).toBe(false);
      const staticImports = outputs[screens]!.imports.filter((i) => i.kind === "import-statement" && !/main-/.test(i.path));
      expect(staticImports.length).toBeGreaterThan(0);
      for (const i of staticImports) expect(named).toContain(`/assets/${i.path.split("/").pop()}`);
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });
});

describe("the barcode scanner's decoder", () => {
  test("on the app's own build, its code is a file of its own reached only by a dynamic import, its wasm beside it", async () => {
    const outdir = mkdtempSync(join(tmpdir(), "kinfit-scanner-"));
    try {
      const result = await Bun.build({
        entrypoints: [join(import.meta.dir, "../web/main.tsx")],
        outdir,
        target: "browser",
        splitting: true,
        metafile: true,
        naming: "[name]-[hash].[ext]",
      });
      expect(result.success).toBe(true);
      const outputs = result.metafile!.outputs;
      const holds = (o: (typeof outputs)[string], what: string) => Object.keys(o.inputs).some((i) => i.includes(what));
      const decoder = Object.entries(outputs).filter(([, o]) => holds(o, "barcode-detector"));
      expect(decoder).toHaveLength(1);
      const [decoderFile] = decoder[0]!;
      expect(decoderFile).not.toMatch(/main-/);
      // No file imports it statically: neither the first screen nor the member page's preloads carry it.
      const name = decoderFile.split("/").pop()!;
      for (const o of Object.values(outputs)) {
        for (const i of o.imports) if (i.path.endsWith(name)) expect(i.kind).toBe("dynamic-import");
      }
      expect(screensPreload(outputs).some((u) => u.endsWith(name))).toBe(false);
      const wasm = result.outputs.filter((o) => o.path.endsWith(".wasm"));
      expect(wasm.map((o) => o.path.split("/").pop())).toEqual([expect.stringMatching(/^zxing_reader-[^/]+\.wasm$/)]);
      // A phone downloads it at its first Scan, not as the service worker installs.
      expect(isPrecached(`/assets/${wasm[0]!.path.split("/").pop()}`)).toBe(false);
      expect(isPrecached(`/assets/${name}`)).toBe(true);
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });
});

describe("compressed copies", () => {
  test("gzip and brotli beside a file that gains, each decoding to the file; none beside one that does not", async () => {
    const { brotliDecompressSync } = await import("node:zlib");
    const dir = mkdtempSync(join(tmpdir(), "kinfit-compressed-"));
    try {
      const text = "export const screens = ['workouts', 'meals'];\n".repeat(200);
      writeFileSync(join(dir, "app.js"), text);
      const made = compressed(join(dir, "app.js"));
      expect(made).toEqual({ gz: join(dir, "app.js.gz"), br: join(dir, "app.js.br") });
      expect(new TextDecoder().decode(Bun.gunzipSync(readFileSync(made.gz!)))).toBe(text);
      expect(brotliDecompressSync(readFileSync(made.br!)).toString()).toBe(text);
      expect(readFileSync(made.br!).length).toBeLessThan(readFileSync(made.gz!).length);
      writeFileSync(join(dir, "noise.js"), crypto.getRandomValues(new Uint8Array(4096)));
      expect(compressed(join(dir, "noise.js"))).toEqual({});
      expect(existsSync(join(dir, "noise.js.gz")) || existsSync(join(dir, "noise.js.br"))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
