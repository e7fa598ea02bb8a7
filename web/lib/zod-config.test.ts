import { expect, test } from "bun:test";
import "./zod-config";
import { z } from "zod";

test("zod reads the jitless setting written before it loads", () => {
  expect(z.config().jitless).toBe(true);
});
