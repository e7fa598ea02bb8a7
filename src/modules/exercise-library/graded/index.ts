// A graded list of the exercise names real Strong and Hevy exports hold, for measuring how many
// link to the right library exercise. A name is right when it links the library's exercise of the
// same movement:
// - equipment the name states must match (a '(Dumbbell)' name never links a barbell lift), and a
//   bodyweight movement done assisted or weighted is that movement;
// - a one-arm, one-leg, grip or pause variant is the library's exercise when the library has only
//   that one;
// - a name stating no equipment is the library's one exercise of that movement, or its bodyweight
//   one among several.
// Where the library has no such exercise, or several with nothing to choose between them, the
// name is NONE and is right only when it links nothing: a wrong link is worse than none.
import type { Graded } from "./none";
import { HEVY_NAMES_A } from "./hevy-a";
import { HEVY_NAMES_B } from "./hevy-b";
import { STRONG_NAMES } from "./strong";

export const GRADED_NAMES: Graded[] = [...STRONG_NAMES, ...HEVY_NAMES_A, ...HEVY_NAMES_B];
