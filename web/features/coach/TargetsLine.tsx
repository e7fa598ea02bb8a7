// The targets in one line, as the Coach screen and the Dashboard's check-in card show them: each
// figure kept whole ('carbs 186 g' never breaks before its 'g') when the line wraps on a phone.
import { Fragment } from "react";
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
      <strong>{kcalText(targets.calories)}</strong>
      {macros.map(([name, grams]) => (
        // The dot stays at the end of a line (a no-break space before it), never at the start of one.
        <Fragment key={name}>
          {"\u00a0· "}
          <span className="coach-target">{`${name} ${grams} g`}</span>
        </Fragment>
      ))}
    </p>
  );
}
