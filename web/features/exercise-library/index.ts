// What other features may use of the exercise library: the add form's library names and details,
// the history dialog's link and muscle charts, the Dashboard's muscles card, and
// the matcher of the weekly reads (a tick or an edit makes them stale).
export { LibraryNames } from "./LibraryNames";
export { ExerciseLinkSection } from "./ExerciseLinkSection";
export { MusclesCard } from "./MusclesCard";
// The Library screen's browser, and the member's names linked to each exercise (web/pages/LibraryPage.tsx).
export { LibraryBrowser } from "./LibraryBrowser";
export { useExerciseLinks } from "./hooks";
export { keys as exerciseLibraryKeys } from "./api";
