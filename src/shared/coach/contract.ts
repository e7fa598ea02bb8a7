// The coach's requests and answers (docs/behaviour/coach.md): the day asked about, the goal, the
// week's look, and Profile's body figures the formula reads. Weights are pounds, as every weight of
// the API.
import { z } from "zod";
import { lazySchema } from "@shared/lazy-schema";
import { isoDateSchema } from "@shared/date-schema";
import { parseIsoDate, WEEKDAY_NAMES } from "@shared/dates";
import { COACH } from "@shared/limits";
import {
  ACTIVITY_LEVELS,
  ACTIVITY_MESSAGE,
  BIRTH_YEAR_MIN,
  birthYearMessage,
  DIRECTIONS,
  HEIGHT_CM,
  HEIGHT_MESSAGE,
  latestBirthYear,
  SEX_MESSAGE,
  SEXES,
  type CoachGoal,
  type Expenditure,
  type Targets,
} from "./rules";

/** The most a goal's rate may be whatever the trend weight (pounds a week); the 1% rule is usually lower. */
export const MAX_RATE_PER_WEEK = COACH.maxRatePerWeek;
export const RATE_MESSAGE = `ratePerWeek must be a number from 0 to ${MAX_RATE_PER_WEEK} (pounds a week)`;
export const WEEK_START_MESSAGE = "weekStart must be a Monday (YYYY-MM-DD)";

/** GET /api/coach?today= and POST /api/coach/apply?today=: the client's own calendar day. */
export const coachQuerySchema = lazySchema(() => z.object({ today: isoDateSchema("today") }));

/** GET /api/coach/week?weekStart=: a Monday. */
export const coachWeekQuerySchema = lazySchema(() =>
  z.object({
    weekStart: isoDateSchema("weekStart").refine((s) => parseIsoDate(s)?.getUTCDay() === 1, { message: WEEK_START_MESSAGE }),
  }),
);

/** PUT /api/coach/goal. The check-in day is Monday when left out; a maintained weight's rate is 0. */
export const coachGoalSchema = lazySchema(() =>
  z.object({
    direction: z.enum(DIRECTIONS, { error: 'direction must be "lose", "maintain" or "gain"' }),
    ratePerWeek: z.number({ error: RATE_MESSAGE }).min(0, RATE_MESSAGE).max(MAX_RATE_PER_WEEK, RATE_MESSAGE),
    checkInDay: z.enum(WEEKDAY_NAMES, { error: "checkInDay must be a weekday name, Monday to Sunday" }).optional(),
  }),
);
export type CoachGoalInput = z.infer<typeof coachGoalSchema>;

const wholeAtLeast0 = (field: string) => {
  const message = `${field} must be a whole number from 0 to 100,000`;
  return z.number({ error: message }).int(message).min(0, message).max(100_000, message);
};

/**
 * An export's `coach`, as an import reads it back: the goal (or null) and the check-ins whose
 * targets were applied. A file from before the coach has none.
 */
export const importCoachSchema = lazySchema(() =>
  z.object({
    goal: z.union([coachGoalSchema.required({ checkInDay: true }), z.null()], { error: "coach.goal must be a goal or null" }),
    checkIns: z
      .array(
        z.object({
          date: isoDateSchema("date"),
          expenditure: wholeAtLeast0("expenditure"),
          trendWeight: z.number({ error: "trendWeight must be a weight in pounds" }).gt(0).max(2000),
          direction: z.enum(DIRECTIONS, { error: 'direction must be "lose", "maintain" or "gain"' }),
          ratePerWeek: z.number({ error: RATE_MESSAGE }).min(0, RATE_MESSAGE).max(MAX_RATE_PER_WEEK, RATE_MESSAGE),
          calories: wholeAtLeast0("calories"),
          protein: wholeAtLeast0("protein"),
          carbs: wholeAtLeast0("carbs"),
          fat: wholeAtLeast0("fat"),
        }),
        { error: "coach.checkIns must be a list" },
      )
      .max(COACH.maxCheckIns, `coach.checkIns: at most ${COACH.maxCheckIns}`),
  }),
);

/**
 * Profile's body figures, as PUT /api/profile takes them: each may be null (cleared) or left out.
 * The latest birth year follows the calendar, so it is read when a value is checked.
 */
export const bodyProfileShape = () => ({
  sex: z.enum(SEXES, { error: SEX_MESSAGE }).nullable().optional(),
  birthYear: z
    .number({ error: birthYearMessage(new Date().getUTCFullYear()) })
    .int(birthYearMessage(new Date().getUTCFullYear()))
    .refine((y) => y >= BIRTH_YEAR_MIN && y <= latestBirthYear(new Date().getUTCFullYear()), {
      error: () => birthYearMessage(new Date().getUTCFullYear()),
    })
    .nullable()
    .optional(),
  heightCm: z.number({ error: HEIGHT_MESSAGE }).min(HEIGHT_CM.min, HEIGHT_MESSAGE).max(HEIGHT_CM.max, HEIGHT_MESSAGE).nullable().optional(),
  activityLevel: z.enum(ACTIVITY_LEVELS, { error: ACTIVITY_MESSAGE }).nullable().optional(),
});

/** The check-in the answer's targets belong to. `applied`: the member put its targets in their goals. */
export type CheckIn = { date: string; next: string; isToday: boolean; applied: boolean };

/** A stored check-in: the targets applied for a check-in day and the estimate they came from. */
export type CheckInRecord = Targets & {
  date: string;
  expenditure: number;
  trendWeight: number;
  direction: CoachGoal["direction"];
  ratePerWeek: number;
};

/** A recommendation: the targets, and the estimate (kcal) and trend weight (pounds) they were made from. */
export type Recommendation = Targets & { expenditure: number; trendWeight: number; source: Expenditure["source"] };

/** GET /api/coach?today=. `goal` is null until the member sets one (the targets then hold their weight). */
export type CoachAnswer = {
  expenditure: Expenditure;
  goal: CoachGoal | null;
  recommendation: Recommendation | null;
  checkIn: CheckIn;
  /** Each of the last 12 weeks' days: intake (kcal, null when not logged) and weight (pounds, null when not weighed). */
  history: { date: string; intake: number | null; weight: number | null }[];
  /** The estimate and the trend weight at the start of each of the last 12 weeks, oldest first. */
  weeks: { date: string; expenditure: number | null; trendWeight: number | null }[];
};

/** GET /api/coach/week?weekStart=: the week in one look. */
export type CoachWeek = {
  weekStart: string;
  training: {
    sessions: number;
    hardSets: { muscle: string; sets: number; low: number; high: number }[];
    prs: { name: string; weight: number }[];
  };
  nutrition: {
    daysLogged: number;
    averageCalories: number | null;
    averageProtein: number | null;
    caloriesGoal: number | null;
    proteinGoal: number | null;
  };
  body: { trendChange: number | null; trendWeight: number | null };
  targets: Recommendation | null;
};

/** POST /api/coach/apply's answer: the check-in stored. */
export type ApplyAnswer = { checkIn: CheckInRecord };
