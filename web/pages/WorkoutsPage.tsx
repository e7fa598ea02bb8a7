// The Workouts screen (/workouts?date=YYYY-MM-DD): the workouts' day, with the programs' link and
// Next card and the exercise library's names and links. It stands above the three features: the
// programs and the library build on workouts, so the day cannot show their parts itself.
import { Link } from "wouter";
import { ChevronRightIcon } from "@web/components/Icons";
import { ExerciseLinkSection, LibraryNames } from "@web/features/exercise-library";
import { NextWorkoutCard, ProgramsLink } from "@web/features/programs";
import { WorkoutDay } from "@web/features/workouts";

const nextWorkout = (date: string) => <NextWorkoutCard date={date} />;
const libraryPart = (name: string) => <ExerciseLinkSection name={name} />;

const links = (
  <>
    <ProgramsLink />
    <Link href="/library" className="next-program-link workout-link">
      Library
      <ChevronRightIcon size={16} />
    </Link>
  </>
);

export function WorkoutsPage() {
  return <WorkoutDay toolbar={links} aboveDay={nextWorkout} libraryNames={LibraryNames} libraryPart={libraryPart} />;
}
