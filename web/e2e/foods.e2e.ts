// A food from the database added to a meal on the built executable at 390x844: the ingredient form
// opens on the food search, 'egg' finds the raw egg, 2 x 1 large shows the calories and macros it
// adds, and the meal card then carries 100 g of it. Screenshots in light and dark.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser } from "playwright-core";
import { toIsoDate } from "@shared/dates";
import { launchBrowser, pageFetch, phone, screenshot, signUpByApi, startServer, type Server, waitForToast } from "./harness";

let server: Server;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("foods in the browser", () => {
  for (const scheme of ["light", "dark"] as const) {
    test(`search, pick a portion, see what it adds, add it (${scheme})`, async () => {
      const { page, context, problems } = await phone(browser, server.base, scheme);
      await signUpByApi(page, `foods-${scheme}`, "foods e2e password");
      expect((await pageFetch(page, "PUT", "/api/profile", { macroTracking: true })).status).toBe(200);
      expect((await pageFetch(page, "POST", "/api/meals", { date: toIsoDate(new Date()), name: "Breakfast", time: "07:30" })).status).toBe(
        201,
      );
      await page.goto("/meals");
      const card = page.getByRole("article", { name: /^Breakfast/ });
      await card.getByRole("button", { name: "Add Ingredient" }).click();
      const form = card.getByRole("form", { name: "Add ingredient" });
      expect(await form.getByRole("button", { name: "Find a Food" }).getAttribute("aria-pressed")).toBe("true");
      await form.getByText("Type a food's name to search.", { exact: false }).waitFor();
      await form.getByRole("searchbox", { name: "Search foods" }).fill("egg");
      await form.getByRole("button", { name: /^Egg, whole, raw, fresh/ }).waitFor();
      await form.scrollIntoViewIfNeeded();
      await screenshot(page, `foods-search-${scheme}`);
      await form.getByRole("button", { name: /^Egg, whole, raw, fresh/ }).click();
      await form.getByLabel("How many").fill("2");
      await form.getByText("Adds 100 g · 143 cal · 12.6 g protein · 0.7 g carbs · 9.5 g fat").waitFor();
      await form.scrollIntoViewIfNeeded();
      await screenshot(page, `foods-portion-${scheme}`);
      await form.getByRole("button", { name: "Add Ingredient" }).click();
      await waitForToast(page, "Ingredient added successfully", "foods-failure");
      await card.getByText("Egg, whole, raw, fresh").waitFor();
      await card.getByText("100 g · 143 cal").waitFor();
      await screenshot(page, `foods-added-${scheme}`);
      // The food is now recent: the next form lists it before anything is typed.
      await card.getByRole("button", { name: "Add Ingredient" }).click();
      await card
        .getByRole("group", { name: "Recent foods" })
        .getByRole("button", { name: /^Egg, whole, raw, fresh/ })
        .waitFor();
      await screenshot(page, `foods-recent-${scheme}`);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
