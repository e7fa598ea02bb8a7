// Routines built, not only saved, on the built executable (docs/behaviour/workout-templates.md,
// "Templates screen"; workouts.md, "Swap" and "Warm-up sets"): a template made from the library
// with no day logged first, started, an exercise swapped for one that starts from its own last
// numbers, and warm-up sets put before a barbell lift's working sets, with a connection and without.
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
  until,
  waitForToast,
  type Server,
  serviceWorkerInControl,
} from "./harness";

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

const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
const BENCH = "Barbell Bench Press - Medium Grip";

/** Incline Press done a week ago: 100 x 9, then 105 x 8, both ticked. */
async function loggedIncline(page: Page) {
  const date = await pageDate(page, -7);
  const day = await pageFetch(page, "POST", "/api/workouts", {
    date,
    exercises: [{ name: "Incline Press", sets: 2, reps: "8-10", weight: "100" }],
  });
  expect(day.status).toBe(201);
  const id = day.body.exercises[0].id;
  expect((await pageFetch(page, "PUT", `/api/exercises/${id}/sets/1`, { weight: "100", reps: "9", completed: true })).status).toBe(200);
  expect((await pageFetch(page, "PUT", `/api/exercises/${id}/sets/2`, { weight: "105", reps: "8", completed: true })).status).toBe(200);
}

describe("Routines", () => {
  test("built from the library without a day logged, started, an exercise swapped, warm-ups added", async () => {
    const { context, page, problems } = await phone(browser, server.base);
    await signUpByApi(page, "routine", "routine password");
    await loggedIncline(page);
    const today = await pageDate(page);

    // The editor: a library exercise found by what a lifter types, and a typed one.
    await page.goto("/templates");
    await page.getByRole("button", { name: "New Template" }).click();
    const editor = page.getByRole("dialog", { name: "New Template" });
    await editor.getByLabel("Template Name").fill("Push Day");
    await editor.getByLabel("Exercise 1 name").fill("bench");
    await editor.getByRole("button", { name: BENCH, exact: true }).click();
    expect(await editor.getByLabel("Exercise 1 name").inputValue()).toBe(BENCH);
    const first = editor.locator(".template-edit-row").nth(0);
    await first.getByLabel("Reps").fill("5");
    await first.getByLabel("Weight (lbs)").fill("135");
    await editor.getByRole("button", { name: "Add Exercise" }).click();
    await editor.getByLabel("Exercise 2 name").fill("Cable Fly");
    const second = editor.locator(".template-edit-row").nth(1);
    await second.getByLabel("Sets").fill("2");
    await second.getByLabel("Reps").fill("12-15");
    await second.getByLabel("Weight (lbs)").fill("30");
    await screenshot(page, "routines-editor");
    await editor.getByRole("button", { name: "Create Template" }).click();
    await waitForToast(page, "Template created!");
    const template = page.getByRole("article", { name: "Push Day" });
    await template.getByText("2 × 12-15 · 30 lbs").waitFor();
    // Nothing was logged to build it.
    expect((await pageFetch(page, "GET", `/api/workouts/${today}`)).body.exercises).toEqual([]);

    // Started today.
    await template.getByRole("button", { name: "Start Push Day" }).click();
    await page.getByRole("dialog", { name: "Start Push Day" }).getByRole("button", { name: "Start today" }).click();
    await card(page, BENCH).waitFor();
    expect(await card(page, BENCH).getByLabel("Set 1 weight").inputValue()).toBe("135");
    await card(page, "Cable Fly").getByText("Sets: 0/2").waitFor();

    // Swap Cable Fly for Incline Press: its own last numbers, never the fly's 30.
    await page.getByRole("button", { name: "Swap Cable Fly" }).click();
    const swap = page.getByRole("dialog", { name: "Swap Cable Fly" });
    await swap.getByLabel("Swap for").fill("Incline Press");
    await swap.getByText("Starts from last time").waitFor();
    await swap.getByRole("button", { name: "Swap", exact: true }).click();
    await waitForToast(page, "Exercise swapped");
    const incline = card(page, "Incline Press");
    await incline.waitFor();
    await until(async () => (await incline.getByLabel("Set 1 weight").inputValue()) === "100", "Incline Press's first set at 100");
    expect(await incline.getByLabel("Set 1 weight").inputValue()).toBe("100");
    expect(await incline.getByLabel("Set 1 reps").inputValue()).toBe("9");
    expect(await incline.getByLabel("Set 2 weight").inputValue()).toBe("105");
    expect(await incline.getByLabel("Set 2 reps").inputValue()).toBe("8");
    expect(await card(page, "Cable Fly").count()).toBe(0);
    const names = await page.locator("article.exercise-card h2").allTextContents();
    expect(names).toEqual([BENCH, "Incline Press"]);
    await screenshot(page, "routines-swapped");

    // Warm-ups before the bench's 135: the bar, then 40%, 60% and 80% loadable with standard plates.
    await card(page, BENCH).getByRole("button", { name: "+ Warm-up sets" }).click();
    const warm = page.getByRole("dialog", { name: "Warm-up sets" });
    expect(await warm.locator("li").allTextContents()).toEqual([
      "Bar: 45 lbs × 10",
      "40%: 55 lbs × 5",
      "60%: 80 lbs × 3",
      "80%: 110 lbs × 2",
    ]);
    await screenshot(page, "routines-warmups");
    await warm.getByRole("button", { name: "Add warm-ups" }).click();
    await waitForToast(page, "Warm-up sets added");
    const bench = card(page, BENCH);
    await bench.getByText("Sets: 0/7").waitFor();
    const weights = [];
    for (let n = 1; n <= 7; n++) weights.push(await bench.getByLabel(`Set ${n} weight`).inputValue());
    expect(weights).toEqual(["45", "55", "80", "110", "135", "135", "135"]);
    const stored = (await pageFetch(page, "GET", `/api/workouts/${today}`)).body.exercises[0];
    expect(stored.setRows.map((r: { kind: string }) => r.kind)).toEqual([
      "warmup",
      "warmup",
      "warmup",
      "warmup",
      "normal",
      "normal",
      "normal",
    ]);
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);

  test("warm-ups added with no connection show at once, survive a reload, and are saved in order once it is back", async () => {
    const { context, page, problems } = await phone(browser, server.base);
    await signUpByApi(page, "warmoff", "warm-ups offline password");
    const today = await pageDate(page);
    const day = await pageFetch(page, "POST", "/api/workouts", {
      date: today,
      exercises: [{ name: "Bench Press", sets: 3, reps: "5", weight: "135", restTime: 0 }],
    });
    expect(day.status).toBe(201);
    await page.goto("/workouts");
    const bench = card(page, "Bench Press");
    await bench.getByText("Sets: 0/3").waitFor();
    // Reads made once the worker is in place are kept: the day opens again offline.
    await serviceWorkerInControl(page);
    await page.reload();
    await bench.getByText("Sets: 0/3").waitFor();
    const tick = (n: number) => bench.getByRole("checkbox", { name: `Set ${n} completed` });

    await context.setOffline(true);
    // The first working set, ticked before the warm-ups (set 1 then); the second after them (set 6 now).
    await tick(1).check();
    await bench.getByRole("button", { name: "+ Warm-up sets" }).click();
    await page.getByRole("dialog", { name: "Warm-up sets" }).getByRole("button", { name: "Add warm-ups" }).click();
    await waitForToast(page, "Warm-up sets added");
    await bench.getByText("Sets: 1/7").waitFor();
    await tick(6).check();
    await page.getByText("3 changes waiting to sync").waitFor();
    const shown = async () => {
      const rows = [];
      for (let n = 1; n <= 7; n++) rows.push([await bench.getByLabel(`Set ${n} weight`).inputValue(), await tick(n).isChecked()]);
      return rows;
    };
    const expected = [
      ["45", false],
      ["55", false],
      ["80", false],
      ["110", false],
      ["135", true],
      ["135", true],
      ["135", false],
    ];
    expect(await shown()).toEqual(expected);

    await page.reload();
    await bench.getByText("Sets: 2/7").waitFor();
    expect(await shown()).toEqual(expected);

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await page.getByText(/waiting to sync/).waitFor({ state: "detached" });
    await until(async () => {
      const stored = (await pageFetch(page, "GET", `/api/workouts/${today}`)).body.exercises[0];
      return stored.setRows.length === 7 && stored.setRows[5].completed;
    }, "the warm-ups and the tick after them stored");
    const stored = (await pageFetch(page, "GET", `/api/workouts/${today}`)).body.exercises[0];
    const rows = stored.setRows.map((r: { kind: string; weight: string; completed: boolean }) => [r.kind, r.weight, r.completed]);
    expect(rows).toEqual(expected.map(([weight, done], i) => [i < 4 ? "warmup" : "normal", weight, done]));
    expect(stored.sets).toBe(7);
    expect(await shown()).toEqual(expected);
    // Failed loads while offline are the point of this test; anything else is a problem.
    expect(problems.filter((p) => !/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|Failed to fetch/.test(p))).toEqual([]);
    await context.close();
  }, 90_000);
});
