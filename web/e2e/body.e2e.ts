// Body composition and the dashboard as a user meets them, on the built executable: three entries
// on different dates make a trend with its change figure; edit one, delete one behind the
// browser's confirmation; the dashboard's wording before anything is logged; light and dark.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { longDate } from "@web/components/chart";
import { addDays, parseIsoDate, toIsoDate, weekdayName } from "@shared/dates";
import { dayButtonName } from "@web/lib/words";
import { launchBrowser, phone, screenshot, startServer, type Server } from "./harness";

let server: Server;
let browser: Browser;
const email = `body-${Date.now()}@example.com`;
const password = "body e2e password";

const daysAgo = (n: number) => toIsoDate(addDays(new Date(), -n));
/** The list's date heading, e.g. "Mon, Jun 1, 2026". */
const heading = (iso: string) => `${weekdayName(parseIsoDate(iso)!).slice(0, 3)}, ${longDate(iso)}`;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  expect(await server?.stop()).toBe(0);
});

async function signIn(page: Page) {
  const res = await page.request.post("/api/login", { data: { email, password } });
  expect(res.status()).toBe(200);
}

async function noSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

async function addEntry(page: Page, date: string, weight: string, bodyFat: string, waist?: string) {
  await page.getByRole("button", { name: "Add Entry" }).click();
  await page.getByLabel("Date").fill(date);
  await page.getByLabel("Weight (lbs)").fill(weight);
  await page.getByLabel("Body Fat (%)").fill(bodyFat);
  if (waist) await page.getByLabel("Waist").fill(waist);
  await page.getByRole("button", { name: "Save Entry" }).click();
  await page.getByText("Entry saved").first().waitFor();
  await page.getByRole("heading", { name: heading(date) }).waitFor();
}

describe("body composition and dashboard in the browser", () => {
  test("three entries make a trend; edit one, delete one", async () => {
    const { page, context, problems } = await phone(browser, server.base, "light");
    expect((await page.request.post("/api/signup", { data: { email, password, firstName: "Bo", lastName: "Dee" } })).status()).toBe(201);
    await page.goto("/body-composition");
    await page.getByText("No entries yet. Add your first body composition measurement!").waitFor();
    await screenshot(page, "body-empty-light");

    await page.getByRole("button", { name: "Add Entry" }).click();
    await page.getByLabel("Muscle Mass (lbs)").waitFor();
    await page.getByLabel("Notes").fill("Morning, before breakfast");
    await screenshot(page, "body-form-light");
    await page.getByRole("button", { name: "Cancel" }).click();
    expect(await page.getByLabel("Date").count()).toBe(0);

    const [oldest, middle, newest] = [daysAgo(60), daysAgo(25), daysAgo(3)];
    await addEntry(page, middle, "184", "19.1", "34");
    await addEntry(page, oldest, "185.5", "20");
    await addEntry(page, newest, "182.4", "18.2", "33.5");

    // Newest first, whatever the order they were entered in.
    const dates = await page.locator(".body-entry-date").allTextContents();
    expect(dates).toEqual([heading(newest), heading(middle), heading(oldest)]);

    const summary = "Latest 182.4 lbs · \u22123.1 lbs over 90 days";
    await page.getByText(summary).waitFor();
    const chart = page.getByRole("img", { name: /^Weight trend, 3 entries/ });
    expect(await chart.getAttribute("aria-label")).toContain(summary);
    expect(await chart.locator("circle").count()).toBe(3);
    await noSideways(page);
    await page.getByRole("heading", { name: "Trend" }).scrollIntoViewIfNeeded();
    await screenshot(page, "body-chart-light");

    await page.getByRole("button", { name: "30 days" }).click();
    await page.getByText("Latest 182.4 lbs · \u22121.6 lbs over 30 days").waitFor();
    await page.getByRole("button", { name: "Body Fat" }).click();
    await page.getByText("Latest 18.2% · \u22120.9% over 30 days").waitFor();
    await page.getByRole("button", { name: "Weight" }).click();
    await page.getByRole("button", { name: "90 days" }).click();

    // Edit the middle entry: the form comes prefilled; emptying the waist clears it.
    await page.getByRole("button", { name: `Edit entry of ${heading(middle)}` }).click();
    expect(await page.getByLabel("Weight (lbs)").inputValue()).toBe("184");
    expect(await page.getByLabel("Waist").inputValue()).toBe("34");
    await page.getByLabel("Weight (lbs)").fill("183");
    await page.getByLabel("Waist").fill("");
    await page.getByRole("button", { name: "Update Entry" }).click();
    await page.getByText("Entry updated").first().waitFor();
    expect(await page.getByText("Waist 34 in").count()).toBe(0);

    // Delete the oldest, accepting the browser's confirmation.
    let asked = "";
    page.once("dialog", (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await page.getByRole("button", { name: `Delete entry of ${heading(oldest)}` }).click();
    await page.getByText("Entry deleted").first().waitFor();
    expect(asked).toBe("Are you sure you want to delete this entry?");
    await page.getByText("Latest 182.4 lbs · \u22120.6 lbs over 90 days").waitFor();
    expect(await page.locator(".body-entry").count()).toBe(2);

    // Dismissing the confirmation keeps the entry.
    const dismissed = new Promise<void>((resolve) => page.once("dialog", (dialog) => void dialog.dismiss().then(resolve)));
    await page.getByRole("button", { name: `Delete entry of ${heading(middle)}` }).click();
    await dismissed;
    // The click's handler has returned by the next frame: a delete would have shown by then.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.locator(".body-entry").count()).toBe(2);

    // It all survives a reload: it was stored, not just shown.
    await page.reload();
    await page.getByText("Latest 182.4 lbs · \u22120.6 lbs over 90 days").waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "body-composition-light");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await screenshot(page, "body-entries-light");
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);

  test("dark theme: body composition and the dashboard", async () => {
    const { page, context, problems } = await phone(browser, server.base, "dark");
    await signIn(page);
    await page.goto("/body-composition");
    await page.getByText("Latest 182.4 lbs · \u22120.6 lbs over 90 days").waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    await noSideways(page);
    await screenshot(page, "body-composition-dark");
    await page.getByRole("heading", { name: "Trend" }).scrollIntoViewIfNeeded();
    await screenshot(page, "body-chart-dark");

    await page.goto("/");
    await page.getByRole("heading", { name: `${weekdayName(new Date())} Overview` }).waitFor();
    await page.getByText("0 day streak").waitFor();
    await noSideways(page);
    await screenshot(page, "dashboard-dark");

    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);

  test("dashboard: streak, quick actions, and the strip choosing the day", async () => {
    const { page, context, problems } = await phone(browser, server.base, "light");
    await signIn(page);
    await page.goto("/");
    await page.getByText("0 day streak").waitFor();
    await page.getByText("Tick a set to start a streak.").waitFor();
    await page.getByRole("heading", { name: "Quick Actions" }).waitFor();
    await screenshot(page, "dashboard-light");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await screenshot(page, "dashboard-light-bottom");

    const other = addDays(new Date(), new Date().getDay() === 1 ? 1 : -1);
    await page.getByRole("button", { name: dayButtonName(other) }).click();
    await page.getByRole("heading", { name: `${weekdayName(other)} Overview` }).waitFor();

    for (const [name, path] of [
      ["Start Workout", "/workouts"],
      ["Plan Meals", "/meals"],
      ["Meal Library", "/meal-library"],
      ["Workout Templates", "/workout-templates"],
    ] as const) {
      await page.goto("/");
      await page.getByRole("link", { name }).click();
      await page.waitForURL((url) => url.pathname === path);
    }
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);
});
