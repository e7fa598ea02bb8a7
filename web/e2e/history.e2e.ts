// The History screen on the built executable (docs/behaviour/workouts.md, "History"): reached from
// the Dashboard and the Workouts screen, the bottom bar still six tabs; sessions newest first with
// their figures in the member's unit, the month calendar marking trained days, and a day a tap away.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, pageDate, pageFetch, phone, screenshot, startServer, type Server } from "./harness";

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

/** A day with one exercise and every set ticked. */
async function trainedDay(page: Page, date: string, name: string, weight: string) {
  const day = await pageFetch(page, "POST", "/api/workouts", { date, exercises: [{ name, sets: 2, reps: "5", weight }] });
  expect(day.status).toBe(201);
  for (const n of [1, 2])
    await pageFetch(page, "PUT", `/api/exercises/${day.body.exercises[0].id}/sets/${n}`, { completed: true, weight, reps: "5" });
}

describe("History", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    test(`from the Dashboard and the Workouts screen: sessions newest ` +
      `first, trained days marked, a day a tap away (${colorScheme})`, async () => {
      const { context, page, problems } = await phone(browser, server.base, colorScheme);
      await page.goto("/login");
      const body = {
        email: `history-${colorScheme}-${Date.now()}@example.com`,
        password: "history password",
        firstName: "Hal",
        lastName: "History",
      };
      expect((await pageFetch(page, "POST", "/api/signup", body)).status).toBe(201);
      const yesterday = await pageDate(page, -1);
      const threeDaysAgo = await pageDate(page, -3);
      await trainedDay(page, threeDaysAgo, "Squat", "225");
      await trainedDay(page, yesterday, "Bench Press", "135");

      await page.goto("/");
      await page.getByRole("link", { name: "Workout History" }).click();
      await page.waitForURL(/\/history$/);
      const rows = page.getByRole("region", { name: "Sessions" }).getByRole("link");
      await rows.first().waitFor();
      expect(await rows.count()).toBe(2);
      expect(await rows.first().textContent()).toContain("Bench Press");
      expect(await rows.first().textContent()).toContain("1 exercise · 2 sets · 1,350 lbs");
      expect(await rows.nth(1).textContent()).toContain("Squat");
      expect(await page.getByRole("navigation", { name: "Main" }).getByRole("link").count()).toBe(6);
      await screenshot(page, `history-${colorScheme}`);

      // The calendar marks both days (when they fall in this month) and opens a day's workout.
      const month = (await pageDate(page)).slice(0, 7);
      const expected = [threeDaysAgo, yesterday].filter((d) => d.startsWith(month));
      expect(await page.locator(".calendar-day.trained").count()).toBe(expected.length);
      await rows.nth(1).click();
      await page.waitForURL(new RegExp(`/workouts\\?date=${threeDaysAgo}$`));
      await page.getByRole("article", { name: "Squat", exact: true }).waitFor();

      // From the Workouts screen.
      await page.getByRole("link", { name: "History" }).click();
      await page.waitForURL(/\/history$/);
      await rows.first().waitFor();
      expect(problems).toEqual([]);
      await context.close();
    }, 90_000);
  }
});
