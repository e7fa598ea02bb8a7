// Profile's 'Body' card: the figures the coach's formula reads before it has learned from the
// member's data (docs/behaviour/coach.md, "Before there is data"). Each is optional; the height is
// in centimetres whatever the length unit, as the API keeps it.
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { UserDto } from "@shared/auth/contract";
import { ACTIVITY_LEVELS, HEIGHT_CM, SEXES, type ActivityLevel, type Sex } from "@shared/coach/profile";
import { FormError } from "@web/components/Form";
import { errorMessage } from "@web/lib/api";
import { toast } from "@web/stores/toast";
import { useProfileActions } from "./hooks";

const ACTIVITY_WORDS: Record<ActivityLevel, string> = {
  sedentary: "Sedentary",
  light: "Light (the default)",
  moderate: "Moderate",
  active: "Active",
  very_active: "Very active",
};

const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text.replace(",", ".")));

/** The card's anchor: the Coach links here when the formula lacks a figure. */
export const BODY_PROFILE_ANCHOR = "body-profile";

export function BodyProfileSection({ user }: { user: UserDto }) {
  const card = useRef<HTMLFormElement>(null);
  // A link to the card (from the Coach) opens Profile scrolled to it.
  useEffect(() => {
    if (window.location.hash === `#${BODY_PROFILE_ANCHOR}`) card.current?.scrollIntoView({ block: "start" });
  }, []);
  const { saveBody } = useProfileActions();
  const [sex, setSex] = useState<Sex | "">(user.sex ?? "");
  const [birthYear, setBirthYear] = useState(user.birthYear === null ? "" : String(user.birthYear));
  const [height, setHeight] = useState(user.heightCm === null ? "" : String(user.heightCm));
  const [activity, setActivity] = useState<ActivityLevel | "">(user.activityLevel ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await saveBody({
        sex: sex || null,
        birthYear: numberOrNull(birthYear),
        heightCm: numberOrNull(height),
        activityLevel: activity || null,
      });
      toast({ title: "Body figures saved" });
    } catch (error) {
      setProblem(errorMessage(error, "Failed to save. Please try again."));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={card} id={BODY_PROFILE_ANCHOR} className="card stack body-profile" aria-label="Body" onSubmit={submit}>
      <div>
        <h2 className="card-title">Body</h2>
        <p className="muted small">Used by the Coach for a first estimate of your energy needs.</p>
      </div>
      <label className="field">
        <span>Sex</span>
        <select className="input" value={sex} onChange={(e) => setSex(e.target.value as Sex | "")}>
          <option value="">Not set</option>
          {SEXES.map((s) => (
            <option key={s} value={s}>
              {s === "female" ? "Female" : "Male"}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Birth year</span>
        <input className="input" inputMode="numeric" value={birthYear} onChange={(e) => setBirthYear(e.target.value)} />
      </label>
      <label className="field">
        <span>
          Height (cm, {HEIGHT_CM.min}-{HEIGHT_CM.max})
        </span>
        <input className="input" inputMode="decimal" value={height} onChange={(e) => setHeight(e.target.value)} />
      </label>
      <label className="field">
        <span>Activity level</span>
        <select className="input" value={activity} onChange={(e) => setActivity(e.target.value as ActivityLevel | "")}>
          <option value="">Not set</option>
          {ACTIVITY_LEVELS.map((a) => (
            <option key={a} value={a}>
              {ACTIVITY_WORDS[a]}
            </option>
          ))}
        </select>
      </label>
      {problem ? <FormError message={problem} /> : null}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        Save body figures
      </button>
    </form>
  );
}
