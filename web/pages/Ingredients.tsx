// My Ingredients (/ingredients): the personal ingredient database.
import { Page } from "../components/Page";

export function IngredientsPage() {
  return <Page title="My Ingredients" />;
}
