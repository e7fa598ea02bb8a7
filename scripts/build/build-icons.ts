// Renders the page icon (32) and the install icons (192, 512, maskable 512, Apple touch 180) from web/public/icon.svg at
// build time, so there is one source picture and no committed PNGs to drift from it.
// Rendering uses resvg compiled to WebAssembly: no native binary per platform (the build also runs
// on the Pi and in CI), no browser needed at build time.
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** The icon's own background: maskable and Apple icons must be opaque to the edges. */
export const ICON_BACKGROUND = "#2563eb";

export type BuiltIcon = { name: string; png: Uint8Array };

let ready: Promise<void> | undefined;
function init() {
  const wasm = readFileSync(createRequire(import.meta.url).resolve("@resvg/resvg-wasm/index_bg.wasm"));
  return (ready ??= initWasm(wasm));
}

/** The source drawn inside an opaque square, scaled to `inner` of its size (the safe zone). */
function fullBleed(source: string, inner: number) {
  const inside = source.replace(/^[\s\S]*?<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
  const viewBox = /viewBox="([^"]+)"/.exec(source)?.[1] ?? "0 0 64 64";
  const pad = ((1 - inner) / 2) * 100;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" fill="${ICON_BACKGROUND}"/>` +
    `<svg x="${pad}" y="${pad}" width="${inner * 100}" height="${inner * 100}" viewBox="${viewBox}">${inside}</svg>` +
    `</svg>`
  );
}

function render(svg: string, size: number) {
  return new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().asPng();
}

export async function buildIcons(sourceSvg: string): Promise<BuiltIcon[]> {
  await init();
  return [
    // The page's icon: a browser draws a PNG off the page's thread, where an SVG icon is a whole
    // SVG document the page's own thread builds while the first screen loads.
    { name: "icon-32.png", png: render(sourceSvg, 32) },
    { name: "icon-192.png", png: render(sourceSvg, 192) },
    { name: "icon-512.png", png: render(sourceSvg, 512) },
    // Launchers crop maskable icons to a circle or squircle: keep the picture in the middle 80%.
    { name: "icon-maskable-512.png", png: render(fullBleed(sourceSvg, 0.8), 512) },
    // iOS rounds the corners itself and shows transparency as black.
    { name: "apple-touch-icon.png", png: render(fullBleed(sourceSvg, 1), 180) },
  ];
}
