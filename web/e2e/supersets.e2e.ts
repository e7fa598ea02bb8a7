// A lifter's superset and plank on a phone, on the built executable: two exercises grouped in the
// edit form are ticked in round order (each tick moves on to the same set of the next), the rest
// starts only after the round's last exercise with its rest, a plank is logged as 60 s, RPE is set
// with one tap, and the server holds all of it.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, pageDate, pageFetch, phone, screenshot, signUpByApi, startServer, type Server } from "./harness";

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

const card = (page: Page, name: string | RegExp) => page.getByRole("article", { name });
const bar = (page: Page) => page.getByRole("region", { name: "Rest timer" });

async function addExercise(page: Page, name: string, kind?: string) {
  await page.getByRole("button", { name: "Add Exercise" }).click();
  const form = page.getByRole("form", { name: "Add Exercise" });
  await form.getByLabel("Exercise Name").fill(name);
  if (kind) await form.getByLabel("Logged as").selectOption({ label: kind });
  await form.getByRole("button", { name: "Add", exact: true }).click();
  await card(page, name).waitFor();
}

async function joinSuperset(page: Page, name: string, choice: string) {
  await card(page, name)
    .getByRole("button", { name: `Edit ${name}` })
    .click();
  const form = page.getByRole("form", { name: `Edit ${name}` });
  await form.getByLabel("Superset").selectOption({ label: choice });
  await form.getByRole("button", { name: "Save" }).click();
  await form.waitFor({ state: "detached" });
}

describe("supersets, kinds and RPE on a phone", () => {
  test("a superset ticked in round order rests after the round; a plank logs 60 s; RPE in one tap", async () => {
    const { page, context, problems } = await phone(browser, server.base, "dark");
    await page.goto("/login");
    await signUpByApi(page, "Sam", "superset password 1");
    const date = await pageDate(page);
    await page.goto("/workouts");
    await page.getByRole("button", { name: "Add Exercise" }).waitFor();

    await addExercise(page, "Bench Press");
    await addExercise(page, "Row");
    await addExercise(page, "Plank", "Time");
    await joinSuperset(page, "Bench Press", "New superset A");
    await joinSuperset(page, "Row", "Superset A");
    await card(page, "Superset A1, Bench Press").waitFor();
    await card(page, "Superset A2, Row").waitFor();

    // Round one: Bench's set 1 moves on to Row's set 1, with no rest yet.
    const bench = card(page, "Superset A1, Bench Press");
    const row = card(page, "Superset A2, Row");
    await bench.getByLabel("Set 1 reps").fill("8");
    await bench.getByLabel("Set 1 completed").check();
    await expect(row.getByLabel("Set 1 weight").evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    expect(await bar(page).count()).toBe(0);
    // The round's last: the rest starts with Row's rest (90 s by default).
    await row.getByLabel("Set 1 reps").fill("10");
    await row.getByLabel("Set 1 completed").check();
    await bar(page).waitFor();
    expect(await bar(page).textContent()).toContain("Row");
    await expect(bench.getByLabel("Set 2 weight").evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    // RPE with one tap from the row under the set just ticked.
    await row.getByRole("group", { name: "Set 1 RPE" }).getByRole("button", { name: "8.5" }).click();
    await row.getByRole("button", { name: "Set 1 RPE 8.5. Change RPE" }).waitFor();

    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "superset-round-dark");

    // A plank: a time box, no reps; 60 s.
    const plank = card(page, "Plank");
    expect(await plank.getByLabel("Set 1 reps").count()).toBe(0);
    await plank.getByLabel("Set 1 time").fill("1:00");
    await plank.getByLabel("Set 1 completed").check();
    await screenshot(page, "superset-plank-dark");

    await page.waitForFunction(() => localStorage.getItem("kinfit.setOutbox") === null);
    const day = (await pageFetch(page, "GET", `/api/workouts/${date}`)).body;
    const byName = (n: string) => day.exercises.find((e: { name: string }) => e.name === n);
    expect(byName("Bench Press")).toMatchObject({ supersetGroup: 1, type: "weight_reps" });
    expect(byName("Row")).toMatchObject({ supersetGroup: 1 });
    expect(byName("Row").setRows[0]).toMatchObject({ completed: true, reps: "10", rpe: 8.5 });
    expect(byName("Plank")).toMatchObject({ type: "duration", supersetGroup: null });
    expect(byName("Plank").setRows[0]).toMatchObject({ completed: true, durationSeconds: 60 });

    // Reloaded: the labels, the plank's time and the RPE are still there.
    await page.reload();
    await card(page, "Superset A2, Row").waitFor();
    expect(await card(page, "Plank").getByLabel("Set 1 time").inputValue()).toBe("1:00");
    await card(page, "Superset A2, Row").getByRole("button", { name: "Set 1 RPE 8.5. Change RPE" }).waitFor();

    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);
});
