// Workout Templates (/templates and /workout-templates).
import { Page } from "../components/Page";

export function WorkoutTemplatesPage() {
  return <Page title="Workout Templates" />;
}
