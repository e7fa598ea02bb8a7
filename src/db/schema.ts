// The whole data model of Kinfit, gathered from its parts, each of which reads only the core: the
// members' own rows (schema-core.ts), the figures kept beside the exercises (schema-kept.ts), what
// the household shares (family meals' portions, shopping ticks, shared ingredients and recipes),
// the exercise library's own rows (a member's own exercises, links of names, weekly sets per name),
// programs, the coach's goal and check-ins, and the ways in besides a password (API tokens, linked
// identities). Everything imports the model from here.
export * from "./schema-core";
export * from "./schema-admin";
export * from "./schema-kept";
export * from "./schema-household";
export * from "./schema-exercise-library";
export * from "./schema-programs";
export * from "./schema-coach";
export * from "./schema-sign-on";
export * from "./schema-shopping";
