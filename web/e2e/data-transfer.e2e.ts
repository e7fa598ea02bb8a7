// Your data in the browser, on the built executable: a Strong CSV chosen on the Profile screen is
// previewed (with the kg/lb choice its layout needs), imported, and shows on Workouts on its date
// and in History under its workout's name and length;
// 'Export my data' downloads one JSON file that holds it. Light and dark.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { addDays, toIsoDate } from "@shared/dates";
import { launchBrowser, phone, screenshot, startServer, type Server } from "./harness";

let server: Server;
let browser: Browser;
const email = `transfer-${Date.now()}@example.com`;
const password = "transfer e2e password";
const date = toIsoDate(addDays(new Date(), -9));

/** Strong's older layout (no unit named): a warm-up, two sets, a rest timer, and one row that cannot be read. */
const strongCsv = [
  "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE",
  `${date} 07:07:00,"Push, heavy",1h 3m,Bench Press (Barbell),W,40,10.0,0,0,,,`,
  `${date} 07:07:00,"Push, heavy",1h 3m,Bench Press (Barbell),1,80,5,0,0,"paused, tight",,`,
  `${date} 07:07:00,"Push, heavy",1h 3m,Bench Press (Barbell),Rest Timer,0,0,0,120,,,`,
  `${date} 07:07:00,"Push, heavy",1h 3m,Bench Press (Barbell),2,82.5,4,0,0,,,`,
  `${date} 07:07:00,"Push, heavy",1h 3m,Overhead Press (Barbell),1,50,8,0,0,,,`,
  `someday,"Push, heavy",1h 3m,Overhead Press (Barbell),2,50,8,0,0,,,`,
].join("\r\n");

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  expect(await server?.stop()).toBe(0);
});

async function noSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

async function chooseCsv(page: Page) {
  await page
    .getByLabel("Choose a file")
    .setInputFiles({ name: "strong.csv", mimeType: "text/csv", buffer: Buffer.from(`\uFEFF${strongCsv}`) });
  await page.getByText("Strong workout export").waitFor();
}

describe("import and export on the Profile screen", () => {
  test("a Strong CSV: preview, unit, import, then the workout on its date; export as JSON", async () => {
    const { page, context, problems } = await phone(browser, server.base, "light");
    expect((await page.request.post("/api/signup", { data: { email, password, firstName: "Tess", lastName: "Fer" } })).status()).toBe(201);
    await page.goto("/profile");
    await page.getByRole("heading", { name: "Your Data" }).waitFor();

    await chooseCsv(page);
    const preview = page.getByRole("region", { name: "Import preview" });
    await preview.getByText("1 workout · 2 exercises · 4 sets").waitFor();
    await preview.getByText(date, { exact: true }).waitFor();
    await preview.getByText("1 row cannot be read and will be skipped:").waitFor();
    await preview.getByText('Line 7: date "someday" is not understood').waitFor();
    // What is kept besides weights and reps, and what is left out, with why.
    // The workout's name and length are the day's session.
    expect(await preview.getByRole("list", { name: "Kept with the sets" }).getByRole("listitem").allTextContents()).toEqual([
      "1 exercise note",
      "Workout names on 1 day",
      "Workout times on 1 day",
    ]);
    await preview.getByText("1 rest-timer row skipped: they are timer settings, not sets").waitFor();
    expect(await preview.getByText(/workout names? skipped/).count()).toBe(0);
    expect(await preview.getByRole("button", { name: "Import" }).isDisabled()).toBe(true);
    await preview.getByRole("button", { name: "kg" }).click();
    await page.waitForFunction(() => !(document.querySelector('[aria-label="Import preview"] .btn-primary') as HTMLButtonElement).disabled);
    await noSideways(page);
    await preview.scrollIntoViewIfNeeded();
    await screenshot(page, "data-transfer-preview-light");

    await preview.getByRole("button", { name: "Import" }).click();
    await page.getByText("Import complete").first().waitFor();
    await page.getByText("Added 4 sets on 1 day.").first().waitFor();
    await screenshot(page, "data-transfer-imported-light");

    await page.goto(`/workouts?date=${date}`);
    await page.getByText("Bench Press (Barbell)").first().waitFor();
    await page.getByText("Overhead Press (Barbell)").first().waitFor();
    await screenshot(page, "data-transfer-workouts-light");

    // History lists the session under the file's workout name, with its length.
    await page.goto("/history");
    const session = page.getByRole("listitem").filter({ hasText: "Push, heavy" });
    await session.waitFor();
    await session.getByText("1 h 03 min").waitFor();

    // The same file again adds nothing.
    await page.goto("/profile");
    await chooseCsv(page);
    await page.getByText("4 sets of this file are already in Kinfit and will be skipped.").waitFor();
    await page.getByText("Nothing new to import: every set of this file is already in Kinfit.").waitFor();
    await page.getByRole("button", { name: "Cancel" }).click();

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export my data" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^kinfit-export-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(readFileSync((await download.path())!, "utf8"));
    expect(file.format).toBe("kinfit-export");
    expect(file.version).toBe(1);
    const day = file.workouts.find((w: { date: string }) => w.date === date);
    expect(day.exercises.map((e: { name: string }) => e.name)).toEqual(["Bench Press (Barbell)", "Overhead Press (Barbell)"]);
    expect(day.exercises[0].setRows.map((s: { kind: string; weight: string }) => [s.kind, s.weight])).toEqual([
      ["warmup", "88.1849"],
      ["normal", "176.3698"],
      ["normal", "181.8814"],
    ]);

    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);

  test("dark theme: the card and a preview", async () => {
    const { page, context, problems } = await phone(browser, server.base, "dark");
    expect((await page.request.post("/api/login", { data: { email, password } })).status()).toBe(200);
    await page.goto("/profile");
    await page.getByRole("heading", { name: "Your Data" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    await page.getByRole("heading", { name: "Your Data" }).scrollIntoViewIfNeeded();
    await screenshot(page, "data-transfer-card-dark");
    await chooseCsv(page);
    await page.getByRole("region", { name: "Import preview" }).scrollIntoViewIfNeeded();
    await noSideways(page);
    await screenshot(page, "data-transfer-preview-dark");
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);
});
