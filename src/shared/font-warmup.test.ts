// The loading frame's font lookups carry every text style, each a size and a weight, once.
import { expect, test } from "bun:test";
import { FONT_WARMUP_SCRIPT, TEXT_STYLES } from "./font-warmup";

test("the script carries every style, each a size and a weight, once", () => {
  for (const style of TEXT_STYLES) {
    expect(style).toMatch(/^[^/]+\/\d{3}$/);
    expect(FONT_WARMUP_SCRIPT).toContain(JSON.stringify(style));
  }
  expect(new Set(TEXT_STYLES).size).toBe(TEXT_STYLES.length);
});
