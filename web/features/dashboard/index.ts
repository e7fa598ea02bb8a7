// What other features may use of the dashboard: its keys and their matcher (a workout change
// makes every streak read stale).
export { keys as dashboardKeys } from "./api";
