// The core of the data model (src/db/schema.ts gathers it with the other parts). Every row a user owns carries user_id with
// ON DELETE CASCADE, so deleting a user is one DELETE and leaves nothing behind. Child rows repeat
// user_id so ownership checks are one indexed lookup, not a join.
import { sql } from "drizzle-orm";
import type { Goals } from "@shared/goals/keys";
import type { MuscleTargets } from "@shared/exercise-library/rules";
import type { ActivityLevel, Sex } from "@shared/coach/profile";
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, foodIngredientColumns } from "./columns";

const owner = () =>
  integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // Stored trimmed and lower-cased; the unique index makes sign-up race-free.
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    username: text("username"),
    macroTracking: integer("macro_tracking", { mode: "boolean" }).notNull().default(false),
    subscriptionStatus: text("subscription_status").notNull().default("free"),
    // Display units only: weights are stored in pounds, lengths in inches and distances in metres
    // whatever these say; no distance unit is the weight unit's system (kg: km, lb: mi).
    weightUnit: text("weight_unit").notNull().default("lb"),
    lengthUnit: text("length_unit").notNull().default("in"),
    distanceUnit: text("distance_unit"),
    // The plate calculator's plates per unit ({"lb": [...], "kg": [...]}); null means the standard set.
    plates: text("plates", { mode: "json" }).$type<{ lb?: number[]; kg?: number[] }>(),
    // Daily nutrition goals (src/shared/goals/keys.ts); proteinPerBodyWeight is grams per pound.
    // Null means none set.
    goals: text("goals", { mode: "json" }).$type<Partial<Goals>>(),
    muscleTargets: text("muscle_targets", { mode: "json" }).$type<MuscleTargets>(),
    // The coach's formula reads these (src/shared/coach/profile.ts); each null until given.
    sex: text("sex").$type<Sex>(),
    birthYear: integer("birth_year"),
    heightCm: real("height_cm"),
    activityLevel: text("activity_level").$type<ActivityLevel>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("users_email_unique").on(t.email)],
);

export const sessions = sqliteTable(
  "sessions",
  {
    // SHA-256 of the cookie token: a stolen database file holds no usable session.
    id: text("id").primaryKey(),
    userId: owner(),
    expiresAt: integer("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/**
 * Browsers that signed in to an account (src/modules/auth/devices.ts): their signed device cookie
 * lets them pass the account's ceiling of failed sign-ins.
 */
export const devices = sqliteTable(
  "devices",
  {
    // SHA-256 of the device id in the cookie.
    id: text("id").primaryKey(),
    userId: owner(),
    createdAt: createdAt(),
  },
  (t) => [index("devices_user_idx").on(t.userId)],
);

export const workouts = sqliteTable(
  "workouts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: owner(),
    date: text("date").notNull(),
    dayOfWeek: text("day_of_week").notNull(),
    // The member's note for the day ("felt strong", "gym was busy").
    note: text("note"),
    // The template the day was started from, by its name then (a session's name in History), and
    // when the session started and finished (ISO text like createdAt), when known.
    templateName: text("template_name"),
    startedAt: text("started_at"),
    finishedAt: text("finished_at"),
    // When the rest after the latest tick ended: the finish of a session whose Finish was never tapped.
    restEndedAt: text("rest_ended_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("workouts_user_date_unique").on(t.userId, t.date)],
);

export const exercises = sqliteTable(
  "exercises",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    workoutId: integer("workout_id")
      .notNull()
      .references(() => workouts.id, { onDelete: "cascade" }),
    userId: owner(),
    // The workout's date, repeated here so 'Last' and records read one index, not a join.
    date: text("date").notNull(),
    name: text("name").notNull(),
    sets: integer("sets").notNull().default(3),
    reps: text("reps").notNull().default("8-10"),
    weight: text("weight").notNull().default("0"),
    restTime: integer("rest_time").notNull().default(90),
    isCompleted: integer("is_completed", { mode: "boolean" }).notNull().default(false),
    // Ticked set rows, kept with isCompleted: 'Last' finds the days done without reading set rows.
    completedSets: integer("completed_sets").notNull().default(0),
    // Best estimated one-rep max and heaviest weight (lb) of its ticked sets, warm-ups left out (records).
    bestEstimate: real("best_estimate"),
    topWeight: real("top_weight"),
    notes: text("notes"),
    sortOrder: integer("sort_order").notNull().default(0),
    // What a set of it records (EXERCISE_TYPES in src/shared/workouts/rules.ts): weight and reps, time, distance...
    type: text("type").notNull().default("weight_reps"),
    // Exercises of a day with the same group are done as a superset, in their day order.
    supersetGroup: integer("superset_group"),
    // Records of the other types, kept as bestEstimate and topWeight are: most reps, longest time
    // (s), farthest (m), fastest pace (s per km).
    bestReps: integer("best_reps"),
    bestDuration: integer("best_duration"),
    bestDistance: real("best_distance"),
    bestPace: real("best_pace"),
    // The program and workout that put it on the day (schema-programs.ts); a workout of a program is
    // done when every work set of its exercises is ticked.
    programId: integer("program_id"),
    programWorkout: text("program_workout"),
    // The phone's id, so a create sent twice is stored once (docs/behaviour/offline.md, "Offline").
    clientId: text("client_id"),
    // JSON: per field, the phone's time (ms) of the change that wrote it; older changes are ignored.
    changedAt: text("changed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("exercises_workout_idx").on(t.workoutId, t.sortOrder),
    uniqueIndex("exercises_user_client_unique").on(t.userId, t.clientId),
    // 'Last', the look-back and an exercise's history match names in any case; history pages by date.
    index("exercises_user_name_idx").on(t.userId, sql`lower(${t.name})`, t.date, t.sortOrder),
    // 'Last' and personal records: per name, the days it was done and its figures, read from the
    // index alone (docs/behaviour/workouts.md, "Last time").
    index("exercises_done_idx")
      .on(t.userId, sql`lower(trim(${t.name}))`, t.date, t.bestEstimate, t.topWeight, t.completedSets)
      .where(sql`completed_sets > 0`),
    // A name's best estimate and heaviest weight before a day, from the top down, past a History page's own sessions only.
    index("exercises_best_estimate_idx")
      .on(t.userId, sql`lower(trim(${t.name}))`, t.bestEstimate, t.date, t.completedSets)
      .where(sql`completed_sets > 0 AND best_estimate IS NOT NULL`),
    index("exercises_top_weight_idx")
      .on(t.userId, sql`lower(trim(${t.name}))`, t.topWeight, t.date, t.completedSets)
      .where(sql`completed_sets > 0 AND top_weight IS NOT NULL`),
    // A user's exercises by day, in their order: 'Last' and the export read them so, with no sort.
    index("exercises_user_day_idx").on(t.userId, t.date, t.sortOrder),
    // A program's sessions, read to work out its next workout.
    index("exercises_program_idx").on(t.programId, t.date).where(sql`program_id IS NOT NULL`),
  ],
);

export const exerciseSets = sqliteTable(
  "exercise_sets",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    exerciseId: integer("exercise_id")
      .notNull()
      .references(() => exercises.id, { onDelete: "cascade" }),
    userId: owner(),
    setNumber: integer("set_number").notNull(),
    weight: text("weight").notNull().default("0"),
    reps: text("reps").notNull().default(""),
    completed: integer("completed", { mode: "boolean" }).notNull().default(false),
    // 'normal', 'warmup', 'drop' or 'failure'; warm-ups count toward neither records nor volume.
    kind: text("kind").notNull().default("normal"),
    // How hard it was, 6 to 10 in halves; the time and distance of timed and cardio sets.
    rpe: real("rpe"),
    durationSeconds: integer("duration_seconds"),
    distanceMeters: real("distance_meters"),
    // As exercises.changed_at: per field, the phone's time of the change that wrote its value.
    changedAt: text("changed_at"),
  },
  (t) => [
    // Every read of set rows is by their exercise (the member's own, checked on it or on the row),
    // so this one index serves them all, the foreign key's cascade too. No second index led by
    // user_id: it would cost every set written another page in the commit, and a whole member's
    // sets are read through their exercises.
    uniqueIndex("exercise_sets_exercise_set_unique").on(t.exerciseId, t.setNumber),
  ],
);

export const workoutTemplates = sqliteTable(
  "workout_templates",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: owner(),
    name: text("name").notNull(),
    dayOfWeek: text("day_of_week"),
    // {exercises: [{name, sets, reps, weight, restTime}]}, read and written whole.
    data: text("data", { mode: "json" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("workout_templates_user_idx").on(t.userId, t.createdAt)],
);

export const meals = sqliteTable(
  "meals",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: owner(),
    date: text("date").notNull(),
    name: text("name").notNull(),
    // HH:MM:00, so meals of a day sort by time as text.
    time: text("time").notNull(),
    notes: text("notes"),
    isPrepped: integer("is_prepped", { mode: "boolean" }).notNull().default(false),
    isConsumed: integer("is_consumed", { mode: "boolean" }).notNull().default(false),
    // The cook's portion of the recipe, which the ingredients hold for a portion of 1.
    portion: real("portion").notNull().default(1),
    // The portions the ingredients make (a recipe serving 4), and its steps, source and times as JSON.
    servings: real("servings").notNull().default(1),
    recipe: text("recipe", { mode: "json" }),
    createdAt: createdAt(),
  },
  (t) => [index("meals_user_date_idx").on(t.userId, t.date, t.time)],
);

export const mealIngredients = sqliteTable(
  "meal_ingredients",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    mealId: integer("meal_id")
      .notNull()
      .references(() => meals.id, { onDelete: "cascade" }),
    userId: owner(),
    // The custom ingredient it was chosen from, one of the member's own. Not a foreign key: a key
    // needs an index by custom ingredient, and that index took a page of the write-ahead log per
    // distinct custom ingredient in every meal written, a large share of a day's copy, all to
    // serve a delete made a few times a year. Deleting a custom ingredient clears its links itself
    // (custom-ingredients/service.ts), through the member's meals; writes link only the member's
    // own (meals/service.ts, checkCustomIngredients).
    customIngredientId: integer("custom_ingredient_id"),
    name: text("name").notNull(),
    quantity: real("quantity").notNull(),
    unit: text("unit").notNull(),
    calories: real("calories"),
    protein: real("protein"),
    carbs: real("carbs"),
    fat: real("fat"),
    ...foodIngredientColumns(),
    isPrepped: integer("is_prepped", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    // Read by their meal, as set rows are by their exercise (see exercise_sets).
    index("meal_ingredients_meal_idx").on(t.mealId),
  ],
);

export const bodyComposition = sqliteTable(
  "body_composition",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: owner(),
    date: text("date").notNull(),
    weight: real("weight"),
    bodyFat: real("body_fat"),
    muscleMass: real("muscle_mass"),
    chest: real("chest"),
    waist: real("waist"),
    hips: real("hips"),
    leftArm: real("left_arm"),
    rightArm: real("right_arm"),
    leftThigh: real("left_thigh"),
    rightThigh: real("right_thigh"),
    notes: text("notes"),
    createdAt: createdAt(),
  },
  (t) => [index("body_composition_user_date_idx").on(t.userId, t.date)],
);

export type User = typeof users.$inferSelect;
