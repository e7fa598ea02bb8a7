// What other features may use of the household: its name for a shared screen's header, and the
// household read (members' first names).
export { HouseholdName } from "./HouseholdName";
export { useHousehold } from "./hooks";
export { keys as householdKeys } from "./api";
