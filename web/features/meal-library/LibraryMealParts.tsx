// Pieces the library's cards and dialogs share: a library meal's ingredients, its category and
// macro badges, and an ingredient's amount line.
import type { LibraryMeal } from "@shared/meal-library/contract";
import { macroTotals } from "@shared/meals/rules";
import { BadgeRow, NutrientBadges } from "@web/components/Badges";
import { IngredientAmount } from "@web/components/IngredientAmount";

/** Older library meals may lack a list; they read as having no ingredients. */
export const ingredientsOf = (t: LibraryMeal): LibraryMeal["data"]["ingredients"] =>
  Array.isArray(t.data?.ingredients) ? t.data.ingredients : [];

export function MacroBadges({ ingredients }: { ingredients: Parameters<typeof macroTotals>[0] }) {
  return <NutrientBadges label="Total macros" values={macroTotals(ingredients)} />;
}

export function CategoryBadges({ categories }: { categories: string[] }) {
  if (categories.length === 0) return null;
  return (
    <BadgeRow>
      {categories.map((c) => (
        <span key={c} className="badge badge-accent badge-category">
          {c}
        </span>
      ))}
    </BadgeRow>
  );
}

/** "80 g", and its calories (missing as 0) when macro tracking is on: the dialogs' ingredient line. */
export function LibraryIngredientAmount({
  ingredient,
  macroTracking,
}: {
  ingredient: { quantity: number | string; unit: string; calories?: unknown };
  macroTracking: boolean;
}) {
  const { quantity, unit, calories } = ingredient;
  return (
    <IngredientAmount
      className="detail-sub"
      quantity={quantity}
      unit={unit}
      calories={Number(calories ?? 0)}
      macroTracking={macroTracking}
    />
  );
}
