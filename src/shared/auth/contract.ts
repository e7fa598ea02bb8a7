// Account payloads and answers: what sign-up, sign-in, the profile and the admin sign-in send
// (the API validates with these schemas, the forms check with the same ones) and the user as the
// API returns it. Limits come from limits.ts (docs/behaviour/conventions.md, "Field limits").
import { z } from "zod";
import { lazySchema } from "@shared/lazy-schema";
import { MIN_PASSWORD_LENGTH, TEXT } from "@shared/limits";
import { DISTANCE_UNITS, LENGTH_UNITS, WEIGHT_UNITS, type DistanceUnit, type LengthUnit, type WeightUnit } from "@shared/units";
import { MAX_PLATE, MAX_PLATE_TYPES } from "@shared/workouts/plates";
import { goalsSchema, type Goals } from "@shared/goals/contract";
import { muscleTargetsSchema } from "@shared/exercise-library/contract";
import type { MuscleTargets } from "@shared/exercise-library/rules";
import { bodyProfileShape } from "@shared/coach/contract";
import type { BodyProfile } from "@shared/coach/profile";

const email = lazySchema(() =>
  z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(TEXT.email, "Email is too long")
    .pipe(z.email({ error: "Please enter a valid email address" }))
    .transform((s) => s.toLowerCase()),
);

const password = lazySchema(() =>
  z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(TEXT.password, `Password must be at most ${TEXT.password} characters`),
);

/** A first or last name: required, and blank or only spaces is no name ('First name is required'). */
const name = (label: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .max(TEXT.personName, `${label} must be at most ${TEXT.personName} characters`);

export const loginSchema = lazySchema(() => z.object({ email, password }));

/**
 * POST /api/signup. A name that is sent must not be blank; a script may leave both out (email and
 * password are what an account needs), but the sign-up form always asks for them.
 */
export const signupSchema = lazySchema(() =>
  z.object({
    email,
    password: password.refine((p) => p.length >= MIN_PASSWORD_LENGTH, {
      message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
    }),
    firstName: name("First name").optional(),
    lastName: name("Last name").optional(),
  }),
);

/** The sign-up form: the API payload with both names required, plus the confirmation, which never leaves the browser. */
export const signupFormSchema = lazySchema(() =>
  signupSchema
    .extend({ firstName: name("First name"), lastName: name("Last name"), confirmPassword: z.string() })
    .refine((v) => v.password === v.confirmPassword, {
      message: "Passwords don't match",
      path: ["confirmPassword"],
    }),
);

const platesMessage = `plates must be a list of up to ${MAX_PLATE_TYPES} different weights, each more than 0 and at most ${MAX_PLATE}`;

/**
 * PUT /api/profile: the names and the settings (macro tracking, units, the plate set, goals), any of
 * them. A name that is sent must not be blank: an account keeps its first and last name.
 */
export const profileSchema = lazySchema(() =>
  z
    .object({
      firstName: name("First name").optional(),
      lastName: name("Last name").optional(),
      macroTracking: z.boolean({ error: "macroTracking must be true or false" }).optional(),
      weightUnit: z.enum(WEIGHT_UNITS, { error: "weightUnit must be lb or kg" }).optional(),
      lengthUnit: z.enum(LENGTH_UNITS, { error: "lengthUnit must be in or cm" }).optional(),
      distanceUnit: z.enum(DISTANCE_UNITS, { error: "distanceUnit must be km or mi" }).optional(),
      /** The plates the user owns, in the weight unit (the one sent with them, or the current one). */
      plates: z
        .array(z.number({ error: platesMessage }).gt(0, platesMessage).max(MAX_PLATE, platesMessage), { error: platesMessage })
        .min(1, platesMessage)
        .max(MAX_PLATE_TYPES, platesMessage)
        .refine((list) => new Set(list).size === list.length, { message: platesMessage })
        .optional(),
      /** Daily nutrition goals: the fields sent replace the stored ones, the others stay. */
      goals: goalsSchema.optional(),
      /** Weekly sets per muscle aimed at: the muscles sent replace theirs (null: back to 10-20), the others stay. */
      muscleTargets: muscleTargetsSchema.optional(),
      /** The coach's body figures (sex, birthYear, heightCm, activityLevel): each sent replaces, null clears. */
      ...bodyProfileShape(),
    })
    .refine((v) => Object.values(v).some((x) => x !== undefined), {
      message: "Nothing to update: send firstName and lastName, or macroTracking, weightUnit, lengthUnit, plates or goals",
    }),
);

export const adminLoginSchema = lazySchema(() =>
  z.object({
    username: z.string({ error: "Username is required" }).trim().min(1, "Username is required").max(TEXT.username),
    password,
  }),
);

export type LoginInput = z.infer<typeof loginSchema>;
export type SignupInput = z.infer<typeof signupSchema>;
export type ProfileInput = z.infer<typeof profileSchema>;

/** A user as the API returns it. */
export type UserDto = {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  macroTracking: boolean;
  subscriptionStatus: string;
  createdAt: string;
  /** Display units; the API's weights are always pounds and its lengths inches. */
  weightUnit: WeightUnit;
  lengthUnit: LengthUnit;
  /** Distances' display unit: the member's choice, else the weight unit's system (kg: km, lb: mi); the API's distances are metres. Always sent. */
  distanceUnit?: DistanceUnit;
  /** The plate calculator's plates in `weightUnit`, heaviest first. */
  plates: number[];
  /** Daily nutrition goals, every field present (null when unset); protein per body weight is per pound. */
  goals: Goals;
  /** Weekly sets per muscle aimed at, [low, high], for the muscles the member set (others: 10-20). */
  muscleTargets: MuscleTargets;
  /** False for a member who came by single sign-on or the proxy and has set no password yet. */
  hasPassword?: boolean;
} & BodyProfile;

/** A user as the admin list shows it. */
export type AdminUserDto = Pick<UserDto, "id" | "email" | "firstName" | "lastName" | "username" | "subscriptionStatus" | "createdAt">;

/** GET /api/auth/user, and the answer of sign-in and sign-up. */
export type AuthAnswer = {
  isAuthenticated: boolean;
  user: UserDto | null;
  authEnabled: boolean;
  loginUrl: string;
  /** Whether the sign-in screen offers sign-up (the admin can close it); absent means open. */
  signupsOpen?: boolean;
  /** The single sign-on button's name ("Sign in with NAME"); absent without single sign-on. */
  oidcName?: string;
  /** False: the sign-in screen offers no password sign-in (--password-login off); absent means on. */
  passwordLogin?: boolean;
  /** Why a visitor is not signed in ('Not authenticated'). */
  message?: string;
  /**
   * When the signed-in session ends (ms since 1970): until then a phone that cannot reach the
   * server may open as this member (docs/behaviour/offline.md, "Offline").
   */
  sessionExpiresAt?: number;
};

/**
 * GET /api/admin/session: whether this browser holds an admin session. Always 200, so the admin
 * screen learns it without a refused request before sign-in.
 */
export type AdminSessionAnswer = { signedIn: boolean; username: string | null };

/** What the admin decides for the whole household. */
/** `foodLookupOnline`: whether a barcode the household does not know is looked up on Open Food Facts. */
export type HouseholdSettings = { signupsOpen: boolean; foodLookupOnline: boolean };

/**
 * GET and PUT /api/admin/settings: the settings, and how many sign-ups the hourly limit refused
 * since the server started (--signup-limit).
 */
export type AdminSettingsAnswer = HouseholdSettings & { signupsRefused: number };

export const settingsSchema = lazySchema(() =>
  z
    .object({
      signupsOpen: z.boolean({ error: "signupsOpen must be true or false" }).optional(),
      foodLookupOnline: z.boolean({ error: "foodLookupOnline must be true or false" }).optional(),
    })
    .refine((v) => v.signupsOpen !== undefined || v.foodLookupOnline !== undefined, {
      message: "Nothing to update: send signupsOpen or foodLookupOnline",
    }),
);

/** The answer to a sign-up while the admin has closed them. */
export { SIGNUPS_CLOSED } from "./messages";

/** Profile's 'Change password': the current one (checked like a sign-in) and the new one. */
export const changePasswordSchema = lazySchema(() =>
  z.object({
    currentPassword: z
      .string({ error: "Current password is required" })
      .min(1, "Current password is required")
      .max(TEXT.password, `Current password must be at most ${TEXT.password} characters`),
    newPassword: z
      .string({ error: "New password is required" })
      .min(MIN_PASSWORD_LENGTH, `New password must be at least ${MIN_PASSWORD_LENGTH} characters`)
      .max(TEXT.password, `New password must be at most ${TEXT.password} characters`),
  }),
);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Profile's 'Set a password', for a member who came by single sign-on or the proxy and has none. */
export const setPasswordSchema = lazySchema(() => changePasswordSchema.pick({ newPassword: true }));
export type SetPasswordInput = z.infer<typeof setPasswordSchema>;

/** The admin screen's backup panel: the newest automatic backup and how the schedule stands. */
export type BackupsInfo = {
  /** The newest automatic backup in the backup folder; null when there is none yet. */
  last: { name: string; takenAt: string; bytes: number } | null;
  /** How many automatic backups the folder holds, and how many are kept. */
  count: number;
  keep: number;
  /** The last automatic backup that failed since the last good one. */
  lastError: { at: string; message: string } | null;
  /** The server itself: its build, why the food table is unavailable, since when the disk is full. */
  server: { version: string; foodTable: string | null; diskFullSince: string | null };
};
