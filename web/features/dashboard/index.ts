// What other features may use of the dashboard: its keys. A workout change reaches the streak
// through web/lib/follow.ts, as the dashboard stands above workouts.
export { keys as dashboardKeys } from "./api";
