// Workouts: plan and log exercises per day.
import { Page } from "../components/Page";

export function WorkoutsPage() {
  return <Page title="Workouts" />;
}
