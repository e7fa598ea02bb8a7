import { expect, test } from "bun:test";
import { join } from "node:path";

/**
 * The signed-in screens' file runs before the first screen shows: on a phone every schema it built
 * there was time the screen waited for. It imports the shared contracts for their constants, rules
 * and types; their schemas are built when a form or the API first checks with them
 * (src/shared/lazy-schema.ts). Counted in a fresh process: zod calls its global post-processor
 * hook once for every schema it constructs.
 */
test("loading the signed-in screens builds no zod schema", () => {
  const script = `
    const { GlobalRegistrator } = await import("@happy-dom/global-registrator");
    GlobalRegistrator.register({ url: "http://localhost:3000/" });
    let built = 0;
    globalThis.__zod_globalConfig = { postProcessor: () => void built++ };
    const { z } = await import("zod");
    const before = built;
    const screens = await import("./web/screens.ts");
    const onImport = built - before;
    z.string().min(1);
    console.log(JSON.stringify({ onImport, probe: built - before - onImport, screens: Object.keys(screens).length }));
  `;
  const run = Bun.spawnSync([process.execPath, "--eval", script], { cwd: join(import.meta.dir, ".."), stderr: "pipe" });
  if (run.exitCode !== 0) throw new Error(run.stderr.toString());
  const { onImport, probe, screens } = JSON.parse(run.stdout.toString().trim().split("\n").pop()!);
  expect(screens).toBeGreaterThan(5);
  expect(probe).toBeGreaterThan(0);
  expect(onImport).toBe(0);
});

/**
 * No schema built is not enough: zod itself is a download and start-up work of its own. The entry
 * file and the signed-in screens' file, with every file they import statically (what the phone
 * fetches and runs before the first screen shows), carry none of it; the forms load their checks
 * when first used (web/lib/lazy-checks.ts).
 */
test("neither the entry file nor the signed-in screens' file brings zod", async () => {
  const { mkdtempSync, rmSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const outdir = mkdtempSync(join(tmpdir(), "kinfit-chunks-"));
  try {
    const result = await Bun.build({
      entrypoints: [join(import.meta.dir, "main.tsx")],
      outdir,
      target: "browser",
      splitting: true,
      metafile: true,
      define: { "process.env.NODE_ENV": '"production"' },
    });
    expect(result.success).toBe(true);
    const outputs = result.metafile!.outputs as Record<
      string,
      { inputs: Record<string, unknown>; imports?: { path: string; kind: string }[]; entryPoint?: string }
    >;
    const name = (path: string) => Object.keys(outputs).find((o) => o.endsWith(path.split("/").pop()!))!;
    const holding = (input: RegExp) => Object.keys(outputs).filter((o) => Object.keys(outputs[o]!.inputs).some((i) => input.test(i)));
    /** A file and what it imports statically, transitively. */
    const loadedWith = (start: string) => {
      const seen = new Set<string>();
      const visit = (o: string) => {
        if (seen.has(o)) return;
        seen.add(o);
        for (const i of outputs[o]!.imports ?? []) if (i.kind !== "dynamic-import") visit(name(i.path));
      };
      visit(start);
      return seen;
    };
    const withZod = new Set(holding(/node_modules\/zod\//));
    expect(withZod.size).toBeGreaterThan(0);
    const [entry] = holding(/web\/main\.tsx$/);
    const [screens] = holding(/web\/screens\.ts$/);
    expect(entry).toBeDefined();
    expect(screens).toBeDefined();
    for (const file of [...loadedWith(entry!), ...loadedWith(screens!)]) expect(withZod.has(file)).toBe(false);
    // The forms' checks do bring it, when they are loaded.
    const [checks] = holding(/web\/features\/meals\/checks\.ts$/);
    expect([...loadedWith(checks!)].some((f) => withZod.has(f))).toBe(true);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
});
