// The service worker, built from web/sw.ts with the list of this build's files in front of it.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { isCompressedCopy } from "./build-web-assets";

const root = join(import.meta.dir, "../..");

/**
 * Whether the service worker fetches a file as it installs. Not the scanner's WebAssembly: a phone
 * downloads it at its first Scan, and the worker keeps it from then on like any built file.
 */
export const isPrecached = (url: string) => !url.endsWith(".wasm");

/** Every file of the built app (not gzipped copies), as URL paths, sorted. */
function appFiles(dir: string): string[] {
  const urls: string[] = [];
  (function walk(d: string) {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (!isCompressedCopy(name)) urls.push(`/${relative(dir, path)}`);
    }
  })(dir);
  return urls.sort();
}

/** A version for the worker: the first 16 hex digits of a SHA-256 over every file's name and bytes. */
export function buildVersion(dir: string, urls: string[]): string {
  const hash = new Bun.CryptoHasher("sha256");
  for (const url of urls) {
    hash.update(`${url}\0`);
    hash.update(readFileSync(join(dir, url.slice(1))));
  }
  return hash.digest("hex").slice(0, 16);
}

/** web/sw.ts as /sw.js (a fixed name at the root, so its scope is the whole app). */
export async function buildServiceWorker(dir: string) {
  const files = appFiles(dir);
  const version = buildVersion(dir, files);
  const precache = files.filter(isPrecached);
  const result = await Bun.build({
    entrypoints: [join(root, "web/sw.ts")],
    target: "browser",
    format: "iife",
    minify: true,
  });
  if (!result.success) {
    for (const log of result.logs) console.error(log);
    throw new Error("service worker build failed");
  }
  const code = await result.outputs[0]!.text();
  writeFileSync(join(dir, "sw.js"), `var KINFIT_BUILD=${JSON.stringify({ version, precache })};\n${code}`);
}
