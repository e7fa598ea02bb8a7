// Workouts as a lifter meets them on a phone, on the built executable: plan a day with two
// exercises, tick every set, reload, rest between sets (vibration and beep at 0), save the day as
// a template, load it into another day with last week's numbers, and manage templates.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { dayButtonName } from "@web/lib/words";
import { launchBrowser, phone, screenshot, startServer, type Server } from "./harness";

let server: Server;
let browser: Browser;
const email = `lifter-${Date.now()}@example.com`;
const password = "lifter password 1";

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  expect(await server?.stop()).toBe(0);
});

/** Counts vibrations and Web Audio oscillators, so the rest timer's alarm can be checked. */
async function spyOnAlarm(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __alarm: { vibrate: number; oscillators: number } };
    w.__alarm = { vibrate: 0, oscillators: 0 };
    Object.defineProperty(navigator, "vibrate", {
      configurable: true,
      value: () => {
        w.__alarm.vibrate++;
        return true;
      },
    });
    const original = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      w.__alarm.oscillators++;
      return original.call(this);
    };
  });
}

async function signIn(page: Page, create: boolean) {
  const res = await page.evaluate(
    async ([path, body]) =>
      (await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })).status,
    [create ? "/api/signup" : "/api/login", { email, password, firstName: "Lee", lastName: "Lifter" }] as const,
  );
  expect(res).toBe(create ? 201 : 200);
}

const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

async function addExercise(page: Page, name: string, sets: string, reps: string, weight: string, rest: string) {
  await page.getByRole("button", { name: "Add Exercise" }).click();
  const form = page.getByRole("form", { name: "Add Exercise" });
  await form.getByLabel("Exercise Name").fill(name);
  await form.getByLabel("Sets").fill(sets);
  await form.getByLabel("Reps").fill(reps);
  await form.getByLabel("Weight (lbs)").fill(weight);
  await form.getByLabel("Rest Time (sec)").fill(rest);
  await form.getByRole("button", { name: "Add", exact: true }).click();
  await card(page, name).waitFor();
}

describe("workouts in the browser", () => {
  // The browser's own calendar, so dates agree with what the page shows.
  let today: { iso: string; day: string; lastWeek: string; target: string; targetIso: string };

  test("plan, tick, reload, rest, save as a template, load into another day", async () => {
    const { page, context, problems } = await phone(browser, server.base);
    await spyOnAlarm(context);
    // The page's clock runs at the real pace until the test moves it on (the paused rest clock below).
    await page.clock.install();
    await page.goto("/login");
    await signIn(page, true);

    today = await page.evaluate(() => {
      const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
      const now = new Date();
      const name = (d: Date) => d.toLocaleDateString("en-US", { weekday: "long" });
      // Another day of this (Monday-first) week: Sunday, or Monday when today is Sunday.
      const back = (now.getDay() + 6) % 7;
      const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - back);
      const target = now.getDay() === 0 ? monday : new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 6);
      const lastWeek = new Date(target.getFullYear(), target.getMonth(), target.getDate() - 7);
      return { iso: iso(now), day: name(now), lastWeek: iso(lastWeek), target: name(target), targetIso: iso(target) };
    });

    // Last week's squats, logged through the API: 3 x 5 at 185, every set ticked.
    const seeded = await page.evaluate(async (date) => {
      const post = await fetch("/api/workouts", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ date, exercises: [{ name: "squat", sets: 3, reps: "5", weight: "185", restTime: 120 }] }),
      });
      const day = await post.json();
      const id = day.exercises[0].id;
      for (const n of [1, 2, 3]) {
        await fetch(`/api/exercises/${id}/sets/${n}`, {
          method: "PUT",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ completed: true }),
        });
      }
      return (await fetch(`/api/workouts/${date}`).then((r) => r.json())).exercises[0].isCompleted;
    }, today.lastWeek);
    expect(seeded).toBe(true);

    await page.goto("/workouts");
    await page.getByRole("heading", { name: `${today.day} - No Workout Planned` }).waitFor();
    expect(await page.getByRole("button", { name: "Save Template" }).isDisabled()).toBe(true);
    await screenshot(page, "workouts-empty-light");

    // Add form defaults, then two exercises with a short rest.
    await page.getByRole("button", { name: "Add Exercise" }).click();
    const form = page.getByRole("form", { name: "Add Exercise" });
    expect(await form.getByLabel("Sets").inputValue()).toBe("3");
    expect(await form.getByLabel("Reps").inputValue()).toBe("8-10");
    expect(await form.getByLabel("Weight (lbs)").inputValue()).toBe("0");
    expect(await form.getByLabel("Rest Time (sec)").inputValue()).toBe("90");
    expect(await form.getByRole("button", { name: "Add", exact: true }).isDisabled()).toBe(true);
    await form.getByRole("button", { name: "Cancel" }).click();

    await addExercise(page, "Squat", "2", "5", "135", "3");
    await addExercise(page, "Bench Press", "2", "8", "95", "3");
    await page.getByRole("heading", { name: `${today.day} Workout` }).waitFor();
    await page.getByText("0/2 Complete").waitFor();

    // 'Last' comes from last week's "squat" (matched in any case).
    const squat = card(page, "Squat");
    expect(await squat.getByLabel("Set 1 last time: 185 for 5").textContent()).toBe("185×5");
    expect(await squat.getByText("Sets: 0/2").count()).toBe(1);

    // The rest timer: 0:03, counting down, then back to 0:03 with a vibration and a beep.
    const timer = squat.getByRole("group", { name: "Rest timer for Squat" });
    expect(await timer.getByRole("timer").textContent()).toBe("0:03");
    await timer.getByRole("button", { name: "Start" }).click();
    await timer.getByRole("button", { name: "Pause" }).waitFor();
    await page.waitForFunction(
      () => document.querySelector('[aria-label="Rest timer for Squat"] [role="timer"]')?.textContent === "0:01",
      null,
      { timeout: 5000 },
    );
    await screenshot(page, "workouts-timer-running-light");
    await timer.getByRole("button", { name: "Start" }).waitFor({ timeout: 5000 });
    expect(await timer.getByRole("timer").textContent()).toBe("0:03");
    const alarm = await page.evaluate(() => (window as unknown as { __alarm: { vibrate: number; oscillators: number } }).__alarm);
    expect(alarm.vibrate).toBe(1);
    expect(alarm.oscillators).toBeGreaterThan(0);

    // Pause holds the time.
    await timer.getByRole("button", { name: "Start" }).click();
    await page.waitForFunction(
      () => document.querySelector('[aria-label="Rest timer for Squat"] [role="timer"]')?.textContent === "0:02",
      null,
      { timeout: 5000 },
    );
    await timer.getByRole("button", { name: "Pause" }).click();
    const paused = await timer.getByRole("timer").textContent();
    // Holding still has no event to await: the page's clock moves on by what would have moved a running one.
    await page.clock.runFor(1500);
    expect(await timer.getByRole("timer").textContent()).toBe(paused);
    // About a second ran before the pause (a slow machine may take a little longer).
    expect(["0:02", "0:01"]).toContain(paused!);

    // Log the sets: a heavier first set of squats, then tick everything.
    await squat.getByLabel("Set 1 weight").fill("140");
    await squat.getByRole("checkbox", { name: "Set 1 completed" }).check();
    await squat.getByText("Sets: 1/2").waitFor();
    // A ticked row stays editable.
    expect(await squat.getByLabel("Set 1 weight").isDisabled()).toBe(false);
    await squat.getByRole("checkbox", { name: "Set 2 completed" }).check();
    await squat.getByText("Complete", { exact: true }).waitFor();
    expect(await squat.getByRole("group", { name: "Rest timer for Squat" }).count()).toBe(0);
    const bench = card(page, "Bench Press");
    await bench.getByRole("checkbox", { name: "Set 1 completed" }).check();
    await bench.getByRole("checkbox", { name: "Set 2 completed" }).check();
    await bench.getByText("Complete", { exact: true }).waitFor();
    await page.getByText("2/2 Complete").waitFor();

    await page.reload();
    await card(page, "Squat").waitFor();
    for (const name of ["Squat", "Bench Press"]) {
      for (const n of [1, 2])
        expect(
          await card(page, name)
            .getByRole("checkbox", { name: `Set ${n} completed` })
            .isChecked(),
        ).toBe(true);
      await card(page, name).getByText("Complete", { exact: true }).waitFor();
    }
    expect(await card(page, "Squat").getByLabel("Set 1 weight").inputValue()).toBe("140");
    await page.getByText("2/2 Complete").waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "workouts-light");

    // Save the day as a template: the name starts as '{Day} Workout'.
    await page.getByRole("button", { name: "Save Template" }).click();
    const save = page.getByRole("dialog", { name: "Save Workout Template" });
    expect(await save.getByLabel("Template Name").inputValue()).toBe(`${today.day} Workout`);
    await save.getByLabel("Template Name").fill("Strength A");
    await screenshot(page, "workouts-save-template-light");
    await save.getByRole("button", { name: "Save Template" }).click();
    await page.getByText("Template saved!").waitFor();
    await page.getByText('"Strength A" has been saved successfully.').waitFor();

    // Empty today again, so last week's numbers are the newest for the target day's look-back.
    for (const name of ["Bench Press", "Squat"]) {
      await card(page, name)
        .getByRole("button", { name: `Delete ${name}` })
        .click();
      const dialog = page.getByRole("dialog", { name: "Delete Exercise" });
      await dialog.getByText(`Are you sure you want to delete "${name}"? This action cannot be undone.`).waitFor();
      await dialog.getByRole("button", { name: "Delete" }).click();
      await page.getByText(`"${name}" has been removed from your workout.`).waitFor();
    }
    await page.getByRole("heading", { name: `${today.day} - No Workout Planned` }).waitFor();

    // Load it into another day of the week.
    await page
      .getByRole("group", { name: "Day of the week" })
      .getByRole("button", { name: dayButtonName(new Date(`${today.targetIso}T12:00:00`)) })
      .click();
    await page.getByRole("heading", { name: `${today.target} - No Workout Planned` }).waitFor();
    await page.getByRole("button", { name: "Load Template" }).click();
    const load = page.getByRole("dialog", { name: "Load Workout Template" });
    await load.getByRole("button", { name: /Strength A/ }).waitFor();
    await screenshot(page, "workouts-load-template-light");
    await load.getByRole("button", { name: /Strength A/ }).click();
    await page.getByText("Template loaded!").waitFor();
    await page.getByText('"Strength A" applied with your latest performance data from previous workouts.').waitFor();
    await page.getByRole("heading", { name: `${today.target} Workout` }).waitFor();
    // Squat keeps the template's 2 sets and 3 s rest; each set starts from the same set of last
    // week's 3 x 5 at 185.
    const loadedSquat = card(page, "Squat");
    await loadedSquat.getByText("Sets: 0/2").waitFor();
    expect(await loadedSquat.getByLabel("Set 1 weight").inputValue()).toBe("185");
    expect(await loadedSquat.getByLabel("Set 2 weight").inputValue()).toBe("185");
    expect(await loadedSquat.getByLabel("Set 2 reps").inputValue()).toBe("5");
    expect(await loadedSquat.getByRole("timer").textContent()).toBe("0:03");
    // Bench press was found nowhere: the template's own values.
    expect(await card(page, "Bench Press").getByLabel("Set 1 weight").inputValue()).toBe("95");
    expect(await card(page, "Bench Press").getByText("Sets: 0/2").count()).toBe(1);

    const stored = await page.evaluate((d) => fetch(`/api/workouts/${d}`).then((r) => r.json()), today.targetIso);
    expect(stored.exercises.map((e: { name: string; weight: string }) => [e.name, e.weight])).toEqual([
      ["Squat", "185"],
      ["Bench Press", "95"],
    ]);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  test("dark theme of the loaded day", async () => {
    const { page, context, problems } = await phone(browser, server.base, "dark");
    await page.goto("/login");
    await signIn(page, false);
    await page.goto("/workouts");
    await page
      .getByRole("group", { name: "Day of the week" })
      .getByRole("button", { name: dayButtonName(new Date(`${today.targetIso}T12:00:00`)) })
      .click();
    await card(page, "Squat").waitFor();
    await card(page, "Squat").getByRole("checkbox", { name: "Set 1 completed" }).check();
    await card(page, "Squat").getByText("Sets: 1/2").waitFor();
    await screenshot(page, "workouts-dark");
    await card(page, "Squat").getByRole("button", { name: "Edit Squat" }).click();
    await card(page, "Squat").getByLabel("Exercise Name").fill("Back Squat");
    await card(page, "Squat").getByRole("button", { name: "Save" }).click();
    await page.getByText('"Squat" has been updated to "Back Squat".').waitFor();
    await card(page, "Back Squat").waitFor();
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);

  test("Workout Templates: search, filter, duplicate and delete, on both routes", async () => {
    const { page, context, problems } = await phone(browser, server.base);
    await page.goto("/login");
    await signIn(page, false);
    await page.goto("/workout-templates");
    await page.getByRole("heading", { name: "Workout Templates" }).waitFor();
    const strength = card(page, "Strength A");
    await strength.waitFor();
    await strength.getByText(today.day, { exact: true }).waitFor();
    await strength.getByText("2 exercises").waitFor();
    await strength.getByText("2 × 5 · 135 lbs").waitFor();
    await screenshot(page, "workout-templates-light");

    await page.getByRole("button", { name: "Duplicate Strength A" }).click();
    const dup = page.getByRole("dialog", { name: "Duplicate Template" });
    expect(await dup.getByLabel("New Template Name").inputValue()).toBe("Strength A (Copy)");
    await dup.getByRole("button", { name: "Duplicate" }).click();
    await page.getByText("Template duplicated!").waitFor();
    await card(page, "Strength A (Copy)").waitFor();

    await page.getByLabel("Search templates").fill("copy");
    await card(page, "Strength A").waitFor({ state: "detached" });
    await page.getByLabel("Search templates").fill("zzz");
    await page.getByText("No templates found").waitFor();
    await page.getByText("Try adjusting your search or filter criteria.").waitFor();
    await page.getByLabel("Search templates").fill("");

    await page.getByRole("button", { name: "Delete Strength A (Copy)" }).click();
    const del = page.getByRole("dialog", { name: "Delete Template" });
    await del.getByText('Are you sure you want to delete "Strength A (Copy)"? This action cannot be undone.').waitFor();
    await del.getByRole("button", { name: "Delete" }).click();
    await page.getByText("Template deleted!").waitFor();
    await card(page, "Strength A (Copy)").waitFor({ state: "detached" });
    expect(await card(page, "Strength A").count()).toBe(1);

    // /templates (the bottom tab) is the same screen.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Templates" }).click();
    await page.waitForURL("**/templates");
    await card(page, "Strength A").waitFor();
    expect(problems).toEqual([]);
    await context.close();

    const dark = await phone(browser, server.base, "dark");
    await dark.page.goto("/login");
    await signIn(dark.page, false);
    await dark.page.goto("/workout-templates");
    await card(dark.page, "Strength A").waitFor();
    await screenshot(dark.page, "workout-templates-dark");
    await dark.page.getByRole("button", { name: "Edit Strength A" }).click();
    await dark.page.getByRole("dialog", { name: "Edit Template" }).getByLabel("Template Name").waitFor();
    await screenshot(dark.page, "workout-templates-edit-dark");
    expect(dark.problems).toEqual([]);
    await dark.context.close();
  }, 120_000);
});
