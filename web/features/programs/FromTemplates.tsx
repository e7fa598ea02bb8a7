// A program made from the member's own templates (docs/behaviour/programs.md, "A program"): one workout per
// template, in the order ticked, in a rotation; each repeats its numbers until the member sets a
// rule. Shown on the Programs screen when the member has templates.
import { useId, useState, type FormEvent } from "react";
import { todayIso } from "@shared/dates";
import { TEXT } from "@shared/limits";
import { Field } from "@web/components/Field";
import { FormError } from "@web/components/Form";
import { errorMessage } from "@web/lib/api";
import { toast } from "@web/stores/toast";
import { useWorkoutTemplates } from "@web/features/workout-templates";
import { useProgramActions } from "./hooks";

export function FromTemplates({ replaces }: { replaces: string | null }) {
  const { data: templates } = useWorkoutTemplates();
  const actions = useProgramActions();
  const titleId = useId();
  const [name, setName] = useState("");
  const [picked, setPicked] = useState<number[]>([]);
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!templates || templates.length === 0) return null;

  const toggle = (id: number) => setPicked((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!name.trim()) return setRefused("Give the program a name");
    if (picked.length === 0) return setRefused("Tick at least one template");
    setBusy(true);
    setRefused(null);
    try {
      const answer = await actions.start({ name: name.trim(), schedule: "rotation", templateIds: picked }, todayIso());
      toast({ title: `${name.trim()} started`, description: answer.next ? `Next: ${answer.next.workout}` : undefined });
      setName("");
      setPicked([]);
    } catch (error) {
      setRefused(errorMessage(error, "Failed to start the program. Please try again."));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card stack" aria-labelledby={titleId}>
      <div>
        <h3 id={titleId} className="card-title">
          From your templates
        </h3>
        <p className="muted small">
          {`Each template you tick becomes a workout, in the order ticked; the workouts follow ` +
            `one another whatever day you train.${replaces ? ` It replaces ${replaces}.` : ""}`}
        </p>
      </div>
      <form className="stack" onSubmit={submit} noValidate aria-label="Program from templates">
        <Field label="Program name" value={name} maxLength={TEXT.name} autoComplete="off" onChange={(e) => setName(e.target.value)} />
        <ul className="program-templates">
          {templates.map((t) => (
            <li key={t.id}>
              <label className="program-template">
                <input type="checkbox" checked={picked.includes(t.id)} onChange={() => toggle(t.id)} />
                <span>{t.name}</span>
                {picked.includes(t.id) ? <span className="badge badge-accent">{picked.indexOf(t.id) + 1}</span> : null}
              </label>
            </li>
          ))}
        </ul>
        <FormError message={refused} />
        <button type="submit" className="btn btn-secondary" disabled={busy}>
          {busy ? "Starting..." : "Start from templates"}
        </button>
      </form>
    </section>
  );
}
