// The committed order file (scripts/build/bytecode-order.txt) must still describe the server: a run of
// today's build, used as scripts/build/bytecode-order.ts uses it, uses mostly functions the file names.
// When this fails, `npm run build:order` records the file anew.
import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildUnordered, ORDER_FILE, orderedFunctions, recordOrder } from "./bytecode-order";

const dir = mkdtempSync(join(tmpdir(), "kinfit-order-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("the committed bytecode order names what a server of this build runs", async () => {
  const committed = new Set(orderedFunctions(readFileSync(ORDER_FILE, "utf8")));
  expect(committed.size).toBeGreaterThan(1000);

  const executable = join(dir, "kinfit");
  buildUnordered(executable, true);
  await recordOrder(executable, join(dir, "order.txt"));
  const used = orderedFunctions(readFileSync(join(dir, "order.txt"), "utf8"));
  expect(used.length).toBeGreaterThan(1000);
  const named = used.filter((f) => committed.has(f)).length;
  // A few changed functions are normal between recordings; a tenth means the file is stale.
  expect(named / used.length).toBeGreaterThan(0.9);
}, 120_000);
