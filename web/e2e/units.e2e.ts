// Units as a member meets them, on the built executable: switch Profile to kilograms and
// centimetres, log a body composition entry in them, reload and read it back as typed, check the
// API kept pounds and inches, switch back to pounds; the Units card in light and dark.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { addDays, toIsoDate } from "@shared/dates";
import { launchBrowser, phone, screenshot, startServer, type Server } from "./harness";

let server: Server;
let browser: Browser;
const email = `units-${Date.now()}@example.com`;
const password = "units e2e password";

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  expect(await server?.stop()).toBe(0);
});

async function noSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

const pressed = (page: Page, group: string) =>
  page.getByRole("group", { name: group }).locator('button[aria-pressed="true"]').textContent();

/** Chooses a unit on Profile and waits until the saved user says so. */
async function chooseUnit(page: Page, group: string, unit: string) {
  await page.getByRole("group", { name: group }).getByRole("button", { name: unit, exact: true }).click();
  await page.waitForFunction(
    async ([g, u]) => {
      const answer = await (await fetch("/api/auth/user")).json();
      return (g === "Weight unit" ? answer.user?.weightUnit : answer.user?.lengthUnit) === u;
    },
    [group, unit] as const,
  );
  expect(await pressed(page, group)).toBe(unit);
}

async function unitsCard(page: Page) {
  await page.getByRole("heading", { name: "Units" }).scrollIntoViewIfNeeded();
  await page.evaluate(() => document.querySelector('[aria-labelledby="units-title"]')?.scrollIntoView({ block: "center" }));
}

describe("units in the browser", () => {
  test("kg and cm: typed, stored as pounds and inches, read back as typed; back to pounds", async () => {
    const { page, context, problems } = await phone(browser, server.base, "light");
    expect((await page.request.post("/api/signup", { data: { email, password, firstName: "Una", lastName: "Units" } })).status()).toBe(201);

    await page.goto("/profile");
    await page.getByRole("heading", { name: "Units" }).waitFor();
    expect(await pressed(page, "Weight unit")).toBe("lb");
    expect(await pressed(page, "Length unit")).toBe("in");
    await chooseUnit(page, "Weight unit", "kg");
    await chooseUnit(page, "Length unit", "cm");
    // The plate set follows the weight unit.
    await page.getByText("Plate weight (kg)").waitFor();
    expect(await page.locator(".plate-chip").first().textContent()).toBe("25 kg");
    await noSideways(page);
    await unitsCard(page);
    await screenshot(page, "profile-units-light");

    const date = toIsoDate(addDays(new Date(), -1));
    await page.goto("/body-composition");
    await page.getByRole("button", { name: "Add Entry" }).click();
    await page.getByLabel("Date").fill(date);
    await page.getByLabel("Weight (kg)").fill("80");
    await page.getByLabel("Waist (cm)").fill("81");
    expect(await page.getByText("Measurements (cm)").count()).toBe(1);
    await page.getByRole("button", { name: "Save Entry" }).click();
    await page.getByText("Entry saved").first().waitFor();

    // A reload reads it from the server: the figures are as typed.
    await page.reload();
    await page.getByText("80 kg", { exact: true }).waitFor();
    await page.getByText("Waist 81 cm", { exact: true }).waitFor();
    await page.getByText("Latest 80 kg · first entry in this range").waitFor();

    // The API keeps pounds and inches.
    const stored = await page.evaluate(
      async () => (await (await fetch("/api/body-composition")).json()) as { weight: number; waist: number }[],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.weight).toBeCloseTo(176.37, 2);
    expect(stored[0]!.waist).toBeCloseTo(31.89, 2);

    // The edit form shows them as typed too, and saving it unchanged changes nothing stored.
    await page.getByRole("button", { name: /^Edit entry of / }).click();
    expect(await page.getByLabel("Weight (kg)").inputValue()).toBe("80");
    expect(await page.getByLabel("Waist (cm)").inputValue()).toBe("81");
    await page.getByRole("button", { name: "Update Entry" }).click();
    await page.getByText("Entry updated").first().waitFor();
    const after = await page.evaluate(
      async () => (await (await fetch("/api/body-composition")).json()) as { weight: number; waist: number }[],
    );
    expect(after[0]!.weight).toBe(stored[0]!.weight);
    expect(after[0]!.waist).toBe(stored[0]!.waist);

    // Back to pounds and inches: the same stored figures, shown in them.
    await page.goto("/profile");
    await chooseUnit(page, "Weight unit", "lb");
    await chooseUnit(page, "Length unit", "in");
    await page.goto("/body-composition");
    await page.getByText("176.37 lbs", { exact: true }).waitFor();
    await page.getByText("Waist 31.89 in", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Add Entry" }).click();
    await page.getByLabel("Weight (lbs)").waitFor();
    expect(await page.getByText("Measurements (inches)").count()).toBe(1);

    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);

  test("the Units card in the dark theme, and the plate set edited", async () => {
    const { page, context, problems } = await phone(browser, server.base, "dark");
    expect((await page.request.post("/api/login", { data: { email, password } })).status()).toBe(200);
    await page.goto("/profile");
    await page.getByRole("heading", { name: "Units" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    await chooseUnit(page, "Weight unit", "kg");
    await page.getByLabel("Plate weight (kg)").fill("0,5");
    await page.getByRole("button", { name: "Add Plate" }).click();
    await page.getByText("0.5 kg", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Remove 15 kg plate" }).click();
    await page.waitForFunction(() => document.querySelectorAll(".plate-chip").length === 7);
    const plates = await page.evaluate(async () => (await (await fetch("/api/auth/user")).json()).user.plates as number[]);
    expect(plates).toEqual([25, 20, 10, 5, 2.5, 1.25, 0.5]);
    await noSideways(page);
    await unitsCard(page);
    await screenshot(page, "profile-units-dark");
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);

  test("distance has its own unit: a kg lifter's run is in km whatever the length unit, and mi once chosen", async () => {
    const { page, context, problems } = await phone(browser, server.base, "light");
    const runner = `runner-${Date.now()}@example.com`;
    expect(
      (await page.request.post("/api/signup", { data: { email: runner, password, firstName: "Rae", lastName: "Runs" } })).status(),
    ).toBe(201);
    expect((await page.request.put("/api/profile", { data: { weightUnit: "kg" } })).status()).toBe(200);
    const date = toIsoDate(new Date());
    const run = { name: "Run", sets: 1, reps: "1", weight: "0", type: "distance_duration" };
    expect((await page.request.post("/api/workouts", { data: { date, exercises: [run] } })).status()).toBe(201);

    await page.goto("/profile");
    await page.getByRole("heading", { name: "Units" }).waitFor();
    expect(await pressed(page, "Length unit")).toBe("in");
    expect(await pressed(page, "Distance unit")).toBe("km");
    await page.goto("/workouts");
    const card = page.getByRole("article", { name: "Run", exact: true });
    await card.getByText("km", { exact: true }).waitFor();

    await page.goto("/profile");
    await page.getByRole("group", { name: "Distance unit" }).getByRole("button", { name: "mi", exact: true }).click();
    await page.waitForFunction(async () => (await (await fetch("/api/auth/user")).json()).user?.distanceUnit === "mi");
    await page.goto("/workouts");
    await card.getByText("mi", { exact: true }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);
});
