// The food table's file beside the member database: written once per version, opened read-only.
import { describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { foodTable } from "@scripts/foods-db";
import { openFoodTable } from "./store";

describe("the food table's file", () => {
  test("written beside the database when missing, older versions removed, opened read-only", async () => {
    const dir = mkdtempSync(join(tmpdir(), "kinfit-foods-store-"));
    const embedded = join(dir, "embedded.db.gz");
    writeFileSync(embedded, Bun.gzipSync(new Uint8Array(foodTable())));
    writeFileSync(join(dir, "foods-0000.db"), "old");
    writeFileSync(join(dir, "kinfit.db"), "");
    const table = await openFoodTable(dir, embedded, "abcd");
    expect(readdirSync(dir).sort()).toEqual(["embedded.db.gz", "foods-abcd.db", "kinfit.db"]);
    expect(table.query<{ n: number }, []>("SELECT count(*) AS n FROM foods").get()!.n).toBe(8789);
    expect(() => table.run("DELETE FROM foods")).toThrow();
    table.close();
    // Present: kept as it is, not written again.
    writeFileSync(embedded, "not read");
    (await openFoodTable(dir, embedded, "abcd")).close();
    expect(existsSync(join(dir, "foods-abcd.db"))).toBe(true);
  });
});
