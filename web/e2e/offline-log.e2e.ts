// A whole workout logged with no connection, on the built executable (docs/behaviour/workouts.md, "Saving
// sets offline"): on a day ten days ahead that was never opened, a template is loaded with the
// numbers the server would give, an exercise is added by a kept name and starts from 'Last', six
// sets are ticked, one removed and a ticked weight edited; two reloads later, back online, the
// server holds exactly that, each set once. And two phones of one member that both change the same
// day offline end, once both have synced, with the later change to each field and nothing doubled.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import {
  pageDate,
  pageFetch,
  screenshot,
  startServer,
  type Server,
  until,
  waitForToast,
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
const queueEmpty = (page: Page) => page.evaluate(() => localStorage.getItem("kinfit.setOutbox") === null);

type StoredExercise = {
  name: string;
  notes: string | null;
  weight: string;
  clientId?: string;
  setRows: { setNumber: number; weight: string; reps: string; completed: boolean }[];
};
const storedDay = async (page: Page, date: string) =>
  (await pageFetch(page, "GET", `/api/workouts/${date}`)).body.exercises as StoredExercise[];

/** Waits until the phone has kept its working set and the templates (an online visit to Workouts). */
async function keptWorkingSet(page: Page) {
  await serviceWorkerInControl(page);
  await until(
    () =>
      page.evaluate(async () => {
        const db = await new Promise<IDBDatabase | null>((resolve) => {
          const request = indexedDB.open("kinfit");
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => resolve(null);
        });
        if (!db?.objectStoreNames.contains("kept")) return false;
        const keys = await new Promise<string[]>((resolve) => {
          const request = db.transaction("kept").objectStore("kept").getAllKeys();
          request.onsuccess = () => resolve(request.result.map(String));
        });
        db.close();
        return keys.some((k) => k.endsWith("/savedAt")) && keys.some((k) => k.endsWith("/templates"));
      }),
    "the working set and the templates to be kept",
  );
}

/** Ticks a set: its reps typed first when the plan is a range. */
async function tick(page: Page, exercise: string, setNumber: number) {
  const box = card(page, exercise).getByLabel(`Set ${setNumber} completed`);
  await box.check();
  await until(() => box.isChecked(), `set ${setNumber} of ${exercise} to be ticked`);
}

describe("a workout logged offline", () => {
  test("(b) a day ten days ahead: template, an exercise by a kept name, six ticks, " +
    "one removed, a weight edited, two reloads; online the server holds exactly that", async () => {
    const { context, page, problems } = await phones.open();
    await page.goto("/login");
    expect(
      (
        await pageFetch(page, "POST", "/api/signup", {
          email: `gym-${Date.now()}@example.com`,
          password: "basement password",
          firstName: "Bo",
          lastName: "Basement",
        })
      ).status,
    ).toBe(201);
    const yesterday = await pageDate(page, -1);
    const lastWeek = await pageDate(page, -6);
    const ahead = await pageDate(page, 10);
    // What the look-back and 'Last' will find: yesterday's squats, last week's bench.
    const squats = await pageFetch(page, "POST", "/api/workouts", {
      date: yesterday,
      exercises: [{ name: "Squat", sets: 3, reps: "5", weight: "225", restTime: 150 }],
    });
    for (const n of [1, 2, 3])
      await pageFetch(page, "PUT", `/api/exercises/${squats.body.exercises[0].id}/sets/${n}`, {
        completed: true,
        weight: "225",
        reps: "5",
      });
    const bench = await pageFetch(page, "POST", "/api/workouts", {
      date: lastWeek,
      exercises: [{ name: "Bench Press", sets: 3, reps: "8", weight: "135" }],
    });
    for (const [n, weight] of [
      [1, "135"],
      [2, "140"],
      [3, "140"],
    ] as const) {
      await pageFetch(page, "PUT", `/api/exercises/${bench.body.exercises[0].id}/sets/${n}`, { completed: true, weight, reps: "8" });
    }
    const template = {
      name: "Legs",
      dayOfWeek: null,
      data: {
        exercises: [
          { name: "Squat", sets: 3, reps: "5", weight: "200", restTime: 120 },
          { name: "Leg Curl", sets: 2, reps: "12", weight: "60", restTime: 60 },
        ],
      },
    };
    expect((await pageFetch(page, "POST", "/api/templates", template)).status).toBe(201);

    await page.goto("/workouts");
    await keptWorkingSet(page);
    await context.setOffline(true);

    // A day never opened, ten days ahead.
    await page.goto(`/workouts?date=${ahead}`);
    await page.getByRole("button", { name: "Load Template" }).click();
    await page.getByRole("button", { name: /Legs/ }).click();
    await waitForToast(page, "Template loaded!");
    // Filled from the kept days as with-latest fills it: yesterday's 225.
    await card(page, "Squat").getByRole("button", { name: "Plates for 225 lbs" }).waitFor();
    await card(page, "Leg Curl").waitFor();

    // An exercise by a kept name: suggested, and started from its 'Last' sets.
    await page.getByRole("button", { name: "Add Exercise" }).click();
    const form = page.getByRole("form", { name: "Add Exercise" });
    await form.getByLabel("Exercise Name").fill("ben");
    await form.getByRole("group", { name: "Suggested names" }).getByRole("button", { name: "Bench Press", exact: true }).click();
    await form.getByRole("button", { name: "Add", exact: true }).click();
    await card(page, "Bench Press").waitFor();
    await until(
      async () => (await card(page, "Bench Press").getByLabel("Set 2 weight").inputValue()) === "140",
      "Bench Press to start from 'Last'",
    );

    for (const n of [1, 2, 3]) await tick(page, "Squat", n);
    for (const n of [1, 2, 3]) await tick(page, "Bench Press", n);
    await card(page, "Bench Press")
      .getByRole("button", { name: /^Remove set/ })
      .click();
    await card(page, "Bench Press").getByText("Sets: 2/2").waitFor();
    const edited = card(page, "Squat").getByLabel("Set 2 weight");
    await edited.fill("230");
    await edited.blur();
    await page.getByText(/\d+ changes waiting to sync/).waitFor();
    await screenshot(page, "offline-log-waiting");

    for (let i = 0; i < 2; i++) {
      await page.reload();
      await card(page, "Squat").waitFor();
      expect(await card(page, "Squat").getByLabel("Set 2 weight").inputValue()).toBe("230");
      expect(await card(page, "Squat").getByLabel("Set 3 completed").isChecked()).toBe(true);
      await card(page, "Bench Press").getByText("Sets: 2/2").waitFor();
      await card(page, "Leg Curl").waitFor();
    }
    expect(await page.getByText("Failed to fetch").count()).toBe(0);

    await context.setOffline(false);
    await until(() => queueEmpty(page), "the queue to be sent", 30_000);
    const day = await storedDay(page, ahead);
    expect(day.map((e) => e.name)).toEqual(["Squat", "Leg Curl", "Bench Press"]);
    const [squat, curl, benchDay] = day as [StoredExercise, StoredExercise, StoredExercise];
    expect(squat.setRows.map((r) => [r.setNumber, r.weight, r.reps, r.completed])).toEqual([
      [1, "225", "5", true],
      [2, "230", "5", true],
      [3, "225", "5", true],
    ]);
    expect(curl.setRows.map((r) => r.completed)).toEqual([false, false]);
    expect(benchDay.setRows.map((r) => [r.setNumber, r.weight, r.reps, r.completed])).toEqual([
      [1, "135", "8", true],
      [2, "140", "8", true],
    ]);
    // Each exercise made on the phone carries the phone's id, once.
    expect(new Set(day.map((e) => e.clientId)).size).toBe(3);
    await card(page, "Squat").waitFor();
    await page.getByText(/changes? waiting to sync/).waitFor({ state: "detached" });
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  test("(c) two phones of one member change the same day offline: the later change to a field wins, nothing is doubled; dark", async () => {
    const first = await phones.open({ colorScheme: "dark" });
    const second = await phones.open({ colorScheme: "dark" });
    const email = `two-days-${Date.now()}@example.com`;
    await first.page.goto("/login");
    const body = { email, password: "two phones password", firstName: "Tess", lastName: "Two" };
    expect((await pageFetch(first.page, "POST", "/api/signup", body)).status).toBe(201);
    await second.page.goto("/login");
    expect((await pageFetch(second.page, "POST", "/api/login", body)).status).toBe(200);
    const date = await pageDate(first.page);
    expect(
      (await pageFetch(first.page, "POST", "/api/workouts", { date, exercises: [{ name: "Squat", sets: 3, reps: "5", weight: "200" }] }))
        .status,
    ).toBe(201);
    for (const { page } of [first, second]) {
      await page.goto("/workouts");
      await card(page, "Squat").waitFor();
      await keptWorkingSet(page);
    }
    for (const { context } of [first, second]) await context.setOffline(true);

    // The first phone, first: a new plan weight and an exercise of its own.
    const plan = async (page: Page, weight: string) => {
      await card(page, "Squat").getByRole("button", { name: "Edit Squat" }).click();
      await card(page, "Squat").getByLabel("Weight (lbs)").fill(weight);
      if (page === first.page) await screenshot(page, "exercise-edit-dark");
      await card(page, "Squat").getByRole("button", { name: "Save" }).click();
      await card(page, "Squat")
        .getByRole("button", { name: `Plates for ${weight} lbs` })
        .waitFor();
    };
    await plan(first.page, "205");
    await first.page.getByRole("button", { name: "Add Exercise" }).click();
    await first.page.getByRole("form", { name: "Add Exercise" }).getByLabel("Exercise Name").fill("Lunge");
    await first.page.getByRole("form", { name: "Add Exercise" }).getByRole("button", { name: "Add", exact: true }).click();
    await card(first.page, "Lunge").waitFor();
    // The second phone, later: the same field, and one more set.
    const madeAt = await first.page.evaluate(() => Date.now());
    await second.page.waitForFunction((t) => Date.now() > t, madeAt);
    await plan(second.page, "210");
    await card(second.page, "Squat").getByRole("button", { name: "+ Add set" }).click();
    await card(second.page, "Squat").getByText("Sets: 0/4").waitFor();

    // The later phone reaches the server first, the earlier one after it.
    await second.context.setOffline(false);
    await until(() => queueEmpty(second.page), "the second phone's queue to be sent");
    await first.context.setOffline(false);
    await until(() => queueEmpty(first.page), "the first phone's queue to be sent");
    await waitForToast(first.page, "Squat was changed later on another phone; that change is kept.");
    await card(first.page, "Squat").getByRole("button", { name: "Plates for 210 lbs" }).waitFor();
    await screenshot(first.page, "offline-two-phones-dark");

    const day = await storedDay(first.page, date);
    expect(day.map((e) => e.name)).toEqual(["Squat", "Lunge"]);
    expect(day[0]!.weight).toBe("210");
    expect(day[0]!.setRows).toHaveLength(4);
    // Sending the first phone's queue again changes nothing: each create is stored once.
    await first.page.reload();
    await card(first.page, "Lunge").waitFor();
    expect((await storedDay(first.page, date)).map((e) => e.name)).toEqual(["Squat", "Lunge"]);
    expect([...first.problems, ...second.problems]).toEqual([]);
    await first.context.close();
    await second.context.close();
  }, 120_000);
});
