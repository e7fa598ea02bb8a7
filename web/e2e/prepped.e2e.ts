// The prepped rule on the Meal Plan, on the built executable: 'Mark Prepped' ticks every
// ingredient, unticking one unprepares the meal, and the day's summary, the card's progress and its
// badge always read the same stored truth, through a reload.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, phone, screenshot, startServer, type Server, pageFetch, pageDate } from "./harness";

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

/** The summary's 'Ingredients prepped' figure, e.g. '2/3'. */
const preppedFigure = (page: Page) =>
  page
    .getByRole("region", { name: "Summary" })
    .locator(".stat-card", { hasText: "Ingredients prepped" })
    .locator(".stat-value")
    .textContent();

describe("prepped means the same thing everywhere", () => {
  for (const scheme of ["light", "dark"] as const) {
    test(`Mark Prepped, one ingredient unticked, a reload (${scheme})`, async () => {
      const { page, context, problems } = await phone(browser, server.base, scheme);
      await page.goto("/login");
      expect(
        (
          await pageFetch(page, "POST", "/api/signup", {
            email: `prep-${scheme}-${Date.now()}@example.com`,
            password: "prep password 1",
            firstName: "Pat",
            lastName: "Prep",
          })
        ).status,
      ).toBe(201);
      const date = await pageDate(page);
      const ingredients = ["Oats", "Milk", "Banana"].map((name) => ({ name, quantity: 1, unit: "cup" }));
      expect((await pageFetch(page, "POST", "/api/meals", { date, name: "Breakfast", time: "07:30", ingredients })).status).toBe(201);

      await page.goto(`/meals?date=${date}`);
      const card = page.getByRole("article", { name: "Breakfast" });
      await card.waitFor();
      expect(await preppedFigure(page)).toBe("0/3");

      // The meal marks all of its ingredients.
      await card.getByRole("button", { name: "Mark Prepped" }).click();
      for (const name of ["Oats", "Milk", "Banana"])
        await card
          .getByRole("checkbox", { name: `${name} prepped` })
          .and(page.locator(":checked"))
          .waitFor();
      await card.getByText("Prepped", { exact: true }).waitFor();
      await page.waitForFunction(
        () => document.querySelector('[aria-label="Summary"] .stat-card:last-child .stat-value')?.textContent === "3/3",
      );
      expect(await card.getByRole("progressbar", { name: "Prep Progress of Breakfast" }).getAttribute("aria-valuenow")).toBe("100");

      // Unticking one ingredient unprepares the meal, everywhere at once.
      await card.getByRole("checkbox", { name: "Milk prepped" }).uncheck();
      await page.waitForFunction(
        () => document.querySelector('[aria-label="Summary"] .stat-card:last-child .stat-value')?.textContent === "2/3",
      );
      await card.getByText("Prepped", { exact: true }).waitFor({ state: "detached" });
      expect(await card.getByRole("button", { name: "Mark Prepped" }).getAttribute("aria-pressed")).toBe("false");
      expect(await card.getByRole("progressbar", { name: "Prep Progress of Breakfast" }).getAttribute("aria-valuenow")).toBe("67");
      await screenshot(page, `prepped-${scheme}`);

      // What the screen says is what is stored.
      await page.reload();
      await card.waitFor();
      expect(await preppedFigure(page)).toBe("2/3");
      const stored = (await pageFetch(page, "GET", `/api/meals?date=${date}`)).body[0];
      expect(stored.isPrepped).toBe(false);
      expect(stored.ingredients.map((i: { isPrepped: boolean }) => i.isPrepped)).toEqual([true, false, true]);

      // Ticking the last one prepares the meal again.
      await card.getByRole("checkbox", { name: "Milk prepped" }).check();
      await card.getByText("Prepped", { exact: true }).waitFor();
      expect((await pageFetch(page, "GET", `/api/meals?date=${date}`)).body[0].isPrepped).toBe(true);
      expect(problems).toEqual([]);
      await context.close();
    }, 90_000);
  }
});
