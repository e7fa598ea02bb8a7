/** A real name and the library exercise it is, or NONE where the library has no such exercise. */
export type Graded = [name: string, exercise: string | null];

/** The library has no such exercise: right only when the name links nothing. */
export const NONE = null;
