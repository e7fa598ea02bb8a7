// The cook's week on the built executable at 390x844: a shopping list of foods under short names,
// eggs bought by count, aisles in the shop's order; an item added by hand on one page and ticked
// on another, the tick seen on the first; and a week copied onto the next from the week view.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser } from "playwright-core";
import { addDays, parseIsoDate, toIsoDate } from "@shared/dates";
import {
  launchBrowser,
  pageDate,
  pageFetch,
  phone,
  screenshot,
  signUpByApi,
  startServer,
  type Server,
  until,
  waitForToast,
} from "./harness";

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

describe("the cook's week", () => {
  test("a list to shop from, a hand-added item ticked on another page, a week copied", async () => {
    const { page, context, problems } = await phone(browser, server.base);
    await signUpByApi(page, "Cook", "cook password 1");
    const today = await pageDate(page);
    const tomorrow = await pageDate(page, 1);
    const meals = [
      {
        date: today,
        ingredients: [
          { foodId: "usda:01123", portion: "1 large", count: 2 },
          { foodId: "usda:11507", grams: 300 },
        ],
      },
      {
        date: tomorrow,
        ingredients: [
          { foodId: "usda:01123", portion: "1 large", count: 3 },
          { foodId: "usda:05062", grams: 1200 },
        ],
      },
    ];
    for (const m of meals) expect((await pageFetch(page, "POST", "/api/meals", { ...m, name: "Dinner", time: "19:00" })).status).toBe(201);

    await page.goto("/shopping-list");
    const eggs = page.getByRole("checkbox", { name: "Eggs 5 large (250 g)" });
    await eggs.waitFor();
    expect(await page.locator(".shop-letter").allTextContents()).toEqual(["Produce", "Meat and fish", "Dairy and eggs"]);
    await page.getByRole("checkbox", { name: "Sweet potato 300 g" }).waitFor();
    // 1,200 g reads as kg on screen only.
    await page.getByRole("checkbox", { name: "Chicken breast 1.2 kg" }).waitFor();
    await page.getByRole("button", { name: "Sweet potato" }).click();
    await page.getByText("Sweet potato, raw, unprepared").waitFor();

    // An item added by hand, ticked on another page of the same phone, shows ticked here.
    await page.getByRole("textbox", { name: "Item", exact: true }).fill("Birthday candles");
    await page.getByRole("button", { name: "Add Item" }).click();
    const candles = page.getByRole("checkbox", { name: "Birthday candles" });
    await candles.waitFor();
    await screenshot(page, "cook-week-list");
    const other = await context.newPage();
    await other.goto("/shopping-list");
    await other.getByRole("checkbox", { name: "Birthday candles" }).click();
    await until(async () => await candles.isChecked(), "the tick made on the other page");
    await other.close();

    // The week from the Meal Plan's week view, copied onto the next week.
    const start = parseIsoDate(today)!;
    const sunday = toIsoDate(addDays(start, -start.getUTCDay()));
    const nextSunday = toIsoDate(addDays(parseIsoDate(sunday)!, 7));
    await page.goto(`/meals?week=${sunday}`);
    await page.getByRole("heading", { name: "Week Plan" }).waitFor();
    await page.getByRole("button", { name: "Copy Week to Next Week" }).click();
    const weekMeals = meals.filter((m) => m.date < nextSunday).length;
    await waitForToast(page, `Copied ${weekMeals} ${weekMeals === 1 ? "meal" : "meals"}`);
    const next = (await pageFetch(page, "GET", `/api/meals/week?start=${nextSunday}`)).body as { meals: unknown[] }[];
    expect(next.reduce((n, d) => n + d.meals.length, 0)).toBeGreaterThanOrEqual(weekMeals);
    expect(problems).toEqual([]);
    await context.close();
  });
});
