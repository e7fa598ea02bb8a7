// The way to the Programs screen from the Workouts screen's toolbar, across its whole width.
import { Link } from "wouter";
import { ChevronRightIcon } from "@web/components/Icons";
import { PROGRAMS_PATH } from "./NextWorkoutCard";
import "./programs.css";

export function ProgramsLink() {
  return (
    <Link href={PROGRAMS_PATH} className="next-program-link programs-link">
      Programs
      <ChevronRightIcon size={16} />
    </Link>
  );
}
