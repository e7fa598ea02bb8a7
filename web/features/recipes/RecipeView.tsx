// A recipe as the cook reads it: the ingredients scaled to a chosen number of servings, the
// numbered steps, the times and the source, and the way into cook mode (docs/behaviour/recipes.md,
// "The recipe screen").
import { useState } from "react";
import { formatNutrient } from "@shared/meals/rules";
import { recipeOf, scaledAmount, type RecipeFields } from "@shared/recipes/rules";
import { CookMode } from "./CookMode";
import { PerPortionBadges, ServesStepper } from "./ServesStepper";
import "./recipes.css";

type Ingredient = { name: string; quantity: number | string; unit: string; calories?: number | string | null };

export function RecipeView({
  recipe,
  ingredients,
  name,
  macroTracking,
}: {
  recipe: Partial<RecipeFields>;
  ingredients: Ingredient[];
  name: string;
  macroTracking: boolean;
}) {
  const r = recipeOf(recipe);
  const [chosen, setChosen] = useState(r.servings);
  const [cooking, setCooking] = useState(false);
  const times = [
    r.prepMinutes !== null ? `Prep ${r.prepMinutes} min` : null,
    r.cookMinutes !== null ? `Cook ${r.cookMinutes} min` : null,
  ].filter(Boolean);
  return (
    <div className="recipe">
      <ServesStepper servings={chosen} onChange={setChosen} label="Servings to cook" />
      {times.length ? <p className="muted small">{times.join(" · ")}</p> : null}
      {macroTracking ? (
        <PerPortionBadges ingredients={ingredients as Parameters<typeof PerPortionBadges>[0]["ingredients"]} servings={r.servings} />
      ) : null}
      <ul className="detail-list recipe-ingredients" aria-label="Recipe ingredients">
        {ingredients.map((i, k) => (
          <li key={k}>
            <span>{i.name}</span>
            <span className="detail-sub">
              {formatNutrient(scaledAmount(Number(i.quantity), r.servings, chosen))} {i.unit}
            </span>
          </li>
        ))}
      </ul>
      {r.steps.length ? (
        <>
          <ol className="recipe-steps" aria-label="Steps">
            {r.steps.map((s, k) => (
              <li key={k}>{s}</li>
            ))}
          </ol>
          <button type="button" className="btn btn-primary" onClick={() => setCooking(true)}>
            Cook mode
          </button>
        </>
      ) : null}
      {r.sourceUrl ? (
        <p className="small">
          <a href={r.sourceUrl} target="_blank" rel="noopener noreferrer">
            Source
          </a>
        </p>
      ) : null}
      {cooking ? <CookMode name={name} steps={r.steps} onClose={() => setCooking(false)} /> : null}
    </div>
  );
}
