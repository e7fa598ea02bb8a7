// Every query of the data-transfer area: the exports' reads and the imports' reads and writes of
// each area's rows (the rows mapped by each area's own mappers, as the services call them).
export * from "./batches";
export * from "./exports";
export * from "./imports";
export * from "./workouts";
