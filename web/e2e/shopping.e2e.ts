// Planning ahead on the built executable at 390x844: two days planned (today and tomorrow, macro
// tracking on), the week view showing both with their totals, the shopping list summing them
// with the days they are for, a tick kept through a reload, another range with its own ticks, and
// the first range's tick kept by the server.
// Screenshots of the week and the list in light and dark.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { join } from "node:path";
import { addDays, toIsoDate, weekdayName } from "@shared/dates";
import { fullDay } from "@web/lib/words";
import { launchBrowser, phone, screenshot, SCREENSHOTS, startServer, type Server, pageFetch, transitionsDone } from "./harness";

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

/** The screen from its top at the phone's viewport, and the whole page beside it. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-full.png`), fullPage: true });
}

const dayRow = (page: Page, d: Date) =>
  page.locator("article.week-day", { has: page.getByRole("heading", { name: new RegExp(`^${fullDay(d)}`) }) });

describe("planning ahead", () => {
  for (const scheme of ["light", "dark"] as const) {
    test(`week view and shopping list (${scheme})`, async () => {
      const { page, context, problems } = await phone(browser, server.base, scheme);
      await page.goto("/login");
      expect(
        (
          await pageFetch(page, "POST", "/api/signup", {
            email: `shop-${scheme}-${Date.now()}@example.com`,
            password: "shop password 1",
            firstName: "Sam",
            lastName: "Shop",
          })
        ).status,
      ).toBe(201);
      expect((await pageFetch(page, "PUT", "/api/profile", { macroTracking: true })).status).toBe(200);
      const today = new Date();
      const tomorrow = addDays(today, 1);
      const [d1, d2] = [toIsoDate(today), toIsoDate(tomorrow)];
      const plan = [
        {
          date: d1,
          name: "Breakfast",
          time: "07:30",
          ingredients: [
            { name: "Oats", quantity: 80, unit: "g", calories: 300, protein: 10, carbs: 54, fat: 5 },
            { name: "Milk", quantity: 1, unit: "cup", calories: 100, protein: 8, carbs: 12, fat: 2 },
          ],
        },
        {
          date: d1,
          name: "Dinner",
          time: "18:30",
          ingredients: [{ name: "Rice", quantity: 1, unit: "cups", calories: 200, protein: 4, carbs: 45, fat: 0 }],
        },
        {
          date: d2,
          name: "Breakfast",
          time: "07:30",
          ingredients: [
            { name: "oats", quantity: 160, unit: "g", calories: 600, protein: 20, carbs: 108, fat: 10 },
            { name: "Milk", quantity: 2, unit: "cups", calories: 200, protein: 16, carbs: 24, fat: 4 },
          ],
        },
      ];
      for (const meal of plan) expect((await pageFetch(page, "POST", "/api/meals", meal)).status).toBe(201);

      // The week, from the Meal Plan's 'Week' link: both days with their meals and totals.
      await page.goto(`/meals?date=${d1}`);
      await page.getByRole("link", { name: "Week", exact: true }).click();
      await page.getByRole("heading", { name: "Week Plan" }).waitFor();
      const first = dayRow(page, today);
      await first.getByText("Dinner").waitFor();
      expect(await first.locator(".week-day-totals").textContent()).toBe("600 cal · 22g protein · 111g carbs · 7g fat");
      // Tomorrow is in the next Sunday-first week when today is a Saturday.
      if (weekdayName(today) === "Saturday") await page.getByRole("button", { name: "Next week" }).click();
      const second = dayRow(page, tomorrow);
      await second.getByText("Breakfast").waitFor();
      expect(await second.locator(".week-day-totals").textContent()).toBe("800 cal · 36g protein · 132g carbs · 14g fat");
      if (weekdayName(today) !== "Saturday") {
        expect(await page.getByRole("region", { name: "Average per day" }).locator(".week-average-value").textContent()).toBe(
          "700 cal · 29g protein · 122g carbs · 11g fat",
        );
      }
      await shot(page, `week-${scheme}`);
      // A day leads back to its Meal Plan.
      await second.getByRole("link").click();
      await page.getByRole("heading", { name: "Meal Plan" }).waitFor();
      expect(new URL(page.url()).search).toBe(`?date=${d2}`);
      await page.getByRole("navigation", { name: "Meal tools" }).scrollIntoViewIfNeeded();
      await screenshot(page, `meal-tools-${scheme}`);

      // The shopping list: today and the next six days, summed with the days each is for.
      await page.getByRole("link", { name: "Shopping List" }).click();
      await page.getByRole("heading", { name: "Shopping List" }).waitFor();
      const oats = page.getByRole("checkbox", { name: "Oats 240 g" });
      await oats.waitFor();
      const short = (d: Date) => weekdayName(d).slice(0, 3);
      const row = (box: typeof oats) => page.locator("label.shop-item", { has: box });
      expect(await row(oats).locator(".shop-item-days").textContent()).toBe(`${short(today)}, ${short(tomorrow)}`);
      const milk = page.getByRole("checkbox", { name: "Milk 3 cups" });
      expect(await row(milk).locator(".shop-item-days").textContent()).toBe(`${short(today)}, ${short(tomorrow)}`);
      await page.getByRole("checkbox", { name: "Rice 1 cup" }).waitFor();

      await oats.check();
      await page.getByText("1 of 3 ticked").waitFor();
      // The bar's fill eases in.
      await transitionsDone(page);
      await shot(page, `shopping-${scheme}`);

      await page.reload();
      await oats.waitFor();
      expect(await oats.isChecked()).toBe(true);
      expect(await milk.isChecked()).toBe(false);

      // A new range: only today, nothing ticked.
      await page.getByLabel("To", { exact: true }).fill(d1);
      await page.getByRole("checkbox", { name: "Oats 80 g" }).waitFor();
      expect(await page.getByRole("checkbox", { name: "Oats 80 g" }).isChecked()).toBe(false);
      await page.getByText("0 of 3 ticked").waitFor();
      // And back: the household's tick of that range is still there, kept by the server.
      await page.getByLabel("To", { exact: true }).fill(toIsoDate(addDays(today, 6)));
      await oats.waitFor();
      expect(await oats.isChecked()).toBe(true);

      // 44 px touch targets.
      for (const target of [oats, page.getByRole("button", { name: "Copy List" }), page.getByLabel("From", { exact: true })]) {
        const box = await (target === oats ? row(oats) : target).boundingBox();
        expect(box!.height).toBeGreaterThanOrEqual(44);
      }
      // Ticks are the household's (everyone on this server): untick, so the next run starts clear.
      await oats.uncheck();
      await page.getByText("0 of 3 ticked").waitFor();
      await page.waitForFunction(() => (localStorage.getItem("kinfit.shoppingOutbox") ?? "{}") === "{}");
      expect(problems).toEqual([]);
      await context.close();
    }, 90_000);
  }
});
