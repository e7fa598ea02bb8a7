// The admin's switches for new sign-ups (open by default) and online barcode lookup (on by default). Closed, the sign-in screen says so
// instead of offering the sign-up form (docs/behaviour/admin.md, "Admin"). Beside it, how many sign-ups
// the hourly limit refused: a sign that someone is trying, and that closing may be wise.
import { useState } from "react";
import { Switch } from "@web/components/Switch";
import { signupsRefusedText } from "@shared/auth/messages";
import { errorMessage } from "@web/lib/api";
import { toast, toastError } from "@web/stores/toast";
import { HouseholdNameSetting } from "./HouseholdNameSetting";
import { useAdminActions, useHouseholdSettings } from "./hooks";

export function SignupsSetting() {
  const { data } = useHouseholdSettings();
  const actions = useAdminActions();
  const [saving, setSaving] = useState(false);
  if (!data) return null;

  const lookup = async (foodLookupOnline: boolean) => {
    setSaving(true);
    try {
      await actions.saveSettings({ foodLookupOnline });
      toast({ title: foodLookupOnline ? "Barcodes are looked up online" : "Barcodes are no longer looked up online" });
    } catch (err) {
      toastError(errorMessage(err, "Failed to save the setting"));
    } finally {
      setSaving(false);
    }
  };

  const change = async (signupsOpen: boolean) => {
    setSaving(true);
    try {
      await actions.saveSettings({ signupsOpen });
      toast({ title: signupsOpen ? "Sign-ups opened" : "Sign-ups closed" });
    } catch (err) {
      toastError(errorMessage(err, "Failed to save the setting"));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="card stack" aria-labelledby="household-title">
      <h2 id="household-title" className="card-title">
        Household
      </h2>
      <HouseholdNameSetting />
      <Switch
        label="Allow new sign-ups"
        checked={data.signupsOpen}
        disabled={saving}
        onChange={change}
        description="When off, the sign-in screen says sign-ups are closed; existing members still sign in."
      />
      {typeof data.signupsRefused === "number" && <p className="muted">{signupsRefusedText(data.signupsRefused)}</p>}
      <Switch
        label="Look up barcodes online"
        checked={data.foodLookupOnline !== false}
        disabled={saving}
        onChange={lookup}
        description="On by default: a barcode the household does not know yet is looked up on Open Food Facts, and what is found is kept for everyone. Off, only the household's own foods and those found before are found."
      />
    </section>
  );
}
