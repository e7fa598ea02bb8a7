// Every query of the workouts area: a day's rows and their changes (day.ts, edits.ts), the reads
// of many days (reads.ts), and the records they are read into with their one mapping to the API's
// shapes (records.ts). The services hold the rules only.
export * from "./day";
export * from "./edits";
export * from "./reads";
export * from "./records";
export * from "./sessions";
