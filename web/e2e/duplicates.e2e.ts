// Nothing is doubled without asking, on the built executable at 390x844: loading a template into a
// day that has exercises asks and Replace leaves only the template's; Copy Previous into a day with
// meals asks and Add anyway keeps both; saving a meal to the library twice asks and Replace keeps
// one entry. The three questions are photographed in light and in dark (where each is cancelled,
// and nothing changes).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, phone, screenshot, startServer, type Server, pageFetch } from "./harness";

let server: Server;
let browser: Browser;
const email = `dupes-${Date.now()}@example.com`;
const password = "duplicates e2e password";

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  expect(await server?.stop()).toBe(0);
});

/** A JSON request from the page, with its cookies: the setup a script would do. */

async function toast(page: Page, text: string) {
  await page.getByRole("status").filter({ hasText: text }).first().waitFor();
}

/** The browser's own calendar: today, yesterday and their weekday names. */
async function days(page: Page) {
  return page.evaluate(() => {
    const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    const name = (d: Date) => d.toLocaleDateString("en-US", { weekday: "long" });
    const now = new Date();
    const before = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
    return { today: iso(now), day: name(now), yesterday: iso(before), previousDay: name(before) };
  });
}

/** The dialog once its opening animation has finished, so the picture shows it as it stays. */
async function settled(page: Page, name: string) {
  const dialog = page.getByRole("dialog", { name });
  await dialog.waitFor();
  await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  return dialog;
}

const names = (list: { name: string }[]) => list.map((x) => x.name);

describe("no silent duplicates", () => {
  test("template Replace, Copy Previous Add anyway, library Replace (light)", async () => {
    const { page, context, problems } = await phone(browser, server.base, "light");
    await page.goto("/");
    expect((await pageFetch(page, "POST", "/api/signup", { email, password, firstName: "Dee", lastName: "Dupes" })).status).toBe(201);
    const { today, day, yesterday, previousDay } = await days(page);

    // A day with two exercises, one set of Bench Press ticked, and a template of two others.
    expect(
      (
        await pageFetch(page, "POST", "/api/templates", {
          name: "Legs",
          dayOfWeek: null,
          data: {
            exercises: [
              { name: "Squat", sets: 3, reps: "5", weight: "200", restTime: 120 },
              { name: "Lunge", sets: 2, reps: "12", weight: "20", restTime: 60 },
            ],
          },
        })
      ).status,
    ).toBe(201);
    const planned = await pageFetch(page, "POST", "/api/workouts", {
      date: today,
      exercises: [
        { name: "Bench Press", sets: 3 },
        { name: "Row", sets: 3 },
      ],
    });
    expect(planned.status).toBe(201);
    expect((await pageFetch(page, "PUT", `/api/exercises/${planned.body.exercises[0].id}/sets/1`, { completed: true })).status).toBe(200);

    // 1. Load the template into that day: asked, then Replace.
    await page.goto(`/workouts?date=${today}`);
    await page.getByRole("article", { name: "Bench Press", exact: true }).waitFor();
    await page.getByRole("button", { name: "Load Template" }).click();
    await page.getByRole("button", { name: /Legs/ }).click();
    const question = await settled(page, `${day} already has exercises`);
    await question.getByText("Remove the 2 exercises now planned first. 1 logged set will be lost.").waitFor();
    await question.getByText(`Keep them; ${day} will have 4 exercises.`).waitFor();
    await screenshot(page, "duplicates-template-light");
    await question.getByRole("button", { name: "Replace" }).click();
    await toast(page, "Template loaded!");
    await page.getByRole("article", { name: "Lunge", exact: true }).waitFor();
    expect(await page.getByRole("article", { name: "Bench Press", exact: true }).count()).toBe(0);
    expect(await page.getByRole("article", { name: "Row", exact: true }).count()).toBe(0);
    expect(names((await pageFetch(page, "GET", `/api/workouts/${today}`)).body.exercises)).toEqual(["Squat", "Lunge"]);

    // 2. Copy Previous into a day that has a meal: asked, then Add anyway.
    expect((await pageFetch(page, "POST", "/api/meals", { date: yesterday, name: "Porridge", time: "7:30 AM" })).status).toBe(201);
    expect((await pageFetch(page, "POST", "/api/meals", { date: today, name: "Eggs", time: "8:00 AM" })).status).toBe(201);
    await page.goto(`/meals?date=${today}`);
    await page.getByRole("article", { name: "Eggs" }).waitFor();
    await page.getByRole("button", { name: "Copy Previous" }).click();
    const copyQuestion = await settled(page, `${day} already has meals`);
    await screenshot(page, "duplicates-copy-light");
    await copyQuestion.getByRole("button", { name: "Add anyway" }).click();
    await toast(page, `Copied 1 meal from ${previousDay}`);
    await page.getByRole("article", { name: "Porridge" }).waitFor();
    await page.getByRole("article", { name: "Eggs" }).waitFor();
    expect(names((await pageFetch(page, "GET", `/api/meals?date=${today}`)).body)).toEqual(["Porridge", "Eggs"]);

    // 3. Save a meal to the library twice: the second time asks; Replace keeps one entry.
    const eggs = page.getByRole("article", { name: "Eggs" });
    await eggs.getByRole("button", { name: "Save Eggs to meal library" }).click();
    await toast(page, '"Eggs" saved to meal library successfully!');
    await eggs.getByRole("button", { name: "Save Eggs to meal library" }).click();
    const libraryQuestion = await settled(page, '"Eggs" is already in your library');
    await screenshot(page, "duplicates-library-light");
    await libraryQuestion.getByRole("button", { name: "Replace" }).click();
    await libraryQuestion.waitFor({ state: "hidden" });
    expect(names((await pageFetch(page, "GET", "/api/meal-templates")).body)).toEqual(["Eggs"]);

    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);

  test("the three questions in dark; Cancel changes nothing", async () => {
    const { page, context, problems } = await phone(browser, server.base, "dark");
    await page.goto("/");
    expect((await pageFetch(page, "POST", "/api/login", { email, password })).status).toBe(200);
    const { today, day } = await days(page);
    const squat = (await pageFetch(page, "GET", `/api/workouts/${today}`)).body.exercises[0];
    expect((await pageFetch(page, "PUT", `/api/exercises/${squat.id}/sets/1`, { completed: true })).status).toBe(200);
    const before = {
      workout: (await pageFetch(page, "GET", `/api/workouts/${today}`)).body,
      meals: (await pageFetch(page, "GET", `/api/meals?date=${today}`)).body,
      library: (await pageFetch(page, "GET", "/api/meal-templates")).body,
    };

    await page.goto(`/workouts?date=${today}`);
    await page.getByRole("article", { name: "Squat", exact: true }).waitFor();
    await page.getByRole("button", { name: "Load Template" }).click();
    await page.getByRole("button", { name: /Legs/ }).click();
    const question = await settled(page, `${day} already has exercises`);
    await question.getByText("Remove the 2 exercises now planned first. 1 logged set will be lost.").waitFor();
    await screenshot(page, "duplicates-template-dark");
    await question.getByRole("button", { name: "Cancel" }).click();
    await question.waitFor({ state: "hidden" });

    await page.goto(`/meals?date=${today}`);
    await page.getByRole("article", { name: "Eggs" }).waitFor();
    await page.getByRole("button", { name: "Copy Previous" }).click();
    const copyQuestion = await settled(page, `${day} already has meals`);
    await screenshot(page, "duplicates-copy-dark");
    await copyQuestion.getByRole("button", { name: "Cancel" }).click();
    await copyQuestion.waitFor({ state: "hidden" });

    await page.getByRole("article", { name: "Eggs" }).getByRole("button", { name: "Save Eggs to meal library" }).click();
    const libraryQuestion = await settled(page, '"Eggs" is already in your library');
    await screenshot(page, "duplicates-library-dark");
    await libraryQuestion.getByRole("button", { name: "Cancel" }).click();
    await libraryQuestion.waitFor({ state: "hidden" });

    expect((await pageFetch(page, "GET", `/api/workouts/${today}`)).body).toEqual(before.workout);
    expect((await pageFetch(page, "GET", `/api/meals?date=${today}`)).body).toEqual(before.meals);
    expect((await pageFetch(page, "GET", "/api/meal-templates")).body).toEqual(before.library);
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);
});
