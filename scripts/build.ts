// Builds the single executable: the web app first (embedded through src/generated/web-assets.ts),
// the food table (src/generated/foods.ts), then `bun build --compile` of the server.
//   bun scripts/build.ts                          dist/kinfit for this machine
//   bun scripts/build.ts --target=bun-linux-arm64 dist/kinfit-linux-arm64 (Raspberry Pi, 64-bit OS)
//   bun scripts/build.ts --no-bytecode-order      without scripts/bytecode-order.txt (to record it anew)
//   bun scripts/build.ts --outfile=PATH           somewhere else than dist/
import { existsSync, mkdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { buildWeb } from "./build-web";
import { writeFoodTable } from "./foods-db";
import { ORDER_FILE } from "./bytecode-order";

const root = join(import.meta.dir, "..");
const target = process.argv.find((a) => a.startsWith("--target="))?.slice("--target=".length);
const outfile =
  process.argv.find((a) => a.startsWith("--outfile="))?.slice("--outfile=".length) ??
  join(root, "dist", target ? `kinfit-${target.replace(/^bun-/, "").replace(/-modern$|-baseline$/, "")}` : "kinfit");

const useOrder = !process.argv.includes("--no-bytecode-order") && existsSync(ORDER_FILE);

await buildWeb();
// The food table, embedded through src/generated/foods.ts.
writeFoodTable();
mkdirSync(join(root, "dist"), { recursive: true });
const started = performance.now();
const args = [
  "build",
  "--compile",
  // Not --minify: renamed identifiers break Elysia's static analysis of handlers and macros
  // (which context properties a handler reads), leaving e.g. `cookie` undefined in the guards.
  // Whitespace and syntax minification are safe; the web app is minified fully by build-web.
  "--minify-whitespace",
  "--minify-syntax",
  "--bytecode",
  // The functions a running server uses, laid out together (scripts/bytecode-order.ts records them).
  ...(useOrder ? [`--bytecode-order=${ORDER_FILE}`] : []),
  // Start-up code runs once: the executable starts with the JIT ten times as reluctant, so the
  // start compiles none of it (compiled code stays resident); once it serves, the thresholds follow
  // the load (src/http/jit-policy.ts).
  "--compile-jit-policy=10",
  // The executable must behave the same wherever it is started: no .env or bunfig.toml from the
  // working directory.
  "--no-compile-autoload-dotenv",
  "--no-compile-autoload-bunfig",
  "--define",
  'process.env.NODE_ENV="production"',
  ...(target ? [`--target=${target}`] : []),
  join(root, "src/main.ts"),
  // The WAL checkpointer runs in a worker thread (src/db/wal.ts): a second entry point.
  join(root, "src/db/checkpointer.ts"),
  "--outfile",
  outfile,
];
const proc = Bun.spawnSync([process.execPath, ...args], { cwd: root, stdout: "inherit", stderr: "inherit" });
if (proc.exitCode !== 0) process.exit(proc.exitCode ?? 1);
const mb = statSync(outfile).size / 1024 / 1024;
console.log(
  `${outfile.startsWith(root) ? outfile.slice(root.length + 1) : outfile}: ${mb.toFixed(1)} MB in ${Math.round(performance.now() - started)} ms`,
);
