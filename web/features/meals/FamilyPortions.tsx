// A family meal's members (docs/behaviour/meals.md, "Family meals"): the 'Family: Ana 1, Ben 0.5' line
// on the meal card, and the cook's steppers, one per household member, in the meal's edit form.
import type { Meal } from "@shared/meals/contract";
import { familyLine, portionText, steppedPortion } from "@shared/meals/rules";
import { useHousehold } from "@web/features/household";
import "./family.css";

export function FamilyLine({ meal }: { meal: Meal }) {
  if (!meal.portions) return null;
  return <p className="meal-family">{familyLine(meal.portions)}</p>;
}

/** Each member's portion by id; a member not in the meal has none. */
export type Portions = Map<number, number>;

export const portionsOf = (meal: Meal, cookId: number): Portions =>
  new Map(meal.portions ? meal.portions.map((p) => [p.userId, p.portion]) : [[cookId, meal.portion ?? 1]]);

export const portionsBody = (portions: Portions) =>
  [...portions].filter(([, portion]) => portion > 0).map(([userId, portion]) => ({ userId, portion }));

export function PortionSteppers({
  cookId,
  portions,
  onChange,
}: {
  cookId: number;
  portions: Portions;
  onChange: (next: Portions) => void;
}) {
  const { data } = useHousehold();
  if (!data || data.members.length < 2) return null;
  const members = [...data.members].sort((a, b) => (a.id === cookId ? -1 : b.id === cookId ? 1 : 0));
  const step = (userId: number, direction: 1 | -1) => {
    const next = new Map(portions);
    next.set(userId, steppedPortion(portions.get(userId) ?? 0, direction, userId === cookId));
    onChange(next);
  };
  return (
    <fieldset className="portion-steppers">
      <legend>Family</legend>
      {members.map((m) => {
        const portion = portions.get(m.id) ?? 0;
        const name = m.firstName || "Member";
        return (
          <div key={m.id} className="portion-row">
            <span className="portion-name">{name}</span>
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              aria-label={`Less for ${name}`}
              disabled={portion <= (m.id === cookId ? 0.25 : 0)}
              onClick={() => step(m.id, -1)}
            >
              −
            </button>
            <output className="portion-value" aria-label={`Portion for ${name}`}>
              {portion > 0 ? portionText(portion) : "—"}
            </output>
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              aria-label={`More for ${name}`}
              disabled={portion >= 10}
              onClick={() => step(m.id, 1)}
            >
              +
            </button>
          </div>
        );
      })}
    </fieldset>
  );
}
