// Recipes on a phone at 390x844 (docs/behaviour/recipes.md): Ana imports a recipe page from a
// recipe server on the home network (the server runs with --recipe-fetch-private), fixes a line
// the matching missed by searching a food, and saves it to the library; planned as a family dinner
// for Ana, Ben and Cai at portions 1, 1 and 0.5, each adult's meal card shows 'Serves 4' and a
// quarter of the pot per portion, and the household's shopping list buys the pot once.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser } from "playwright-core";
import { launchBrowser, pageDate, pageFetch, phone, screenshot, signUpByApi, startServer } from "./harness";

const page = `<html><head><title>Pot</title><script type="application/ld+json">${JSON.stringify({
  "@context": "https://schema.org",
  "@type": "Recipe",
  name: "Chicken Rice Pot",
  recipeYield: "4 servings",
  cookTime: "PT40M",
  recipeIngredient: ["600 g chicken breast", "300 g long grain white rice", "400 g broccoli", "2 tbsp olive oil", "2 zqxv blorps"],
  recipeInstructions: ["Cook the rice.", "Fry the chicken.", "Steam the broccoli."],
})}</script></head><body><h1>Chicken Rice Pot</h1></body></html>`;

let browser: Browser;
let recipes: ReturnType<typeof Bun.serve>;

beforeAll(async () => {
  browser = await launchBrowser();
  recipes = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response(page, { headers: { "content-type": "text/html" } }) });
});

afterAll(async () => {
  recipes?.stop(true);
  await browser?.close();
});

describe("a recipe page turned into a family dinner", () => {
  test("import, fix a line, save, plan for three at 1, 1 and 0.5: a quarter of the pot for each adult", async () => {
    const server = await startServer(["--recipe-fetch-private"]);
    try {
      const ana = await phone(browser, server.base);
      const ben = await phone(browser, server.base);
      const cai = await phone(browser, server.base);
      await signUpByApi(ana.page, "Ana", "ana password 1");
      await signUpByApi(ben.page, "Ben", "ben password 1");
      await signUpByApi(cai.page, "Cai", "cai password 1");
      const day = await pageDate(ana.page);
      for (const p of [ana, ben]) expect((await pageFetch(p.page, "PUT", "/api/profile", { macroTracking: true })).status).toBe(200);

      await ana.page.goto("/meal-library");
      await ana.page.getByRole("link", { name: "Import Recipe" }).click();
      await ana.page.getByLabel("Recipe page address").fill(`http://127.0.0.1:${recipes.port}/pot`);
      await ana.page.getByRole("button", { name: "Read recipe" }).click();
      const preview = ana.page.getByRole("region", { name: "Recipe preview" });
      await preview.getByText("Serves 4").waitFor();
      await preview.getByText(/Chicken.* · 600 g/).waitFor();
      await preview.getByText("No food matched: saved as written, without nutrition").waitFor();
      await screenshot(ana.page, "recipes-preview");

      // The line the matching missed becomes rice, by the food search.
      await preview.getByRole("button", { name: "Fix 2 zqxv blorps" }).click();
      await preview.getByLabel("Search foods").fill("butter");
      await preview
        .getByRole("button", { name: /^Butter, salted/ })
        .first()
        .click();
      await preview.getByRole("button", { name: "Save to Meal Library" }).click();
      await ana.page.waitForURL(/\/meal-library$/);
      await ana.page.getByText("Chicken Rice Pot").first().waitFor();

      const [saved] = (await pageFetch(ana.page, "GET", "/api/meal-templates")).body;
      expect(saved).toMatchObject({ servings: 4, steps: ["Cook the rice.", "Fry the chicken.", "Steam the broccoli."], cookMinutes: 40 });
      expect(saved.data.ingredients.map((i: { name: string }) => i.name)).toContain("Butter, salted");
      const pot = saved.data.ingredients.reduce((sum: number, i: { calories: number }) => sum + i.calories, 0);

      // Planned as a family dinner: Ana and Ben a portion each, Cai half.
      const ids = await Promise.all([ana, ben, cai].map(async (p) => (await pageFetch(p.page, "GET", "/api/auth/user")).body.user.id));
      const dinner = await pageFetch(ana.page, "POST", "/api/meals", {
        date: day,
        name: saved.name,
        time: "18:00",
        servings: saved.servings,
        steps: saved.steps,
        ingredients: saved.data.ingredients,
        portions: [
          { userId: ids[0], portion: 1 },
          { userId: ids[1], portion: 1 },
          { userId: ids[2], portion: 0.5 },
        ],
      });
      expect(dinner.status).toBe(201);
      const quarter = Math.round((pot / 4) * 10) / 10;
      expect(dinner.body.perPortion.calories).toBeCloseTo(quarter, 0);

      for (const [who, p] of [
        ["ana", ana],
        ["ben", ben],
      ] as const) {
        await p.page.goto(`/meals?date=${day}`);
        const card = p.page.getByRole("article", { name: /Chicken Rice Pot/ });
        await card.getByText("Serves 4").waitFor();
        await card.getByRole("group", { name: "Per portion" }).getByText(`${quarter} cal`).waitFor();
        await screenshot(p.page, `recipes-dinner-${who}`);
      }
      const caiMeal = (await pageFetch(cai.page, "GET", `/api/meals?date=${day}`)).body[0];
      expect(caiMeal.perPortion.calories).toBeCloseTo(pot / 8, 0);

      // The household's list buys the pot once: 600 g of chicken.
      const list = (await pageFetch(ben.page, "GET", `/api/shopping-list?from=${day}&to=${day}&scope=household`)).body.items;
      expect(list.find((i: { name: string }) => /chicken/i.test(i.name)).quantity).toBe(600);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
