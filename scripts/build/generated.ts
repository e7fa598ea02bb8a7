// What `bun src/main.ts` embeds and a fresh checkout has not made yet: the built web app
// (src/generated/web-assets.ts) and the food table (src/generated/foods.ts). Tests that start the
// server from source make them first; `npm start` and the build make them every time.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { buildWeb } from "./build-web";
import { writeFoodTable } from "./foods-db";

const root = join(import.meta.dir, "../..");

export async function ensureGenerated(): Promise<void> {
  if (!existsSync(join(root, "src/generated/web-assets.ts"))) await buildWeb({ quiet: true });
  if (!existsSync(join(root, "src/generated/foods.ts")) || !existsSync(join(root, "src/generated/food-names.ts"))) writeFoodTable();
}
