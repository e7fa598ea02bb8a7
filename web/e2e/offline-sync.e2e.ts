// Saving sets with a bad connection, on the built executable: ticks made while set saves get no
// answer stay ticked, say they wait, survive a reload and reach the server once the network is
// back; a tick the server refuses goes back at once with a toast saying why.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, phone, screenshot, startServer, type Server, pageDate } from "./harness";

let server: Server;
let browser: Browser;
const email = `offline-${Date.now()}@example.com`;
const password = "offline password 1";
const SET_SAVES = "**/api/exercises/*/sets/*";

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  expect(await server?.stop()).toBe(0);
});

async function signIn(page: Page, create: boolean) {
  const res = await page.evaluate(
    async ([path, body]) =>
      (await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })).status,
    [create ? "/api/signup" : "/api/login", { email, password, firstName: "Olive", lastName: "Offline" }] as const,
  );
  expect(res).toBe(create ? 201 : 200);
}

const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
const tick = (page: Page, name: string, n: number) => card(page, name).getByRole("checkbox", { name: `Set ${n} completed` });

async function addExercise(page: Page, name: string, sets: string) {
  await page.getByRole("button", { name: "Add Exercise" }).click();
  const form = page.getByRole("form", { name: "Add Exercise" });
  await form.getByLabel("Exercise Name").fill(name);
  await form.getByLabel("Sets").fill(sets);
  await form.getByLabel("Reps").fill("5");
  await form.getByLabel("Weight (lbs)").fill("135");
  await form.getByRole("button", { name: "Add", exact: true }).click();
  await card(page, name).waitFor();
}

/** What the server has stored for one exercise's sets, read with the page's cookies. */
async function storedTicks(page: Page, date: string, name: string): Promise<boolean[]> {
  const day = await page.evaluate((d) => fetch(`/api/workouts/${d}`).then((r) => r.json()), date);
  const exercise = (day.exercises as { name: string; setRows: { completed: boolean }[] }[]).find((e) => e.name === name);
  return exercise!.setRows.map((r) => r.completed);
}

/** Failed loads of aborted requests are the point of these tests; anything else is a problem. */
const unexpected = (problems: string[]) => problems.filter((p) => !/ERR_INTERNET_DISCONNECTED/.test(p));

/** No animation running (the toast has finished sliding in). */
const settled = (page: Page) => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));

const waitingLine = (page: Page) => page.getByRole("status").filter({ hasText: /waiting to sync/ });

describe("saving sets offline", () => {
  test("ticks without a network wait, survive a reload, and are saved when it returns", async () => {
    const { page, context, problems } = await phone(browser, server.base);
    await page.goto("/login");
    await signIn(page, true);
    await page.goto("/workouts");
    await page.getByRole("button", { name: "Add Exercise" }).waitFor();
    const date = await pageDate(page);
    await addExercise(page, "Bench Press", "3");

    // Set saves get no answer; the rest of the app (and reloading the page) still works.
    await page.route(SET_SAVES, (route) => route.abort("internetdisconnected"));
    await tick(page, "Bench Press", 1).check();
    await page.getByText("1 change waiting to sync").waitFor();
    await tick(page, "Bench Press", 2).check();
    await page.getByText("2 changes waiting to sync").waitFor();
    expect(await waitingLine(page).textContent()).toBe("2 changes waiting to sync");
    await card(page, "Bench Press").getByText("Sets: 2/3").waitFor();
    expect(await storedTicks(page, date, "Bench Press")).toEqual([false, false, false]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "offline-sync-waiting-light");

    await page.reload();
    await card(page, "Bench Press").waitFor();
    await page.getByText("2 changes waiting to sync").waitFor();
    await card(page, "Bench Press").getByText("Sets: 2/3").waitFor();
    expect(await tick(page, "Bench Press", 1).isChecked()).toBe(true);
    expect(await tick(page, "Bench Press", 2).isChecked()).toBe(true);
    expect(await tick(page, "Bench Press", 3).isChecked()).toBe(false);
    expect(await storedTicks(page, date, "Bench Press")).toEqual([false, false, false]);

    // The network is back: the browser says so and the waiting changes go out.
    await page.unroute(SET_SAVES);
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await waitingLine(page).waitFor({ state: "detached" });
    expect(await storedTicks(page, date, "Bench Press")).toEqual([true, true, false]);
    expect(await tick(page, "Bench Press", 2).isChecked()).toBe(true);

    // Fully offline for the last tick: nothing is tried until the browser is online again.
    await context.setOffline(true);
    await tick(page, "Bench Press", 3).check();
    await page.getByText("1 change waiting to sync").waitFor();
    await card(page, "Bench Press").getByText("Complete", { exact: true }).waitFor();
    await context.setOffline(false);
    await waitingLine(page).waitFor({ state: "detached" });
    expect(await storedTicks(page, date, "Bench Press")).toEqual([true, true, true]);
    await page.reload();
    await card(page, "Bench Press").getByText("Complete", { exact: true }).waitFor();
    expect(await waitingLine(page).count()).toBe(0);

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  }, 90_000);

  test("a tick the server refuses goes back at once with a toast; dark theme", async () => {
    const { page, context, problems } = await phone(browser, server.base, "dark");
    await page.goto("/login");
    await signIn(page, false);
    await page.goto("/workouts");
    await card(page, "Bench Press").waitFor();
    const date = await pageDate(page);
    await addExercise(page, "Row", "3");

    await page.route(SET_SAVES, (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({ message: "weight must be a number from 0 to 2000" }),
      }),
    );
    // click, not check: the row may already be back by the time check() would look.
    await tick(page, "Row", 1).click();
    await page.getByText("Set 1 of Row was not saved: weight must be a number from 0 to 2000").waitFor();
    await card(page, "Row").locator('input[aria-label="Set 1 completed"]:not(:checked)').waitFor();
    expect(await tick(page, "Row", 1).isChecked()).toBe(false);
    await card(page, "Row").getByText("Sets: 0/3").waitFor();
    expect(await waitingLine(page).count()).toBe(0);
    expect(await storedTicks(page, date, "Row")).toEqual([false, false, false]);
    await settled(page);
    await screenshot(page, "offline-sync-refused-dark");

    // Waiting, in the dark theme, then saved.
    await page.unroute(SET_SAVES);
    await page.route(SET_SAVES, (route) => route.abort("internetdisconnected"));
    await tick(page, "Row", 2).check();
    await page.getByText("1 change waiting to sync").waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "offline-sync-waiting-dark");
    await page.unroute(SET_SAVES);
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await waitingLine(page).waitFor({ state: "detached" });
    expect(await storedTicks(page, date, "Row")).toEqual([false, true, false]);

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  }, 90_000);
});
