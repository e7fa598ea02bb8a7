// The rest timer as a lifter meets it on a phone, on the built executable: ticking a set starts the
// rest in a bar above the bottom navigation, +15s adds to it, a reload keeps it (the end time is in
// localStorage), Skip ends it, the rest time is changed in place on the card, and at 0 the phone
// vibrates and beeps. The screen is kept on while the workout runs.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { BrowserContext, Browser, Page } from "playwright-core";
import { launchBrowser, phone, screenshot, startServer, type Server } from "./harness";

let server: Server;
let browser: Browser;
const email = `rester-${Date.now()}@example.com`;
const password = "rester password 1";

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  expect(await server?.stop()).toBe(0);
});

type Spy = { vibrate: number; oscillators: number; wakeLocks: number; released: number };

/** Counts vibrations, Web Audio oscillators and screen wake locks asked for and let go. */
async function spy(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __spy: Spy };
    w.__spy = { vibrate: 0, oscillators: 0, wakeLocks: 0, released: 0 };
    Object.defineProperty(navigator, "vibrate", {
      configurable: true,
      value: () => {
        w.__spy.vibrate++;
        return true;
      },
    });
    const original = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      w.__spy.oscillators++;
      return original.call(this);
    };
    Object.defineProperty(navigator, "wakeLock", {
      configurable: true,
      value: {
        request: async () => {
          w.__spy.wakeLocks++;
          const lock = {
            released: false,
            release: async () => {
              lock.released = true;
              w.__spy.released++;
            },
          };
          return lock;
        },
      },
    });
  });
}

const spied = (page: Page) => page.evaluate(() => (window as unknown as { __spy: Spy }).__spy);

async function signIn(page: Page, create: boolean) {
  const res = await page.evaluate(
    async ([path, body]) =>
      (await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })).status,
    [create ? "/api/signup" : "/api/login", { email, password, firstName: "Rae", lastName: "Rester" }] as const,
  );
  expect(res).toBe(create ? 201 : 200);
}

const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
const bar = (page: Page) => page.getByRole("region", { name: "Rest timer" });

/** Seconds shown in the bar. */
async function barSeconds(page: Page): Promise<number> {
  const text = (await bar(page).getByRole("timer").textContent()) ?? "";
  const m = /^(\d+):(\d\d)$/.exec(text);
  if (!m) throw new Error(`the bar shows "${text}"`);
  return Number(m[1]) * 60 + Number(m[2]);
}

const stored = (page: Page) => page.evaluate(() => localStorage.getItem("kinfit.restTimer"));

describe("rest timer in the browser", () => {
  test("tick starts the rest, +15s, survives a reload, Skip, rest time changed in place, alarm at 0", async () => {
    const { page, context, problems } = await phone(browser, server.base);
    await spy(context);
    await page.goto("/login");
    await signIn(page, true);
    await page.goto("/workouts");
    await page.getByRole("heading", { name: /No Workout Planned/ }).waitFor();

    await page.getByRole("button", { name: "Add Exercise" }).click();
    const form = page.getByRole("form", { name: "Add Exercise" });
    await form.getByLabel("Exercise Name").fill("Bench Press");
    await form.getByLabel("Sets").fill("3");
    await form.getByLabel("Reps").fill("8");
    await form.getByLabel("Weight (lbs)").fill("95");
    await form.getByLabel("Rest Time (sec)").fill("30");
    await form.getByRole("button", { name: "Add", exact: true }).click();
    const bench = card(page, "Bench Press");
    await bench.waitFor();
    await bench.getByText("Rest 0:30").waitFor();
    expect(await bar(page).count()).toBe(0);
    expect((await spied(page)).wakeLocks).toBe(0);

    // Tick set 1: the bar appears with about 0:30 and counts down.
    await bench.getByRole("checkbox", { name: "Set 1 completed" }).check();
    await bar(page).waitFor();
    expect(await bar(page).getByText("Bench Press").count()).toBe(1);
    const first = await barSeconds(page);
    expect(first).toBeGreaterThanOrEqual(28);
    expect(first).toBeLessThanOrEqual(30);
    await page.waitForFunction((from) => {
      const t = document.querySelector('[aria-label="Rest timer"] [role="timer"]')?.textContent ?? "";
      const [m, s] = t.split(":").map(Number);
      return m! * 60 + s! < from;
    }, first);
    // The card shows the same rest, running.
    await bench.getByRole("group", { name: "Rest timer for Bench Press" }).getByRole("button", { name: "Pause" }).waitFor();
    // A set is ticked and the workout is not done: the screen is kept on.
    await page.waitForFunction(() => (window as unknown as { __spy: Spy }).__spy.wakeLocks > 0);

    // The bar sits above the bottom navigation, on screen.
    const barBox = (await bar(page).locator(".rest-bar-inner").boundingBox())!;
    const navBox = (await page.getByRole("navigation", { name: "Main" }).boundingBox())!;
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(navBox.y + 1);
    expect(barBox.y).toBeGreaterThan(844 / 2);
    for (const name of ["Subtract 15 seconds", "Add 15 seconds", "Skip"]) {
      const box = (await bar(page).getByRole("button", { name }).boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }

    // +15s adds fifteen seconds.
    const before = await barSeconds(page);
    await bar(page).getByRole("button", { name: "Add 15 seconds" }).click();
    const after = await barSeconds(page);
    expect(after - before).toBeGreaterThanOrEqual(13);
    expect(after - before).toBeLessThanOrEqual(15);
    expect(after).toBeGreaterThan(30);
    await screenshot(page, "rest-timer-light");

    // A reload keeps the rest where it was: not reset to 0:30, not restarted at 0:45.
    expect(JSON.parse((await stored(page))!)).toMatchObject({ exerciseName: "Bench Press", timer: { status: "running" } });
    const beforeReload = await barSeconds(page);
    await page.reload();
    await bar(page).waitFor();
    const afterReload = await barSeconds(page);
    expect(beforeReload - afterReload).toBeGreaterThanOrEqual(0);
    expect(beforeReload - afterReload).toBeLessThanOrEqual(3);
    expect(afterReload).toBeGreaterThan(30);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await screenshot(page, "rest-timer-reloaded-light");

    // Skip ends it at once, silently.
    await bar(page).getByRole("button", { name: "Skip" }).click();
    await bar(page).waitFor({ state: "detached" });
    expect(await stored(page)).toBeNull();
    expect((await spied(page)).vibrate).toBe(0);
    await card(page, "Bench Press")
      .getByRole("group", { name: "Rest timer for Bench Press" })
      .getByRole("button", { name: "Start" })
      .waitFor();

    // The rest time, changed in place: a bad value is refused, 3 s is saved.
    await card(page, "Bench Press").getByRole("button", { name: "Rest time of Bench Press: 0:30. Change" }).click();
    const editor = page.getByRole("form", { name: "Rest time of Bench Press" });
    await editor.getByRole("button", { name: "15 seconds more rest" }).click();
    expect(await editor.getByLabel("Rest Time (sec)").inputValue()).toBe("45");
    await editor.getByLabel("Rest Time (sec)").fill("4000");
    await editor.getByRole("button", { name: "Save" }).click();
    await editor.getByText("Rest time must be a whole number of seconds from 0 to 3600").waitFor();
    await screenshot(page, "rest-time-edit-light");
    await editor.getByLabel("Rest Time (sec)").fill("3");
    await editor.getByRole("button", { name: "Save" }).click();
    await page.getByText('"Bench Press" has been updated.').waitFor();
    await card(page, "Bench Press").getByText("Rest 0:03").waitFor();

    // Tick set 2: a 3 s rest, then the bar goes with a vibration and a beep.
    await card(page, "Bench Press").getByRole("checkbox", { name: "Set 2 completed" }).check();
    await bar(page).waitFor();
    await bar(page).waitFor({ state: "detached", timeout: 8000 });
    const alarm = await spied(page);
    expect(alarm.vibrate).toBe(1);
    expect(alarm.oscillators).toBeGreaterThan(0);
    expect(await stored(page)).toBeNull();

    // The last set done: the workout is complete and the screen may sleep again.
    await card(page, "Bench Press").getByRole("checkbox", { name: "Set 3 completed" }).check();
    await card(page, "Bench Press").getByText("Complete", { exact: true }).waitFor();
    await page.waitForFunction(() => (window as unknown as { __spy: Spy }).__spy.released > 0);
    // (Ticking the last set started one more 3 s rest.)
    await bar(page).waitFor({ state: "detached", timeout: 8000 });
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);

  test("dark theme: the bar while resting", async () => {
    const { page, context, problems } = await phone(browser, server.base, "dark");
    await page.goto("/login");
    await signIn(page, false);
    await page.goto("/workouts");
    const bench = card(page, "Bench Press");
    await bench.waitFor();
    // A longer rest again, then untick and tick set 3 to start it.
    await bench.getByRole("button", { name: "Rest time of Bench Press: 0:03. Change" }).click();
    const editor = page.getByRole("form", { name: "Rest time of Bench Press" });
    await editor.getByLabel("Rest Time (sec)").fill("90");
    await screenshot(page, "rest-time-edit-dark");
    await editor.getByRole("button", { name: "Save" }).click();
    await bench.getByText("Rest 1:30").waitFor();
    await bench.getByRole("checkbox", { name: "Set 3 completed" }).uncheck();
    await bench.getByText("Sets: 2/3").waitFor();
    expect(await bar(page).count()).toBe(0);
    await bench.getByRole("checkbox", { name: "Set 3 completed" }).check();
    await bar(page).waitFor();
    expect(await barSeconds(page)).toBeGreaterThanOrEqual(88);
    await bar(page).getByRole("button", { name: "Subtract 15 seconds" }).click();
    expect(await barSeconds(page)).toBeLessThanOrEqual(75);
    await screenshot(page, "rest-timer-dark");
    await bar(page).getByRole("button", { name: "Skip" }).click();
    await bar(page).waitFor({ state: "detached" });
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);
});
