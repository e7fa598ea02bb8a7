// Meals as a new user meets them, on the built executable at 390x844: macro tracking on, the
// ingredient 'Oats' (40 g, 150 kcal), a 7:30 AM breakfast with 80 g of oats (300 calories in Daily
// Macros), prepping it (100%), eating it, saving it to the library, adding it from the library to
// the next day, copying that day to the following one, and macro tracking off (numbers hidden).
// Screenshots of /meals, /meal-library and /ingredients in light and dark.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { weekDates, weekdayName } from "@shared/dates";
import { join } from "node:path";
import { dayButtonName } from "@web/lib/words";
import { launchBrowser, phone, screenshot, SCREENSHOTS, signUpThroughForm, startServer, type Server, waitForToast } from "./harness";

let server: Server;
let browser: Browser;
const email = `meals-${Date.now()}@example.com`;
const password = "meals e2e password";

// Sunday, Monday and Tuesday of the current Sunday-first week: each has its following day in the
// same week, whatever weekday today is.
const [sunday, monday, tuesday] = weekDates(new Date(), "sunday");
const short = (d: Date) => dayButtonName(d);

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const toast = (page: Page, text: string) => waitForToast(page, text, "failure");

/** The screen from its top at the phone's viewport, and the whole page beside it. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-full.png`), fullPage: true });
}

async function setMacroTracking(page: Page, on: boolean) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Profile" }).click();
  const sw = page.getByRole("switch", { name: "Macro Tracking" });
  await sw.waitFor();
  expect(await sw.getAttribute("aria-checked")).toBe(on ? "false" : "true");
  await sw.click();
  await toast(page, on ? "Macro tracking enabled successfully" : "Macro tracking disabled successfully");
}

async function goToMeals(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Meals" }).click();
  await page.getByRole("heading", { name: "Meal Plan" }).waitFor();
}

async function pickDay(page: Page, day: Date) {
  await page
    .getByRole("group", { name: "Day of the week" })
    .getByRole("button", { name: short(day) })
    .click();
  expect(await page.getByRole("button", { name: short(day) }).getAttribute("aria-pressed")).toBe("true");
}

describe("meals in the browser", () => {
  test("plan, prep, eat, library, copy, with macro tracking on and off", async () => {
    const { page, context, problems } = await phone(browser, server.base, "light");
    await signUpThroughForm(page, { email, password, firstName: "Mia", lastName: "Meals" });

    // The day selector runs Sunday to Saturday; with macro tracking off there is no Daily Macros.
    await goToMeals(page);
    const strip = page.getByRole("group", { name: "Day of the week" }).getByRole("button");
    expect(await strip.allInnerTexts().then((t) => t.map((s) => s.replace(/\s*\d+\s*/g, "")))).toEqual([
      "SUN",
      "MON",
      "TUE",
      "WED",
      "THU",
      "FRI",
      "SAT",
    ]);
    expect(await page.getByRole("heading", { name: "Daily Macros" }).count()).toBe(0);

    // 1. Macro tracking on.
    await setMacroTracking(page, true);

    // 2. The ingredient 'Oats': 40 g, 150 kcal for that quantity.
    await page.goto("/ingredients");
    await page.getByRole("heading", { name: "My Ingredients" }).waitFor();
    await page.getByText("No ingredients yet").waitFor();
    await page.getByRole("button", { name: "Add Ingredient" }).click();
    const addForm = page.getByRole("form", { name: "Add ingredient" });
    expect(await addForm.getByLabel("Default Quantity").inputValue()).toBe("1");
    expect(await addForm.getByLabel("Unit").inputValue()).toBe("g");
    await addForm.getByRole("button", { name: "Add Ingredient" }).click();
    await addForm.getByText("Ingredient name is required").waitFor();
    await addForm.getByLabel("Name").fill("Oats");
    await addForm.getByLabel("Default Quantity").fill("40");
    await addForm.getByLabel("Calories").fill("150");
    await addForm.getByRole("button", { name: "Add Ingredient" }).click();
    await toast(page, "Ingredient added successfully");
    const oatsCard = page.getByRole("article", { name: "Oats" });
    await oatsCard.getByText("40 g").waitFor();
    await oatsCard.getByText("150 cal").waitFor();

    // 3. A breakfast at 7:30 AM on Sunday with 80 g of oats: 300 calories.
    await goToMeals(page);
    await pickDay(page, sunday!);
    await page.getByText("No meals planned for Sunday").waitFor();
    await page.getByText("Add ingredients with macro data to see your daily totals").waitFor();
    expect(await page.getByRole("button", { name: "Save Plan" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Add Meal" }).click();
    await page.getByLabel("Meal Name").fill("Oat Breakfast");
    // The phone's time picker: 24-hour "HH:MM" in, shown 12-hour on the card.
    expect(await page.getByLabel("Time").getAttribute("type")).toBe("time");
    await page.getByLabel("Time").fill("07:30");
    await page.getByRole("form", { name: "Create new meal" }).getByRole("button", { name: "Add Meal" }).click();
    await toast(page, "Meal added successfully");
    const card = page.getByRole("article", { name: "Oat Breakfast" });
    await card.getByText("7:30 AM").waitFor();

    await card.getByRole("button", { name: "Add Ingredient" }).click();
    const ingredientForm = card.getByRole("form", { name: "Add ingredient" });
    expect(await ingredientForm.getByRole("button", { name: "Add Ingredient" }).isDisabled()).toBe(true);
    await ingredientForm.getByRole("button", { name: "From My Ingredients" }).click();
    await ingredientForm.getByRole("button", { name: /^Oats/ }).click();
    expect(await ingredientForm.getByLabel("Calories").inputValue()).toBe("150");
    await ingredientForm.getByLabel("Quantity").fill("80");
    expect(await ingredientForm.getByLabel("Calories").inputValue()).toBe("300");
    expect(await ingredientForm.getByLabel("Calories").getAttribute("readonly")).not.toBeNull();
    await ingredientForm.scrollIntoViewIfNeeded();
    await screenshot(page, "meals-add-ingredient-light");
    await ingredientForm.getByRole("button", { name: "Add Ingredient" }).click();
    await toast(page, "Ingredient added successfully");
    await card.getByText("80 g · 300 cal").waitFor();
    const macros = page.getByRole("region", { name: "Daily Macros" });
    await macros.getByRole("definition").filter({ hasText: /^300$/ }).waitFor();
    expect(await macros.getByText("Add ingredients with macro data to see your daily totals").count()).toBe(0);

    // 3b. Tap the amount to change it in place: nutrition comes again from My Ingredients' Oats.
    await card.getByRole("button", { name: "Change amount of Oats: 80 g" }).click();
    const amount = card.getByRole("form", { name: "Amount of Oats" });
    const quantity = amount.getByLabel("Quantity");
    expect(await quantity.evaluate((el) => [(el as HTMLInputElement).selectionStart, (el as HTMLInputElement).selectionEnd])).toEqual([
      0, 2,
    ]);
    await quantity.fill("0");
    await amount.getByRole("button", { name: "Save" }).click();
    await amount.getByText("Quantity must be greater than 0").waitFor();
    await quantity.fill("120,0");
    await amount.getByRole("button", { name: "Save" }).click();
    await card.getByText("120 g · 450 cal").waitFor();
    await macros.getByRole("definition").filter({ hasText: /^450$/ }).waitFor();
    await card.getByRole("button", { name: "Change amount of Oats: 120 g" }).click();
    await card.getByRole("form", { name: "Amount of Oats" }).getByLabel("Quantity").fill("80");
    await card.getByRole("form", { name: "Amount of Oats" }).getByRole("button", { name: "Save" }).click();
    await card.getByText("80 g · 300 cal").waitFor();

    // 4. Tick the ingredient prepped: Prep Progress 100%.
    await card.getByText("0%", { exact: true }).waitFor();
    await card.getByRole("checkbox", { name: "Oats prepped" }).check();
    await card.getByText("100%", { exact: true }).waitFor();
    await page.getByRole("region", { name: "Summary" }).getByText("1/1").first().waitFor();

    // 5. Mark the meal consumed.
    await card.getByRole("button", { name: "Mark Consumed" }).click();
    await card.getByText("Consumed", { exact: true }).waitFor();
    expect(await card.getByRole("button", { name: "Mark Consumed" }).getAttribute("aria-pressed")).toBe("true");

    // 6. Save it to the library.
    await card.getByRole("button", { name: "Save Oat Breakfast to meal library" }).click();
    await toast(page, '"Oat Breakfast" saved to meal library successfully!');
    await shot(page, "meals-light");

    // 7. Add it from the library to the next day (Monday).
    await pickDay(page, monday!);
    await page.getByText("No meals planned for Monday").waitFor();
    await page.getByRole("button", { name: "Add Meal" }).click();
    await page.getByRole("button", { name: "From Library" }).click();
    const saved = page.getByLabel("Saved Meal");
    await saved.waitFor();
    await saved.selectOption({ label: "Oat Breakfast (7:30 AM)" });
    await page.getByRole("button", { name: "Add from Library" }).click();
    await toast(page, '"Oat Breakfast" added from library with 1 ingredient');
    const mondayCard = page.getByRole("article", { name: "Oat Breakfast" });
    await mondayCard.getByText("80 g · 300 cal").waitFor();
    // Meals from the library start unprepped and unconsumed.
    expect(await mondayCard.getByRole("checkbox", { name: "Oats prepped" }).isChecked()).toBe(false);
    expect(await mondayCard.getByRole("button", { name: "Mark Consumed" }).getAttribute("aria-pressed")).toBe("false");
    await macros.getByRole("definition").filter({ hasText: /^300$/ }).waitFor();

    // 8. Copy Monday to the following day (Tuesday).
    await pickDay(page, tuesday!);
    await page.getByText(`No meals planned for ${weekdayName(tuesday!)}`).waitFor();
    await page.getByRole("button", { name: "Copy Previous" }).click();
    await toast(page, "Copied 1 meal from Monday");
    await page.getByRole("article", { name: "Oat Breakfast" }).getByText("7:30 AM").waitFor();
    await page.getByRole("button", { name: "Save Plan" }).click();
    await toast(page, `Meal plan for ${weekdayName(tuesday!)} saved successfully`);

    await page.goto("/meal-library");
    await page.getByRole("article", { name: "Oat Breakfast" }).getByText("300 cal").waitFor();
    await shot(page, "meal-library-light");
    await page.goto("/ingredients");
    await page.getByRole("article", { name: "Oats" }).waitFor();
    await shot(page, "ingredients-light");

    // Dark theme, macro tracking still on.
    const dark = await phone(browser, server.base, "dark");
    await dark.page.goto("/login");
    await dark.page.getByLabel("Email").fill(email);
    await dark.page.getByLabel("Password", { exact: true }).fill(password);
    await dark.page.getByRole("button", { name: "Sign In" }).click();
    await dark.page.getByRole("navigation", { name: "Main" }).waitFor();
    await goToMeals(dark.page);
    await pickDay(dark.page, sunday!);
    await dark.page.getByRole("article", { name: "Oat Breakfast" }).getByText("100%", { exact: true }).waitFor();
    await shot(dark.page, "meals-dark");
    await dark.page.goto("/meal-library");
    await dark.page.getByRole("article", { name: "Oat Breakfast" }).waitFor();
    await shot(dark.page, "meal-library-dark");
    await dark.page.getByRole("button", { name: "Edit Oat Breakfast" }).click();
    await dark.page.getByRole("dialog", { name: "Edit Meal" }).waitFor();
    await screenshot(dark.page, "meal-library-edit-dark");
    await dark.page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await dark.page.goto("/ingredients");
    await dark.page.getByRole("article", { name: "Oats" }).waitFor();
    await shot(dark.page, "ingredients-dark");
    expect(dark.problems).toEqual([]);
    await dark.context.close();

    // 9. Macro tracking off: the numbers are hidden everywhere, at once.
    await setMacroTracking(page, false);
    await goToMeals(page);
    await pickDay(page, sunday!);
    const sundayCard = page.getByRole("article", { name: "Oat Breakfast" });
    await sundayCard.getByText("80 g", { exact: true }).waitFor();
    expect(await page.getByRole("heading", { name: "Daily Macros" }).count()).toBe(0);
    expect(await page.getByText(/\bcal\b/).count()).toBe(0);
    await sundayCard.getByRole("button", { name: "Add Ingredient" }).click();
    await sundayCard.getByRole("button", { name: "Manual Entry" }).click();
    expect(await sundayCard.getByLabel("Calories").count()).toBe(0);
    await page.goto("/ingredients");
    await page.getByRole("article", { name: "Oats" }).getByText("40 g").waitFor();
    expect(await page.getByText(/\bcal\b/).count()).toBe(0);
    await page.goto("/meal-library");
    await page.getByRole("article", { name: "Oat Breakfast" }).waitFor();
    expect(await page.getByText(/\bcal\b/).count()).toBe(0);

    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);
});
