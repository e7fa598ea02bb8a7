// Every field limit of Kinfit, in one place: the server's schemas validate with these, and the web
// forms put the same numbers on their inputs (maxLength, min, max, step). A limit changes here and
// nowhere else. Why each figure is what it is: docs/behaviour/conventions.md, "Field limits".

/** Text lengths, in characters. */
export const TEXT = {
  /** Names of exercises, templates, meals, ingredients, library meals. */
  name: 200,
  /** Short free text: planned reps ('8-10', 'AMRAP'), planned weight ('135', 'bodyweight'). */
  short: 50,
  /** Notes on meals, exercises, ingredients, body entries. */
  notes: 2000,
  /** First and last names of an account. */
  personName: 100,
  /** The admin's user name. */
  username: 100,
  /** The household's name, shown in the header of the shared screens. */
  householdName: 100,
  /** RFC 5321's limit for an address. */
  email: 254,
  /** Long enough for any passphrase, short enough that hashing it costs nothing extra. */
  password: 256,
  /** A meal time as typed ('12:00 PM'). */
  time: 20,
  /** A unit as typed ('fl oz', 'pieces'). */
  unit: 20,
  /** A number typed as text in a form field. */
  numberText: 30,
} as const;

export const MIN_PASSWORD_LENGTH = 8;

/** Workouts and workout templates. */
export const WORKOUT = {
  /** A planned exercise has at least one set (the template editor still saves a cleared field as 0). */
  minSets: 1,
  /** Planned sets of one exercise: more is a typing mistake, and each is a row the screen draws. */
  maxSets: 20,
  /** Set numbers the API still answers for: stored rows may number past the plan limit. */
  maxSetNumber: 50,
  /** Heaviest weight, in pounds, planned or logged. */
  maxWeight: 2000,
  /** Most reps of one logged set. */
  maxReps: 1000,
  /** An hour's rest is the longest that is still a rest. */
  maxRestSeconds: 3600,
  /** Exercises posted at once (a day, or a template). */
  maxExercises: 100,
  /** Where an exercise stands in its day: far above any day, small enough to stay a plain number. */
  maxSortOrder: 10_000,
  /** A timed set: a day is longer than any set. */
  maxDurationSeconds: 86_400,
  /** A distance set, in metres: longer than any ultramarathon or ride of a day. */
  maxDistanceMeters: 1_000_000,
  /** Superset groups of one day (a small number per day, shown as letters). */
  maxSupersetGroup: 26,
} as const;

/** Meals, the meal library and custom ingredients. */
export const MEAL = {
  /** Meals on one day, however they arrive (added, saved as a plan, copied): a day is read whole. */
  maxMealsPerDay: 50,
  /** Of those, family meals another member cooks: a cook cannot fill a member's day. */
  maxGuestMealsPerDay: 10,
  maxIngredientsPerMeal: 100,
  maxMealsPerPlan: 50,
  /** A family meal's portion: a multiplier of the recipe's amounts, from a quarter to ten. */
  minPortion: 0.25,
  maxPortion: 10,
  /** The portion steppers move by a quarter, the smallest portion. */
  portionStep: 0.25,
  /** Members one family meal is for: more than any household. */
  maxPortions: 20,
  /** The largest quantity of one ingredient, in any unit (10 kg in grams, 10 l in ml): more is a typing mistake. */
  maxQuantity: 10_000,
  /** The smallest ingredient quantity. */
  minQuantity: 0.01,
  /** Calories of one ingredient (or a custom ingredient's default quantity): a whole cake is under this. */
  maxCalories: 10_000,
  /** Grams of protein, carbs or fat of one ingredient: a kilogram of pure fat or sugar is the most there is. */
  maxMacroGrams: 1_000,
  /** Quantity and nutrition inputs step by a tenth. */
  step: 0.1,
  /** Milligrams of sodium of one ingredient: 50 g of salt, far past any dish. */
  maxSodiumMg: 20_000,
  /** Nutrients may be zero (water, salt), never negative. */
  minNutrient: 0,
} as const;

/**
 * The shopping list: a range of at most `maxRangeDays` days, both ends counted (about two months);
 * the household's ticks, at most `ticksPerRange` for one range and `ticksInAll` in all (a list holds
 * far fewer items); and the ticks of a range kept until `ticksKeptDays` days after it ends.
 */
export const SHOPPING = {
  maxRangeDays: 62,
  ticksPerRange: 500,
  ticksInAll: 5_000,
  ticksKeptDays: 60,
  /** Items added by hand to one range's list, for a member or for the household. */
  manualPerRange: 100,
  /** A food's short name on the list (names members typed stay as typed). */
  shortName: 40,
} as const;

/**
 * Body composition: human ranges, in the stored units (pounds, inches, percent). A figure outside
 * its range is a typing mistake (a misplaced digit, kg typed as lb), not a body.
 */
export const BODY = {
  /** Body weight, pounds: from a small child to past the heaviest people recorded. */
  weight: { min: 20, max: 1000 },
  /** Muscle mass, pounds: scales report it for children too; never more than a body can weigh. */
  muscleMass: { min: 10, max: 1000 },
  /** Body fat, percent: below 1 or above 75 no scale or caliper reads a living person. */
  bodyFat: { min: 1, max: 75 },
  /** Girths (chest, waist, hips, arms, thighs), inches. */
  girth: { min: 1, max: 100 },
  /** The server takes a date up to this many days past its own today: it can't know the phone's time zone. */
  daysAheadAllowed: 1,
  step: 0.1,
} as const;

/** A page of body entries (GET /api/body-composition?limit=): at most this many at once. */
export const BODY_LIST = { maxLimit: 1000 } as const;

/** An exercise's history by pages: the sessions a page holds unless asked, and at most. */
export const HISTORY = { page: 50, maxLimit: 200 } as const;

/** The sessions list (GET /api/workouts/sessions): this many a page unless asked, at most maxLimit. */
export const SESSIONS = { page: 20, maxLimit: 100 } as const;

/** The food search (GET /api/foods): answers at most this many foods, this many unless asked. */
export const FOOD_SEARCH = { defaultLimit: 20, maxLimit: 50, maxQuery: 100, recent: 20 } as const;

/** A barcode box holds the longest GTIN (14 digits); the server then takes an EAN's or UPC's 8, 12 or 13 with a valid check digit. */
export const BARCODE = { maxDigits: 14 } as const;
/**
 * Barcodes looked up online (Open Food Facts blocks an address that floods it): a member's lookups
 * a minute, the lookups at once for the whole server, and how long a code it does not know is
 * remembered as unknown rather than asked again.
 */
export const BARCODE_LOOKUP = {
  perMemberPerMinute: 10,
  inAll: 2,
  busyRetrySeconds: 2,
  missKeptMs: 24 * 60 * 60 * 1000,
  missesKept: 10_000,
} as const;

/** A food added to a meal: its id's length, and at most this many of one portion ('2 x 1 large egg'). */
export const FOOD_AMOUNT = { maxIdLength: 40, maxCount: 100 } as const;

/** What one member can keep of each list, so that no list grows until reading it stalls the server. */
export const PER_USER = {
  workoutTemplates: 500,
  libraryMeals: 1000,
  customIngredients: 2000,
  /** Programs started, the stopped ones kept with their history. */
  programs: 200,
  /** Body entries: more than fifty years of daily weigh-ins. */
  bodyEntries: 20_000,
} as const;

/** Daily nutrition goals: calories, grams, and grams of protein per pound of body weight. */
export const GOALS = {
  calories: 10_000,
  protein: 1_000,
  carbs: 1_000,
  fat: 1_000,
  fiber: 1_000,
  sugar: 1_000,
  sodium: 100_000,
  proteinPerBodyWeight: 5,
} as const;

/** The largest file either import takes; bigger ones are refused with 413. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_TOO_LARGE = "The file is too large: an import takes at most 20 MB";
/** Sets one import file may hold, a workout CSV or a Kinfit export: more than ten years of daily training. */
export const IMPORT_MAX_CSV_SETS = 50_000;
/** Ingredients one Kinfit export may hold, of its meals and library meals together. */
export const IMPORT_MAX_INGREDIENTS = 20_000;

/**
 * File uploads (the imports) in flight at once: each can hold its whole file in memory while it is
 * read, so one per member and two in all; beyond, a 429 with Retry-After. A slot that never
 * reported its end is freed after `staleMs`.
 */
export const UPLOADS = {
  perMember: 1,
  inAll: 2,
  retryAfterSeconds: 10,
  staleMs: 10 * 60 * 1000,
  yoursBusy: "Your previous file is still being imported: try again when it is done",
  serverBusy: "The server is importing other files: try again in a few seconds",
} as const;

/**
 * The exercise library: the answers a search gives at most, the muscles a member's own exercise may
 * name, the weeks of the weekly sets per muscle, and the band of weekly sets a muscle aims for.
 */
export const EXERCISE_LIBRARY = {
  maxResults: 50,
  maxMuscles: 17,
  minWeeks: 1,
  maxWeeks: 52,
  chartWeeks: 12,
  defaultTarget: [10, 20] as readonly [number, number],
  maxTargetSets: 100,
  customExercises: 1000,
} as const;

/**
 * The coach (docs/behaviour/coach.md): Profile's height (cm) and earliest birth year, the youngest
 * age a member may give, and the fastest goal rate in pounds a week whatever the trend weight.
 */
export const COACH = {
  minHeightCm: 100,
  maxHeightCm: 250,
  minBirthYear: 1900,
  minAge: 13,
  maxRatePerWeek: 5,
  /** Check-ins an import may bring: one a week for a hundred years. */
  maxCheckIns: 5_200,
} as const;
