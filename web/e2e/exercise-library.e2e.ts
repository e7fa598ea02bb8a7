// The exercise library on the built executable: a Strong name linked to the library by itself,
// this week's sets per muscle on the Dashboard, the 12-week muscle chart in the exercise's
// history, a library name suggested in the add form with its instructions, and the link changed.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, pageDate, pageFetch, phone, screenshot, startServer, type Server } from "./harness";

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

async function signUp(page: Page) {
  await page.goto("/login");
  const res = await pageFetch(page, "POST", "/api/signup", {
    email: `library-${crypto.randomUUID()}@example.com`,
    password: "library password",
    firstName: "Lee",
    lastName: "Lifter",
  });
  expect(res.status).toBe(201);
}

/** Today's bench press from Strong, three hard sets and a warm-up ticked. */
async function logBench(page: Page, date: string) {
  const day = await pageFetch(page, "POST", "/api/workouts", {
    date,
    exercises: [{ name: "Bench Press (Barbell)", sets: 4, reps: "8", weight: "135", restTime: 90 }],
  });
  expect(day.status).toBe(201);
  const id = day.body.exercises.at(-1).id;
  expect((await pageFetch(page, "PUT", `/api/exercises/${id}/sets/1`, { completed: true, kind: "warmup" })).status).toBe(200);
  for (const n of [2, 3, 4]) expect((await pageFetch(page, "PUT", `/api/exercises/${id}/sets/${n}`, { completed: true })).status).toBe(200);
}

describe("exercise library", () => {
  for (const scheme of ["light", "dark"] as const) {
    test(`the dashboard shows the week's muscles and the history a muscle chart (${scheme})`, async () => {
      const { context, page, problems } = await phone(browser, server.base, scheme);
      try {
        await signUp(page);
        const today = await pageDate(page);
        await logBench(page, today);

        await page.goto("/");
        const card = page.getByRole("region", { name: "Muscles This Week" });
        const chest = card.locator(".muscle-row").filter({ hasText: "chest" });
        await chest.getByLabel("3 sets, below target 10-20").waitFor();
        await card.locator(".muscle-row").filter({ hasText: "triceps" }).getByLabel("1.5 sets, below target 10-20").waitFor();
        await card.evaluate((el) => el.scrollIntoView({ block: "center" }));
        await screenshot(page, `library-dashboard-${scheme}`);

        await page.goto(`/workouts?date=${today}`);
        await page.getByRole("button", { name: "History of Bench Press (Barbell)" }).click();
        const history = page.getByRole("dialog", { name: "Bench Press (Barbell) History" });
        const link = history.getByRole("region", { name: "Library exercise" });
        await link.getByText("Barbell Bench Press - Medium Grip").waitFor();
        await link.getByText("Matched to").waitFor();
        const chart = history.getByRole("img", { name: /chest weekly sets trend/ });
        await chart.waitFor();
        expect(await chart.getAttribute("aria-label")).toContain("This week 3 sets · target 10-20");
        expect(await chart.locator("path").count()).toBeGreaterThan(0);
        await screenshot(page, `library-history-${scheme}`);

        // Another choice from the candidates: linked, confirmed, the name unchanged.
        await link.getByRole("button", { name: "Change" }).click();
        await link.getByRole("button", { name: /^Decline Barbell Bench Press/ }).click();
        await link.getByText("Linked to").waitFor();
        await link.getByText("Decline Barbell Bench Press", { exact: true }).waitFor();
        const links = await pageFetch(page, "GET", "/api/exercises/links");
        expect(links.body).toEqual([{ name: "Bench Press (Barbell)", libraryId: "Decline_Barbell_Bench_Press", confirmed: true }]);
        await history.getByRole("button", { name: "Close" }).click();
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }, 90_000);
  }

  test("a muscle's band set in Profile is the Dashboard's", async () => {
    const { context, page, problems } = await phone(browser, server.base);
    try {
      await signUp(page);
      await logBench(page, await pageDate(page));
      await page.goto("/profile");
      const targets = page.getByRole("region", { name: "Weekly Sets per Muscle" });
      await targets.getByLabel("chest low").fill("2");
      await targets.getByLabel("chest high").fill("6");
      await targets.getByRole("button", { name: "Save Targets" }).click();
      await page.getByText("Targets saved").waitFor();
      await targets.evaluate((el) => el.scrollIntoView({ block: "start" }));
      await screenshot(page, "library-profile-light");
      await page.emulateMedia({ colorScheme: "dark" });
      await page.reload();
      await targets.getByLabel("chest low").waitFor();
      expect(await targets.getByLabel("chest low").inputValue()).toBe("2");
      await targets.evaluate((el) => el.scrollIntoView({ block: "start" }));
      await screenshot(page, "library-profile-dark");
      expect((await pageFetch(page, "GET", "/api/auth/user")).body.user.muscleTargets).toEqual({ chest: [2, 6] });
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
      await page.getByRole("region", { name: "Muscles This Week" }).getByLabel("3 sets, on target 2-6").waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);

  test("the add form suggests library names and shows a library exercise's instructions", async () => {
    const { context, page, problems } = await phone(browser, server.base);
    try {
      await signUp(page);
      await page.goto("/workouts");
      await page.getByRole("button", { name: "Add Exercise" }).first().click();
      await page.getByLabel("Exercise Name").fill("smith machine pis");
      const library = page.getByRole("group", { name: "Library exercises" });
      await library.getByRole("button", { name: "Smith Machine Pistol Squat" }).click();
      expect(await page.getByLabel("Exercise Name").inputValue()).toBe("Smith Machine Pistol Squat");
      await page.getByRole("button", { name: "Muscles and instructions" }).click();
      await page.locator(".library-steps li").first().waitFor();
      await screenshot(page, "library-add-form-light");
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);
});
