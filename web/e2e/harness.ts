// Browser end-to-end harness: the built executable on a scratch database, and headless Chromium
// (Debian's, never a downloaded one) at a phone's viewport.
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { freePort } from "@scripts/free-port";

export const ADMIN_PASSWORD = "e2e admin password";
export const PHONE = { width: 390, height: 844 };
/** The longest one step may wait; every test's own limit is several times this. */
export const STEP_TIMEOUT = 15_000;
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS ?? join(tmpdir(), "kinfit-e2e");

export type Server = { base: string; output: () => string; stop: () => Promise<number | null>; dir: string };

/** The built executable on a scratch database; `args` are extra command-line flags. */
export async function startServer(args: string[] = []): Promise<Server> {
  const dir = mkdtempSync(join(tmpdir(), "kinfit-e2e-db-"));
  const port = await freePort();
  // A copy in an empty folder, far from node_modules: the executable must run alone.
  const executable = join(dir, "kinfit");
  copyFileSync(join(import.meta.dir, "../../dist/kinfit"), executable);
  chmodSync(executable, 0o755);
  const child: ChildProcess = spawn(executable, ["--port", String(port), "--host", "127.0.0.1", "--db", join(dir, "kinfit.db"), ...args], {
    cwd: dir,
    env: { PATH: process.env.PATH, ADMIN_PASSWORD, KINFIT_SIGNUP_LIMIT: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await Bun.sleep(50);
  }
  return {
    base,
    dir,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once("exit", (code) => {
          rmSync(dir, { recursive: true, force: true });
          resolve(code);
        });
        child.kill("SIGTERM");
      }),
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
}

/** A phone: 390x844, touch, in the given colour scheme. Page errors and CSP violations are collected. */
export async function phone(browser: Browser, base: string, colorScheme: "light" | "dark" = "light") {
  const context: BrowserContext = await browser.newContext({ viewport: PHONE, colorScheme, hasTouch: true, isMobile: true, baseURL: base });
  // A step that waits for something that never comes fails on its own, naming what it waited for,
  // well inside the test's limit: when bun times a test out it kills the browser, and every test
  // after it in the file would fail for that instead of for their own reasons.
  context.setDefaultTimeout(STEP_TIMEOUT);
  const page: Page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(`page error: ${e.message} ${e.stack}`));
  page.on("console", (m) => {
    if (m.type() === "error" && !/Failed to load resource: the server responded with a status of 4\d\d/.test(m.text()))
      problems.push(`console: ${m.text()}`);
  });
  return { context, page, problems };
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

/**
 * Holds every request of `page` matching `url` (a slow connection) until the answered function is
 * called, or for 10 s at most; then they go on as sent.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(url, async (route) => {
    await Promise.race([held, Bun.sleep(10_000)]);
    await route.continue();
  });
  return release;
}

/** Resolves once the service worker controls the page: from then on its reads are kept for offline use. */
export const serviceWorkerInControl = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null);

/** Signs a new member (`name`, a unique email) up through the API from the page, which keeps the session cookie. */
export async function signUpByApi(page: Page, name: string, password: string) {
  await page.goto("/login");
  const res = await pageFetch(page, "POST", "/api/signup", {
    email: `${name}-${Date.now()}@example.com`,
    password,
    firstName: name,
    lastName: "Lifter",
  });
  if (res.status !== 201) throw new Error(`sign-up of ${name} answered ${res.status}: ${JSON.stringify(res.body)}`);
}

/** Signs a new member up through the sign-up form, as a visitor does, and waits for the app's navigation. */
export async function signUpThroughForm(page: Page, member: { email: string; password: string; firstName: string; lastName: string }) {
  await page.goto("/login");
  await page.getByText("Don't have an account? Sign up").click();
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByLabel("Confirm Password").fill(member.password);
  await page.getByLabel("First Name").fill(member.firstName);
  await page.getByLabel("Last Name").fill(member.lastName);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await page.getByRole("navigation", { name: "Main" }).waitFor();
}

/** A JSON request made by the page, with its cookies: the status and the parsed body (null when none). */
/** Waits for a toast saying `text`; on failure, photographs the screen and says which toasts were shown. */
export async function waitForToast(page: Page, text: string, failureShot = "toast-failure") {
  try {
    await page.getByRole("status").filter({ hasText: text }).first().waitFor({ timeout: 10_000 });
  } catch (error) {
    const shown = await page.getByRole("status").allInnerTexts();
    await screenshot(page, failureShot);
    throw new Error(`no toast "${text}"; shown: ${JSON.stringify(shown)}`, { cause: error });
  }
}

export function pageFetch(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  return page.evaluate(
    async ([m, p, b]) => {
      const res = await fetch(p, {
        method: m,
        headers: b === undefined ? {} : { "content-type": "application/json" },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    [method, path, body] as const,
  );
}

/** The phone's own date, `offset` days from today, as YYYY-MM-DD (the server stores the day the phone says). */
export function pageDate(page: Page, offset = 0): Promise<string> {
  return page.evaluate((o) => {
    const d = new Date();
    d.setDate(d.getDate() + o);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  }, offset);
}

/**
 * Resolves once `check` holds, asked again every 50 ms: for a condition outside the page (what the
 * server stored, what a cache kept). Fails naming `what` after `timeout`.
 */
export async function until(check: () => Promise<boolean>, what: string, timeout = STEP_TIMEOUT): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Resolves once no CSS transition runs on the page (a bar has eased to its width). */
export function transitionsDone(page: Page) {
  return page.waitForFunction(
    () => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== "running"),
    null,
    {
      timeout: STEP_TIMEOUT,
    },
  );
}

/**
 * Counts the app's React commits in `window.__commits`, through the hook React offers its
 * developer tools, so a test can wait for the app to have drawn. Call before the page loads.
 */
export function countCommits(page: Page) {
  return page.addInitScript(() => {
    const w = window as unknown as { __commits: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
    w.__commits = 0;
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      onCommitFiberRoot: () => void w.__commits++,
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      checkDCE: () => {},
    };
  });
}

/**
 * Phones whose storage outlives closing the browser: `open` starts a new profile, `reopen` the
 * same one again (offline or not); `remove` deletes every profile made.
 */
export function persistentPhones(base: string) {
  const dirs: string[] = [];
  const launch = async (dir: string, options: { offline?: boolean; colorScheme?: "light" | "dark" } = {}) => {
    const context = await chromium.launchPersistentContext(dir, {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
      baseURL: base,
      offline: options.offline ?? false,
      colorScheme: options.colorScheme ?? "light",
    });
    context.setDefaultTimeout(STEP_TIMEOUT);
    const page = context.pages()[0] ?? (await context.newPage());
    const problems: string[] = [];
    page.on("pageerror", (e) => problems.push(`page error: ${e.message} ${e.stack}`));
    return { context, page, problems };
  };
  return {
    /** A new phone; its `reopen` starts the same profile again. */
    async open(options: { offline?: boolean; colorScheme?: "light" | "dark" } = {}) {
      const dir = mkdtempSync(join(tmpdir(), "kinfit-e2e-phone-"));
      dirs.push(dir);
      return {
        ...(await launch(dir, options)),
        reopen: (again: { offline?: boolean; colorScheme?: "light" | "dark" } = {}) => launch(dir, again),
      };
    },
    remove() {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}
