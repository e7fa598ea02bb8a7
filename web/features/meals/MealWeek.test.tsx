// The week at a glance (/meals?week=) against a stand-in server: seven days with their meals and
// totals, the average over days with meals, links back to each day, previous/next week, and the
// Meal Plan's way in.
import { describe, expect, test } from "bun:test";
import type { Meal, MealWeekDay } from "@shared/meals/contract";
import { addDays, parseIsoDate, toIsoDate, weekDates } from "@shared/dates";
import { App } from "@web/app";
import { mockFetch, signedIn, testUser } from "@web/test/fetch-mock";
import { click, getByRole, getByText, queryByText, render, waitFor } from "@web/test/render";
import { weekAverage } from "./MealWeek";

const START = "2026-03-01"; // a Sunday

function meal(id: number, date: string, over: Partial<Meal> = {}): Meal {
  return { id, date, name: `Meal ${id}`, time: "07:30:00", notes: null, isPrepped: false, isConsumed: false, ingredients: [], ...over };
}

const zero = { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: null, sugar: null, sodium: null };
function week(start = START): MealWeekDay[] {
  const first = parseIsoDate(start)!;
  const days: MealWeekDay[] = Array.from({ length: 7 }, (_, i) => ({
    date: toIsoDate(addDays(first, i)),
    meals: [],
    totals: zero,
    flags: {},
  }));
  days[0] = {
    ...days[0]!,
    meals: [
      meal(1, days[0]!.date, { name: "Oat Breakfast", isConsumed: true, isPrepped: true }),
      meal(2, days[0]!.date, { name: "Dinner", time: "18:00:00" }),
    ],
    totals: { calories: 1800, protein: 120, carbs: 200, fat: 60, fiber: null, sugar: null, sodium: null },
  };
  // A family dinner: the member's portion, and everyone's.
  const family = {
    portion: 0.5,
    cook: { id: 2, firstName: "Ana" },
    portions: [
      { userId: 2, firstName: "Ana", portion: 1 },
      { userId: 1, firstName: "Ada", portion: 0.5 },
    ],
  };
  days[2] = {
    ...days[2]!,
    meals: [meal(3, days[2]!.date, { name: "Lunch", time: "12:30:00", ...family })],
    totals: { calories: 601, protein: 41, carbs: 91, fat: 5, fiber: null, sugar: null, sodium: null },
  };
  return days;
}

function server({
  macroTracking = true,
  goals = null as null | {
    calories: number | null;
    protein: number | null;
    carbs: number | null;
    fat: number | null;
    fiber?: number | null;
  },
  days = week as (start: string) => MealWeekDay[],
} = {}) {
  const urls: string[] = [];
  const none = { calories: null, protein: null, carbs: null, fat: null };
  const mock = mockFetch({
    "GET /api/auth/user": { body: signedIn({ ...testUser, macroTracking }) },
    "GET /api/goals": { body: { goals: { ...none, proteinPerBodyWeight: null, ...goals }, bodyWeight: null, resolved: goals ?? none } },
    "GET /api/meals/week": () => ({ body: days(new URL(urls.at(-1)!, "http://x").searchParams.get("start")!) }),
    "GET /api/meals": { body: [] },
    "POST /api/meals/copy-week": { body: { message: "Copied 3 meals", copied: 3 } },
  });
  const inner = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(String(input));
    return inner(input, init);
  }) as typeof fetch;
  return { urls, mock };
}

describe("week view", () => {
  test("fibre shows with its goal and a day under a minimum says so; Copy Week sends the next week's Sunday", async () => {
    const flagged = (start: string) => {
      const d = week(start);
      d[0] = { ...d[0]!, totals: { ...d[0]!.totals, fiber: 12 }, flags: { protein: "under", fiber: "under", fat: "over" } };
      return d;
    };
    const s = server({ goals: { calories: 2000, protein: 150, carbs: null, fat: 50, fiber: 30 }, days: flagged });
    window.history.replaceState(null, "", `/meals?week=${START}`);
    render(<App />);
    await waitFor(() => getByText("Oat Breakfast"));
    const sunday = document.querySelector("article.week-day")!;
    await waitFor(() =>
      expect(sunday.querySelector(".week-day-totals")?.textContent).toBe(
        "1,800 / 2,000 cal · 120 / 150g protein (30 under) · 200g carbs · 60 / 50g fat (10 over) · 12 / 30g fiber (18 under)",
      ),
    );
    expect(sunday.querySelectorAll(".week-goal-short")).toHaveLength(2);
    click(getByRole("button", { name: "Copy Week to Next Week" }));
    await waitFor(() => expect(s.mock.callsTo("POST", "/api/meals/copy-week")[0]?.body).toEqual({ from: START, to: "2026-03-08" }));
  });

  test("with goals, each day's totals and the average read against them; over says so in words", async () => {
    server({ goals: { calories: 2000, protein: null, carbs: 250, fat: 50 } });
    window.history.replaceState(null, "", `/meals?week=${START}`);
    render(<App />);
    await waitFor(() => getByText("Oat Breakfast"));
    const sunday = document.querySelector("article.week-day")!;
    await waitFor(() =>
      expect(sunday.querySelector(".week-day-totals")?.textContent).toBe(
        "1,800 / 2,000 cal · 120g protein · 200 / 250g carbs · 60 / 50g fat (10 over)",
      ),
    );
    expect(sunday.querySelector(".week-goal-over")?.textContent).toBe("60 / 50g fat (10 over)");
    expect(sunday.querySelectorAll(".week-goal-under")).toHaveLength(2);
  });

  test("seven days with meals, marks and totals; the average over the days with meals; each day links to it", async () => {
    const s = server();
    window.history.replaceState(null, "", `/meals?week=${START}`);
    render(<App />);
    await waitFor(() => getByRole("heading", { name: "Week Plan" }));
    await waitFor(() => getByText("Oat Breakfast"));
    expect(s.urls).toContain(`/api/meals/week?start=${START}`);
    expect(getByText("1 – 7 March")).toBeTruthy();
    const articles = Array.from(document.querySelectorAll("article.week-day"));
    expect(articles.map((a) => a.querySelector("h2")?.textContent)).toEqual([
      "Sunday 1 March",
      "Monday 2 March",
      "Tuesday 3 March",
      "Wednesday 4 March",
      "Thursday 5 March",
      "Friday 6 March",
      "Saturday 7 March",
    ]);
    const sunday = articles[0]! as HTMLElement;
    expect(getByText("7:30 AM", sunday)).toBeTruthy();
    expect(getByText("Consumed", sunday)).toBeTruthy();
    expect(getByText("Prepped", sunday)).toBeTruthy();
    expect(getByText("6:00 PM", sunday)).toBeTruthy();
    expect(sunday.querySelector(".week-day-totals")?.textContent).toBe("1800 cal · 120g protein · 200g carbs · 60g fat");
    expect((articles[1] as HTMLElement).textContent).toContain("No meals planned");
    expect(getByRole("link", { name: "Tuesday 3 March" }).getAttribute("href")).toBe("/meals?date=2026-03-03");
    // Today is not in this week: back to its first day.
    expect(getByRole("link", { name: "Meal Plan" }).getAttribute("href")).toBe(`/meals?date=${START}`);
    // (1800 + 601) / 2, over the two days that have meals.
    const average = getByRole("region", { name: "Average per day" });
    expect(average.querySelector(".week-average-value")?.textContent).toBe("1201 cal · 81g protein · 146g carbs · 33g fat");
    expect(average.textContent).toContain("Over the 2 days with meals; days without meals are not counted");

    click(getByRole("button", { name: "Next week" }));
    await waitFor(() => expect(s.urls).toContain("/api/meals/week?start=2026-03-08"));
    await waitFor(() => getByText("8 – 14 March"));
    expect(window.location.search).toBe("?week=2026-03-08");
    click(getByRole("button", { name: "Previous week" }));
    click(getByRole("button", { name: "Previous week" }));
    await waitFor(() => getByText("22 – 28 February"));
    expect(s.urls).toContain("/api/meals/week?start=2026-02-22");
  });

  test("macro tracking off: meals per day, no nutrition", async () => {
    server({ macroTracking: false });
    window.history.replaceState(null, "", `/meals?week=${START}`);
    render(<App />);
    await waitFor(() => getByText("Oat Breakfast"));
    const sunday = document.querySelector("article.week-day") as HTMLElement;
    expect(sunday.querySelector(".week-day-totals")?.textContent).toBe("2 meals");
    expect(queryByText(/cal/)).toBeNull();
    expect(getByRole("region", { name: "Average per day" }).querySelector(".week-average-value")?.textContent).toBe("1.5 meals");
  });

  test("a family meal says who it is for, with each portion", async () => {
    server();
    window.history.replaceState(null, "", `/meals?week=${START}`);
    render(<App />);
    await waitFor(() => getByText("Lunch"));
    expect(getByText("Family: Ana 1, Ada 0.5")).toBeTruthy();
    // A member's own meal says nothing of a family.
    expect(document.querySelectorAll(".week-meal-family")).toHaveLength(1);
  });

  test("the Meal Plan links to its strip's week (from Sunday) and to the shopping list", async () => {
    server();
    window.history.replaceState(null, "", "/meals?date=2026-03-04");
    render(<App />);
    await waitFor(() => getByRole("link", { name: "Week" }));
    expect(getByRole("link", { name: "Week" }).getAttribute("href")).toBe(
      `/meals?week=${toIsoDate(weekDates(parseIsoDate("2026-03-04")!, "sunday")[0]!)}`,
    );
    expect(getByRole("link", { name: "Week" }).getAttribute("href")).toBe(`/meals?week=${START}`);
    expect(getByRole("link", { name: "Shopping List" }).getAttribute("href")).toBe("/shopping-list");
  });

  test("this week: back to today", async () => {
    server();
    const start = toIsoDate(addDays(new Date(), -2));
    window.history.replaceState(null, "", `/meals?week=${start}`);
    render(<App />);
    await waitFor(() => getByText("Oat Breakfast"));
    expect(getByRole("link", { name: "Meal Plan" }).getAttribute("href")).toBe(`/meals?date=${toIsoDate(new Date())}`);
    expect(document.querySelector('article[aria-current="date"] h2')?.textContent).toContain("Today");
  });

  test("no meals all week: the average says so", () => {
    expect(weekAverage(week().map((d) => ({ ...d, meals: [], totals: zero })))).toBeNull();
  });
});
