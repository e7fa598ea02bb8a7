// Rows of badges on the meal screens: a meal card's Consumed/Prepped, a library meal's categories,
// and the four nutrition badges of a library meal or a custom ingredient.
import type { ReactNode } from "react";
import { formatNutrient, type Macros } from "@shared/meals/rules";
import "./badges.css";

export function BadgeRow({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <div className="badge-row" role="group" aria-label={label}>
      {children}
    </div>
  );
}

/** '150 cal', '5.3g protein', '0g carbs' (missing), '2.5g fat'. */
export function NutrientBadges({ label, values }: { label: string; values: { [K in keyof Macros]: number | null | undefined } }) {
  return (
    <BadgeRow label={label}>
      <span className="badge badge-nutrient">{formatNutrient(values.calories)} cal</span>
      <span className="badge badge-nutrient">{formatNutrient(values.protein)}g protein</span>
      <span className="badge badge-nutrient">{formatNutrient(values.carbs)}g carbs</span>
      <span className="badge badge-nutrient">{formatNutrient(values.fat)}g fat</span>
    </BadgeRow>
  );
}
