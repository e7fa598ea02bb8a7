// A program on a phone, on the built executable: StrongLifts started from the Programs screen with
// starting weights in kg, workout A put on today from the Next card and logged, then workout B is
// next with its numbers, on the Workouts screen and the Dashboard, in light and dark.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, pageDate, pageFetch, phone, screenshot, signUpByApi, startServer, type Server } from "./harness";

let server: Server;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  expect(await server?.stop()).toBe(0);
});

const lines = (page: Page) => page.locator(".next-exercise-line").allTextContents();

describe("a program on a phone", () => {
  test("start StrongLifts, log workout A, and see workout B next with its numbers", async () => {
    const { page, context, problems } = await phone(browser, server.base, "dark");
    await signUpByApi(page, "Pat", "program password 1");
    expect((await pageFetch(page, "PUT", "/api/profile", { weightUnit: "kg" })).status).toBe(200);
    const today = await pageDate(page);

    await page.goto("/workouts");
    await page.getByRole("link", { name: "Programs" }).click();
    await page.getByRole("button", { name: "Start StrongLifts 5x5" }).click();
    const form = page.getByRole("form", { name: "Starting weights" });
    await form.getByLabel("Squat (kg)").fill("60");
    await form.getByLabel("Bench Press (kg)").fill("40");
    await form.getByLabel("Barbell Row (kg)").fill("40");
    await form.getByLabel("Overhead Press (kg)").fill("30");
    await form.getByLabel("Deadlift (kg)").fill("80");
    await screenshot(page, "programs-start-dark");
    await form.getByRole("button", { name: "Start program" }).click();
    await page.getByRole("region", { name: "Next: Workout A" }).waitFor();
    expect((await lines(page)).map((l) => l.replace(/\s+/g, " ").trim())).toEqual([
      "Squat 5 × 5 · 60 kg",
      "Bench Press 5 × 5 · 40 kg",
      "Barbell Row 5 × 5 · 40 kg",
    ]);
    await screenshot(page, "programs-screen-dark");

    // Workout A on today, from the Workouts screen's Next card, then every set ticked.
    await page.goto("/workouts");
    await page.getByRole("region", { name: "Next: Workout A" }).getByRole("button", { name: "Start workout" }).click();
    await page.getByRole("article", { name: "Squat" }).waitFor();
    for (const name of ["Squat", "Bench Press", "Barbell Row"]) {
      const card = page.getByRole("article", { name });
      for (let set = 1; set <= 5; set++) await card.getByLabel(`Set ${set} completed`).check();
    }
    await page.waitForFunction(() => localStorage.getItem("kinfit.setOutbox") === null);

    // Workout B is next, worked out on the phone as the server does, its squat 2.5 kg up.
    await page.getByRole("region", { name: "Next: Workout B" }).waitFor();
    const answered = (await pageFetch(page, "GET", `/api/programs/active?date=${today}`)).body;
    expect(answered.next.workout).toBe("Workout B");
    await page.goto("/");
    const next = page.getByRole("region", { name: "Next: Workout B" });
    await next.waitFor();
    expect((await lines(page)).map((l) => l.replace(/\s+/g, " ").trim())).toEqual([
      "Squat 5 × 5 · 62.5 kg",
      "Overhead Press 5 × 5 · 30 kg",
      "Deadlift 1 × 5 · 80 kg",
    ]);
    expect(await next.textContent()).toContain("+2.5 kg: all 5 x 5 done on");
    await screenshot(page, "programs-dashboard-dark");
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
