// The install icons: drawn from web/public/icon.svg at the sizes the manifest and index.html name,
// opaque where launchers need it, and served with the right types by the web asset handler.
import { describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serveWebAsset, type WebAssets } from "@http/web-assets";
import { buildIcons } from "./build-icons";

const root = join(import.meta.dir, "..");
const svg = readFileSync(join(root, "web/public/icon.svg"), "utf8");
const manifest = JSON.parse(readFileSync(join(root, "web/public/manifest.webmanifest"), "utf8"));
const html = readFileSync(join(root, "web/index.html"), "utf8");

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset);
  expect([...png.slice(1, 4)].map((c) => String.fromCharCode(c)).join("")).toBe("PNG");
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe("install icons", async () => {
  const icons = await buildIcons(svg);
  const byName = Object.fromEntries(icons.map((i) => [i.name, i.png]));

  test("every PNG the manifest and index.html name is generated at its size", () => {
    const named = [
      ...manifest.icons
        .filter((i: { type: string }) => i.type === "image/png")
        .map((i: { src: string; sizes: string }) => [i.src, i.sizes]),
      ["/apple-touch-icon.png", "180x180"],
      ...[...html.matchAll(/<link rel="icon" href="([^"]+\.png)" type="image\/png" sizes="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]),
    ];
    expect(named.length).toBe(6);
    for (const [src, sizes] of named) {
      const png = byName[src.slice(1)];
      expect(png, src).toBeDefined();
      const { width, height } = pngSize(png!);
      expect(`${width}x${height}`).toBe(sizes);
    }
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
    // The page's icon is a PNG (build-icons.ts says why), the one SVG stays the manifest's.
    expect(html).toContain('<link rel="icon" href="/icon-32.png" type="image/png" sizes="32x32" />');
    expect(html).not.toContain('href="/icon.svg"');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });

  test("the manifest has what installability needs", () => {
    expect(manifest).toMatchObject({ name: "Kinfit", short_name: "Kinfit", start_url: "/", display: "standalone" });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const sizes = manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
  });

  test("the manifest and icons are served with their types", async () => {
    const dir = mkdtempSync(join(tmpdir(), "kinfit-icons-"));
    const assets: WebAssets = {};
    for (const icon of icons) {
      writeFileSync(join(dir, icon.name), icon.png);
      assets["/" + icon.name] = { file: join(dir, icon.name), type: "image/png", immutable: false };
    }
    assets["/manifest.webmanifest"] = {
      file: join(root, "web/public/manifest.webmanifest"),
      type: "application/manifest+json",
      immutable: false,
    };
    for (const [url, type] of [
      ["/icon-512.png", "image/png"],
      ["/apple-touch-icon.png", "image/png"],
      ["/manifest.webmanifest", "application/manifest+json"],
    ] as const) {
      const res = serveWebAsset(assets, new Request("http://localhost" + url));
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(type);
    }
    const png = new Uint8Array(await serveWebAsset(assets, new Request("http://localhost/icon-192.png")).arrayBuffer());
    expect(pngSize(png)).toEqual({ width: 192, height: 192 });
  });
});
