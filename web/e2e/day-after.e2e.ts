// The day after the gym, on the built executable (docs/behaviour/workouts.md, "Saving sets offline"):
// a day changed offline syncs as the app opens on today, and today's exercises show at once; the
// working set is kept from the Dashboard alone; and a sign-out with no connection finishes on the
// phone at once, the server's session ended first thing once the phone is back online, and the
// change the member chose to lose never sent.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { pageDate, pageFetch, persistentPhones, startServer, type Server, until, serviceWorkerInControl } from "./harness";

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
const queueEmpty = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).every((k) => !k.startsWith("kinfit.setOutbox") || localStorage.getItem(k) === "[]"));

/** The names the phone keeps in IndexedDB, once it holds the working set's `savedAt` and the templates. */
const keptNames = (page: Page) =>
  page.evaluate(async () => {
    const db = await new Promise<IDBDatabase | null>((resolve) => {
      const request = indexedDB.open("kinfit");
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    });
    if (!db?.objectStoreNames.contains("kept")) return [] as string[];
    const keys = await new Promise<string[]>((resolve) => {
      const request = db.transaction("kept").objectStore("kept").getAllKeys();
      request.onsuccess = () => resolve(request.result.map(String));
    });
    db.close();
    return keys;
  });

const keptWorkingSet = (page: Page) =>
  until(async () => {
    const names = await keptNames(page);
    return names.some((k) => k.endsWith("/savedAt")) && names.some((k) => k.endsWith("/templates"));
  }, "the working set and the templates to be kept");

async function signUp(page: Page, name: string) {
  await page.goto("/login");
  const body = { email: `${name}-${Date.now()}@example.com`, password: "day after password", firstName: name, lastName: "Lifter" };
  expect((await pageFetch(page, "POST", "/api/signup", body)).status).toBe(201);
}

describe("the day after the gym", () => {
  test("a day changed offline syncs as /workouts opens on today, and today's exercises show", async () => {
    const { context, page, reopen } = await phones.open();
    await signUp(page, "Dana");
    const today = await pageDate(page);
    const yesterday = await pageDate(page, -1);
    expect(
      (
        await pageFetch(page, "POST", "/api/workouts", {
          date: today,
          exercises: [{ name: "Deadlift", sets: 3, reps: "5", weight: "275" }],
        })
      ).status,
    ).toBe(201);
    await page.goto("/workouts");
    await card(page, "Deadlift").waitFor();
    await serviceWorkerInControl(page);

    // Another day, offline: an exercise added and a set ticked.
    await page.goto(`/workouts?date=${yesterday}`);
    await page.getByRole("button", { name: "Add Exercise" }).waitFor();
    await context.setOffline(true);
    await page.getByRole("button", { name: "Add Exercise" }).click();
    const form = page.getByRole("form", { name: "Add Exercise" });
    await form.getByLabel("Exercise Name").fill("Front Squat");
    await form.getByRole("button", { name: "Add", exact: true }).click();
    await card(page, "Front Squat").waitFor();
    // The new exercise plans a range of reps: the reps done are typed before the tick.
    await card(page, "Front Squat").getByLabel("Set 1 reps").fill("8");
    await card(page, "Front Squat").getByLabel("Set 1 completed").click();
    await until(() => card(page, "Front Squat").getByLabel("Set 1 completed").isChecked(), "the set to be ticked");
    await page.getByText(/changes? waiting to sync/).waitFor();
    await context.close();

    // The next morning, online, the app opens on today.
    const again = await reopen();
    await again.page.goto("/workouts");
    await until(() => queueEmpty(again.page), "the queue to be sent", 30_000);
    await card(again.page, "Deadlift").waitFor({ timeout: 10_000 });
    expect(await again.page.getByText("Loading workout...").count()).toBe(0);
    const stored = (await pageFetch(again.page, "GET", `/api/workouts/${yesterday}`)).body.exercises;
    expect(stored.map((e: { name: string }) => e.name)).toEqual(["Front Squat"]);
    expect(stored[0].setRows[0].completed).toBe(true);
    expect(again.problems).toEqual([]);
    await again.context.close();
  }, 120_000);

  test("a Dashboard visit alone keeps the working set: offline, the templates and other days are there", async () => {
    const { context, page } = await phones.open();
    await signUp(page, "Eve");
    const template = {
      name: "Upper",
      dayOfWeek: null,
      data: { exercises: [{ name: "Bench Press", sets: 3, reps: "5", weight: "135", restTime: 120 }] },
    };
    expect((await pageFetch(page, "POST", "/api/templates", template)).status).toBe(201);
    const lastWeek = await pageDate(page, -7);
    expect(
      (await pageFetch(page, "POST", "/api/workouts", { date: lastWeek, exercises: [{ name: "Row", sets: 3, reps: "8", weight: "95" }] }))
        .status,
    ).toBe(201);
    await page.goto("/");
    await serviceWorkerInControl(page);
    await keptWorkingSet(page);
    await context.setOffline(true);
    await page.goto(`/workouts?date=${lastWeek}`);
    await card(page, "Row").waitFor();
    await page.getByRole("button", { name: "Load Template" }).click();
    await page.getByRole("button", { name: /Upper/ }).waitFor();
    expect(await page.getByText("Unable to load templates").count()).toBe(0);
    await context.close();
  }, 120_000);

  test("signing out offline finishes at once; back online the session " +
    "ends before anything is sent, and the dropped change never goes", async () => {
    const { context, page } = await phones.open();
    await signUp(page, "Finn");
    const today = await pageDate(page);
    expect(
      (await pageFetch(page, "POST", "/api/workouts", { date: today, exercises: [{ name: "Press", sets: 3, reps: "5", weight: "95" }] }))
        .status,
    ).toBe(201);
    await page.goto("/workouts");
    await card(page, "Press").waitFor();
    await serviceWorkerInControl(page);
    await context.setOffline(true);
    await card(page, "Press").getByLabel("Set 1 completed").check();
    await page.getByText(/change waiting to sync/).waitFor();

    page.on("dialog", (dialog) => void dialog.accept());
    await page.getByRole("link", { name: "Profile" }).click();
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    expect(await page.getByText("Failed to sign out").count()).toBe(0);
    await until(async () => (await keptNames(page)).length === 0, "the member's kept data to be dropped");

    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET") sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await until(async () => sent.includes("POST /api/logout"), "the session to be ended", 20_000);
    expect(sent[0]).toBe("POST /api/logout");
    expect(sent.filter((s) => s.includes("/sets/"))).toEqual([]);
    await context.close();
  }, 120_000);
});
