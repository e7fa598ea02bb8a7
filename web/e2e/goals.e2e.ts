// Daily goals as a member meets them, on the built executable at 390x844: macro tracking on, goals
// set in Profile (protein per body weight, with no body weight yet and then with one), a body entry,
// a meal planned with ingredients, and the Meal Plan's bars with calories over the goal and protein
// and carbs under it; eaten figures once the meal is consumed. Screenshots in light and dark.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import type { Browser } from "playwright-core";
import { join } from "node:path";
import { toIsoDate } from "@shared/dates";
import { launchBrowser, phone, screenshot, SCREENSHOTS, startServer, transitionsDone, type Server, waitForToast } from "./harness";

let server: Server;
let browser: Browser;
const email = `goals-${Date.now()}@example.com`;
const password = "goals e2e password";

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const toast = (page: Page, text: string) => waitForToast(page, text, "goals-failure");

/** The screen from its top at the phone's viewport, and the whole page beside it. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await transitionsDone(page); // the bars ease to their width
  await screenshot(page, name);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-full.png`), fullPage: true });
}

/** Profile's Daily Goals card in the middle of the screen. */
async function goalsCard(page: Page, name: string) {
  await page.getByRole("form", { name: "Daily goals" }).evaluate((el) => el.scrollIntoView({ block: "center" }));
  await screenshot(page, name);
}

const nav = (page: Page, name: string) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name }).click();
const goalRow = (page: Page, label: string) => page.getByRole("listitem", { name: `${label} goal` });

describe("goals in the browser", () => {
  test("set goals, weigh in, plan a meal, see the day against the goals", async () => {
    const { page, context, problems } = await phone(browser, server.base, "light");
    expect((await page.request.post("/api/signup", { data: { email, password, firstName: "Gia", lastName: "Goals" } })).status()).toBe(201);
    await page.goto("/profile");

    // Macro tracking off: no goals.
    const sw = page.getByRole("switch", { name: "Macro Tracking" });
    await sw.waitFor();
    expect(await page.getByRole("heading", { name: "Daily Goals" }).count()).toBe(0);
    await sw.click();
    await toast(page, "Macro tracking enabled successfully");

    // Goals: calories 500, carbs 100, protein 0.8 g per lb of body weight; fat none.
    const goals = page.getByRole("form", { name: "Daily goals" });
    await goals.waitFor();
    await goals.getByLabel("Calories").fill("500");
    await goals.getByLabel("Carbs (g)").fill("100");
    await goals.getByRole("button", { name: "Per body weight" }).click();
    await goals.getByLabel("Protein (g per lb of body weight)").fill("0.8");
    await goals.getByText("No body weight yet: add a Body Composition entry with your weight to turn this into grams.").waitFor();
    await goals.getByRole("button", { name: "Save Goals" }).click();
    await toast(page, "Goals saved");
    const saved = (await (await page.request.get("/api/auth/user")).json()).user.goals;
    expect(saved).toEqual({
      calories: 500,
      protein: null,
      carbs: 100,
      fat: null,
      fiber: null,
      sugar: null,
      sodium: null,
      proteinPerBodyWeight: 0.8,
    });

    // A body entry with a weight: the protein goal comes to 144 g.
    await nav(page, "Body");
    await page.getByRole("button", { name: "Add Entry" }).click();
    await page.getByLabel("Date").fill(toIsoDate(new Date()));
    await page.getByLabel("Weight (lbs)").fill("180");
    await page.getByRole("button", { name: "Save Entry" }).click();
    await page.getByText("Entry saved").first().waitFor();
    await nav(page, "Profile");
    await page.getByText("0.8 g per lb × 180 lb = 144 g").waitFor();
    await goalsCard(page, "goals-profile-light");

    // A lunch today: 600 cal, 50 g protein, 80 g carbs, 10 g fat.
    await nav(page, "Meals");
    await page.getByRole("heading", { name: "Meal Plan" }).waitFor();
    await page.getByRole("button", { name: "Add Meal" }).click();
    await page.getByLabel("Meal Name").fill("Lunch");
    // The phone's time picker takes 24-hour "HH:MM".
    await page.getByLabel("Time").fill("12:30");
    await page.getByRole("form", { name: "Create new meal" }).getByRole("button", { name: "Add Meal" }).click();
    await toast(page, "Meal added successfully");
    const card = page.getByRole("article", { name: "Lunch" });
    await card.getByRole("button", { name: "Add Ingredient" }).click();
    const add = card.getByRole("form", { name: "Add ingredient" });
    await add.getByRole("button", { name: "Manual Entry" }).click();
    await add.getByLabel("Ingredient Name").fill("Chicken and rice");
    await add.getByLabel("Quantity").fill("1");
    await add.getByLabel("Calories").fill("600");
    await add.getByLabel("Protein (g)").fill("50");
    await add.getByLabel("Carbs (g)").fill("80");
    await add.getByLabel("Fat (g)").fill("10");
    await add.getByRole("button", { name: "Add Ingredient" }).click();
    await toast(page, "Ingredient added successfully");

    // The day against the goals: calories over, protein and carbs under, fat without a goal.
    const calories = goalRow(page, "Calories");
    await calories.getByText("100 over").waitFor();
    expect(await calories.getAttribute("class")).toContain("goal-over");
    await calories.getByText("600 / 500 cal planned · 0 eaten").waitFor();
    const protein = goalRow(page, "Protein");
    await protein.getByText("94 g left").waitFor();
    expect(await protein.getAttribute("class")).toContain("goal-under");
    await protein.getByText("50 / 144 g planned · 0 eaten").waitFor();
    await goalRow(page, "Carbs").getByText("20 g left").waitFor();
    await page.getByRole("region", { name: "Daily Macros" }).getByText("No goal").waitFor();
    await card.getByText("600 cal · 120% of goal").waitFor();

    // Eaten: the darker part of each bar and the figure follow.
    await card.getByRole("button", { name: "Mark Consumed" }).click();
    await calories.getByText("600 / 500 cal planned · 600 eaten").waitFor();
    await shot(page, "goals-meals-light");

    // Dark theme.
    const dark = await phone(browser, server.base, "dark");
    expect((await dark.page.request.post("/api/login", { data: { email, password } })).status()).toBe(200);
    await dark.page.goto("/meals");
    await goalRow(dark.page, "Calories").getByText("100 over").waitFor();
    await shot(dark.page, "goals-meals-dark");
    await dark.page.goto("/profile");
    await dark.page.getByText("0.8 g per lb × 180 lb = 144 g").waitFor();
    await goalsCard(dark.page, "goals-profile-dark");
    expect(dark.problems).toEqual([]);
    await dark.context.close();

    // Macro tracking off: nothing of the goals shows.
    await nav(page, "Profile");
    await page.getByRole("switch", { name: "Macro Tracking" }).click();
    await toast(page, "Macro tracking disabled successfully");
    expect(await page.getByRole("heading", { name: "Daily Goals" }).count()).toBe(0);
    await nav(page, "Meals");
    await page.getByRole("article", { name: "Lunch" }).waitFor();
    expect(await page.getByText(/of goal|planned ·/).count()).toBe(0);

    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);
});
