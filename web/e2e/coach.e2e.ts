// The coach as a member meets it, on the built executable at 390x844: five weeks of eaten meals and
// weigh-ins (made through the API, as the phone makes them), the estimate with its confidence and
// sentence on the Coach screen, a goal set with today as the check-in day, the targets applied to
// the daily goals, the Dashboard's check-in card, and that card again with no connection (the
// phone keeps the last answer). Screenshots in light and dark.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import {
  launchBrowser,
  pageDate,
  pageFetch,
  phone,
  screenshot,
  signUpByApi,
  startServer,
  type Server,
  waitForToast,
  serviceWorkerInControl,
} from "./harness";

let server: Server;
let browser: Browser;
const password = "coach e2e password";
/** What the simulated member really spends a day, and eats: 500 kcal under it. */
const TRUE_KCAL = 2400;
const KG_PER_LB = 0.45359237;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const toast = (page: Page, text: string) => waitForToast(page, text, "coach-failure");

/** 35 days before today: each day's meal eaten (about 1,900 kcal), a weigh-in every other day. */
async function fiveWeeks(page: Page) {
  let kg = 84;
  for (let k = 35; k >= 1; k--) {
    const date = await pageDate(page, -k);
    // A day's intake and the scale's water swing vary, the same way on every run.
    const eaten = TRUE_KCAL - 500 + ((k * 137) % 400) - 200;
    const meal = await pageFetch(page, "POST", "/api/meals", {
      date,
      name: "Day",
      time: "12:00",
      isPrepped: false,
      isConsumed: true,
      notes: null,
      ingredients: [{ name: "Food", quantity: 1, unit: "piece", calories: eaten, protein: 120 }],
    });
    expect(meal.status).toBe(201);
    if (k % 2 === 0) {
      const water = (((k * 53) % 7) - 3) / 10;
      const entry = await pageFetch(page, "POST", "/api/body-composition", {
        date,
        weight: Math.round(((kg + water) / KG_PER_LB) * 10) / 10,
      });
      expect(entry.status).toBe(201);
    }
    kg += (eaten - TRUE_KCAL) / 7700;
  }
}

describe("the coach in the browser", () => {
  test("learns the expenditure, sets the week's targets, applies them, and shows the check-in offline", async () => {
    const { page, context, problems } = await phone(browser, server.base, "light");
    await signUpByApi(page, "Cora", password);
    await fiveWeeks(page);
    const weekday = await page.evaluate(() => new Date().toLocaleDateString("en-US", { weekday: "long" }));

    await page.goto("/coach");
    const estimate = page.getByRole("region", { name: "Expenditure" });
    await estimate.getByText("High confidence").waitFor();
    const kcal = Number((await estimate.locator(".coach-kcal").innerText()).replace(/[^\d]/g, ""));
    expect(Math.abs(kcal - TRUE_KCAL)).toBeLessThanOrEqual(150);
    expect(await estimate.innerText()).toMatch(/\d+ of (28|42|56) days logged, \d+ weigh-ins: [\d,]+ kcal a day/);
    expect(await estimate.innerText()).toContain("A kilogram of body weight is counted as 7,700 kcal (about 3,500 per pound).");

    // A goal of a pound a week, checked in today.
    const goal = page.getByRole("form", { name: "Goal" });
    await goal.getByRole("combobox", { name: "Direction" }).selectOption({ label: "Lose weight" });
    await goal.getByRole("textbox", { name: "Rate (lb a week)" }).fill("1");
    await goal.getByRole("combobox", { name: "Check-in day" }).selectOption(weekday);
    await goal.getByRole("button", { name: "Save goal" }).click();
    await toast(page, "Goal saved");
    await page.getByRole("button", { name: "Apply to daily goals" }).click();
    await toast(page, "Targets applied to your daily goals");
    const answer = (await pageFetch(page, "GET", `/api/coach?today=${await pageDate(page)}`)).body;
    expect(answer.checkIn).toMatchObject({ isToday: true, applied: true });
    const goals = (await pageFetch(page, "GET", "/api/goals")).body.goals;
    expect(goals.calories).toBe(answer.recommendation.calories);
    expect(Math.abs(answer.recommendation.calories - (answer.recommendation.expenditure - 500))).toBeLessThanOrEqual(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "coach-light");

    // The Dashboard's check-in card, then the same with no connection.
    await page.goto("/");
    const card = page.getByRole("region", { name: "Weekly check-in" });
    await card.getByText("Applied to your daily goals.").waitFor();
    await serviceWorkerInControl(page);
    await page.reload();
    await card.getByText("Applied to your daily goals.").waitFor();
    await context.setOffline(true);
    await page.reload();
    await card.getByText("Applied to your daily goals.").waitFor();
    expect(await card.innerText()).toContain(`${answer.recommendation.calories.toLocaleString("en-US")} kcal`);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, "coach-check-in-offline-light");
    await context.setOffline(false);
    // With no connection the page's reads fail as they should: only those are expected.
    expect(problems.filter((p) => !/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|Failed to fetch/.test(p))).toEqual([]);
    await context.close();
  }, 120_000);

  test("dark: the Coach screen of the same member", async () => {
    const { page, context } = await phone(browser, server.base, "dark");
    await signUpByApi(page, "Dara", password);
    await fiveWeeks(page);
    await page.goto("/coach");
    await page.getByRole("region", { name: "Expenditure" }).getByText("High confidence").waitFor();
    await screenshot(page, "coach-dark");
    await context.close();
  }, 120_000);
});
