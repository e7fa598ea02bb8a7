// Reads every source file's import lines and fails when a layer points the wrong way (the
// directions are written at the top of src/app.ts).
import { describe, expect, test } from "bun:test";
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const ROOT = resolve(import.meta.dir, "..");

/** Repository-relative paths of the TypeScript files under `dir`. */
function sources(dir: string): string[] {
  if (!existsSync(join(ROOT, dir))) return [];
  const glob = new Bun.Glob("**/*.{ts,tsx}");
  return [...glob.scanSync({ cwd: join(ROOT, dir) })].map((p) => join(dir, p)).sort();
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** Every module a file imports or re-exports, static or dynamic, as written. */
function importsOf(text: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?[^;'"]*?\sfrom\s*["']([^"']+)["']/g,
    /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
    /^\s*import\s+["']([^"']+)["']/gm,
  ];
  for (const pattern of patterns) for (const m of text.matchAll(pattern)) found.add(m[1]!);
  return [...found];
}

type Import = { spec: string /** Repository-relative target of a relative import, else undefined. */; target?: string };

function importsIn(file: string): Import[] {
  return importsOf(readFileSync(join(ROOT, file), "utf8")).map((spec) =>
    spec.startsWith(".") ? { spec, target: relative(ROOT, resolve(ROOT, dirname(file), spec)) } : { spec },
  );
}

const under = (path: string | undefined, dir: string) => path !== undefined && (path === dir || path.startsWith(`${dir}/`));

/** "file imports spec" for every import of `files` that `bad` matches. */
function offences(files: string[], bad: (imp: Import, file: string) => boolean): string[] {
  return files.flatMap((file) =>
    importsIn(file)
      .filter((imp) => bad(imp, file))
      .map((imp) => `${file} imports ${imp.spec}`),
  );
}

describe("layers", () => {
  test("the import reader sees every form of import", () => {
    const text = [
      'import { a } from "./a";',
      'import type { B } from "../b";',
      "import {\n  c,\n  d,\n} from './c';",
      'export { e } from "./e";',
      'import "./style.css";',
      'const f = await import("./f");',
      'type G = typeof import("./g");',
    ].join("\n");
    expect(importsOf(text).sort()).toEqual(["../b", "./a", "./c", "./e", "./f", "./g", "./style.css"]);
  });

  test("src/db imports neither src/http nor src/modules", () => {
    const bad = offences(sources("src/db"), ({ target }) => under(target, "src/http") || under(target, "src/modules"));
    expect(bad).toEqual([]);
  });

  test("src/shared imports only src/shared and zod (tests also their tools)", () => {
    const bad = offences(sources("src/shared"), ({ spec, target }, file) =>
      target !== undefined
        ? !under(target, "src/shared")
        : !(spec === "zod" || (isTest(file) && ["bun:test", "fast-check"].includes(spec))),
    );
    expect(bad).toEqual([]);
  });

  // The earlier rule, still true: src/http reaches no module at all now, through routes.ts or not.
  test("src/http reaches modules only through their routes.ts", () => {
    const files = sources("src/http").filter((f) => !isTest(f));
    const bad = offences(files, ({ target }) => under(target, "src/modules") && !/^src\/modules\/[^/]+\/routes$/.test(target!));
    expect(bad).toEqual([]);
  });

  test("src/http imports no module: the app is assembled above them, in src/app.ts", () => {
    const files = sources("src/http").filter((f) => !isTest(f));
    const bad = offences(files, ({ target }) => under(target, "src/modules") || target === "src/app");
    expect(bad).toEqual([]);
  });

  test("only src/main.ts, tests and scripts import src/app.ts", () => {
    const files = [...sources("src"), ...sources("web")].filter((f) => !isTest(f) && f !== "src/main.ts" && !under(f, "src/test"));
    const bad = offences(files, ({ target }) => target === "src/app");
    expect(bad).toEqual([]);
  });

  test("modules import from src/http only context, validate, rate-limit and client-address", () => {
    const allowed = ["src/http/context", "src/http/validate", "src/http/rate-limit", "src/http/client-address"];
    const bad = offences(sources("src/modules"), ({ target }) => under(target, "src/http") && !allowed.includes(target!));
    expect(bad).toEqual([]);
  });

  test("web/ imports nothing from src/ but src/shared", () => {
    const bad = offences(sources("web"), ({ target }) => under(target, "src") && !under(target, "src/shared"));
    expect(bad).toEqual([]);
  });

  test("a web feature imports another feature only through its index.ts", () => {
    const feature = (path: string | undefined) => path?.match(/^web\/features\/([^/]+)(\/.*)?$/);
    const isIndex = (path: string) => {
      const full = join(ROOT, path);
      return /\/index$/.test(path) || (existsSync(full) && statSync(full).isDirectory());
    };
    const isFeature = (name: string) => existsSync(join(ROOT, "web/features", name));
    const bad = offences(sources("web/features"), ({ target }, file) => {
      const to = feature(target);
      return !!to && to[1] !== feature(file)![1] && isFeature(to[1]!) && !isIndex(target!);
    });
    expect(bad).toEqual([]);
  });
});
