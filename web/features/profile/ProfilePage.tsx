// Profile: who is signed in, name editing, the macro tracking setting and daily goals, units and plates, password
// and sessions, and sign-out (docs/behaviour/profile.md, "Profile").
import { useState, type FormEvent } from "react";
import type { UserDto } from "@shared/auth/contract";
import { TEXT } from "@shared/limits";
import { fieldMessages } from "@shared/validation";
import { Field } from "@web/components/Field";
import { FormError } from "@web/components/Form";
import { serverMessage } from "@web/lib/api";
import { CHECKS_UNAVAILABLE, lazyChecks } from "@web/lib/lazy-checks";
import { InfoIcon, LogOutIcon, PencilIcon } from "@web/components/Icons";
import { Page } from "@web/components/Page";
import { Switch } from "@web/components/Switch";
import { toast, toastError } from "@web/stores/toast";
import { useAuth, useAuthActions } from "@web/features/auth";
import { GoalsSection } from "@web/features/goals";
import { useProfileActions } from "./hooks";
import { confirmLeaving, dropWaitingOf } from "./sign-out";
import { AboutSection } from "./AboutSection";
import { ApiTokensSection } from "./ApiTokensSection";
import { BodyProfileSection } from "./BodyProfileSection";
import { DataTransferSection } from "./DataTransferSection";
import { HttpsNotice } from "./HttpsNotice";
import { initials } from "./initials";
import { SecuritySection } from "./SecuritySection";
import { MuscleTargetsSection } from "./MuscleTargetsSection";
import { UnitsSection } from "./UnitsSection";
import "./profile.css";

const checks = lazyChecks(() => import("./checks"));

function fullName(user: UserDto): string {
  return [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(" ");
}

function NameEditor({ user, onDone }: { user: UserDto; onDone: () => void }) {
  const actions = useProfileActions();
  const [firstName, setFirstName] = useState(user.firstName ?? "");
  const [lastName, setLastName] = useState(user.lastName ?? "");
  const [saving, setSaving] = useState(false);
  /** What the form found wrong, under each field, before sending. */
  const [errors, setErrors] = useState<{ firstName?: string; lastName?: string }>({});
  /** The server's refusal, in its own words. */
  const [refused, setRefused] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setRefused(null);
    const loaded = await checks.load().catch(() => null);
    if (!loaded) return setRefused(CHECKS_UNAVAILABLE);
    const parsed = loaded.profileSchema.safeParse({ firstName, lastName });
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error, ["firstName", "lastName"]));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await actions.saveNames({ firstName: parsed.data.firstName, lastName: parsed.data.lastName });
      toast({ title: "Profile updated" });
      onDone();
    } catch (err) {
      // A refusal with a reason says it in the form; a failure without one gets the toast.
      const message = serverMessage(err);
      if (message) setRefused(message);
      else toastError("Failed to update profile. Please try again.");
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="stack" onSubmit={onSubmit} onFocus={checks.warm} aria-label="Edit name" noValidate>
      <div className="field-row">
        <Field
          label="First Name"
          name="firstName"
          autoComplete="given-name"
          required
          maxLength={TEXT.personName}
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
          error={errors.firstName}
        />
        <Field
          label="Last Name"
          name="lastName"
          autoComplete="family-name"
          required
          maxLength={TEXT.personName}
          value={lastName}
          onChange={(e) => setLastName(e.target.value)}
          error={errors.lastName}
        />
      </div>
      <FormError message={refused} />
      <div className="button-row">
        <button type="button" className="btn btn-secondary" onClick={onDone} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? "Saving..." : "Save"}
        </button>
      </div>
    </form>
  );
}

function MacroTrackingSetting({ user }: { user: UserDto }) {
  const actions = useProfileActions();
  const [saving, setSaving] = useState(false);
  const enabled = user.macroTracking;

  const onChange = async (next: boolean) => {
    setSaving(true);
    try {
      await actions.setMacroTracking(next);
      toast({ title: next ? "Macro tracking enabled successfully" : "Macro tracking disabled successfully" });
    } catch {
      toastError("Failed to update macro tracking setting.");
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="card stack" aria-labelledby="account-settings-title">
      <h2 id="account-settings-title" className="card-title">
        Account Settings
      </h2>
      <Switch
        label="Macro Tracking"
        checked={enabled}
        disabled={saving}
        onChange={onChange}
        description="Track calories, protein, carbs and fat for your meals from the food database and your own ingredients."
      />
      {enabled ? (
        <div className="notice" role="note">
          <InfoIcon size={18} />
          <p>Macro tracking is on. Calories, protein, carbs and fat fields now appear on your meals and ingredients.</p>
        </div>
      ) : null}
    </section>
  );
}

export function ProfilePage() {
  const { user } = useAuth();
  const { signOut: endSession } = useAuthActions();
  const [editing, setEditing] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  if (!user) return null;
  const name = fullName(user);

  const signOut = async () => {
    if (!confirmLeaving(user.id)) return;
    setSigningOut(true);
    try {
      await endSession();
      dropWaitingOf(user.id);
    } catch {
      setSigningOut(false);
      toastError("Failed to sign out. Please try again.");
    }
  };

  return (
    <Page title="Profile">
      <section className="card stack" aria-label="Your profile">
        <div className="profile-head">
          <div className="avatar" aria-hidden="true">
            {initials(user)}
          </div>
          <div className="profile-id">
            <p className="profile-name">{name || "No name"}</p>
            <p className="muted profile-email">
              {/* An address too long for its line breaks after the '@', not before its last letter. */}
              {user.email.slice(0, user.email.indexOf("@") + 1)}
              <wbr />
              {user.email.slice(user.email.indexOf("@") + 1)}
            </p>
          </div>
          {!editing ? (
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => setEditing(true)}>
              <PencilIcon size={16} />
              Edit
            </button>
          ) : null}
        </div>
        {editing ? <NameEditor user={user} onDone={() => setEditing(false)} /> : null}
      </section>

      <HttpsNotice />

      <MacroTrackingSetting user={user} />

      {user.macroTracking ? <GoalsSection key={user.weightUnit} user={user} /> : null}

      <UnitsSection user={user} />

      <BodyProfileSection user={user} />

      <MuscleTargetsSection key={JSON.stringify(user.muscleTargets)} user={user} />

      <DataTransferSection />

      <SecuritySection />

      <ApiTokensSection />

      <AboutSection />

      <button type="button" className="btn btn-destructive-outline btn-block" onClick={signOut} disabled={signingOut}>
        <LogOutIcon size={18} />
        {signingOut ? "Signing out..." : "Sign Out"}
      </button>
    </Page>
  );
}
