// Every screen tells the truth, in the browser on the built executable: the dashboard keeps its
// day when the member goes to Workouts and comes back; a slow connection shows the loading frame
// (name, spinner, the saved theme's colours) instead of a blank page, with the CSP allowing just
// the page's two inline scripts, and that frame stays, unchanged, until the first screen replaces
// it; signing out ends at /login; the admin screen asks for nothing that is refused before sign-in;
// exercise cards below the screen are drawn as they scroll near; the entry file carries V8's
// compile hint and the lazy files do not.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { addDays, toIsoDate, weekdayName } from "@shared/dates";
import { dayButtonName, fullDay, shortDay } from "@web/lib/words";
import {
  ADMIN_PASSWORD,
  countCommits,
  holdRequests,
  launchBrowser,
  pageDate,
  pageFetch,
  phone,
  screenshot,
  signUpThroughForm,
  startServer,
  STEP_TIMEOUT,
  type Server,
} from "./harness";

let server: Server;
let browser: Browser;
const email = `truth-${Date.now()}@example.com`;
const password = "truth e2e password";

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signIn(page: Page) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.getByRole("navigation", { name: "Main" }).waitFor();
}

/** Waits until `selector` stops moving (a smooth scroll has ended) and answers its box and the nav's top. */
async function settledBox(page: Page, selector: string) {
  const box = () =>
    page.evaluate((sel) => {
      const r = document.querySelector(sel)!.getBoundingClientRect();
      const nav = document.querySelector('nav[aria-label="Main"]')!.getBoundingClientRect();
      return { top: Math.round(r.top), bottom: Math.round(r.bottom), navTop: Math.round(nav.top) };
    }, selector);
  // Still for five frames in a row: a smooth scroll moves its target on every frame.
  await page.waitForFunction(
    (sel) => {
      const w = window as unknown as { __still?: { top: number; frames: number } };
      const top = Math.round(document.querySelector(sel)!.getBoundingClientRect().top);
      w.__still = w.__still?.top === top ? { top, frames: w.__still.frames + 1 } : { top, frames: 0 };
      return w.__still.frames >= 5;
    },
    selector,
    { polling: "raf", timeout: STEP_TIMEOUT },
  );
  await page.evaluate(() => delete (window as unknown as { __still?: unknown }).__still);
  return box();
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return el?.labels?.[0]?.textContent?.trim() ?? el?.getAttribute("aria-label") ?? null;
  });

/** The page's background as the browser paints it. */
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

describe("screens tell the truth", () => {
  test("the dashboard keeps its day after going to Workouts and back", async () => {
    const { page, context, problems } = await phone(browser, server.base);
    await signUpThroughForm(page, { email, password, firstName: "Tru", lastName: "Th" });
    // Another day of this (Monday-first) week.
    const now = new Date();
    const other = addDays(now, now.getDay() === 1 ? 1 : -1);
    const otherIso = toIsoDate(other);
    await page
      .getByRole("group", { name: "Day of the week" })
      .getByRole("button", { name: dayButtonName(other) })
      .click();
    await page.getByRole("heading", { name: `${weekdayName(other)} Overview` }).waitFor();
    expect(new URL(page.url()).search).toBe(`?date=${otherIso}`);

    // The overview's Start opens that day on Workouts; Back returns to the same day.
    await page
      .getByRole("region", { name: `${weekdayName(other)} Overview` })
      .getByRole("button", { name: "Start" })
      .click();
    await page.getByRole("heading", { name: `${weekdayName(other)} - No Workout Planned` }).waitFor();
    expect(new URL(page.url()).search).toBe(`?date=${otherIso}`);
    await page.goBack();
    await page.getByRole("heading", { name: `${weekdayName(other)} Overview` }).waitFor();
    expect(await page.getByRole("button", { name: dayButtonName(other) }).getAttribute("aria-pressed")).toBe("true");

    // The same through the bottom navigation.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Workouts" }).click();
    await page
      .getByRole("heading", { name: /Workout|No Workout Planned/ })
      .first()
      .waitFor();
    await page.goBack();
    await page.getByRole("heading", { name: `${weekdayName(other)} Overview` }).waitFor();
    await screenshot(page, "truth-dashboard-day-kept");

    // Signing out leaves the address at /login.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Profile" }).click();
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    await page.waitForURL((url) => url.pathname === "/login");
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  test("a form that opens scrolls into view above the bottom navigation, its first field focused", async () => {
    const { page, context, problems } = await phone(browser, server.base);
    await signIn(page);
    const today = toIsoDate(new Date());
    const planned = await page.request.post("/api/workouts", {
      data: {
        date: today,
        exercises: ["Squat", "Bench Press", "Row", "Deadlift", "Press"].map((name) => ({ name, sets: 3, reps: "5", weight: "100" })),
      },
    });
    expect(planned.status()).toBe(201);
    await page.goto(`/workouts?date=${today}`);
    await page.getByRole("button", { name: "Add Exercise" }).scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "Add Exercise" }).click();
    await page.getByRole("form", { name: "Add Exercise" }).waitFor();
    const box = await settledBox(page, 'form[aria-label="Add Exercise"]');
    expect(box.bottom).toBeLessThanOrEqual(box.navTop);
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(await focusedLabel(page)).toBe("Exercise Name");
    await screenshot(page, "truth-add-exercise-revealed");
    await page.getByRole("form", { name: "Add Exercise" }).getByRole("button", { name: "Cancel" }).click();

    // The day's button says what it holds; one ticked set makes Squat today's focus on the dashboard.
    const strip = page.getByRole("group", { name: "Day of the week" });
    await strip.getByRole("button", { name: `${fullDay(new Date())}, 0 of 15 sets done` }).waitFor();
    await page.getByRole("article", { name: "Squat" }).getByRole("checkbox", { name: "Set 1 completed" }).click();
    await strip.getByRole("button", { name: `${fullDay(new Date())}, 1 of 15 sets done` }).waitFor();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
    const overview = page.getByRole("region", { name: `${weekdayName(new Date())} Overview` });
    await overview.getByText("Today's focus: Squat").waitFor();
    await overview.getByRole("button", { name: "Continue" }).waitFor();
    await page.getByText("1 day streak").waitFor();

    // Body composition: editing an entry far down opens the form at the top, brought into view.
    for (let i = 1; i <= 6; i++) {
      const res = await page.request.post("/api/body-composition", {
        data: { date: toIsoDate(addDays(new Date(), -i * 7)), weight: 180 + i },
      });
      expect(res.status()).toBe(201);
    }
    await page.goto("/body-composition");
    await page.getByRole("heading", { name: "Previous Entries" }).waitFor();
    await page.getByRole("button", { name: "Add Entry" }).click();
    await page.getByRole("form", { name: "New entry" }).waitFor();
    expect(await focusedLabel(page)).toBe("Date");
    await page.getByRole("button", { name: "Add Entry" }).click();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page
      .getByRole("button", { name: /^Edit / })
      .last()
      .click();
    await page.getByRole("form", { name: "Edit entry" }).waitFor();
    const entry = await settledBox(page, 'form[aria-label="Edit entry"]');
    expect(entry.top).toBeGreaterThanOrEqual(0);
    expect(entry.top).toBeLessThan(entry.navTop);
    expect(await focusedLabel(page)).toBe("Date");
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  test("long names and labels are shown whole at 390 px: profile, admin list, body composition", async () => {
    const { page, context, problems } = await phone(browser, server.base);
    await signIn(page);
    const first = "Maria Guadalupe";
    const last = "Delgado-Fernández de la Vega";
    expect((await page.request.put("/api/profile", { data: { firstName: first, lastName: last } })).status()).toBe(200);
    expect(
      (
        await page.request.post("/api/body-composition", {
          data: { date: toIsoDate(new Date()), weight: 150.5, bodyFat: 22.5, muscleMass: 110.25 },
        })
      ).status(),
    ).toBe(201);
    /** Whether every element matching `selector` shows all of its text (nothing clipped). */
    const whole = (selector: string) =>
      page.evaluate(
        (sel) => [...document.querySelectorAll<HTMLElement>(sel)].map((el) => el.scrollWidth <= el.clientWidth && el.textContent),
        selector,
      );

    await page.goto("/profile");
    await page.getByText(`${first} ${last}`).waitFor();
    expect(await whole(".profile-name")).toEqual([`${first} ${last}`]);
    await page.goto("/body-composition");
    await page.getByText("Muscle Mass").first().waitFor();
    const labels = [...(await whole(".body-metric dt")), ...(await whole(".body-metric dd"))];
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.every((l) => typeof l === "string")).toBe(true);
    await page.evaluate(() => document.querySelector(".body-metrics")!.scrollIntoView({ block: "center" }));
    await screenshot(page, "truth-body-labels");

    await page.goto("/admin");
    await page.getByLabel("Username").fill("admin");
    await page.getByLabel("Password").fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
    expect(await whole(".user-name")).toContain(`${first} ${last}`);
    // The name has the row's width: on one line beside nothing else.
    const nameBox = await page.locator(".user-name").first().boundingBox();
    expect(nameBox!.width).toBeGreaterThan(250);
    // Nothing the member's own screens do not show: no membership badge, no @user name.
    expect(await page.getByText("free", { exact: true }).count()).toBe(0);
    expect(await page.getByText(/^@/).count()).toBe(0);
    await screenshot(page, "truth-admin-names");
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  for (const theme of ["light", "dark"] as const) {
    test(`a slow connection shows the loading frame in the saved ${theme} theme, then the app`, async () => {
      // The system says the opposite: the saved choice must win before any file arrives.
      const { page, context, problems } = await phone(browser, server.base, theme === "dark" ? "light" : "dark");
      await context.addInitScript((t) => localStorage.setItem("theme", t), theme);
      const release = await holdRequests(page, "**/assets/**");
      await page.goto("/", { waitUntil: "commit" });
      await page.getByRole("status", { name: "Loading Kinfit" }).waitFor();
      await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
      // Painted, and still only the frame: no stylesheet or script has arrived.
      expect(await page.evaluate(() => document.querySelector("#boot")?.textContent?.trim())).toBe("Kinfit");
      expect(await page.evaluate(() => document.styleSheets.length)).toBe(1);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      expect(await background(page)).toBe(theme === "dark" ? "rgb(15, 17, 21)" : "rgb(246, 247, 249)");
      await screenshot(page, `truth-loading-${theme}`);

      release();
      // The first screen replaces the frame.
      await page.getByRole("button", { name: "Sign In" }).waitFor();
      expect(await page.locator(".boot").count()).toBe(0);
      expect(await background(page)).toBe(theme === "dark" ? "rgb(15, 17, 21)" : "rgb(246, 247, 249)");
      await screenshot(page, `truth-loaded-${theme}`);
      // No CSP violation: the inline theme script ran, allowed by its hash.
      expect(problems).toEqual([]);
      await context.close();
    }, 60_000);
  }

  test("the loading frame stays, unchanged, while the app starts, and the first screen replaces it at once", async () => {
    const { page, context, problems } = await phone(browser, server.base, "light");
    // The app's code and stylesheet arrive; its sign-in check is held.
    const release = await holdRequests(page, "**/api/auth/user");
    const frame = () =>
      page.evaluate(() =>
        // Layout boxes (the spinner's client rect turns with it).
        [".boot-name", ".boot-spinner"].map((sel) => {
          const e = document.querySelector<HTMLElement>(sel);
          return e && [e.offsetLeft, e.offsetTop, e.offsetWidth, e.offsetHeight].join(",");
        }),
      );
    await countCommits(page);
    await page.goto("/login", { waitUntil: "commit" });
    await page.getByRole("status", { name: "Loading Kinfit" }).waitFor();
    const painted = await frame();
    // The app has run and applied its stylesheet: the page's frame is still the one on screen, where
    // it was, and the app has drawn nothing of its own beside it.
    await page.waitForFunction(() => document.styleSheets.length === 2);
    await page.waitForFunction(() => (window as unknown as { __commits: number }).__commits > 0);
    expect(await frame()).toEqual(painted);
    const shown = () =>
      page.evaluate(
        () =>
          document.getElementById("root")!.getBoundingClientRect().height > 0 || document.getElementById("root")!.innerText.trim() !== "",
      );
    expect(await shown()).toBe(false);
    expect(await page.getByText("Loading...").count()).toBe(0);
    // Both on the page at once would push the screen below the frame: watch every change.
    await page.evaluate(() => {
      (window as any).__both = 0;
      new MutationObserver(() => {
        const root = document.getElementById("root")!;
        if (document.getElementById("boot") && (root.getBoundingClientRect().height > 0 || root.innerText.trim() !== ""))
          (window as any).__both++;
      }).observe(document.body, { subtree: true, childList: true });
    });
    release();
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    expect(await page.locator("#boot").count()).toBe(0);
    expect(await page.evaluate(() => (window as any).__both)).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  for (const theme of ["light", "dark"] as const) {
    test(`the selected weekday's name reads at 4.5:1 or more in ${theme}`, async () => {
      const { page, context } = await phone(browser, server.base, theme);
      await signIn(page);
      await page.locator('.weekday[aria-pressed="true"]').waitFor();
      const ratio = await page.evaluate(() => {
        const parts = (c: string) => c.match(/[\d.]+/g)!.map(Number);
        const lum = (rgb: number[]) => {
          const [r, g, b] = rgb.map((v) => {
            const x = v / 255;
            return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
        };
        const button = document.querySelector<HTMLElement>('.weekday[aria-pressed="true"]')!;
        const fg = getComputedStyle(button.querySelector(".weekday-name")!).color;
        const bg = getComputedStyle(button).backgroundColor;
        // A faded text colour is what it shows over the button: blended with the background.
        const back = parts(bg).slice(0, 3);
        const [fr, fgreen, fb, alpha = 1] = parts(fg);
        const shown = [fr!, fgreen!, fb!].map((v, i) => alpha * v + (1 - alpha) * back[i]!);
        const [a, b] = [lum(shown), lum(back)].sort((x, y) => y - x);
        return (a! + 0.05) / (b! + 0.05);
      });
      expect(ratio).toBeGreaterThanOrEqual(4.5);
      await context.close();
    }, 60_000);
  }

  test("cards below the screen are drawn when they scroll near, and whole", async () => {
    const { page, context, problems } = await phone(browser, server.base);
    await page.goto("/login");
    const member = `cards-${Date.now()}@example.com`;
    expect((await pageFetch(page, "POST", "/api/signup", { email: member, password, firstName: "Ca", lastName: "Rd" })).status).toBe(201);
    const today = await pageDate(page);
    const names = ["Squat", "Bench Press", "Barbell Row", "Overhead Press", "Deadlift", "Pull Up"];
    for (const name of names)
      expect(
        (await pageFetch(page, "POST", "/api/workouts", { date: today, exercises: [{ name, sets: 4, reps: "8", weight: "100" }] })).status,
      ).toBe(201);
    await page.goto("/workouts");
    const cards = page.locator("article.exercise-card");
    await cards.first().getByRole("heading", { name: "Squat" }).waitFor();
    // Whether a card's contents are drawn, not skipped by its content-visibility (Chromium's
    // checkVisibility tells).
    const drawn = () => cards.evaluateAll((all) => all.map((c) => c.querySelector("h2")!.checkVisibility({ contentVisibilityAuto: true })));
    const before = await drawn();
    expect(before[0]).toBe(true);
    expect(before.at(-1)).toBe(false);
    // Scrolled to, the last card is drawn with its sets, and it reads and works like the first.
    await cards.last().scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const all = document.querySelectorAll("article.exercise-card");
      return all[all.length - 1]!.querySelector("h2")!.checkVisibility({ contentVisibilityAuto: true });
    });
    expect((await drawn()).at(-1)).toBe(true);
    const last = cards.last();
    expect(await last.getByRole("heading", { name: "Pull Up" }).isVisible()).toBe(true);
    await last.getByRole("checkbox").first().click();
    expect(await last.getByRole("checkbox").first().isChecked()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  test("the CSP names exactly the page's two inline scripts", async () => {
    const res = await fetch(`${server.base}/`);
    const html = await res.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(2);
    const hashes = inline.map((text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
    const scriptSrc = res.headers
      .get("content-security-policy")!
      .split("; ")
      .find((d) => d.startsWith("script-src "));
    expect(scriptSrc).toBe(`script-src 'self' 'wasm-unsafe-eval' ${hashes.join(" ")}`);
  });

  test("the app's entry file asks to be compiled as it streams in; the screens' lazy files do not", async () => {
    const html = await (await fetch(`${server.base}/`)).text();
    const entry = /<script type="module" src="([^"]+)"/.exec(html)![1]!;
    const main = await (await fetch(`${server.base}${entry}`)).text();
    expect(main.split("\n", 1)[0]).toBe("//# allFunctionsCalledOnLoad");
    const lazy = [...main.matchAll(/import\("\.\/(chunk-[^"]+\.js)"\)/g)].map((m) => m[1]!);
    expect(lazy.length).toBeGreaterThan(0);
    for (const file of lazy) expect(await (await fetch(`${server.base}/assets/${file}`)).text()).not.toContain("allFunctionsCalledOnLoad");
  });

  test("/admin asks for nothing that is refused before sign-in", async () => {
    const { page, context, problems } = await phone(browser, server.base);
    const refused: string[] = [];
    page.on("response", (r) => {
      if (r.status() >= 400) refused.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    page.on("console", (m) => {
      if (m.type() === "error") refused.push(`console: ${m.text()}`);
    });
    await page.goto("/admin");
    await page.getByRole("heading", { name: "Admin Login" }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(refused).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  // A page's first Intl call loads the browser's locale data: tens of milliseconds of a phone's main
  // thread before the screen shows. The screens a member opens most write their dates and totals
  // without it (src/shared/dates.ts, web/lib/words.ts).
  test("the dashboard, Workouts and the Meal Plan show a day of data without calling Intl", async () => {
    const { page, context, problems } = await phone(browser, server.base);
    await context.addInitScript(() => {
      const w = window as unknown as { intlCalls: string[] };
      w.intlCalls = [];
      const watch = (owner: object, key: string) => {
        const original = (owner as Record<string, (...a: unknown[]) => unknown>)[key]!;
        (owner as Record<string, unknown>)[key] = function (this: unknown, ...args: unknown[]) {
          w.intlCalls.push(key);
          return new.target ? Reflect.construct(original, args, new.target) : original.apply(this, args);
        };
      };
      for (const key of ["DateTimeFormat", "NumberFormat", "Collator", "PluralRules", "RelativeTimeFormat", "ListFormat"]) watch(Intl, key);
      for (const key of ["toLocaleDateString", "toLocaleString", "toLocaleTimeString"]) watch(Date.prototype, key);
      watch(Number.prototype, "toLocaleString");
      watch(String.prototype, "localeCompare");
    });
    await page.goto("/login");
    const member = `intl-${Date.now()}@example.com`;
    expect((await pageFetch(page, "POST", "/api/signup", { email: member, password, firstName: "In", lastName: "Tl" })).status).toBe(201);
    const [today, before] = [await pageDate(page), await pageDate(page, -2)];
    for (const date of [before, today]) {
      const day = await pageFetch(page, "POST", "/api/workouts", {
        date,
        exercises: [{ name: "Squat", sets: 3, reps: "5", weight: "225" }],
      });
      expect(day.status).toBe(201);
      expect(
        (await pageFetch(page, "PUT", `/api/exercises/${day.body.exercises[0].id}/sets/1`, { weight: "225", reps: "5", completed: true }))
          .status,
      ).toBe(200);
    }
    expect(
      (
        await pageFetch(page, "POST", "/api/meals", {
          date: today,
          name: "Rice bowl",
          time: "12:30",
          ingredients: [{ name: "Rice", quantity: 1850, unit: "g", calories: 2405 }],
        })
      ).status,
    ).toBe(201);
    for (const [path, shown] of [
      ["/", "Dashboard"],
      ["/workouts", "Squat"],
      ["/meals", "Rice bowl"],
    ] as const) {
      await page.goto(path);
      await page.getByText(shown, { exact: true }).first().waitFor();
      await page.waitForLoadState("networkidle");
      expect({ path, calls: await page.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls) }).toEqual({
        path,
        calls: [],
      });
    }
    // The last session's date, as the card writes it.
    await page.goto("/workouts");
    await page.getByText(`Last time: ${shortDay(new Date(`${before}T12:00:00`))}`).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);
});
