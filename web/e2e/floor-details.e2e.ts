// The gym floor's details on a phone (390x844, light and dark), on the built executable: a visitor's
// start page asks for no data; a name done before starts from 'Last' set by set; a ticked row is
// edited in place, its numbers readable (at least 4.5:1); the PR mark sits on the set just done;
// the Templates screen starts a template on today; the dashboard names the next exercise, then
// 'Done for today'; over plain HTTP on a LAN name, Profile says offline logging needs HTTPS.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { chromium } from "playwright-core";
import {
  launchBrowser,
  pageDate,
  pageFetch,
  phone,
  PHONE,
  screenshot,
  signUpByApi,
  startServer,
  STEP_TIMEOUT,
  type Server,
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

const signUp = (page: Page, name: string) => signUpByApi(page, name, "floor details password");

const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

/** WCAG contrast of two opaque CSS colours as the browser computed them: rgb(0-255) or color(srgb 0-1). */
function contrast(fg: string, bg: string): number {
  const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number).map((v) => (c.startsWith("color(srgb") ? v * 255 : v));
  const [r1, g1, b1] = parse(fg);
  const [r2, g2, b2] = parse(bg);
  const lum = (r: number, g: number, b: number) => {
    const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const [a, b] = [lum(r1!, g1!, b1!), lum(r2!, g2!, b2!)].sort((x, y) => y - x);
  return (a! + 0.05) / (b! + 0.05);
}

describe("the gym floor's details", () => {
  test("a visitor's start page makes no data requests: no 401 in the console", async () => {
    for (const path of ["/login", "/", "/workouts"]) {
      const { page, context, problems } = await phone(browser, server.base);
      const api: string[] = [];
      const refused: string[] = [];
      page.on("request", (r) => {
        const url = new URL(r.url());
        if (url.pathname.startsWith("/api/")) api.push(url.pathname);
      });
      page.on("console", (m) => {
        if (/status of 4\d\d/.test(m.text())) refused.push(m.text());
      });
      await page.goto(path);
      await page.getByRole("button", { name: "Sign In" }).waitFor();
      await page.waitForLoadState("networkidle");
      expect(api).toEqual(["/api/auth/user"]);
      expect(refused).toEqual([]);
      expect(problems).toEqual([]);
      if (path === "/login") await screenshot(page, "floor-start-page-light");
      await context.close();
    }
  }, 60_000);

  test("'Last' set by set, a ticked row edited in place and readable, PR on the set just done; light and dark", async () => {
    for (const scheme of ["light", "dark"] as const) {
      const { page, context, problems } = await phone(browser, server.base, scheme);
      await signUp(page, `floor${scheme}`);
      // Last week: a pyramid of three sets.
      const lastWeek = await pageDate(page, -7);
      const posted = await pageFetch(page, "POST", "/api/workouts", {
        date: lastWeek,
        exercises: [{ name: "Bench Press", sets: 3, reps: "6-10", weight: "100" }],
      });
      const id = posted.body.exercises[0].id;
      for (const [n, weight, reps] of [
        [1, "100", "10"],
        [2, "110", "8"],
        [3, "120", "6"],
      ] as const) {
        expect((await pageFetch(page, "PUT", `/api/exercises/${id}/sets/${n}`, { weight, reps, completed: true })).status).toBe(200);
      }

      await page.goto("/workouts");
      await page.getByRole("button", { name: "Add Exercise" }).click();
      const form = page.getByRole("form", { name: "Add Exercise" });
      await form.getByLabel("Exercise Name").fill("bench press");
      expect(await form.getByLabel("Weight (lbs)").inputValue()).toBe("120");
      await form.getByRole("button", { name: "Add", exact: true }).click();
      const bench = card(page, "bench press");
      await bench.waitFor();
      const box = (n: number, what: "weight" | "reps") => bench.getByRole("textbox", { name: `Set ${n} ${what}` });
      // Each set as last time, on screen and on the server.
      await untilStored(page, "bench press", (rows) => rows.map((r) => `${r.weight}x${r.reps}`).join(" ") === "100x10 110x8 120x6");
      await expectValue(box(1, "weight"), "100");
      await expectValue(box(1, "reps"), "10");
      await expectValue(box(2, "weight"), "110");
      await expectValue(box(3, "reps"), "6");

      // Ticked at 125 for 6: a record, marked on that set's tick, not in 'Last'.
      await box(3, "weight").fill("125");
      await bench.getByRole("checkbox", { name: "Set 3 completed" }).check();
      await bench.locator(".set-list > li").nth(2).locator(".set-tick .set-pr").waitFor();
      expect(await bench.locator(".set-last .set-pr").count()).toBe(0);
      const rest = page.getByRole("timer").first();
      await rest.waitFor();

      // Edited in place: still ticked, the rest timer running on, the server has the new number.
      const restKept = () => page.evaluate(() => localStorage.getItem("kinfit.restTimer"));
      const before = await restKept();
      expect(before).toContain("running");
      await box(3, "reps").fill("7");
      await box(3, "weight").click();
      expect(await bench.getByRole("checkbox", { name: "Set 3 completed" }).isChecked()).toBe(true);
      expect(await restKept()).toBe(before);
      await untilStored(page, "bench press", (rows) => rows[2]?.reps === "7" && rows[2]?.completed === true);

      // A ticked row's numbers keep at least 4.5:1 against their box.
      const colours = await box(3, "weight").evaluate((el) => {
        const s = getComputedStyle(el);
        return { fg: s.color, bg: s.backgroundColor };
      });
      expect(colours.bg).not.toMatch(/rgba|\/ 0\.|transparent/);
      expect(contrast(colours.fg, colours.bg)).toBeGreaterThanOrEqual(4.5);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `floor-ticked-row-${scheme}`);
      expect(problems).toEqual([]);
      await context.close();
    }
  }, 90_000);

  test("Start from the Templates screen on today; the dashboard names the next exercise, then 'Done for today'", async () => {
    const { page, context, problems } = await phone(browser, server.base, "dark");
    await signUp(page, "starter");
    const template = {
      name: "Quick Pair",
      dayOfWeek: null,
      data: { exercises: ["Squat", "Row"].map((name) => ({ name, sets: 1, reps: "5", weight: "135", restTime: 0 })) },
    };
    expect((await pageFetch(page, "POST", "/api/templates", template)).status).toBe(201);
    await page.goto("/templates");
    await page.getByRole("button", { name: "Start Quick Pair" }).waitFor();
    await screenshot(page, "floor-templates-dark");
    await page.getByRole("button", { name: "Start Quick Pair" }).click();
    const dialog = page.getByRole("dialog", { name: "Start Quick Pair" });
    await dialog.getByRole("button", { name: "Start today" }).waitFor();
    await screenshot(page, "floor-start-template-dark");
    await dialog.getByRole("button", { name: "Start today" }).click();
    await card(page, "Squat").waitFor();
    await card(page, "Row").waitFor();
    await page.waitForURL((url) => !url.search.includes("template="));

    await page.goto("/");
    const overview = page.getByRole("region", { name: /Overview$/ });
    await overview.getByText("Today's focus: Squat").waitFor();
    await page.goto("/workouts");
    await card(page, "Squat").getByRole("checkbox", { name: "Set 1 completed" }).check();
    await card(page, "Squat").getByText("Complete", { exact: true }).waitFor();
    await page.goto("/");
    await overview.getByText("Today's focus: Row").waitFor();
    await page.goto("/workouts");
    await card(page, "Row").getByRole("checkbox", { name: "Set 1 completed" }).check();
    await page.getByText("2/2 Complete").waitFor();
    await page.goto("/");
    await overview.getByText("Done for today").waitFor();
    await screenshot(page, "floor-done-for-today-dark");
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);

  test("over plain HTTP on a LAN name, Profile says offline logging needs HTTPS, with the recipe", async () => {
    const port = new URL(server.base).port;
    // kinfit.lan resolves to this machine, as a LAN name would to the server.
    const lan = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--host-resolver-rules=MAP kinfit.lan 127.0.0.1"],
    });
    try {
      for (const scheme of ["light", "dark"] as const) {
        const context = await lan.newContext({
          viewport: PHONE,
          colorScheme: scheme,
          hasTouch: true,
          isMobile: true,
          baseURL: `http://kinfit.lan:${port}`,
        });
        context.setDefaultTimeout(STEP_TIMEOUT);
        const page = await context.newPage();
        await signUp(page, `lan${scheme}`);
        await page.goto("/profile");
        const notice = page.getByRole("region", { name: "Offline logging needs HTTPS" });
        await notice.waitFor();
        await notice.getByText("Use it at the gym", { exact: true }).click();
        await notice.getByText(`tailscale serve --bg ${port}`).waitFor();
        await notice.getByText("mkcert -cert-file kinfit.pem -key-file kinfit-key.pem kinfit.lan", { exact: true }).waitFor();
        await notice.scrollIntoViewIfNeeded();
        await screenshot(page, `floor-https-notice-${scheme}`);
        await context.close();
      }
      // On 127.0.0.1, where the worker is allowed, nothing is said.
      const { page, context } = await phone(browser, server.base);
      await signUp(page, "local");
      await page.goto("/profile");
      await page.getByRole("heading", { name: "Account Settings" }).waitFor();
      expect(await page.getByText("Offline logging needs HTTPS").count()).toBe(0);
      await context.close();
    } finally {
      await lan.close();
    }
  }, 90_000);
});

async function expectValue(locator: ReturnType<Page["getByRole"]>, value: string) {
  const deadline = Date.now() + STEP_TIMEOUT;
  while ((await locator.inputValue()) !== value) {
    if (Date.now() > deadline) throw new Error(`expected ${value}, saw ${await locator.inputValue()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function untilStored(page: Page, name: string, holds: (rows: { weight: string; reps: string; completed: boolean }[]) => boolean) {
  const deadline = Date.now() + STEP_TIMEOUT;
  for (;;) {
    const day = (await pageFetch(page, "GET", `/api/workouts/${await pageDate(page)}`)).body;
    const rows = day.exercises.find((e: { name: string }) => e.name === name)?.setRows ?? [];
    if (holds(rows)) return;
    if (Date.now() > deadline) throw new Error(`server holds ${JSON.stringify(rows)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
