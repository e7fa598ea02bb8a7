// What other features may use of the dashboard: its keys (a workout change makes the streak stale).
export { keys as dashboardKeys } from "./api";
