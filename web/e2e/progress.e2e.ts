// Progress as a user sees it, on the built executable with real data: the dashboard's counts and
// wording following what is done on the Workouts and Meals screens, a streak of real consecutive
// days, and an exercise's history from its card.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { toIsoDate, weekdayName } from "@shared/dates";
import { launchBrowser, phone, screenshot, startServer, type Server } from "./harness";

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

const daysAgo = (n: number) => {
  const d = new Date();
  return toIsoDate(new Date(d.getFullYear(), d.getMonth(), d.getDate() - n));
};

async function signUp(page: Page) {
  await page.goto("/login");
  const status = await page.evaluate(async (email) => {
    const res = await fetch("/api/signup", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "progress password", firstName: "Pat", lastName: "Progress" }),
    });
    return res.status;
  }, `progress-${crypto.randomUUID()}@example.com`);
  expect(status).toBe(201);
}

/** A finished workout on an earlier day, logged through the API as the Workouts screen does. */
async function logEarlierWorkout(page: Page, date: string, name: string, weight: string, reps: string) {
  const completed = await page.evaluate(
    async ([date, name, weight, reps]) => {
      const json = { "content-type": "application/json" };
      const day = await fetch("/api/workouts", {
        method: "POST",
        headers: json,
        body: JSON.stringify({ date, exercises: [{ name, sets: 2, reps, weight, restTime: 90 }] }),
      }).then((r) => r.json());
      const id = day.exercises.at(-1).id;
      for (const n of [1, 2]) {
        await fetch(`/api/exercises/${id}/sets/${n}`, { method: "PUT", headers: json, body: JSON.stringify({ completed: true }) });
      }
      return (await fetch(`/api/workouts/${date}`).then((r) => r.json())).exercises.at(-1).isCompleted;
    },
    [date, name, weight, reps] as const,
  );
  expect(completed).toBe(true);
}

const nav = (page: Page, tab: string) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: tab }).click();
const overviewRow = (page: Page, title: "Workouts" | "Meals") => page.locator(".overview-row").filter({ hasText: title });
const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

async function dashboardSays(
  page: Page,
  expected: { stat: string; line: string; button: string; complete: boolean },
  title: "Workouts" | "Meals",
) {
  await nav(page, "Dashboard");
  await page.getByRole("heading", { name: `${weekdayName(new Date())} Overview` }).waitFor();
  const row = overviewRow(page, title);
  try {
    await row.getByText(expected.line, { exact: true }).waitFor({ timeout: 10_000 });
  } catch (error) {
    await screenshot(page, "progress-failure");
    throw new Error(`dashboard ${title} row says ${JSON.stringify(await row.innerText())}, expected ${expected.line}`, { cause: error });
  }
  const button = row.getByRole("button", { name: expected.button, exact: true });
  await button.waitFor();
  expect(await row.getByText("Complete", { exact: true }).count()).toBe(expected.complete ? 1 : 0);
  if (expected.complete) {
    // The badge stays whole beside the name, clear of the button, on a 390 px phone.
    const badge = (await row.getByText("Complete", { exact: true }).boundingBox())!;
    expect(badge.x + badge.width).toBeLessThanOrEqual((await button.boundingBox())!.x);
  }
  expect(await page.getByRole("region", { name: title }).getByText(expected.stat, { exact: true }).count()).toBe(1);
}

async function addExercise(page: Page, name: string) {
  await page.getByRole("button", { name: "Add Exercise" }).click();
  const form = page.getByRole("form", { name: "Add Exercise" });
  await form.getByLabel("Exercise Name").fill(name);
  await form.getByLabel("Sets").fill("1");
  await form.getByLabel("Weight (lbs)").fill("205");
  await form.getByLabel("Reps").fill("5");
  await form.getByRole("button", { name: "Add", exact: true }).click();
  await card(page, name).waitFor();
}

/** A meal added through the form; `time` as the time picker takes it, 24-hour "HH:MM". */
async function addMeal(page: Page, name: string, time: string) {
  await page.getByRole("button", { name: "Add Meal" }).click();
  await page.getByLabel("Meal Name").fill(name);
  await page.getByLabel("Time").fill(time);
  await page.getByRole("form", { name: "Create new meal" }).getByRole("button", { name: "Add Meal" }).click();
  await card(page, name).waitFor();
}

describe("progress in the browser", () => {
  test("the dashboard follows workouts and meals done on their screens, with a real streak and history", async () => {
    const { page, context, problems } = await phone(browser, server.base, "light");
    await signUp(page);

    // Earlier days: yesterday and the day before complete the streak; four days ago is after a gap.
    // A week and two weeks ago hold earlier deadlifts for the history.
    await logEarlierWorkout(page, daysAgo(1), "Row", "95", "10");
    await logEarlierWorkout(page, daysAgo(2), "Row", "95", "10");
    await logEarlierWorkout(page, daysAgo(4), "Row", "95", "10");
    await logEarlierWorkout(page, daysAgo(7), "Deadlift", "200", "5");
    await logEarlierWorkout(page, daysAgo(14), "deadlift", "190", "5");

    // Nothing planned today: Start and Plan, and the streak still counts up to yesterday.
    await page.goto("/");
    await dashboardSays(page, { stat: "0/0", line: "No Workout Planned", button: "Start", complete: false }, "Workouts");
    await dashboardSays(page, { stat: "0/0", line: "No meals planned", button: "Plan", complete: false }, "Meals");
    await page.getByText("2 day streak").waitFor();

    // Two exercises on the Workouts screen; finishing one makes the other today's focus, and both, done for today.
    await nav(page, "Workouts");
    await addExercise(page, "Deadlift");
    await addExercise(page, "Pull Up");
    await card(page, "Deadlift").getByRole("checkbox", { name: "Set 1 completed" }).check();
    await card(page, "Deadlift").getByText("Complete", { exact: true }).waitFor();
    await dashboardSays(page, { stat: "1/2", line: "Today's focus: Pull Up", button: "Continue", complete: false }, "Workouts");
    // Today counts now: today, yesterday and the day before, not the day after the gap.
    await page.getByText("3 day streak").waitFor();

    await nav(page, "Workouts");
    await card(page, "Pull Up").getByRole("checkbox", { name: "Set 1 completed" }).check();
    await page.getByText("2/2 Complete").waitFor();
    await dashboardSays(page, { stat: "2/2", line: "Done for today", button: "View", complete: true }, "Workouts");

    // Two meals on the Meals screen; eating the first makes the second the next one.
    await nav(page, "Meals");
    await addMeal(page, "Breakfast", "07:30");
    await addMeal(page, "Lunch", "12:00");
    await dashboardSays(page, { stat: "0/2", line: "Next: Breakfast", button: "Plan", complete: false }, "Meals");
    await nav(page, "Meals");
    await card(page, "Breakfast").getByRole("button", { name: "Mark Consumed" }).click();
    await card(page, "Breakfast").getByText("Consumed", { exact: true }).waitFor();
    await dashboardSays(page, { stat: "1/2", line: "Next: Lunch", button: "Continue", complete: false }, "Meals");
    await screenshot(page, "progress-dashboard-light");

    // The deadlift's history: the two earlier sessions (matched in any case), not today's.
    await nav(page, "Workouts");
    await card(page, "Deadlift").getByRole("button", { name: "History of Deadlift" }).click();
    const history = page.getByRole("dialog", { name: "Deadlift History" });
    const sessions = history.getByRole("list", { name: "Sessions" }).locator(":scope > li");
    await sessions.first().waitFor();
    expect(await sessions.count()).toBe(2);
    await history.getByText("Best set: 200 lbs × 5").waitFor();
    await history.getByText("Best set: 190 lbs × 5").waitFor();
    // Epley: 200 x (1 + 5/30) = 233.3; volume 2 x 200 x 5 = 2000.
    await history.getByText("e1RM 233.3 lbs").waitFor();
    await history.getByText("Volume 2000 lbs", { exact: false }).first().waitFor();
    await history.getByRole("img", { name: /estimated one-rep max/ }).waitFor();
    await screenshot(page, "progress-history-light");
    await history.getByRole("button", { name: "Close" }).click();

    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
