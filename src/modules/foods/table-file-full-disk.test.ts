// The food table's file on a full disk: a write refused for want of space leaves no file behind,
// since that space is what the next start needs.
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openFoodTable } from "./table-file";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "kinfit-foods-full-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the food table on a full disk", () => {
  test("a write refused for want of space leaves no temporary file behind", async () => {
    const embedded = join(dir, "embedded.db.gz");
    writeFileSync(embedded, Bun.gzipSync(new Uint8Array(64 * 1024)));
    // /dev/full refuses every write with ENOSPC, as a full disk does.
    symlinkSync("/dev/full", join(dir, `foods-abcd.db.${process.pid}.tmp`));
    await expect(openFoodTable(dir, embedded, "abcd")).rejects.toThrow(/ENOSPC|no space/i);
    expect(readdirSync(dir)).toEqual(["embedded.db.gz"]);
  });
});
