// The gym floor on a phone, on the built executable: 'Last' across a split routine with its date,
// name suggestions, set types, a personal record, adding and removing a set, a number that cannot
// be saved, the plate calculator, moving between weeks with the day in the URL, the dashboard's
// Start opening the day chosen there, kg end to end, and the taps a 5-exercise workout takes.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, phone, screenshot, startServer, type Server, pageDate, pageFetch, signUpByApi, until } from "./harness";

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

/** A JSON request with the page's cookies; answers status and body. */

const signUp = (page: Page, name: string) => signUpByApi(page, name, "gym floor password");

/** Plans a day through the API and ticks the given sets with the given numbers. */
async function logDay(page: Page, date: string, name: string, sets: [weight: string, reps: string][], plannedWeight = "135") {
  const posted = await pageFetch(page, "POST", "/api/workouts", {
    date,
    exercises: [{ name, sets: Math.max(1, sets.length), weight: plannedWeight, reps: "8" }],
  });
  expect(posted.status).toBe(201);
  const id = posted.body.exercises.find((e: { name: string }) => e.name === name).id;
  for (const [i, [weight, reps]] of sets.entries())
    expect((await pageFetch(page, "PUT", `/api/exercises/${id}/sets/${i + 1}`, { weight, reps, completed: true })).status).toBe(200);
  return id as number;
}

const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
const setRows = (page: Page, name: string) =>
  card(page, name)
    .getByRole("list", { name: `Sets of ${name}` })
    .getByRole("listitem");

describe("the gym floor", () => {
  test("'Last' across a split routine, suggestions, set types, a record, a set added and removed, checked numbers, plates", async () => {
    for (const scheme of ["light", "dark"] as const) {
      const { page, context, problems } = await phone(browser, server.base, scheme);
      await signUp(page, `split${scheme}`);
      // Push a week ago, legs six days ago, push planned three days ago but never done.
      const pushDay = await pageDate(page, -7);
      await logDay(page, pushDay, "Bench Press", [
        ["135", "8"],
        ["145", "6"],
      ]);
      await logDay(page, await pageDate(page, -6), "Squat", [["225", "5"]]);
      await pageFetch(page, "POST", "/api/workouts", { date: await pageDate(page, -3), exercises: [{ name: "Bench Press", sets: 3 }] });

      await page.goto("/workouts");
      await page.getByRole("button", { name: "Add Exercise" }).click();
      const form = page.getByRole("form", { name: "Add Exercise" });
      await form.getByLabel("Exercise Name").fill("benc");
      // The user's own name comes first among the suggestions.
      const suggestions = form.getByRole("group", { name: "Suggested names" });
      await suggestions.getByRole("button", { name: "Bench Press", exact: true }).click();
      expect(await form.getByLabel("Exercise Name").inputValue()).toBe("Bench Press");
      // A name done before starts from 'Last': that day's 2 sets and the weight of its last set.
      expect(await form.getByLabel("Sets").inputValue()).toBe("2");
      expect(await form.getByLabel("Weight (lbs)").inputValue()).toBe("145");
      await form.getByLabel("Sets").fill("3");
      await form.getByLabel("Weight (lbs)").fill("heavy");
      await form.getByRole("button", { name: "Add", exact: true }).click();
      await form.getByText("Weight must be a number from 0 to 2000 lbs, a range such as 60-70, or BW").waitFor();
      await form.getByLabel("Weight (lbs)").fill("135");
      await form.getByRole("button", { name: "Add", exact: true }).click();
      const bench = card(page, "Bench Press");
      await bench.waitFor();

      // 'Last' is a week ago's ticked sets, dated, not the planned-only day in between.
      const pushLabel = await page.evaluate(
        (iso) => new Date(`${iso}T12:00:00`).toLocaleDateString("en-GB", { weekday: "short", day: "numeric", month: "short" }),
        pushDay,
      );
      await bench.getByText(`Last time: ${pushLabel}`).waitFor();
      expect(await setRows(page, "Bench Press").nth(0).locator(".set-last-text").textContent()).toBe("135×8");
      expect(await setRows(page, "Bench Press").nth(1).locator(".set-last-text").textContent()).toBe("145×6");

      // Set 1 as a warm-up: tapping its number.
      await bench.getByRole("button", { name: "Set 1, normal. Mark as warm-up" }).click();
      await bench.getByRole("button", { name: "Set 1, warm-up. Mark as drop set" }).waitFor();

      // A number that cannot be saved stays with its message and is not sent.
      const weight2 = bench.getByRole("textbox", { name: "Set 2 weight" });
      await weight2.fill("heavy");
      await bench.getByRole("textbox", { name: "Set 2 reps" }).click();
      await bench.getByText("Set 2: Weight must be a number from 0 to 2000 lbs").waitFor();
      // Then a real one, with a comma as decimal mark: 150,5 beats a week ago's 145, a record.
      await weight2.fill("150,5");
      await bench.getByRole("textbox", { name: "Set 2 reps" }).fill("5");
      await bench.getByRole("checkbox", { name: "Set 2 completed" }).check();
      await setRows(page, "Bench Press").nth(1).getByText("PR", { exact: true }).waitFor();
      await bench.getByText("Sets: 1/3").waitFor();

      // Add a set (it starts from the set before it), then remove it.
      await bench.getByRole("button", { name: "+ Add set" }).click();
      await bench.getByText("Sets: 1/4").waitFor();
      expect(await bench.getByRole("textbox", { name: "Set 4 weight" }).inputValue()).toBe("135");
      await bench.getByRole("button", { name: /^Remove set/ }).click();
      await bench.getByText("Sets: 1/3").waitFor();

      // Everything above is what the server holds (once the last save has landed).
      await page.waitForFunction(() => (localStorage.getItem("kinfit.setOutbox") ?? "[]") === "[]");
      const today = (await pageFetch(page, "GET", `/api/workouts/${await pageDate(page)}`)).body.exercises[0];
      expect(today.setRows.map((r: { kind: string; completed: boolean; weight: string }) => [r.kind, r.completed, r.weight])).toEqual([
        ["warmup", false, "135"],
        ["normal", true, "150.5"],
        ["normal", false, "135"],
      ]);

      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `gym-floor-card-${scheme}`);

      // The plate calculator, from the planned weight.
      await bench.getByRole("button", { name: "Plates for 135 lbs" }).click();
      const dialog = page.getByRole("dialog", { name: "Plate calculator" });
      await dialog.getByText("Each side: 45 lbs").waitFor();
      await dialog.getByLabel("Total weight (lbs)").fill("230");
      await dialog.getByText("Each side: 45 + 45 + 2.5 lbs").waitFor();
      await screenshot(page, `gym-floor-plates-${scheme}`);
      await dialog.getByRole("button", { name: "Done" }).click();

      expect(problems).toEqual([]);
      await context.close();
    }
  }, 90_000);

  test("any week: back a week and forward again, the day in the URL, the dashboard's Start opens its day", async () => {
    const { page, context, problems } = await phone(browser, server.base);
    await signUp(page, "weeks");
    const lastWeek = await pageDate(page, -7);
    await logDay(page, lastWeek, "Deadlift", [["315", "5"]]);

    await page.goto("/workouts");
    await page.getByRole("button", { name: "Add Exercise" }).waitFor();
    await page.getByRole("button", { name: "Previous week" }).click();
    await page.waitForURL(`**/workouts?date=${lastWeek}`);
    await card(page, "Deadlift").waitFor();
    // Last week's day is done: a filled dot.
    expect(await page.locator(".weekday[aria-pressed='true']").getAttribute("data-mark")).toBe("done");
    await page.getByRole("button", { name: "Today" }).waitFor();
    await screenshot(page, "gym-floor-last-week");

    // A reload keeps the day.
    await page.reload();
    await card(page, "Deadlift").waitFor();
    await page.getByRole("button", { name: "Next week" }).click();
    await page.waitForURL(`**/workouts?date=${await pageDate(page)}`);
    await page.getByText("This week").waitFor();
    expect(await card(page, "Deadlift").count()).toBe(0);

    // The dashboard: pick another day of this week, and Start opens that day.
    await page.goto("/");
    const strip = page.getByRole("group", { name: "Day of the week" });
    const other = (await strip.getByRole("button").nth(0).getAttribute("aria-pressed")) === "true" ? 1 : 0;
    await strip.getByRole("button").nth(other).click();
    const picked = await page.evaluate((i) => {
      const d = new Date();
      const monday = new Date(d.getFullYear(), d.getMonth(), d.getDate() - ((d.getDay() + 6) % 7));
      monday.setDate(monday.getDate() + i);
      return `${monday.getFullYear()}-${String(monday.getMonth() + 1).padStart(2, "0")}-${String(monday.getDate()).padStart(2, "0")}`;
    }, other);
    await page
      .getByRole("region", { name: /Overview/ })
      .getByRole("button", { name: "Start" })
      .first()
      .click();
    await page.waitForURL(`**/workouts?date=${picked}`);
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);

  test("kg end to end: typed in kg, stored in pounds, shown in kg again after a reload", async () => {
    const { page, context, problems } = await phone(browser, server.base, "dark");
    await signUp(page, "kilos");
    expect((await pageFetch(page, "PUT", "/api/profile", { weightUnit: "kg" })).status).toBe(200);
    await page.goto("/workouts");
    await page.getByRole("button", { name: "Add Exercise" }).click();
    const form = page.getByRole("form", { name: "Add Exercise" });
    await form.getByLabel("Exercise Name").fill("Front Squat");
    await form.getByLabel("Sets").fill("2");
    // Reps done, not a planned range: a tick stores what was really lifted.
    await form.getByLabel("Reps").fill("5");
    await form.getByLabel("Weight (kg)").fill("62,5");
    await form.getByRole("button", { name: "Add", exact: true }).click();
    const squat = card(page, "Front Squat");
    await squat.getByRole("button", { name: "Plates for 62.5 kg" }).waitFor();
    await squat.getByRole("textbox", { name: "Set 1 weight" }).fill("70");
    await squat.getByRole("checkbox", { name: "Set 1 completed" }).check();
    await squat.getByText("Sets: 1/2").waitFor();

    const stored = async () => (await pageFetch(page, "GET", `/api/workouts/${await pageDate(page)}`)).body.exercises[0];
    await until(async () => (await stored()).setRows[0].completed === true, "the ticked set to be stored");
    const e = await stored();
    expect(e.weight).toBe("137.7889");
    expect(e.setRows[0].weight).toBe("154.3236");

    await page.reload();
    await squat.getByRole("button", { name: "Plates for 62.5 kg" }).waitFor();
    expect(await squat.getByRole("textbox", { name: "Set 1 weight" }).inputValue()).toBe("70");
    expect(await squat.getByRole("textbox", { name: "Set 2 weight" }).inputValue()).toBe("62.5");
    await squat.getByRole("button", { name: "Plates for 62.5 kg" }).click();
    await page.getByRole("dialog", { name: "Plate calculator" }).getByText("Each side: 20 + 1.25 lbs".replace("lbs", "kg")).waitFor();
    await screenshot(page, "gym-floor-kg-dark");
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);

  test("a 5-exercise workout from a template: 2 taps to load, one per set, nothing to finish", async () => {
    const { page, context, problems } = await phone(browser, server.base);
    await signUp(page, "taps");
    const names = ["Squat", "Bench Press", "Barbell Row", "Overhead Press", "Romanian Deadlift"];
    const template = {
      name: "Full Body A",
      dayOfWeek: "",
      data: { exercises: names.map((name) => ({ name, sets: 3, reps: "5", weight: "135", restTime: 90 })) },
    };
    expect((await pageFetch(page, "POST", "/api/templates", template)).status).toBe(201);

    await page.goto("/workouts");
    let taps = 0;
    const tap = async (locator: ReturnType<Page["getByRole"]>) => {
      taps++;
      await locator.click();
    };
    await tap(page.getByRole("button", { name: "Load Template" }));
    await tap(page.getByRole("button", { name: /Full Body A/ }));
    for (const name of names) {
      for (let n = 1; n <= 3; n++) await tap(card(page, name).getByRole("checkbox", { name: `Set ${n} completed` }));
      await card(page, name).getByText("Complete", { exact: true }).waitFor();
    }
    await page.getByText("5/5 Complete").waitFor();
    // 2 to load the plan, 15 ticks; Strong takes 3 to start the routine, the same 15, and 1 to 2 to finish.
    expect(taps).toBe(17);
    await page.waitForFunction(() => (localStorage.getItem("kinfit.setOutbox") ?? "[]") === "[]");
    const stored = (await pageFetch(page, "GET", `/api/workouts/${await pageDate(page)}`)).body.exercises;
    expect(stored.every((e: { isCompleted: boolean }) => e.isCompleted)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);
});
