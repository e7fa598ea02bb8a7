// Meal Plan (/meals).
import { Page } from "../components/Page";

export function MealPlanPage() {
  return <Page title="Meal Plan" />;
}
