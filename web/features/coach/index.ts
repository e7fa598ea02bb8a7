// What other features may use of the coach: the Dashboard's check-in card and the keys of its reads
// (a weigh-in or an eaten meal makes them stale).
export { keys as coachKeys } from "./api";
export { CheckInCard } from "./CheckInCard";
