// The Workout Templates screen (/templates): the templates' own screen, with the exercise library's
// names lent to its editor. It stands above both features: the library builds on workouts, which
// build on templates.
import { LibraryNames } from "@web/features/exercise-library";
import { WorkoutTemplatesPage as TemplatesScreen } from "@web/features/workout-templates";

export function WorkoutTemplatesPage() {
  return <TemplatesScreen libraryNames={LibraryNames} />;
}
