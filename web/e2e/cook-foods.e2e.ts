// The cook's foods on the built executable at 390x844: Ana saves a shared food with a barcode; Ben
// finds it by search (named as Ana's) and by its barcode, and adds it both ways to his dinner; and
// "eggs" shows the whole raw egg first.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser } from "playwright-core";
import { toIsoDate } from "@shared/dates";
import { launchBrowser, pageFetch, phone, screenshot, signUpByApi, startServer, type Server, waitForToast } from "./harness";

const JAM = "4006381333931";

let server: Server;
let browser: Browser;

beforeAll(async () => {
  server = await startServer(["--no-food-lookup"]);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the household's foods in the browser", () => {
  test("Ben finds and adds Ana's shared food by search and by barcode; 'eggs' shows the whole raw egg first", async () => {
    const ana = await phone(browser, server.base);
    await signUpByApi(ana.page, "Ana", "cook foods e2e password");
    const saved = await pageFetch(ana.page, "POST", "/api/custom-ingredients", {
      name: "Grandma's plum jam",
      defaultQuantity: 100,
      defaultUnit: "g",
      caloriesPerUnit: 250,
      barcode: JAM,
    });
    expect([saved.status, saved.body.shared]).toEqual([201, true]);

    const { page, context, problems } = await phone(browser, server.base);
    await signUpByApi(page, "Ben", "cook foods e2e password");
    expect((await pageFetch(page, "POST", "/api/meals", { date: toIsoDate(new Date()), name: "Dinner", time: "18:30" })).status).toBe(201);
    await page.goto("/meals");
    const card = page.getByRole("article", { name: /^Dinner/ });

    // By search: the shared food, named as Ana's.
    await card.getByRole("button", { name: "Add Ingredient" }).click();
    let form = card.getByRole("form", { name: "Add ingredient" });
    await form.getByRole("searchbox", { name: "Search foods" }).fill("grandma");
    const found = form.getByRole("group", { name: "Foods found" }).getByRole("button", { name: /^Grandma's plum jam/ });
    await found.waitFor();
    expect(await found.textContent()).toContain("From Ana");
    await screenshot(page, "cook-foods-shared-search");
    await found.click();
    await form.getByRole("button", { name: "Add Ingredient" }).click();
    await waitForToast(page, "Ingredient added successfully", "cook-foods-search-failure");
    await card.getByText("Grandma's plum jam").first().waitFor();

    // By barcode: the same food, added again.
    await card.getByRole("button", { name: "Add Ingredient" }).click();
    form = card.getByRole("form", { name: "Add ingredient" });
    await form.getByRole("textbox", { name: "Barcode" }).fill(JAM);
    await form.getByRole("button", { name: "Look up" }).click();
    const scanned = form.getByRole("group", { name: "Food for this barcode" }).getByRole("button", { name: /^Grandma's plum jam/ });
    await scanned.waitFor();
    expect(await scanned.textContent()).toContain("From Ana");
    await scanned.click();
    await form.getByRole("button", { name: "Add Ingredient" }).click();
    await waitForToast(page, "Ingredient added successfully", "cook-foods-barcode-failure");
    const dinner = (await pageFetch(page, "GET", `/api/meals?date=${toIsoDate(new Date())}`)).body[0];
    expect(dinner.ingredients.map((i: { foodId: string; calories: number }) => [i.foodId, i.calories])).toEqual([
      [`custom:${saved.body.id}`, 250],
      [`custom:${saved.body.id}`, 250],
    ]);

    // "eggs": the whole raw egg first.
    await card.getByRole("button", { name: "Add Ingredient" }).click();
    form = card.getByRole("form", { name: "Add ingredient" });
    await form.getByRole("searchbox", { name: "Search foods" }).fill("eggs");
    const foods = form.getByRole("group", { name: "Foods found" }).getByRole("button");
    // The recent foods stay on screen until the search answers.
    await foods.filter({ hasText: /^Egg, whole, raw, fresh/ }).waitFor();
    expect(await foods.first().textContent()).toStartWith("Egg, whole, raw, fresh");
    await screenshot(page, "cook-foods-eggs");
    expect(problems).toEqual([]);
    await context.close();
    await ana.context.close();
  });
});
