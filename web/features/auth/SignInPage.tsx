// Sign-in / sign-up screen: shown at /login and, for visitors, on every path but /admin
// (docs/behaviour/auth.md, "Sign-in and sign-up").
import { useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { SIGNUPS_CLOSED } from "@shared/auth/messages";
import { MIN_PASSWORD_LENGTH, TEXT } from "@shared/limits";
import type { FieldErrors, FieldKey } from "./check";
import { isNetworkError, serverMessage } from "@web/lib/api";
import { CHECKS_UNAVAILABLE, lazyChecks } from "@web/lib/lazy-checks";
import { Field } from "@web/components/Field";
import { InfoIcon, LogoMark } from "@web/components/Icons";
import { ThemeToggle } from "@web/components/ThemeToggle";
import { SubmitButton } from "@web/components/Form";
import { toastError, useToastStore } from "@web/stores/toast";
import { useAuth, useAuthActions } from "./hooks";
import { SingleSignOn } from "./SingleSignOn";
import "./auth.css";

type Mode = "signin" | "signup";

const EMPTY = { email: "", password: "", confirmPassword: "", firstName: "", lastName: "" };
/** The form's checks bring the API's schemas (and zod): loaded when the form is first used. */
const checks = lazyChecks(() => import("./check"));

export function SignInPage() {
  const [, navigate] = useLocation();
  const { authEnabled, authMessage, loginUrl, signupsOpen, oidcName, passwordLogin } = useAuth();
  const actions = useAuthActions();
  const [mode, setMode] = useState<Mode>("signin");
  const [form, setForm] = useState(EMPTY);
  /** What the form found wrong before sending, under each field; the server's refusals are a toast. */
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const signingUp = mode === "signup";

  const set = (key: FieldKey) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  /** Each error shows once: under its field when the form finds it, in one 'Error' toast when the server does. */
  const fail = (message: string) => toastError(message);

  const switchMode = (next: Mode) => {
    setMode(next);
    setErrors({});
    setForm((f) => ({ ...f, password: "", confirmPassword: "" }));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    setErrors({});

    let call: () => ReturnType<typeof actions.signIn>;
    setSubmitting(true);
    const check = await checks.load().catch(() => null);
    if (!check) {
      setSubmitting(false);
      return fail(CHECKS_UNAVAILABLE);
    }
    if (signingUp) {
      const checked = check.checkSignUp(form);
      if (!checked.ok) {
        setSubmitting(false);
        return setErrors(checked.errors);
      }
      call = () => actions.signUp(checked.data);
    } else {
      const checked = check.checkSignIn(form);
      if (!checked.ok) {
        setSubmitting(false);
        return setErrors(checked.errors);
      }
      call = () => actions.signIn(checked.data, loginUrl);
    }

    try {
      const answer = await call();
      setSubmitting(false);
      // An error toast from an earlier attempt no longer applies.
      useToastStore.getState().dismiss();
      await actions.accept(answer);
      navigate("/");
    } catch (err) {
      setSubmitting(false);
      fail(isNetworkError(err) ? "Network error. Please try again." : (serverMessage(err) ?? "Authentication failed"));
    }
  };

  return (
    <div className="auth-screen">
      <div className="auth-topbar">
        <ThemeToggle />
      </div>
      <div className="auth-container">
        <div className="auth-brand">
          <LogoMark size={56} />
          <p className="auth-app-name">Kinfit</p>
          <h1 className="auth-title">Track your fitness journey</h1>
          <p className="muted">{signingUp ? "Create your account to get started." : "Sign in to continue."}</p>
        </div>

        {authEnabled ? null : (
          <div className="notice" role="note">
            <InfoIcon size={18} />
            <p>{authMessage ?? "Sign-in is not available on this server right now."}</p>
          </div>
        )}

        <SingleSignOn name={oidcName} />

        {passwordLogin ? (
          <form
            className="card auth-card stack"
            onSubmit={onSubmit}
            onFocus={checks.warm}
            noValidate
            aria-label={signingUp ? "Sign up" : "Sign in"}
          >
            {signingUp ? (
              <div className="field-row">
                <Field
                  label="First Name"
                  name="firstName"
                  autoComplete="given-name"
                  required
                  maxLength={TEXT.personName}
                  value={form.firstName}
                  onChange={set("firstName")}
                  error={errors.firstName}
                />
                <Field
                  label="Last Name"
                  name="lastName"
                  autoComplete="family-name"
                  required
                  maxLength={TEXT.personName}
                  value={form.lastName}
                  onChange={set("lastName")}
                  error={errors.lastName}
                />
              </div>
            ) : null}
            <Field
              label="Email"
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={form.email}
              onChange={set("email")}
              error={errors.email}
            />
            <Field
              label="Password"
              name="password"
              type="password"
              autoComplete={signingUp ? "new-password" : "current-password"}
              required
              value={form.password}
              onChange={set("password")}
              error={errors.password}
              hint={signingUp ? `At least ${MIN_PASSWORD_LENGTH} characters.` : undefined}
            />
            {signingUp ? (
              <Field
                label="Confirm Password"
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
                required
                value={form.confirmPassword}
                onChange={set("confirmPassword")}
                error={errors.confirmPassword}
              />
            ) : null}

            <SubmitButton busy={submitting} busyLabel={signingUp ? "Creating account..." : "Signing in..."}>
              {signingUp ? "Sign Up" : "Sign In"}
            </SubmitButton>
          </form>
        ) : null}

        {passwordLogin ? (
          <p className="auth-switch">
            {!signupsOpen && !signingUp ? (
              <span className="muted">{SIGNUPS_CLOSED}</span>
            ) : signingUp ? (
              <button type="button" className="link-button" onClick={() => switchMode("signin")}>
                Already have an account? Sign in
              </button>
            ) : (
              <button type="button" className="link-button" onClick={() => switchMode("signup")}>
                Don't have an account? Sign up
              </button>
            )}
          </p>
        ) : null}
      </div>
    </div>
  );
}
