// The Coach screen and the Dashboard's check-in card through the whole app, against a mocked server.
import { beforeEach, describe, expect, test } from "bun:test";
import type { CoachAnswer } from "@shared/coach/contract";
import { checkInDays } from "@shared/coach/rules";
import { toIsoDate, weekdayName } from "@shared/dates";
import { App } from "@web/app";
import { keepInMemory } from "@web/lib/kept-store";
import { useToastStore } from "@web/stores/toast";
import { mockFetch, signedIn } from "@web/test/fetch-mock";
import { click, getByRole, getByText, queryByRole, render, submit, type, waitFor } from "@web/test/render";

const today = toIsoDate(new Date());
const todayName = weekdayName(new Date());

function answer(over: Partial<CoachAnswer> = {}): CoachAnswer {
  const checkIn = checkInDays(today, todayName);
  return {
    expenditure: {
      kcal: 2610,
      confidence: "medium",
      source: "data",
      daysLogged: 19,
      weighIns: 9,
      windowDays: 28,
      trendWeight: 180,
      weeklyChange: -1,
      why: "19 of 28 days logged, 9 weigh-ins: 2,610 kcal a day",
    },
    goal: { direction: "lose", ratePerWeek: 1, checkInDay: todayName },
    recommendation: { calories: 2111, protein: 180, carbs: 210, fat: 59, expenditure: 2610, trendWeight: 180, source: "data" },
    checkIn: { ...checkIn, applied: false },
    history: [
      { date: "2026-03-01", intake: 2500, weight: 181 },
      { date: "2026-03-02", intake: 2400, weight: null },
      { date: "2026-03-03", intake: null, weight: 180 },
    ],
    weeks: [
      { date: "2026-02-23", expenditure: 2600, trendWeight: 181 },
      { date: "2026-03-02", expenditure: 2610, trendWeight: 180 },
    ],
    ...over,
  };
}

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  keepInMemory();
});

describe("Coach screen", () => {
  test("shows the estimate with its sentence and the energy figure, the targets, and applies them", async () => {
    window.history.replaceState(null, "", "/coach");
    const mock = mockFetch({
      "GET /api/auth/user": { body: signedIn() },
      "GET /api/coach": { body: answer() },
      "POST /api/coach/apply": { body: { checkIn: {} } },
      "GET /api/goals": { body: { goals: {}, bodyWeight: null, resolved: {} } },
      "GET /api/coach/week": {
        body: {
          weekStart: "2026-03-02",
          training: { sessions: 3, hardSets: [{ muscle: "chest", sets: 12, low: 10, high: 20 }], prs: [{ name: "Squat", weight: 225 }] },
          nutrition: { daysLogged: 5, averageCalories: 2100, averageProtein: 150, caloriesGoal: 2200, proteinGoal: null },
          body: { trendChange: -0.8, trendWeight: 180 },
          targets: null,
        },
      },
    });
    render(<App />);
    await waitFor(() => getByText("2,610 kcal a day"));
    getByText("Medium confidence");
    getByText("19 of 28 days logged, 9 weigh-ins: 2,610 kcal a day");
    getByText("A kilogram of body weight is counted as 7,700 kcal (about 3,500 per pound).");
    getByText("-1 lb a week");
    expect(getByRole("region", { name: "Targets" }).textContent).toContain("2,111 kcal");
    expect(mock.calls.find((c) => c.url === "/api/coach")!.query.get("today")).toBe(today);
    const week = await waitFor(() => getByRole("region", { name: "This week" }));
    expect(week.textContent).toContain("3 sessions, records: Squat; 1 of 1 muscles in their band");
    expect(week.textContent).toContain("5 days logged, 2,100 kcal of 2,200 and 150 g protein a day");
    expect(week.textContent).toContain("Trend 180 lb, -0.8 lb this week");
    click(getByRole("button", { name: "Apply to daily goals" }));
    await waitFor(() => expect(mock.callsTo("POST", "/api/coach/apply")).toHaveLength(1));
  });

  test("a refused goal shows the server's words", async () => {
    window.history.replaceState(null, "", "/coach");
    const mock = mockFetch({
      "GET /api/auth/user": { body: signedIn() },
      "GET /api/coach": { body: answer() },
      "PUT /api/coach/goal": {
        status: 400,
        body: { message: "ratePerWeek must be at most 1.8 lb a week (1% of your trend weight, 180 lb)" },
      },
    });
    render(<App />);
    const save = await waitFor(() => getByRole("button", { name: "Save goal" }));
    type(getByRole("textbox", { name: "Rate (lb a week)" }) as HTMLInputElement, "3");
    submit(save.closest("form")!);
    await waitFor(() => getByText("ratePerWeek must be at most 1.8 lb a week (1% of your trend weight, 180 lb)"));
    expect(mock.callsTo("PUT", "/api/coach/goal")[0]!.body).toEqual({ direction: "lose", ratePerWeek: 3, checkInDay: todayName });
  });
});

describe("Coach screen without an estimate", () => {
  test("links to Profile's Body card while a figure of the formula is missing", async () => {
    window.history.replaceState(null, "", "/coach");
    const none = answer({
      expenditure: {
        ...answer().expenditure,
        kcal: null,
        confidence: "none",
        source: "formula",
        why: "0 of 28 days logged, 0 weigh-ins: add your sex",
      },
      recommendation: null,
    });
    mockFetch({ "GET /api/auth/user": { body: signedIn() }, "GET /api/coach": { body: none } });
    render(<App />);
    const link = await waitFor(() => getByRole("link", { name: "Add your body figures in Profile" }));
    expect(link.getAttribute("href")).toBe("/profile#body-profile");
  });
});

describe("the Dashboard's check-in card", () => {
  test("shows on the check-in day with the targets", async () => {
    window.history.replaceState(null, "", "/");
    mockFetch({ "GET /api/auth/user": { body: signedIn() }, "GET /api/coach": { body: answer() } });
    render(<App />);
    const card = await waitFor(() => getByRole("region", { name: "Weekly check-in" }));
    expect(card.textContent).toContain("2,111 kcal");
    getByRole("button", { name: "Apply targets" });
  });

  test("not on another day", async () => {
    window.history.replaceState(null, "", "/");
    const other = weekdayName(new Date(Date.now() + 86_400_000));
    const mock = mockFetch({
      "GET /api/auth/user": { body: signedIn() },
      "GET /api/coach": { body: answer({ goal: { direction: "lose", ratePerWeek: 1, checkInDay: other } }) },
    });
    render(<App />);
    await waitFor(() => expect(mock.callsTo("GET", "/api/coach").length).toBeGreaterThan(0));
    await waitFor(() => getByRole("region", { name: "Quick Actions" }));
    expect(queryByRole("region", { name: "Weekly check-in" })).toBeNull();
  });

  test("with no connection, the answer last kept for the member", async () => {
    window.history.replaceState(null, "", "/");
    mockFetch({ "GET /api/auth/user": { body: signedIn() }, "GET /api/coach": { body: answer() } });
    const first = render(<App />);
    await waitFor(() => getByRole("region", { name: "Weekly check-in" }));
    first.unmount();
    const mock = mockFetch({ "GET /api/auth/user": { body: signedIn() }, "GET /api/coach": new TypeError("Failed to fetch") });
    render(<App />);
    const card = await waitFor(() => getByRole("region", { name: "Weekly check-in" }));
    expect(mock.callsTo("GET", "/api/coach").length).toBeGreaterThan(0);
    expect(card.textContent).toContain("2,111 kcal");
  });
});
