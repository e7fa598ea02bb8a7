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
