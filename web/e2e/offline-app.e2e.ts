// The app with no network, on the built executable (docs/behaviour/offline.md, "Offline"): once the
// service worker is in place, a reload without a network opens the app with the last plan it
// loaded and says it is offline; a change elsewhere than Workouts says it needs a connection; the
// line goes when the network is back. Signing out drops what was kept; a worker of a new build
// deletes the caches of older ones. 127.0.0.1 is a secure context, so the browser allows the worker
// over plain HTTP here; a home-network name (kinfit.lan) is not, and there the app runs without one.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { chromium, type Browser, type Page } from "playwright-core";
import { launchBrowser, phone, PHONE, screenshot, startServer, type Server, until, serviceWorkerInControl } from "./harness";

let server: Server;
let browser: Browser;
const email = `offline-app-${Date.now()}@example.com`;
const password = "offline app password";

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  expect(await server?.stop()).toBe(0);
});

async function signUp(page: Page) {
  const status = await page.evaluate(
    async (body) =>
      (await fetch("/api/signup", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })).status,
    { email, password, firstName: "Otto", lastName: "Offline" },
  );
  expect(status).toBe(201);
}

const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
const banner = (page: Page) => page.getByRole("status").filter({ hasText: /You're offline\.|Offline: changes are kept on this phone\./ });
const nav = (page: Page, name: string) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name });

/** The service worker controls the page (it claims open pages as soon as it is active). */

/** The URLs of the API answers the worker keeps. */
const keptReads = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      if (name !== "kinfit-data" && !name.startsWith("kinfit-data-")) continue;
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname + new URL(request.url).search);
    }
    return urls;
  });

/** No animation running (the toast has finished sliding in). */
const settled = (page: Page) => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));

/** Failed loads while offline are the point of this test; anything else is a problem. */
const unexpected = (problems: string[]) => problems.filter((p) => !/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|Failed to fetch/.test(p));

describe("offline", () => {
  test("a reload without a network shows the last plan, says it is offline, and changes elsewhere need a connection", async () => {
    const { page, context, problems } = await phone(browser, server.base);
    await page.goto("/login");
    expect(await page.evaluate(() => window.isSecureContext && "serviceWorker" in navigator)).toBe(true);
    await signUp(page);

    await page.goto("/workouts");
    await page.getByRole("button", { name: "Add Exercise" }).click();
    const form = page.getByRole("form", { name: "Add Exercise" });
    await form.getByLabel("Exercise Name").fill("Front Squat");
    await form.getByLabel("Sets").fill("3");
    await form.getByLabel("Reps").fill("5");
    await form.getByLabel("Weight (lbs)").fill("185");
    await form.getByRole("button", { name: "Add", exact: true }).click();
    await card(page, "Front Squat").waitFor();

    // Reads made once the worker is in place are kept: the plan and the meal plan.
    await serviceWorkerInControl(page);
    await page.reload();
    await card(page, "Front Squat").waitFor();
    await nav(page, "Meals").click();
    await page.getByRole("heading", { name: "Meal Plan" }).waitFor();
    await page.getByText(/No meals planned for/).waitFor();
    expect(await banner(page).count()).toBe(0);

    await context.setOffline(true);
    await page.goto("/workouts");
    await card(page, "Front Squat").waitFor();
    await banner(page).waitFor();
    expect(await banner(page).innerText()).toMatch(/^Offline: changes are kept on this phone\. Last sync \d\d:\d\d\.$/);
    await screenshot(page, "offline-workouts-light");

    // Elsewhere a change cannot wait: it fails at once, and says why.
    await nav(page, "Meals").click();
    await page.getByRole("heading", { name: "Meal Plan" }).waitFor();
    expect(await banner(page).innerText()).toBe("You're offline. Showing what was last loaded. Changes need a connection.");
    await page.getByRole("button", { name: "Add Meal" }).click();
    await page.getByLabel("Meal Name").fill("Offline Lunch");
    await page.getByLabel("Time").fill("12:30");
    await page.getByRole("form", { name: "Create new meal" }).getByRole("button", { name: "Add Meal" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: "Failed to create meal: No connection. This change needs a connection and was not saved." })
      .waitFor();
    await settled(page);
    await screenshot(page, "offline-meals-light");
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await settled(page);
    await screenshot(page, "offline-meals-dark");
    await nav(page, "Workouts").click();
    await card(page, "Front Squat").waitFor();
    await settled(page);
    await screenshot(page, "offline-workouts-dark");

    await context.setOffline(false);
    await banner(page).waitFor({ state: "detached" });
    // Nothing was saved while offline.
    const meals = await page.evaluate(() => {
      const d = new Date();
      const date = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
      return fetch(`/api/meals?date=${date}`).then((r) => r.json());
    });
    expect(Array.isArray(meals)).toBe(true);
    expect(JSON.stringify(meals)).not.toContain("Offline Lunch");
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  }, 90_000);

  test("signing out drops the kept answers of the account", async () => {
    const { page, context, problems } = await phone(browser, server.base);
    await page.goto("/login");
    const status = await page.evaluate(
      async (body) =>
        (await fetch("/api/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })).status,
      { email, password },
    );
    expect(status).toBe(200);
    await page.goto("/workouts");
    await serviceWorkerInControl(page);
    // Signed in behind the app's back (by the API): the app learns whose answers it keeps from its
    // first auth check, and drops what was kept before then. Wait for that, as the sign-in form
    // would, before the answers the test expects to be kept are read.
    await page.waitForFunction(() => localStorage.getItem("kinfit.offlineDataOwner") !== null);
    await page.reload();
    await card(page, "Front Squat").waitFor();
    expect((await keptReads(page)).some((url) => url.includes("/api/workouts/"))).toBe(true);

    await nav(page, "Profile").click();
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    // Only the signed-out auth answer may be kept again afterwards.
    const others = async () => (await keptReads(page)).filter((url) => !url.endsWith("/api/auth/user"));
    await until(async () => (await others()).length === 0, "the kept answers to be dropped").catch(() => {});
    expect(await others()).toEqual([]);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  }, 60_000);

  test("over plain HTTP on the home network there is no worker, and the app works as before", async () => {
    // A home-network name for the same server: not a secure context, so the browser allows no worker.
    const lan = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--host-resolver-rules=MAP kinfit.lan 127.0.0.1"],
    });
    try {
      const context = await lan.newContext({
        viewport: PHONE,
        hasTouch: true,
        isMobile: true,
        baseURL: server.base.replace("127.0.0.1", "kinfit.lan"),
      });
      const page = await context.newPage();
      await page.goto("/login");
      expect(await page.evaluate(() => [window.isSecureContext, "serviceWorker" in navigator, typeof caches])).toEqual([
        false,
        false,
        "undefined",
      ]);
      const status = await page.evaluate(
        async (body) =>
          (await fetch("/api/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }))
            .status,
        { email, password },
      );
      expect(status).toBe(200);
      await page.goto("/workouts");
      await card(page, "Front Squat").waitFor();
      expect(await banner(page).count()).toBe(0);

      // Without a worker nothing is kept, but a change with no connection still says so.
      await nav(page, "Meals").click();
      await page.getByRole("heading", { name: "Meal Plan" }).waitFor();
      await page.getByText(/No meals planned for/).waitFor();
      await context.setOffline(true);
      await banner(page).waitFor();
      await page.getByRole("button", { name: "Add Meal" }).click();
      await page.getByLabel("Meal Name").fill("Offline Lunch");
      await page.getByLabel("Time").fill("12:30");
      await page.getByRole("form", { name: "Create new meal" }).getByRole("button", { name: "Add Meal" }).click();
      await page.getByRole("status").filter({ hasText: "This change needs a connection and was not saved." }).waitFor();
      await context.setOffline(false);
      await banner(page).waitFor({ state: "detached" });
    } finally {
      await lan.close();
    }
  }, 60_000);

  test("a new build's worker takes over and deletes the caches of older builds; the worker is never cached", async () => {
    const { page, context, problems } = await phone(browser, server.base, "dark");
    const sw = await page.request.get("/sw.js");
    expect(sw.headers()["cache-control"]).toBe("no-cache");
    expect(sw.headers()["content-type"]).toStartWith("text/javascript");
    const version = /"version":"([0-9a-f]+)"/.exec(await sw.text())?.[1];
    expect(version).toMatch(/^[0-9a-f]{16}$/);

    // Caches a worker of an older build left behind, made before this one is installed (a page
    // that is not the app registers no worker).
    await page.goto("/manifest.webmanifest");
    await page.evaluate(async () => {
      await caches.open("kinfit-old");
      await (await caches.open("kinfit-shell-0123456789abcdef")).put("/index.html", new Response("old shell"));
      await caches.open("kinfit-data-0123456789abcdef");
      await caches.open("someone-else");
    });
    await page.goto("/login");
    await serviceWorkerInControl(page);
    const names = await page.evaluate(() => caches.keys());
    expect(names).toContain(`kinfit-shell-${version}`);
    expect(names).toContain("someone-else");
    // The kept answers are the member's, not the build's: one data cache outlives every build.
    expect(names.filter((n) => n.startsWith("kinfit-") && !n.endsWith(`-${version}`) && n !== "kinfit-data")).toEqual([]);
    await page.evaluate(async () => (await caches.open("kinfit-data")).put("/api/templates", new Response("[]")));

    // A new build: the same worker under another version, found when the browser checks /sw.js.
    await context.route("**/sw.js", async (route) => {
      const answer = await route.fetch();
      await route.fulfill({ response: answer, body: (await answer.text()).replace(version!, "feedfacefeedface") });
    });
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    await page.waitForFunction(async () => {
      const keys = await caches.keys();
      return (
        keys.includes("kinfit-shell-feedfacefeedface") &&
        !keys.some((k) => k.startsWith("kinfit-shell-") && k !== "kinfit-shell-feedfacefeedface")
      );
    });
    // A new worker never throws away the kept answers.
    expect(
      await page.evaluate(
        async () =>
          (await caches.keys()).includes("kinfit-data") && (await (await caches.open("kinfit-data")).match("/api/templates")) !== undefined,
      ),
    ).toBe(true);
    // The new worker's shell is the only one left: an offline start opens it.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    await context.setOffline(false);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  }, 60_000);
});
