// Meal Library (/meal-library).
import { Page } from "../components/Page";

export function MealLibraryPage() {
  return <Page title="Meal Library" />;
}
