// The gym log with no connection to the server, on the built executable (docs/behaviour/offline.md,
// "Offline"): a phone that visited once online opens, from cold and offline, as that member on the
// Workouts screen, says it is offline and when it last synced, and never shows the Sign-in screen;
// a day of the kept window opens with its plan and 'Last', one outside it empty; and two phones of
// one member that edit the same set offline end, once both have synced, with the later edit.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import {
  pageDate,
  pageFetch,
  PHONE,
  screenshot,
  startServer,
  STEP_TIMEOUT,
  type Server,
  until,
  persistentPhones,
  serviceWorkerInControl,
} from "./harness";

let server: Server;
let phones: ReturnType<typeof persistentPhones>;

beforeAll(async () => {
  server = await startServer();
  phones = persistentPhones(server.base);
});

afterAll(async () => {
  phones?.remove();
  expect(await server?.stop()).toBe(0);
});

const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

/** The keys of what the phone keeps in IndexedDB (web/lib/kept-store.ts): "<user id>/<name>". */
const keptKeys = (page: Page) =>
  page.evaluate(async () => {
    const dbs = await indexedDB.databases();
    if (!dbs.some((db) => db.name === "kinfit")) return [] as string[];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open("kinfit");
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    if (!db.objectStoreNames.contains("kept")) return [];
    return new Promise<string[]>((resolve) => {
      const request = db.transaction("kept").objectStore("kept").getAllKeys();
      request.onsuccess = () => resolve(request.result.map(String));
    }).finally(() => db.close());
  });

describe("offline first", () => {
  test("(a) visited once online, closed, opened offline from cold: the Workouts screen, not Sign-in", async () => {
    const online = await phones.open();
    const { page } = online;
    await page.goto("/login");
    await page.getByText("Don't have an account? Sign up").click();
    await page.getByLabel("Email").fill(`cold-${Date.now()}@example.com`);
    await page.getByLabel("Password", { exact: true }).fill("cold start password");
    await page.getByLabel("Confirm Password").fill("cold start password");
    await page.getByLabel("First Name").fill("Cora");
    await page.getByLabel("Last Name").fill("Cold");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    await page.goto("/workouts");
    await page.getByRole("button", { name: "Add Exercise" }).click();
    const form = page.getByRole("form", { name: "Add Exercise" });
    await form.getByLabel("Exercise Name").fill("Deadlift");
    await form.getByLabel("Sets").fill("3");
    await form.getByLabel("Reps").fill("5");
    await form.getByLabel("Weight (lbs)").fill("225");
    await form.getByRole("button", { name: "Add", exact: true }).click();
    await card(page, "Deadlift").waitFor();
    await serviceWorkerInControl(page);
    await page.reload();
    await card(page, "Deadlift").waitFor();
    await online.context.close();

    const cold = await online.reopen({ offline: true });
    await cold.page.goto("/workouts");
    await card(cold.page, "Deadlift").waitFor();
    expect(await cold.page.getByRole("button", { name: "Sign In" }).count()).toBe(0);
    const banner = cold.page.getByRole("status").filter({ hasText: "Offline: changes are kept on this phone." });
    expect(await banner.innerText()).toMatch(/^Offline: changes are kept on this phone\. Last sync \d\d:\d\d\.$/);
    await screenshot(cold.page, "offline-cold-start");
    // Back online, the server confirms the member and the line goes.
    await cold.context.setOffline(false);
    await banner.waitFor({ state: "detached" });
    await card(cold.page, "Deadlift").waitFor();
    expect(cold.problems).toEqual([]);
    await cold.context.close();
  }, 90_000);

  test("after an online visit a day in the kept window opens offline with its plan and 'Last'; a day outside opens empty", async () => {
    const { context, page, problems } = await phones.open();
    await page.goto("/login");
    expect(
      (
        await pageFetch(page, "POST", "/api/signup", {
          email: `window-${Date.now()}@example.com`,
          password: "window password 1",
          firstName: "Wen",
          lastName: "Window",
        })
      ).status,
    ).toBe(201);
    const yesterday = await pageDate(page, -1);
    const ahead = await pageDate(page, 10);
    const far = await pageDate(page, 40);
    const done = await pageFetch(page, "POST", "/api/workouts", {
      date: yesterday,
      exercises: [{ name: "Overhead Press", sets: 2, reps: "5", weight: "95" }],
    });
    expect(done.status).toBe(201);
    for (const n of [1, 2])
      await pageFetch(page, "PUT", `/api/exercises/${done.body.exercises[0].id}/sets/${n}`, { completed: true, weight: "95", reps: "5" });
    expect(
      (
        await pageFetch(page, "POST", "/api/workouts", {
          date: ahead,
          exercises: [{ name: "Overhead Press", sets: 3, reps: "5", weight: "100" }],
        })
      ).status,
    ).toBe(201);

    // One visit to Workouts, online: the working set is kept once the screen has settled.
    await page.goto("/workouts");
    await serviceWorkerInControl(page);
    await until(async () => (await keptKeys(page)).some((key) => key.endsWith("/savedAt")), "the working set to be kept");

    await context.setOffline(true);
    await page.goto(`/workouts?date=${ahead}`);
    const press = card(page, "Overhead Press");
    await press.waitFor();
    // 'Last' from the kept days: yesterday's two ticked sets.
    await press.getByText(/^Last time: /).waitFor();
    await page.goto(`/workouts?date=${far}`);
    await page.getByRole("button", { name: "Add Exercise" }).waitFor();
    expect(await page.getByText("Failed to fetch").count()).toBe(0);
    expect(await card(page, "Overhead Press").count()).toBe(0);
    await screenshot(page, "offline-day-outside-window");
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);

  test("(c) two phones of one member edit the same set offline; both sync: the later edit wins, nothing is duplicated", async () => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
    });
    try {
      const email = `two-phones-${Date.now()}@example.com`;
      const pair = [] as { context: BrowserContext; page: Page }[];
      for (let i = 0; i < 2; i++) {
        const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, baseURL: server.base });
        context.setDefaultTimeout(STEP_TIMEOUT);
        const page = await context.newPage();
        await page.goto("/login");
        const body = { email, password: "two phones password", firstName: "Tess", lastName: "Two" };
        expect((await pageFetch(page, "POST", i === 0 ? "/api/signup" : "/api/login", body)).status).toBe(i === 0 ? 201 : 200);
        pair.push({ context, page });
      }
      const [first, second] = pair as [(typeof pair)[0], (typeof pair)[0]];
      const date = await pageDate(first.page);
      expect(
        (await pageFetch(first.page, "POST", "/api/workouts", { date, exercises: [{ name: "Squat", sets: 3, reps: "5", weight: "200" }] }))
          .status,
      ).toBe(201);
      for (const { page } of pair) {
        await page.goto("/workouts");
        await card(page, "Squat").waitFor();
      }
      const weight = (page: Page) => card(page, "Squat").getByLabel("Set 1 weight");
      for (const { context } of pair) await context.setOffline(true);
      // The first phone's edit is made first, the second's later; the later one reaches the server first.
      await weight(first.page).fill("205");
      await weight(first.page).blur();
      // The second edit is made at a later millisecond than the first.
      const madeAt = await first.page.evaluate(() => Date.now());
      await second.page.waitForFunction((t) => Date.now() > t, madeAt);
      await weight(second.page).fill("210");
      await weight(second.page).blur();
      await second.context.setOffline(false);
      const stored = async () => {
        const day = (await pageFetch(second.page, "GET", `/api/workouts/${date}`)).body;
        return day.exercises as { name: string; setRows: { weight: string }[] }[];
      };
      await until(async () => (await stored())[0]!.setRows[0]!.weight === "210", "the second phone's edit to be stored");
      await first.context.setOffline(false);
      // The first phone's older edit is sent too, and left out by the server.
      await until(() => first.page.evaluate(() => localStorage.getItem("kinfit.setOutbox") === null), "the first phone's queue to be sent");
      // Its member sees the later edit, and is told so.
      await first.page
        .getByRole("status")
        .filter({ hasText: "Set 1 of Squat was changed later on another phone; that change is kept." })
        .waitFor();
      expect(await weight(first.page).inputValue()).toBe("210");
      const day = await stored();
      expect(day.map((e) => e.name)).toEqual(["Squat"]);
      expect(day[0]!.setRows.map((r) => r.weight)).toEqual(["210", "200", "200"]);
    } finally {
      await browser.close();
    }
  }, 90_000);
});
