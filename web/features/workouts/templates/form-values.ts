// Save Template's starting name.

/** Save Template's name field starts as '{Day} Workout'. */
export const defaultTemplateName = (day: string) => `${day} Workout`;
