// The recipe screen's parts: 'Serves 4' with its stepper, the ingredients scaled to the chosen
// servings, the numbered steps, and cook mode one step at a time, saying when the screen cannot be
// kept awake.
import { afterEach, describe, expect, test } from "bun:test";
import { click, cleanup, getByRole, getByText, queryByText, render } from "@web/test/render";
import { RecipeView } from "./RecipeView";
import { ServesStepper } from "./ServesStepper";

afterEach(cleanup);

const ingredients = [
  { name: "Chicken", quantity: 600, unit: "g", calories: 990 },
  { name: "Rice", quantity: 300, unit: "g", calories: 390 },
];

describe("recipes", () => {
  test("the stepper moves whole servings from 1 up and quarters below", () => {
    const seen: number[] = [];
    render(<ServesStepper servings={1} onChange={(n) => seen.push(n)} />);
    getByText("Serves 1");
    click(getByRole("button", { name: "More servings" }));
    click(getByRole("button", { name: "Fewer servings" }));
    expect(seen).toEqual([2, 0.75]);
  });

  test("ingredients follow the chosen servings; steps are numbered; cook mode shows one step at a time", () => {
    render(
      <RecipeView
        name="Pot"
        macroTracking
        ingredients={ingredients}
        recipe={{ servings: 4, steps: ["Cook the rice.", "Fry the chicken."], prepMinutes: 10, cookMinutes: 25 }}
      />,
    );
    getByText("Serves 4");
    getByText("600 g");
    getByText("Prep 10 min · Cook 25 min");
    // A portion of the pot: 1,380 kcal over 4.
    getByText("345 cal");
    click(getByRole("button", { name: "Fewer servings" }));
    getByText("Serves 3");
    getByText("450 g");
    getByText("225 g");
    const steps = document.querySelector("ol[aria-label='Steps']");
    expect(steps?.textContent).toBe("Cook the rice.Fry the chicken.");
    click(getByRole("button", { name: "Cook mode" }));
    getByText("Step 1 of 2");
    expect(document.querySelector(".cook-step")?.textContent).toBe("Cook the rice.");
    // The test page is no secure page: the screen says it may dim.
    getByText(/keeping it awake needs HTTPS/);
    click(getByRole("button", { name: "Next step" }));
    getByText("Step 2 of 2");
    expect(document.querySelector(".cook-step")?.textContent).toBe("Fry the chicken.");
    click(getByRole("button", { name: "Done" }));
    expect(queryByText("Step 2 of 2")).toBeNull();
  });
});
