// The goals on screen: the meal plan's goal bars (under, at, over; without goals; macro tracking
// off), a meal card's share of the calories goal, and Profile's Daily Goals form.
import { beforeEach, describe, expect, test } from "bun:test";
import type { UserDto } from "@shared/auth/contract";
import { toIsoDate } from "@shared/dates";
import type { GoalsAnswer, ResolvedGoals } from "@shared/goals/contract";
import type { Meal } from "@shared/meals/contract";
import { App } from "@web/app";
import { useToastStore } from "@web/stores/toast";
import { mockFetch, signedIn, testUser, type Call } from "@web/test/fetch-mock";
import { click, getByLabelText, getByRole, getByText, queryByText, render, type, waitFor } from "@web/test/render";
import { GoalBars } from "./GoalBars";

const TODAY = toIsoDate(new Date());
const noGoals = {
  calories: null,
  protein: null,
  carbs: null,
  fat: null,
  fiber: null,
  sugar: null,
  sodium: null,
  proteinPerBodyWeight: null,
};
const none: ResolvedGoals = { calories: null, protein: null, carbs: null, fat: null, fiber: null, sugar: null, sodium: null };

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
});

function meal(over: Partial<Meal> & { calories?: number; protein?: number; carbs?: number; fat?: number } = {}): Meal {
  const { calories = 0, protein = 0, carbs = 0, fat = 0, ...rest } = over;
  return {
    id: 1,
    date: TODAY,
    name: "Lunch",
    time: "12:00:00",
    notes: null,
    isPrepped: false,
    isConsumed: false,
    ingredients: [
      {
        id: 11,
        mealId: rest.id ?? 1,
        name: "Rice",
        quantity: 100,
        unit: "g",
        calories,
        protein,
        carbs,
        fat,
        isPrepped: false,
        customIngredientId: null,
        fiber: null,
        sugar: null,
        sodium: null,
        foodId: null,
        portion: null,
      },
    ],
    ...rest,
  };
}

const row = (label: string) => {
  const found = document.querySelector<HTMLElement>(`li[aria-label="${label} goal"]`);
  if (!found) throw new Error(`no ${label} goal row`);
  return found;
};

describe("GoalBars", () => {
  test("under, at and over each read in words and carry their own class", () => {
    const meals = [
      meal({ calories: 1200, protein: 100, carbs: 250, fat: 40, isConsumed: true }),
      meal({ id: 2, name: "Dinner", calories: 650, protein: 44, carbs: 0, fat: 0 }),
    ];
    render(
      <GoalBars meals={meals} goals={{ calories: 2200, protein: 144, carbs: 200, fat: null, fiber: null, sugar: null, sodium: null }} />,
    );
    const calories = row("Calories");
    expect(calories.className).toContain("goal-under");
    expect(calories.textContent).toContain("350 left");
    expect(calories.textContent).toContain("1,850 / 2,200 cal planned · 1,200 eaten");
    const protein = row("Protein");
    expect(protein.className).toContain("goal-at");
    expect(protein.textContent).toContain("On goal");
    expect(protein.textContent).toContain("144 / 144 g planned · 100 eaten");
    const carbs = row("Carbs");
    expect(carbs.className).toContain("goal-over");
    expect(carbs.textContent).toContain("50 g over");
    // The bar is full when over, and the eaten part is drawn over the planned one.
    expect((carbs.querySelector(".goal-bar-planned") as HTMLElement).style.width).toBe("100%");
    expect((calories.querySelector(".goal-bar-planned") as HTMLElement).style.width).toMatch(/^84\.09/);
    expect((calories.querySelector(".goal-bar-eaten") as HTMLElement).style.width).toMatch(/^54\.54/);
    // Fat has no goal: its figures, no bar.
    expect(document.querySelector('li[aria-label="Fat goal"]')).toBeNull();
    expect(getByText("No goal")).toBeTruthy();
    expect(getByText("40 g planned · 40 eaten")).toBeTruthy();
  });

  test("fibre, sugar and sodium count where known: a row with a goal or a known total, none otherwise", () => {
    const withExtras = (m: Meal, extras: { fiber?: number; sodium?: number }) => ({
      ...m,
      ingredients: m.ingredients.map((i) => ({ ...i, ...extras })),
    });
    const meals = [
      withExtras(meal({ calories: 500, isConsumed: true }), { fiber: 6.4, sodium: 900 }),
      withExtras(meal({ id: 2, calories: 300 }), { sodium: 1600 }),
    ];
    render(<GoalBars meals={meals} goals={{ ...none, sodium: 2300 }} />);
    expect(row("Sodium").className).toContain("goal-over");
    expect(row("Sodium").textContent).toContain("200 mg over");
    expect(row("Sodium").textContent).toContain("2,500 / 2,300 mg planned · 900 eaten");
    expect(getByText("6 g planned · 6 eaten")).toBeTruthy();
    expect(document.body.textContent).not.toContain("Sugar");
  });

  test("calories over the goal say by how much", () => {
    render(<GoalBars meals={[meal({ calories: 2350 })]} goals={{ ...none, calories: 2200 }} />);
    expect(row("Calories").className).toContain("goal-over");
    expect(row("Calories").textContent).toContain("150 over");
    expect(row("Calories").textContent).toContain("2,350 / 2,200 cal planned · 0 eaten");
  });
});

function server({
  macroTracking = true,
  goals = none,
  meals = [] as Meal[],
  user = {} as Partial<UserDto>,
  bodyWeight = null as GoalsAnswer["bodyWeight"],
} = {}) {
  const answer: GoalsAnswer = { goals: noGoals, bodyWeight, resolved: goals };
  let current: UserDto = { ...testUser, macroTracking, ...user };
  return mockFetch({
    "GET /api/auth/user": () => ({ body: signedIn(current) }),
    "GET /api/meals": { body: meals },
    "GET /api/goals": { body: answer },
    "PUT /api/profile": (call: Call) => {
      const sent = (call.body as { goals: object }).goals;
      current = { ...current, goals: { ...current.goals, ...sent } };
      return { body: current };
    },
  });
}

describe("Meal Plan against the goals", () => {
  beforeEach(() => window.history.replaceState(null, "", "/meals"));

  test("with goals: the bars in Daily Macros and each card's share of the calories goal", async () => {
    server({
      goals: { calories: 2000, protein: 150, carbs: null, fat: null, fiber: null, sugar: null, sodium: null },
      meals: [meal({ calories: 520, protein: 160, isConsumed: true })],
    });
    render(<App />);
    await waitFor(() => row("Calories"));
    expect(row("Calories").textContent).toContain("520 / 2,000 cal planned · 520 eaten");
    expect(row("Calories").textContent).toContain("1,480 left");
    expect(row("Protein").className).toContain("goal-over");
    expect(row("Protein").textContent).toContain("10 g over");
    expect(getByText("520 cal · 26% of goal")).toBeTruthy();
    // The tiles give way to the bars.
    expect(getByRole("region", { name: "Daily Macros" }).querySelector("dl")).toBeNull();
  });

  test("without goals: the tiles as before and no share on the card", async () => {
    server({ meals: [meal({ calories: 520, protein: 20 })] });
    render(<App />);
    await waitFor(() => getByText("520 cal"));
    const macros = getByRole("region", { name: "Daily Macros" });
    expect(Array.from(macros.querySelectorAll("dd")).map((d) => d.textContent)).toEqual(["520", "20g", "0g", "0g"]);
    expect(document.querySelector(".goal-rows")).toBeNull();
    expect(queryByText(/% of goal/)).toBeNull();
  });

  test("macro tracking off: no goals are read and nothing of them shows", async () => {
    const s = server({
      macroTracking: false,
      goals: { calories: 2000, protein: 150, carbs: 200, fat: 70, fiber: null, sugar: null, sodium: null },
      meals: [meal({ calories: 520 })],
    });
    render(<App />);
    await waitFor(() => getByText("Lunch"));
    expect(s.callsTo("GET", "/api/goals")).toHaveLength(0);
    expect(document.querySelector(".goal-rows")).toBeNull();
    expect(queryByText(/% of goal/)).toBeNull();
    expect(queryByText(/cal planned/)).toBeNull();
  });
});

describe("Profile's Daily Goals", () => {
  beforeEach(() => window.history.replaceState(null, "", "/profile"));

  test("only with macro tracking on", async () => {
    server({ macroTracking: false });
    render(<App />);
    await waitFor(() => getByText("Account Settings"));
    expect(queryByText("Daily Goals")).toBeNull();
  });

  test("sends the goals typed, blank as none, and grams protein clears per body weight", async () => {
    const s = server({ user: { goals: { ...noGoals, fat: 70 } } });
    render(<App />);
    await waitFor(() => getByText("Daily Goals"));
    expect(getByLabelText("Fat (g)").value).toBe("70");
    type(getByLabelText("Calories"), "2200");
    type(getByLabelText("Protein (g)"), "150,5");
    type(getByLabelText("Fat (g)"), "");
    click(getByRole("button", { name: "Save Goals" }));
    await waitFor(() => expect(s.callsTo("PUT", "/api/profile")).toHaveLength(1));
    expect(s.callsTo("PUT", "/api/profile")[0]!.body).toEqual({
      goals: { calories: 2200, carbs: null, fat: null, protein: 150.5, proteinPerBodyWeight: null },
    });
    await waitFor(() => expect(document.querySelector('[role="status"]')?.textContent).toContain("Goals saved"));
  });

  test("fibre, sugar and sodium goals: sent when typed, and a cleared one as null", async () => {
    const s = server({ user: { goals: { ...noGoals, sodium: 2300 } } });
    render(<App />);
    await waitFor(() => getByText("Daily Goals"));
    expect(getByLabelText("Sodium (mg)").value).toBe("2300");
    type(getByLabelText("Fiber (g)"), "30");
    type(getByLabelText("Sodium (mg)"), "");
    click(getByRole("button", { name: "Save Goals" }));
    await waitFor(() => expect(s.callsTo("PUT", "/api/profile")).toHaveLength(1));
    expect(s.callsTo("PUT", "/api/profile")[0]!.body).toEqual({
      goals: { calories: null, protein: null, carbs: null, fat: null, fiber: 30, sodium: null, proteinPerBodyWeight: null },
    });
  });

  test("refuses a goal out of range under its field, before sending", async () => {
    const s = server();
    render(<App />);
    await waitFor(() => getByText("Daily Goals"));
    type(getByLabelText("Calories"), "12000");
    type(getByLabelText("Carbs (g)"), "lots");
    click(getByRole("button", { name: "Save Goals" }));
    await waitFor(() => getByText("Calories goal must be between 0 and 10000"));
    expect(getByText("Carbs goal must be between 0 and 1000")).toBeTruthy();
    expect(s.callsTo("PUT", "/api/profile")).toHaveLength(0);
  });

  test("per body weight in lb: the figure it comes to, from the latest body weight", async () => {
    const s = server({ bodyWeight: { weight: 180, date: "2026-06-01" } });
    render(<App />);
    await waitFor(() => getByText("Daily Goals"));
    click(getByRole("button", { name: "Per body weight" }));
    type(getByLabelText("Protein (g per lb of body weight)"), "0.8");
    await waitFor(() => getByText("0.8 g per lb × 180 lb = 144 g"));
    click(getByRole("button", { name: "Save Goals" }));
    await waitFor(() => expect(s.callsTo("PUT", "/api/profile")).toHaveLength(1));
    expect(s.callsTo("PUT", "/api/profile")[0]!.body).toEqual({
      goals: { calories: null, carbs: null, fat: null, proteinPerBodyWeight: 0.8 },
    });
  });

  test("per body weight in kg: typed per kg, sent per pound; without a body weight it says so", async () => {
    const s = server({ user: { weightUnit: "kg" } });
    render(<App />);
    await waitFor(() => getByText("Daily Goals"));
    click(getByRole("button", { name: "Per body weight" }));
    type(getByLabelText("Protein (g per kg of body weight)"), "1.6");
    await waitFor(() => getByText("No body weight yet: add a Body Composition entry with your weight to turn this into grams."));
    click(getByRole("button", { name: "Save Goals" }));
    await waitFor(() => expect(s.callsTo("PUT", "/api/profile")).toHaveLength(1));
    // 1.6 g per kg is 0.7257 g per lb.
    expect(s.callsTo("PUT", "/api/profile")[0]!.body).toEqual({
      goals: { calories: null, carbs: null, fat: null, proteinPerBodyWeight: 0.7257 },
    });
    // Read back in kg as typed.
    await waitFor(() => expect(getByLabelText("Protein (g per kg of body weight)").value).toBe("1.6"));
  });

  test("per body weight in kg: the limit is named in kg", async () => {
    const s = server({ user: { weightUnit: "kg" } });
    render(<App />);
    await waitFor(() => getByText("Daily Goals"));
    click(getByRole("button", { name: "Per body weight" }));
    type(getByLabelText("Protein (g per kg of body weight)"), "12");
    click(getByRole("button", { name: "Save Goals" }));
    await waitFor(() => getByText("Protein per body weight goal must be between 0 and 11.02 g per kg"));
    expect(s.callsTo("PUT", "/api/profile")).toHaveLength(0);
  });
});
