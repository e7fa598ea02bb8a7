// The sign-in form's own checks, with the API's schemas. Loaded when the form is first used, not
// with the screen: the schemas bring zod, which the screen does not need to show itself.
import { loginSchema, signupFormSchema, type LoginInput, type SignupInput } from "@shared/auth/contract";
import type { z } from "zod";
import { fieldMessages } from "@shared/validation";

export type FieldKey = "email" | "password" | "confirmPassword" | "firstName" | "lastName";
export type FieldErrors = Partial<Record<FieldKey, string>>;
type Checked<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

const KEYS: readonly FieldKey[] = ["email", "password", "confirmPassword", "firstName", "lastName"];

/** The first message of each field, to show under it. */
const fieldErrors = (error: z.ZodError): FieldErrors => fieldMessages(error, KEYS);

export function checkSignIn(form: { email: string; password: string }): Checked<LoginInput> {
  const parsed = loginSchema.safeParse({ email: form.email, password: form.password });
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}

export function checkSignUp(form: Record<FieldKey, string>): Checked<SignupInput> {
  const parsed = signupFormSchema.safeParse(form);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    // The confirmation is compared even while another field is still wrong.
    if (form.password !== form.confirmPassword) errors.confirmPassword ??= "Passwords don't match";
    return { ok: false, errors };
  }
  const { email, password, firstName, lastName } = parsed.data;
  return { ok: true, data: { email, password, firstName, lastName } };
}
