// How an ingredient's amount reads on a meal card and in the meal library's dialogs: '80 g',
// '2 pieces', and ' · 300 cal' after it when macro tracking is on (docs/behaviour/meals.md, "Macro tracking").
// Each figure is kept whole, so a narrow column breaks the line only after the '·'.
import { formatNutrient } from "@shared/meals/rules";
import { amount } from "@web/lib/words";
import { FiguresWhole } from "./FiguresWhole";

export function IngredientAmount(props: {
  quantity: number | string;
  unit: string;
  calories: number | null | undefined;
  macroTracking: boolean;
  className: string;
}) {
  const { quantity, unit, calories, macroTracking, className } = props;
  const text = `${amount(quantity, unit)}${macroTracking ? ` · ${formatNutrient(calories)} cal` : ""}`;
  return (
    <span className={className}>
      <FiguresWhole text={text} />
    </span>
  );
}
