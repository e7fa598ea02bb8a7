// One phone, two members, on the built executable: set changes that wait for the network belong to
// the member who made them. Signing out asks about them and drops them; the next member never sees
// or sends them. When the session ends elsewhere (401) they wait, hidden, and go out once the same
// member signs in again.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, pageDate, pageFetch, phone, signUpThroughForm, startServer, type Server } from "./harness";

let server: Server;
let browser: Browser;
const stamp = Date.now();
const member = (name: string) => ({
  email: `${name.toLowerCase()}-${stamp}@example.com`,
  password: `${name} password 1`,
  firstName: name,
  lastName: "Shared",
});
const SET_SAVES = "**/api/exercises/*/sets/*";

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  expect(await server?.stop()).toBe(0);
});

const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
const tick = (page: Page, name: string, n: number) => card(page, name).getByRole("checkbox", { name: `Set ${n} completed` });
const waitingLine = (page: Page) => page.getByRole("status").filter({ hasText: /waiting to sync/ });
const nav = (page: Page, name: string) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name }).click();
const isSetSave = (url: string) => /\/api\/exercises\/\d+\/sets\/\d+$/.test(new URL(url).pathname);
/** Resolves when the server has answered the next set save. */
const nextSetSave = (page: Page) => page.waitForResponse((response) => isSetSave(response.url()));

async function addExercise(page: Page, name: string) {
  await page.getByRole("button", { name: "Add Exercise" }).click();
  const form = page.getByRole("form", { name: "Add Exercise" });
  await form.getByLabel("Exercise Name").fill(name);
  await form.getByLabel("Sets").fill("3");
  await form.getByLabel("Reps").fill("5");
  await form.getByLabel("Weight (lbs)").fill("135");
  await form.getByRole("button", { name: "Add", exact: true }).click();
  await card(page, name).waitFor();
}

async function signInThroughForm(page: Page, who: { email: string; password: string }) {
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.getByRole("navigation", { name: "Main" }).waitFor();
}

/** What the server has stored for one exercise's sets on `date`, read with the page's cookies. */
async function storedTicks(page: Page, date: string, name: string): Promise<boolean[]> {
  const { body } = await pageFetch(page, "GET", `/api/workouts/${date}`);
  const exercise = (body.exercises as { name: string; setRows: { completed: boolean }[] }[]).find((e) => e.name === name);
  return exercise!.setRows.map((r) => r.completed);
}

/** Opens Workouts with set saves getting no answer, adds `exercise` and ticks its first `sets` sets. */
async function tickOffline(page: Page, exercise: string, sets: number) {
  await page.goto("/workouts");
  await page.getByRole("button", { name: "Add Exercise" }).waitFor();
  await addExercise(page, exercise);
  await page.route(SET_SAVES, (route) => route.abort("internetdisconnected"));
  for (let n = 1; n <= sets; n++) await tick(page, exercise, n).check();
  await page.getByText(sets === 1 ? "1 change waiting to sync" : `${sets} changes waiting to sync`).waitFor();
}

/** Every set save the page sends from now on, as "PUT /api/exercises/{id}/sets/{n}". */
function recordSetSaves(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (isSetSave(request.url())) sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return sent;
}

const unexpected = (problems: string[]) => problems.filter((p) => !/ERR_INTERNET_DISCONNECTED/.test(p));

describe("a phone shared by two members", () => {
  test("signing out with changes waiting asks; cancelled, nothing changes; confirmed, they go and the next member never sees or sends them", async () => {
    const ann = member("Ann");
    const ben = member("Ben");
    const { page, context, problems } = await phone(browser, server.base);
    await signUpThroughForm(page, ann);
    const date = await pageDate(page);
    await tickOffline(page, "Ann Press", 2);

    const asked: string[] = [];
    let answer = false;
    page.on("dialog", (dialog) => {
      asked.push(dialog.message());
      void (answer ? dialog.accept() : dialog.dismiss());
    });
    await nav(page, "Profile");
    await page.getByRole("button", { name: "Sign Out" }).click();
    expect(asked).toEqual(["2 changes are still waiting to sync: sign out anyway?"]);
    // Cancelled: still Ann, her changes still waiting.
    expect(await page.getByRole("button", { name: "Sign Out" }).isEnabled()).toBe(true);
    await nav(page, "Workouts");
    await page.getByText("2 changes waiting to sync").waitFor();

    answer = true;
    await nav(page, "Profile");
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    expect(asked).toHaveLength(2);

    // The network is back; Ben signs up on the same phone and logs a set of his own.
    await page.unroute(SET_SAVES);
    const sent = recordSetSaves(page);
    await signUpThroughForm(page, ben);
    await page.goto("/workouts");
    await page.getByRole("button", { name: "Add Exercise" }).waitFor();
    expect(await card(page, "Ann Press").count()).toBe(0);
    expect(await waitingLine(page).count()).toBe(0);
    await addExercise(page, "Ben Row");
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    const saved = nextSetSave(page);
    await tick(page, "Ben Row", 1).check();
    expect((await saved).status()).toBe(200);
    // Sent in order, one at a time: had Ann's changes been in Ben's queue, they would have gone first.
    expect(await storedTicks(page, date, "Ben Row")).toEqual([true, false, false]);
    expect(sent).toHaveLength(1);
    expect(await page.getByText(/was not saved/).count()).toBe(0);
    expect(await page.getByText("Ann Press").count()).toBe(0);

    // Ann's changes were dropped when she chose to sign out: back on the phone, nothing of them.
    await nav(page, "Profile");
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    expect(asked).toHaveLength(2);
    await signInThroughForm(page, ann);
    await page.goto("/workouts");
    await card(page, "Ann Press").waitFor();
    expect(await waitingLine(page).count()).toBe(0);
    expect(await tick(page, "Ann Press", 1).isChecked()).toBe(false);
    expect(sent).toHaveLength(1);
    expect(await storedTicks(page, date, "Ann Press")).toEqual([false, false, false]);

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  }, 90_000);

  test("a session ended elsewhere (401) signs the phone out and keeps the member's changes, hidden, until that member signs in again", async () => {
    const cleo = member("Cleo");
    const dan = member("Dan");
    const { page, context, problems } = await phone(browser, server.base);
    await signUpThroughForm(page, cleo);
    const date = await pageDate(page);
    await tickOffline(page, "Cleo Squat", 1);

    // Cleo signs out everywhere from another phone: this phone's session ends.
    const other = await phone(browser, server.base);
    await other.page.goto("/login");
    expect((await pageFetch(other.page, "POST", "/api/login", { email: cleo.email, password: cleo.password })).status).toBe(200);
    expect((await pageFetch(other.page, "POST", "/api/logout-everywhere")).status).toBe(200);
    await other.context.close();

    // The network is back: the change is sent, the server answers 401, and the phone signs out.
    await page.unroute(SET_SAVES);
    const sent = recordSetSaves(page);
    const refused = nextSetSave(page);
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    expect((await refused).status()).toBe(401);
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    expect(sent).toHaveLength(1);
    expect(await page.getByText(/was not saved/).count()).toBe(0);

    // Dan uses the phone meanwhile: Cleo's change is neither shown nor sent.
    await signUpThroughForm(page, dan);
    await page.goto("/workouts");
    await page.getByRole("button", { name: "Add Exercise" }).waitFor();
    await addExercise(page, "Dan Curl");
    const saved = nextSetSave(page);
    await tick(page, "Dan Curl", 2).check();
    expect((await saved).status()).toBe(200);
    expect(await storedTicks(page, date, "Dan Curl")).toEqual([false, true, false]);
    expect(sent).toHaveLength(2);
    expect(await page.getByText("Cleo Squat").count()).toBe(0);
    await nav(page, "Profile");
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.getByRole("button", { name: "Sign In" }).waitFor();

    // Cleo signs in again: her change shows as waiting, then reaches the server.
    await signInThroughForm(page, cleo);
    const synced = nextSetSave(page);
    await page.goto("/workouts");
    await card(page, "Cleo Squat").waitFor();
    expect((await synced).status()).toBe(200);
    await page.waitForFunction(() => localStorage.getItem("kinfit.setOutbox") === null);
    expect(await storedTicks(page, date, "Cleo Squat")).toEqual([true, false, false]);
    expect(await tick(page, "Cleo Squat", 1).isChecked()).toBe(true);
    expect(sent).toHaveLength(3);

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  }, 90_000);
});
