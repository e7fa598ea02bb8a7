// 'Serves 4' with a stepper, and what one portion holds: the recipe and meal screens' yield line
// (docs/behaviour/recipes.md, "Servings").
import { perPortion, servesText, steppedServings } from "@shared/recipes/rules";
import { NutrientBadges } from "@web/components/Badges";

export function ServesStepper({
  servings,
  onChange,
  label = "Servings",
  disabled = false,
}: {
  servings: number;
  /** Absent: the line only reads. */
  onChange?: (servings: number) => void;
  label?: string;
  disabled?: boolean;
}) {
  return (
    <div className="serves" role="group" aria-label={label}>
      {onChange ? (
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          aria-label="Fewer servings"
          disabled={disabled}
          onClick={() => onChange(steppedServings(servings, -1))}
        >
          −
        </button>
      ) : null}
      <span className="serves-text" aria-live="polite">
        {servesText(servings)}
      </span>
      {onChange ? (
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          aria-label="More servings"
          disabled={disabled}
          onClick={() => onChange(steppedServings(servings, 1))}
        >
          +
        </button>
      ) : null}
    </div>
  );
}

type Nutrients = Parameters<typeof perPortion>[0];

/** The per-portion badges: the ingredients' sum over the servings. */
export function PerPortionBadges({ ingredients, servings }: { ingredients: Nutrients; servings: number }) {
  return <NutrientBadges label="Per portion" values={perPortion(ingredients, servings)} />;
}
