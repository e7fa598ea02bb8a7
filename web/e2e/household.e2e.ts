// The household on two phones at 390x844 (docs/behaviour/household.md; docs/behaviour/meals.md, "Family
// meals", "Shopping list"): Ana cooks a family dinner and sets Ben's portion with the steppers; Ben's
// phone shows it at his portion. Ana's shared ingredient is on Ben's My Ingredients with 'Save a
// copy'. Both open the household's shopping list; Ana ticks an item and Ben's phone shows the tick
// within 5 seconds. The admin renames the household and removes Ana: what she shared stays, from 'a
// former member'. Screenshots of each screen in light and dark.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { ADMIN_PASSWORD, launchBrowser, pageDate, pageFetch, phone, screenshot, signUpByApi, startServer } from "./harness";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function top(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

describe("the household on two phones", () => {
  for (const scheme of ["light", "dark"] as const) {
    test(`a family dinner and one shopping list (${scheme})`, async () => {
      // A server of its own: the household is everyone on it.
      const server = await startServer();
      try {
        const ana = await phone(browser, server.base, scheme);
        const ben = await phone(browser, server.base, scheme);
        await signUpByApi(ana.page, "Ana", "ana password 1");
        await signUpByApi(ben.page, "Ben", "ben password 1");
        const day = await pageDate(ana.page);

        // Ana's ingredient is shared with the household; Ben sees whose it is and can copy it.
        expect(
          (await pageFetch(ana.page, "POST", "/api/custom-ingredients", { name: "Skyr", defaultQuantity: 150, defaultUnit: "g" })).status,
        ).toBe(201);
        await ben.page.goto("/ingredients");
        const skyr = ben.page.getByRole("article", { name: "Skyr" });
        await skyr.getByText("From Ana").waitFor();
        await skyr.getByRole("button", { name: "Save a copy of Skyr" }).waitFor();
        await ben.page.locator(".household-name").filter({ hasText: "Our household" }).waitFor();
        await top(ben.page, `household-ingredients-${scheme}`);

        // Ana plans dinner and, as its cook, gives Ben half a portion with the steppers.
        const dinner = {
          date: day,
          name: "Dinner",
          time: "19:00",
          ingredients: [
            { name: "Rice", quantity: 200, unit: "g" },
            { name: "Chicken", quantity: 300, unit: "g" },
          ],
        };
        expect((await pageFetch(ana.page, "POST", "/api/meals", dinner)).status).toBe(201);
        await ana.page.goto(`/meals?date=${day}`);
        await ana.page.getByRole("button", { name: "Edit Dinner" }).click();
        await ana.page.getByRole("button", { name: "More for Ben" }).click();
        await ana.page.getByRole("button", { name: "More for Ben" }).click();
        expect(await ana.page.getByLabel("Portion for Ben").textContent()).toBe("0.5");
        await ana.page
          .getByRole("group", { name: "Family" })
          .scrollIntoViewIfNeeded()
          .catch(() => {});
        await screenshot(ana.page, `family-steppers-${scheme}`);
        await ana.page.getByRole("button", { name: "Save", exact: true }).click();
        await ana.page.getByText("Family: Ana 1, Ben 0.5").waitFor();
        await top(ana.page, `family-cook-${scheme}`);

        // Ben's phone: the same dinner, at his portion, cooked by Ana.
        await ben.page.goto(`/meals?date=${day}`);
        const card = ben.page.locator("article.meal-card", { hasText: "Dinner" });
        await card.getByText("Family: Ana 1, Ben 0.5").waitFor();
        await card.getByText("100 g").first().waitFor();
        await card.getByText("150 g").first().waitFor();
        expect(await card.getByRole("button", { name: "Edit Dinner" }).count()).toBe(0);
        await top(ben.page, `family-member-${scheme}`);

        // One list for the house: Ana ticks the rice, Ben's phone shows it within 5 seconds.
        await ana.page.goto(`/shopping-list?from=${day}&to=${day}&scope=household`);
        await ben.page.goto(`/shopping-list?from=${day}&to=${day}&scope=household`);
        const anaRice = ana.page.getByRole("checkbox", { name: "Rice 300 g" });
        const benRice = ben.page.getByRole("checkbox", { name: "Rice 300 g" });
        await anaRice.waitFor();
        await benRice.waitFor();
        expect(await benRice.isChecked()).toBe(false);
        await anaRice.check();
        const ticked = Date.now();
        await ben.page.waitForFunction(
          () => document.querySelector<HTMLInputElement>('input[aria-label="Rice 300 g"]')?.checked === true,
          null,
          { timeout: 5_000 },
        );
        expect(Date.now() - ticked).toBeLessThan(5_000);
        await ben.page.getByText("1 of 2 ticked").waitFor();
        await top(ben.page, `household-shopping-${scheme}`);

        // Ana's library meal on Ben's Meal Library, with whose it is.
        const stew = {
          name: "Ana's Stew",
          data: { meal: { name: "Ana's Stew", time: "19:00:00", notes: "" }, ingredients: [{ name: "Beans", quantity: 200, unit: "g" }] },
        };
        expect((await pageFetch(ana.page, "POST", "/api/meal-templates", stew)).status).toBe(201);
        await ben.page.goto("/meal-library");
        await ben.page.getByRole("article", { name: "Ana's Stew" }).getByText("From Ana").waitFor();
        await top(ben.page, `household-library-${scheme}`);

        // The admin names the household and removes Ana: what she shared stays, from 'a former member'.
        const admin = await phone(browser, server.base, scheme);
        await admin.page.goto("/admin");
        await admin.page.getByLabel("Username").fill("admin");
        await admin.page.getByLabel("Password").fill(ADMIN_PASSWORD);
        await admin.page.getByRole("button", { name: "Sign In" }).click();
        const name = admin.page.getByLabel("Household name");
        await name.fill("The Smiths");
        await admin.page.getByRole("button", { name: "Rename" }).click();
        await admin.page.getByRole("status").filter({ hasText: "Household renamed" }).first().waitFor();
        const members = (await pageFetch(ben.page, "GET", "/api/household")).body.members as { id: number; firstName: string }[];
        expect((await pageFetch(admin.page, "DELETE", `/api/admin/users/${members.find((m) => m.firstName === "Ana")!.id}`)).status).toBe(
          200,
        );
        await admin.page.reload();
        await admin.page.getByRole("heading", { name: "Shared by former members" }).waitFor();
        await top(admin.page, `household-admin-${scheme}`);
        await admin.page.getByRole("heading", { name: "Shared by former members" }).scrollIntoViewIfNeeded();
        await screenshot(admin.page, `household-admin-former-${scheme}`);
        await ben.page.goto("/ingredients");
        await ben.page.getByRole("article", { name: "Skyr" }).getByText("From a former member").waitFor();
        await ben.page.locator(".household-name").filter({ hasText: "The Smiths" }).waitFor();

        expect(ana.problems).toEqual([]);
        expect(ben.problems).toEqual([]);
        expect(admin.problems).toEqual([]);
        await ana.context.close();
        await ben.context.close();
        await admin.context.close();
      } finally {
        expect(await server.stop()).toBe(0);
      }
    }, 90_000);
  }
});
