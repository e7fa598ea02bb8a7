// The fonts of the app's text styles are looked up while its code loads (src/shared/font-warmup.ts),
// in the browser on the built executable: one style per frame after the loading frame's first
// paint, out of sight and out of the frame, gone with it; every size and weight a screen shows is
// on the list, and everything on the list is shown by some screen.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { TEXT_STYLES } from "@shared/font-warmup";
import {
  holdRequests,
  launchBrowser,
  pageDate,
  pageFetch,
  phone,
  signUpThroughForm,
  startServer,
  transitionsDone,
  type Server,
} from "./harness";

let server: Server;
let browser: Browser;
const email = `styles-${Date.now()}@example.com`;
const password = "styles e2e password";

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The sizes and weights of the visible text on the page ("16px/400"), form fields with a value included. */
function shownStyles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = new Set<string>();
    const add = (el: Element) => {
      const cs = getComputedStyle(el);
      seen.add(`${cs.fontSize}/${cs.fontWeight}`);
    };
    const walker = document.createTreeWalker(document.getElementById("root")!, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode())
      if (n.textContent!.trim() && n.parentElement!.checkVisibility()) add(n.parentElement!);
    for (const el of document.querySelectorAll<HTMLInputElement>("#root input, #root select, #root textarea"))
      if (el.value && el.checkVisibility()) add(el);
    return [...seen];
  });
}

/** TEXT_STYLES as this page computes them (a size may be a CSS expression). */
function listedStyles(page: Page): Promise<string[]> {
  return page.evaluate(
    (styles) => {
      const probe = document.createElement("span");
      document.body.appendChild(probe);
      const out = styles.map((s) => {
        const [size, weight] = s.split("/");
        probe.style.fontSize = size!;
        probe.style.fontWeight = weight!;
        const cs = getComputedStyle(probe);
        return `${cs.fontSize}/${cs.fontWeight}`;
      });
      probe.remove();
      return out;
    },
    [...TEXT_STYLES],
  );
}

describe("the app's text styles", () => {
  test("are looked up one per frame while the app's code is held back, out of sight, and the box goes when done", async () => {
    const { page, context, problems } = await phone(browser, server.base);
    const release = await holdRequests(page, "**/assets/**");
    // Every line added, with the number of frames the page had drawn by then.
    await page.addInitScript(() => {
      (window as any).__lines = [];
      (window as any).__frames = 0;
      const count = () => {
        (window as any).__frames++;
        requestAnimationFrame(count);
      };
      requestAnimationFrame(count);
      new MutationObserver((records) => {
        for (const r of records)
          for (const n of r.addedNodes)
            if (n instanceof HTMLElement && n.parentElement?.className === "boot-fonts")
              (window as any).__lines.push({ size: n.style.fontSize, weight: n.style.fontWeight, frame: (window as any).__frames });
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto("/login", { waitUntil: "commit" });
    await page.getByRole("status", { name: "Loading Kinfit" }).waitFor();
    // All of them, then the box is gone; the frame itself is as it was.
    await page.waitForFunction((n) => (window as any).__lines.length === n && !document.querySelector(".boot-fonts"), TEXT_STYLES.length);
    const lines: { size: string; weight: string; frame: number }[] = await page.evaluate(() => (window as any).__lines);
    expect(lines.map((l) => `${l.size}/${l.weight}`)).toEqual([...TEXT_STYLES]);
    // None before the frame's first paint (the lookups never hold it back), and one per frame.
    expect(lines[0]!.frame).toBeGreaterThan(0);
    for (let i = 1; i < lines.length; i++) expect(lines[i]!.frame).toBeGreaterThan(lines[i - 1]!.frame);
    expect(await page.evaluate(() => document.querySelector("#boot")?.textContent?.trim())).toBe("Kinfit");
    expect(await page.evaluate(() => document.styleSheets.length)).toBe(1);

    release();
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    expect(await page.locator(".boot-fonts, #boot").count()).toBe(0);
    // Both inline scripts ran, each allowed by its hash.
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  test("while the lines are there they take no room, show nothing and say nothing", async () => {
    const { page, context, problems } = await phone(browser, server.base);
    const release = await holdRequests(page, "**/assets/**");
    // The box lives for about 26 frames: measured in the page in the frame that finds it, and the
    // accessibility snapshot counts only when the box was still there after it (else load again).
    for (let attempt = 1; ; attempt++) {
      await page.goto("/login", { waitUntil: "commit" });
      const found = await page.waitForFunction(() => {
        const el = document.querySelector<HTMLElement>(".boot-fonts");
        if (!el || el.querySelectorAll("span").length < 3) return null;
        const r = el.getBoundingClientRect();
        return {
          width: r.width,
          height: r.height,
          visible: el.checkVisibility({ visibilityProperty: true }),
          hidden: el.getAttribute("aria-hidden"),
          scroll: document.documentElement.scrollHeight <= innerHeight,
        };
      });
      expect(await found.jsonValue()).toEqual({ width: 0, height: 0, visible: false, hidden: "true", scroll: true });
      const snapshot = await page.locator("body").ariaSnapshot();
      const stillThere = await page.evaluate(() => document.querySelector(".boot-fonts span") !== null);
      if (!stillThere && attempt < 5) continue;
      expect(stillThere).toBe(true);
      expect(snapshot).not.toContain("0123456789");
      break;
    }
    release();
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  test("every size and weight the screens show is on the list, and each one on the list is shown", async () => {
    const { page, context, problems } = await phone(browser, server.base);
    const shown = new Map<string, string[]>();
    const visit = async (path: string, ready: () => Promise<unknown>) => {
      await page.goto(path);
      await ready();
      // The screen's reads have answered and it has drawn what they brought.
      await page.waitForLoadState("networkidle");
      await transitionsDone(page);
      for (const s of await shownStyles(page)) shown.set(s, [...(shown.get(s) ?? []), path]);
    };
    const title = () => page.locator(".page-title").first().waitFor();

    // Signed out: the sign-in page and the admin's.
    await visit("/login", () => page.getByRole("button", { name: "Sign In" }).waitFor());
    await visit("/admin", () => page.getByRole("button", { name: /Sign In/ }).waitFor());

    // A member with a day of data, as the benchmark's Lighthouse audit has it.
    await signUpThroughForm(page, { email, password, firstName: "Sty", lastName: "Les" });
    const today = await pageDate(page);
    const exercises = [
      { name: "Squat", sets: 4, reps: "8", weight: "185" },
      { name: "Bench Press", sets: 4, reps: "8", weight: "135" },
      { name: "Barbell Row", sets: 3, reps: "10", weight: "115" },
    ];
    for (const e of exercises) expect((await pageFetch(page, "POST", "/api/workouts", { date: today, exercises: [e] })).status).toBe(201);
    const day = (await pageFetch(page, "GET", `/api/workouts/${today}`)).body as { exercises: { id: number }[] };
    for (const n of [1, 2, 3, 4])
      await pageFetch(page, "PUT", `/api/exercises/${day.exercises[0]!.id}/sets/${n}`, { weight: "185", reps: "8", completed: true });
    const ingredient = (name: string, quantity: number, calories: number, protein: number, carbs: number, fat: number) => ({
      name,
      quantity,
      unit: "g",
      calories,
      protein,
      carbs,
      fat,
    });
    const meals = [
      {
        name: "Breakfast",
        time: "07:30",
        ingredients: [ingredient("Oats", 80, 300, 10, 54, 5), ingredient("Greek Yogurt", 150, 146, 15, 6, 7)],
      },
      {
        name: "Lunch",
        time: "12:30",
        ingredients: [ingredient("Chicken Breast", 150, 248, 46, 0, 5), ingredient("Rice", 200, 260, 5, 57, 1)],
      },
    ];
    for (const m of meals) expect((await pageFetch(page, "POST", "/api/meals", { date: today, ...m })).status).toBe(201);

    for (const path of [
      "/",
      "/workouts",
      "/templates",
      "/meals",
      "/shopping-list",
      "/meal-library",
      "/ingredients",
      "/body-composition",
      "/profile",
    ])
      await visit(path, title);

    const listed = await listedStyles(page);
    const missing = [...shown.keys()].filter((s) => !listed.includes(s)).map((s) => `${s} on ${shown.get(s)!.join(", ")}`);
    expect(missing).toEqual([]);
    const unused = TEXT_STYLES.filter((_, i) => !shown.has(listed[i]!));
    expect(unused).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);
});
