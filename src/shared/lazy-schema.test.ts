import { describe, expect, test } from "bun:test";
import { z } from "zod";
import { isBuilt, lazySchema } from "./lazy-schema";

describe("lazySchema", () => {
  test("builds on the first use, once, and then is the schema", () => {
    let builds = 0;
    const name = lazySchema(() => {
      builds++;
      return z.string().trim().min(1, "name is required");
    });
    expect(builds).toBe(0);
    expect(isBuilt(name)).toBe(false);
    expect(name.safeParse(" ").error?.issues[0]?.message).toBe("name is required");
    expect(name.parse(" Squat ")).toBe("Squat");
    expect(builds).toBe(1);
    expect(isBuilt(name)).toBe(true);
    expect(name instanceof z.ZodString).toBe(true);
    expect(name instanceof z.ZodType).toBe(true);
    expect(name instanceof z.ZodNumber).toBe(false);
    expect(builds).toBe(1);
  });

  test("instanceof, `in` and a detached method each build it", () => {
    const a = lazySchema(() => z.number());
    expect(a instanceof z.ZodNumber).toBe(true);
    const b = lazySchema(() => z.number());
    expect("~standard" in b).toBe(true);
    const c = lazySchema(() => z.number().int());
    const { safeParse } = c;
    expect(safeParse(1.5).success).toBe(false);
    expect(safeParse(2).success).toBe(true);
  });

  test("composes like the schema it stands for", () => {
    let builds = 0;
    const item = lazySchema(() => {
      builds++;
      return z.object({ name: z.string().min(1, "name is required"), sets: z.number().int().optional() });
    });
    const list = lazySchema(() => z.object({ items: z.array(item, { error: "items must be a list" }).max(2, "at most 2") }));
    const extended = lazySchema(() => item.extend({ notes: z.string().nullable() }));
    expect(builds).toBe(0);
    // a place in another schema's shape: built when the other is used
    expect(list.safeParse({ items: [{ name: "Squat" }] }).success).toBe(true);
    expect(builds).toBe(1);
    expect(list.safeParse({ items: [{ name: "" }] }).error?.issues[0]).toMatchObject({
      message: "name is required",
      path: ["items", 0, "name"],
    });
    expect(list.safeParse({ items: 3 }).error?.issues[0]?.message).toBe("items must be a list");
    expect(Object.keys(item.shape)).toEqual(["name", "sets"]);
    expect(Object.keys(extended.shape)).toEqual(["name", "sets", "notes"]);
    expect(extended.safeParse({ name: "Row", notes: null }).data).toEqual({ name: "Row", notes: null });
    expect(item.optional().safeParse(undefined).success).toBe(true);
    expect(item.array().safeParse([{ name: "Row" }]).success).toBe(true);
    expect(z.union([item, z.null()]).safeParse(null).success).toBe(true);
    expect(builds).toBe(1);
  });

  test("types are the schema's own", () => {
    const payload = lazySchema(() => z.object({ date: z.string(), count: z.number().default(1) }));
    const input: z.input<typeof payload> = { date: "2026-01-01" };
    const output: z.output<typeof payload> = payload.parse(input);
    expect(output).toEqual({ date: "2026-01-01", count: 1 });
  });

  test("a schema that reads itself while it is built fails plainly", () => {
    const self: z.ZodType = lazySchema((): z.ZodType => z.object({ next: self.optional() }));
    expect(() => self.safeParse({})).toThrow("lazySchema: the schema was read while it was being built");
  });
});

// The shared modules, as the server and the web import them.
const SHARED = import.meta.dir;
const sharedModules = () =>
  [...new Bun.Glob("**/*.ts").scanSync({ cwd: SHARED })].filter((f) => !/\.test\.ts$|test-fixtures\.ts$/.test(f)).sort();

/**
 * How many zod schemas a fresh process builds while importing `modules` (after zod itself), and then
 * while building one schema, to show the count works. zod calls its global post-processor hook
 * once for every schema it constructs.
 */
function schemasBuiltOnImport(modules: string[]) {
  const script = `
    let built = 0;
    globalThis.__zod_globalConfig = { postProcessor: () => void built++ };
    const { z } = await import("zod");
    const before = built;
    for (const m of ${JSON.stringify(modules)}) await import("./src/shared/" + m);
    const onImport = built - before;
    z.string().min(1);
    console.log(JSON.stringify({ onImport, probe: built - before - onImport }));
  `;
  const run = Bun.spawnSync([process.execPath, "--eval", script], { cwd: `${SHARED}/../..`, stderr: "pipe" });
  if (run.exitCode !== 0) throw new Error(run.stderr.toString());
  return JSON.parse(run.stdout.toString().trim().split("\n").pop()!) as { onImport: number; probe: number };
}

test("importing the shared contracts and fields builds no zod schema", () => {
  const modules = sharedModules();
  expect(modules).toContain("workouts/contract.ts");
  const { onImport, probe } = schemasBuiltOnImport(modules);
  expect(probe).toBeGreaterThan(0);
  expect(onImport).toBe(0);
});

test("a contract's schemas check and answer as before when first used", async () => {
  const { loginSchema, signupFormSchema } = await import("./auth/contract");
  expect(loginSchema.safeParse({ email: "Lee@Example.com", password: "x" }).data).toEqual({ email: "lee@example.com", password: "x" });
  const form = { email: "a@b.co", password: "long enough", confirmPassword: "other", firstName: "A", lastName: "B" };
  expect(signupFormSchema.safeParse(form).error?.issues[0]?.message).toBe("Passwords don't match");
});
