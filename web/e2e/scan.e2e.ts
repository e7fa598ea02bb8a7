// A barcode read from a photo on the built executable, in headless Chromium: it has no camera and
// no BarcodeDetector of its own, so the Scan button falls back to a photo and the polyfill reads it
// with the decoder's WebAssembly, which the executable serves itself. The photo is an EAN-13 drawn
// here from the standard's tables; the code is a custom ingredient's, found and added to a meal.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { toIsoDate } from "../../src/shared/dates";
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
    await signUpByApi(page, "scanner", "scan e2e password");
    const code = "4006381333931";
    expect((await pageFetch(page, "POST", "/api/custom-ingredients", { name: "Pencil Granola", defaultQuantity: 100, defaultUnit: "g", caloriesPerUnit: 450, barcode: code })).status).toBe(201);
    expect((await pageFetch(page, "POST", "/api/meals", { date: toIsoDate(new Date()), name: "Breakfast", time: "07:30" })).status).toBe(201);
    await page.goto("/meals");
    const card = page.getByRole("article", { name: /^Breakfast/ });
    await card.getByRole("button", { name: "Add Ingredient" }).click();
    const form = card.getByRole("form", { name: "Add ingredient" });
    await form.getByRole("searchbox", { name: "Search foods" }).waitFor();
    expect(await page.evaluate(() => "BarcodeDetector" in window)).toBe(false);
    // Nothing of the decoder before Scan.
    expect(wasm).toEqual([]);

    await form.getByRole("button", { name: "Scan" }).click();
    const panel = form.getByRole("region", { name: "Scan a barcode" });
    await panel.getByText("The camera cannot be opened here. Take a photo of the barcode instead.").waitFor();
    await screenshot(page, "scan-photo-asked");
    await panel.locator('input[type="file"]').setInputFiles({ name: "barcode.png", mimeType: "image/png", buffer: await barcodePhoto(page, code) });
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
});
