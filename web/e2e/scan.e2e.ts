// A barcode read from a photo on the built executable, in headless Chromium: it has no camera and
// no BarcodeDetector of its own, so the Scan button falls back to a photo and the polyfill reads it
// with the decoder's WebAssembly, which the executable serves itself. The photo is an EAN-13 drawn
// here from the standard's tables; the code is a custom ingredient's, found and added to a meal.
// Then the live camera: Chromium's fake camera plays the same code as a video, read frame by frame.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { toIsoDate } from "@shared/dates";
import { launchBrowser, pageFetch, phone, screenshot, signUpByApi, startServer, type Server, waitForToast } from "./harness";

let server: Server;
let browser: Browser;

beforeAll(async () => {
  // Never online: the code is found among the household's own foods.
  server = await startServer(["--no-food-lookup"]);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

// EAN-13: each digit's seven modules in set L, G (odd and even parity) or R; the first digit is
// carried by the L/G pattern of the left six.
const L = ["0001101", "0011001", "0010011", "0111101", "0100011", "0110001", "0101111", "0111011", "0110111", "0001011"];
const R = L.map((code) => [...code].map((bit) => (bit === "0" ? "1" : "0")).join(""));
const G = R.map((code) => [...code].reverse().join(""));
const PARITY = ["LLLLLL", "LLGLGG", "LLGGLG", "LLGGGL", "LGLLGG", "LGGLLG", "LGGGLG", "LGLGLG", "LGLGGL", "LGGLGL"];

/** The 95 modules of an EAN-13 code, 1 for a bar. */
export function ean13Modules(code: string): string {
  const d = [...code].map(Number);
  const left = d.slice(1, 7).map((digit, i) => (PARITY[d[0]!]![i] === "L" ? L : G)[digit]);
  const right = d.slice(7).map((digit) => R[digit]);
  return `101${left.join("")}01010${right.join("")}101`;
}

/** The code drawn as a PNG in the page (its canvas), with quiet zones, as a phone's photo of it. */
async function barcodePhoto(page: Page, code: string): Promise<Buffer> {
  const modules = ean13Modules(code);
  const dataUrl = await page.evaluate((bars) => {
    const module = 4;
    const quiet = 12 * module;
    const canvas = document.createElement("canvas");
    canvas.width = bars.length * module + 2 * quiet;
    canvas.height = 240;
    const g = canvas.getContext("2d")!;
    g.fillStyle = "#fff";
    g.fillRect(0, 0, canvas.width, canvas.height);
    g.fillStyle = "#000";
    [...bars].forEach((bar, i) => bar === "1" && g.fillRect(quiet + i * module, 40, module, 160));
    return canvas.toDataURL("image/png");
  }, modules);
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
}

/** The code as a one-frame Y4M video (I420, 640x480): the bars in the luma plane, no colour. */
function barcodeVideo(code: string): Uint8Array {
  const [width, height, module, left] = [640, 480, 4, 82];
  const luma = new Uint8Array(width * height).fill(235);
  const modules = ean13Modules(code);
  for (let y = 100; y < 380; y++) {
    for (let i = 0; i < modules.length; i++)
      if (modules[i] === "1") luma.fill(16, y * width + left + i * module, y * width + left + (i + 1) * module);
  }
  const chroma = new Uint8Array((width / 2) * (height / 2) * 2).fill(128);
  const header = new TextEncoder().encode(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\nFRAME\n`);
  const out = new Uint8Array(header.length + luma.length + chroma.length);
  out.set(header);
  out.set(luma, header.length);
  out.set(chroma, header.length + luma.length);
  return out;
}

async function signedInWithFood(page: Page, name: string, code: string) {
  await signUpByApi(page, name, "scan e2e password");
  expect(
    (
      await pageFetch(page, "POST", "/api/custom-ingredients", {
        name: `${name} Granola`,
        defaultQuantity: 100,
        defaultUnit: "g",
        caloriesPerUnit: 450,
        barcode: code,
      })
    ).status,
  ).toBe(201);
  expect((await pageFetch(page, "POST", "/api/meals", { date: toIsoDate(new Date()), name: "Breakfast", time: "07:30" })).status).toBe(201);
  await page.goto("/meals");
  const card = page.getByRole("article", { name: /^Breakfast/ });
  await card.getByRole("button", { name: "Add Ingredient" }).click();
  const form = card.getByRole("form", { name: "Add ingredient" });
  await form.getByRole("searchbox", { name: "Search foods" }).waitFor();
  return { card, form };
}

describe("scanning a barcode in the browser", () => {
  test("the drawn code is a valid EAN-13", () => {
    // The standard's own example: 4006381333931.
    const modules = ean13Modules("4006381333931");
    expect(modules).toHaveLength(95);
    // Guards at both ends and the middle; the second digit, 0, in set L (a 4 starts with L).
    expect([modules.slice(0, 3), modules.slice(45, 50), modules.slice(92)]).toEqual(["101", "01010", "101"]);
    expect(modules.slice(3, 10)).toBe("0001101");
    // The last digit, 1, in set R.
    expect(modules.slice(85, 92)).toBe("1100110");
  });

  test("a photo of a custom food's EAN-13 is read by the self-served decoder and the food added", async () => {
    const { page, context, problems } = await phone(browser, server.base);
    const elsewhere: string[] = [];
    const wasm: string[] = [];
    context.on("request", (r) => {
      const url = new URL(r.url());
      if (url.origin !== server.base && url.protocol !== "data:" && url.protocol !== "blob:") elsewhere.push(r.url());
      if (url.pathname.endsWith(".wasm")) wasm.push(url.pathname);
    });
    const code = "4006381333931";
    const { card, form } = await signedInWithFood(page, "Pencil", code);
    expect(await page.evaluate(() => "BarcodeDetector" in window)).toBe(false);
    // Nothing of the decoder before Scan.
    expect(wasm).toEqual([]);

    await form.getByRole("button", { name: "Scan" }).click();
    const panel = form.getByRole("region", { name: "Scan a barcode" });
    await panel.getByText("The camera cannot be opened here. Take a photo of the barcode instead.").waitFor();
    await screenshot(page, "scan-photo-asked");
    await panel
      .locator('input[type="file"]')
      .setInputFiles({ name: "barcode.png", mimeType: "image/png", buffer: await barcodePhoto(page, code) });
    await form.getByRole("button", { name: /^Pencil Granola/ }).waitFor();
    expect(await form.getByRole("textbox", { name: "Barcode" }).inputValue()).toBe(code);
    await screenshot(page, "scan-photo-found");
    await form.getByRole("button", { name: /^Pencil Granola/ }).click();
    await form.getByRole("button", { name: "Add Ingredient" }).click();
    await waitForToast(page, "Ingredient added successfully", "scan-failure");
    await card.getByText("Pencil Granola").waitFor();

    // The decoder's wasm came from the executable, with its type, and nothing from elsewhere.
    expect(wasm.length).toBeGreaterThan(0);
    for (const path of wasm) expect(path).toMatch(/^\/assets\/zxing_reader-[^/]+\.wasm$/);
    const served = await fetch(`${server.base}${wasm[0]}`, { headers: { "accept-encoding": "gzip" } });
    expect(served.headers.get("content-type")).toBe("application/wasm");
    expect(elsewhere).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  test("the live camera (Chromium's fake one, playing the code) is read frame by frame and the food found", async () => {
    const code = "5901234123457";
    const dir = mkdtempSync(join(tmpdir(), "kinfit-scan-video-"));
    const video = join(dir, "barcode.y4m");
    writeFileSync(video, barcodeVideo(code));
    const camera = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--no-first-run",
        "--use-fake-ui-for-media-stream",
        "--use-fake-device-for-media-stream",
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const { page, context, problems } = await phone(camera, server.base);
      const { form } = await signedInWithFood(page, "Camera", code);
      await form.getByRole("button", { name: "Scan" }).click();
      // The code read off the video goes to the lookup, and the camera closes.
      await form.getByRole("button", { name: /^Camera Granola/ }).waitFor();
      expect(await form.getByRole("textbox", { name: "Barcode" }).inputValue()).toBe(code);
      expect(await form.getByRole("region", { name: "Scan a barcode" }).count()).toBe(0);
      expect(await page.evaluate(() => (document.querySelector("video") as HTMLVideoElement | null)?.srcObject ?? null)).toBeNull();
      expect(problems).toEqual([]);
      await context.close();
    } finally {
      await camera.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
