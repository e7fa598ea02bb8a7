// The targets in one line, as the Coach screen and the Dashboard's check-in card show them: each
// figure kept whole ('carbs 186 g' never breaks before its 'g') when the line wraps on a phone,
// and the '·' after a figure stays with it, so no line starts with one.
import type { Targets } from "@shared/coach/rules";
import { kcalText } from "./words";

export function TargetsLine({ targets }: { targets: Targets }) {
  const macros = [
    ["protein", targets.protein],
    ["carbs", targets.carbs],
    ["fat", targets.fat],
  ] as const;
  return (
    <p className="coach-targets">
      <span className="coach-target">
        <strong>{kcalText(targets.calories)}</strong> ·
      </span>
      {macros.map(([name, grams], i) => (
        <span key={name}>
          {" "}
          <span className="coach-target">{`${name} ${grams} g${i < macros.length - 1 ? " ·" : ""}`}</span>
        </span>
      ))}
    </p>
  );
}
