// The household's name in the header of a screen the household shares. Nothing while it is read,
// or when it cannot be: the screen works without it.
import { useHousehold } from "./hooks";
import "./household.css";

export function HouseholdName() {
  const { data } = useHousehold();
  if (!data) return null;
  return <span className="household-name">{data.name}</span>;
}
