// Account payloads, shared by the API's validation and the web forms.
import { z } from "zod";

export const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 256;
const MAX_NAME_LENGTH = 100;

const email = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email({ error: "Please enter a valid email address" }))
  .transform((s) => s.toLowerCase());

const password = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

const name = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(MAX_NAME_LENGTH, `${label} must be at most ${MAX_NAME_LENGTH} characters`);

export const loginSchema = z.object({ email, password });

export const signupSchema = z.object({
  email,
  password: password.refine((p) => p.length >= MIN_PASSWORD_LENGTH, {
    message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  }),
  firstName: name("First name").optional(),
  lastName: name("Last name").optional(),
});

/** The sign-up form: the API payload plus the confirmation, which never leaves the browser. */
export const signupFormSchema = signupSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });

export const profileSchema = z
  .object({
    firstName: name("First name").optional(),
    lastName: name("Last name").optional(),
    macroTracking: z.boolean({ error: "macroTracking must be true or false" }).optional(),
  })
  .refine((v) => v.firstName !== undefined || v.lastName !== undefined || v.macroTracking !== undefined, {
    message: "Nothing to update: send firstName and lastName, or macroTracking",
  });

export const adminLoginSchema = z.object({
  username: z.string({ error: "Username is required" }).trim().min(1, "Username is required").max(100),
  password,
});

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
};

/** A user as the admin list shows it. */
export type AdminUserDto = Pick<UserDto, "id" | "email" | "firstName" | "lastName" | "username" | "subscriptionStatus" | "createdAt">;

export type AuthAnswer = {
  isAuthenticated: boolean;
  user: UserDto | null;
  authEnabled: boolean;
  loginUrl: string;
};

/** Admin list name rule (spec, Admin): first+last, else first, else last, else username, else 'No name'. */
export function displayName(u: Pick<UserDto, "firstName" | "lastName" | "username">): string {
  const first = u.firstName?.trim();
  const last = u.lastName?.trim();
  if (first && last) return `${first} ${last}`;
  return first || last || u.username?.trim() || "No name";
}

/** The first character, whole even outside the basic plane (charAt would split a surrogate pair). */
const firstChar = (s: string | null | undefined) => Array.from(s?.trim() ?? "")[0] ?? "";

/** Upper case, unless that makes two letters of one (ß -> SS). */
const upper = (c: string) => (Array.from(c.toUpperCase()).length === 1 ? c.toUpperCase() : c);

/** Avatar initials, up to 2 letters. */
export function initials(u: Pick<UserDto, "firstName" | "lastName" | "email">): string {
  const letters = [firstChar(u.firstName), firstChar(u.lastName)].map(upper).join("");
  return letters || upper(firstChar(u.email));
}
