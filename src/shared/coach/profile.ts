// The body figures the coach's formula reads from Profile (docs/behaviour/coach.md, "Before there
// is data"): what each may be, the words refusing anything else, and Mifflin-St Jeor. Free of zod:
// Profile's form and the coach screen load it for nothing.
import { COACH } from "@shared/limits";

export const SEXES = ["female", "male"] as const;
export type Sex = (typeof SEXES)[number];

export const ACTIVITY_LEVELS = ["sedentary", "light", "moderate", "active", "very_active"] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

/** What the day's movement multiplies the resting energy by; "light" when the member set none. */
export const ACTIVITY_FACTORS: Readonly<Record<ActivityLevel, number>> = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  active: 1.725,
  very_active: 1.9,
};
export const DEFAULT_ACTIVITY: ActivityLevel = "light";

/** Profile's four body figures, each set or cleared on its own. */
export const BODY_FIELDS = ["sex", "birthYear", "heightCm", "activityLevel"] as const;

export const HEIGHT_CM = { min: COACH.minHeightCm, max: COACH.maxHeightCm } as const;
export const BIRTH_YEAR_MIN = COACH.minBirthYear;
/** A member is at least COACH.minAge: the latest birth year this year allows. */
export const latestBirthYear = (year: number) => year - COACH.minAge;

export const SEX_MESSAGE = 'sex must be "female" or "male"';
export const ACTIVITY_MESSAGE = 'activityLevel must be "sedentary", "light", "moderate", "active" or "very_active"';
export const HEIGHT_MESSAGE = `heightCm must be a number from ${HEIGHT_CM.min} to ${HEIGHT_CM.max}`;
export const birthYearMessage = (year: number) => `birthYear must be a whole year from ${BIRTH_YEAR_MIN} to ${latestBirthYear(year)}`;

/** The body figures a member may give in Profile; each null until given. */
export type BodyProfile = { sex: Sex | null; birthYear: number | null; heightCm: number | null; activityLevel: ActivityLevel | null };

/**
 * Mifflin-St Jeor: resting energy from weight (kg), height (cm), age and sex, times the activity
 * factor. Null when sex, birth year or height is missing.
 */
export function mifflinStJeor(profile: BodyProfile, weightKg: number, year: number): number | null {
  if (profile.sex === null || profile.birthYear === null || profile.heightCm === null) return null;
  const age = year - profile.birthYear;
  const resting = 10 * weightKg + 6.25 * profile.heightCm - 5 * age + (profile.sex === "male" ? 5 : -161);
  return resting * ACTIVITY_FACTORS[profile.activityLevel ?? DEFAULT_ACTIVITY];
}
