// Sign-in / sign-up screen: shown at /login and, for visitors, on every path but /admin
// (docs/behaviour.md, "Sign-in and sign-up").
import { useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { loginSchema, signupFormSchema, SIGNUPS_CLOSED } from "../../../src/shared/auth/contract";
import { MIN_PASSWORD_LENGTH } from "../../../src/shared/limits";
import { firstIssueMessage } from "../../../src/shared/validation";
import { isNetworkError, serverMessage } from "../../lib/api";
import { Field } from "../../components/Field";
import { InfoIcon, LogoMark } from "../../components/Icons";
import { ThemeToggle } from "../../components/ThemeToggle";
import { FormError, SubmitButton } from "../../components/Form";
import { toastError, useToastStore } from "../../stores/toast";
import { useAuth, useAuthActions } from "./hooks";
import "./auth.css";

type Mode = "signin" | "signup";

const EMPTY = { email: "", password: "", confirmPassword: "", firstName: "", lastName: "" };

export function SignInPage() {
  const [, navigate] = useLocation();
  const { authEnabled, authMessage, loginUrl, signupsOpen } = useAuth();
  const actions = useAuthActions();
  const [mode, setMode] = useState<Mode>("signin");
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const signingUp = mode === "signup";

  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const fail = (message: string) => {
    setError(message);
    toastError(message);
  };

  const switchMode = (next: Mode) => {
    setMode(next);
    setError(null);
    setForm((f) => ({ ...f, password: "", confirmPassword: "" }));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    setError(null);

    let call: () => ReturnType<typeof actions.signIn>;
    if (signingUp) {
      const parsed = signupFormSchema.safeParse(form);
      if (!parsed.success) return fail(firstIssueMessage(parsed.error));
      const { email, password, firstName, lastName } = parsed.data;
      call = () => actions.signUp({ email, password, firstName, lastName });
    } else {
      const parsed = loginSchema.safeParse({ email: form.email, password: form.password });
      if (!parsed.success) return fail(firstIssueMessage(parsed.error));
      call = () => actions.signIn(parsed.data, loginUrl);
    }

    setSubmitting(true);
    try {
      const answer = await call();
      setSubmitting(false);
      // An error toast from an earlier attempt no longer applies.
      useToastStore.getState().dismiss();
      await actions.accept(answer);
      navigate("/");
    } catch (err) {
      setSubmitting(false);
      fail(isNetworkError(err) ? "Network error. Please try again." : serverMessage(err) ?? "Authentication failed");
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

        <form className="card auth-card stack" onSubmit={onSubmit} noValidate aria-label={signingUp ? "Sign up" : "Sign in"}>
          {signingUp ? (
            <div className="field-row">
              <Field label="First Name" name="firstName" autoComplete="given-name" value={form.firstName} onChange={set("firstName")} />
              <Field label="Last Name" name="lastName" autoComplete="family-name" value={form.lastName} onChange={set("lastName")} />
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
          />
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete={signingUp ? "new-password" : "current-password"}
            required
            value={form.password}
            onChange={set("password")}
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
            />
          ) : null}

          <FormError message={error} />
          <SubmitButton busy={submitting} busyLabel={signingUp ? "Creating account..." : "Signing in..."}>
            {signingUp ? "Sign Up" : "Sign In"}
          </SubmitButton>
        </form>

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
      </div>
    </div>
  );
}
