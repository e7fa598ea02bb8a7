// Profile's 'Security' card: change the password (current and new; other devices are signed out),
// or set a first one for a member who came by single sign-on, and sign out everywhere
// (docs/behaviour/profile.md, "Profile").
import { useState, type FormEvent } from "react";
import { TEXT } from "@shared/limits";
import { firstIssueMessage } from "@shared/validation";
import { Field } from "@web/components/Field";
import { LogOutIcon } from "@web/components/Icons";
import { errorMessage } from "@web/lib/api";
import { CHECKS_UNAVAILABLE, lazyChecks } from "@web/lib/lazy-checks";
import { toast, toastError } from "@web/stores/toast";
import { useAuth, useAuthActions } from "@web/features/auth";
import { useProfileActions } from "./hooks";
import { confirmLeaving, dropWaitingOf } from "./sign-out";

const checks = lazyChecks(() => import("./checks"));

/** `first`: the member has no password yet (single sign-on): no current one is asked for. */
function ChangePasswordForm({ onDone, first }: { onDone: () => void; first: boolean }) {
  const actions = useProfileActions();
  const [currentPassword, setCurrent] = useState("");
  const [newPassword, setNew] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const loaded = await checks.load().catch(() => null);
    if (!loaded) return setError(CHECKS_UNAVAILABLE);
    const parsed = first
      ? loaded.setPasswordSchema.safeParse({ newPassword })
      : loaded.changePasswordSchema.safeParse({ currentPassword, newPassword });
    if (!parsed.success) return setError(firstIssueMessage(parsed.error));
    if (newPassword !== confirm) return setError("Passwords don't match");
    setError(null);
    setSaving(true);
    try {
      if (first) await actions.setPassword({ newPassword });
      else await actions.changePassword({ currentPassword, newPassword });
      toast({ title: first ? "Password set" : "Password changed", description: "Your other devices have been signed out." });
      onDone();
    } catch (err) {
      setError(errorMessage(err, "Failed to change password. Please try again."));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="stack" onSubmit={submit} onFocus={checks.warm} aria-label={first ? "Set a password" : "Change password"} noValidate>
      {first ? null : (
        <Field
          label="Current Password"
          type="password"
          autoComplete="current-password"
          maxLength={TEXT.password}
          autoFocus
          value={currentPassword}
          onChange={(e) => setCurrent(e.target.value)}
        />
      )}
      <Field
        label="New Password"
        type="password"
        autoComplete="new-password"
        maxLength={TEXT.password}
        value={newPassword}
        onChange={(e) => setNew(e.target.value)}
      />
      <Field
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        maxLength={TEXT.password}
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="button-row">
        <button type="button" className="btn btn-secondary" onClick={onDone} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving || (!first && !currentPassword) || !newPassword}>
          {saving ? "Saving..." : first ? "Set Password" : "Change Password"}
        </button>
      </div>
    </form>
  );
}

export function SecuritySection() {
  const { user } = useAuth();
  const { signOutEverywhere } = useAuthActions();
  const [changing, setChanging] = useState(false);
  const [busy, setBusy] = useState(false);
  // A member who came by single sign-on or the proxy has no password until they set one.
  const first = user?.hasPassword === false;

  const everywhere = async () => {
    if (user && !confirmLeaving(user.id)) return;
    setBusy(true);
    try {
      await signOutEverywhere();
      if (user) dropWaitingOf(user.id);
    } catch {
      setBusy(false);
      toastError("Failed to sign out. Please try again.");
    }
  };

  return (
    <section className="card stack" aria-labelledby="security-title">
      <h2 id="security-title" className="card-title">
        Security
      </h2>
      {changing ? (
        <ChangePasswordForm onDone={() => setChanging(false)} first={first} />
      ) : (
        <button type="button" className="btn btn-secondary btn-block" onClick={() => setChanging(true)}>
          {first ? "Set a password" : "Change password"}
        </button>
      )}
      {/* Folded away: the everyday 'Sign Out' below stays the one sign-out button in sight. */}
      <details className="security-sessions">
        <summary>Signed in on other devices?</summary>
        <div className="stack">
          <p className="muted small">Signs this account out on every phone and computer, this one included.</p>
          <button type="button" className="btn btn-secondary btn-block" onClick={everywhere} disabled={busy}>
            <LogOutIcon size={18} />
            {busy ? "Signing out..." : "Sign out everywhere"}
          </button>
        </div>
      </details>
    </section>
  );
}
