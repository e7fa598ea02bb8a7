// 'Start': a template straight from its card onto today, or onto a day chosen here. The Workouts
// screen of that day opens and loads it (`?template=`), with the newest numbers and, when the day
// already has exercises, the same question as its own Load Template.
import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { parseIsoDate, todayIso } from "@shared/dates";
import type { WorkoutTemplateDto } from "@shared/workout-templates/contract";
import { Dialog } from "@web/components/Dialog";
import { Field } from "@web/components/Field";

/** The Workouts screen of `date`, loading template `id` as it opens. */
export const startLink = (id: number, date: string) => `/workouts?date=${date}&template=${id}`;

export function StartTemplateDialog({ template, onClose }: { template: WorkoutTemplateDto | null; onClose: () => void }) {
  const [, navigate] = useLocation();
  const [date, setDate] = useState(todayIso);
  useEffect(() => {
    if (template) setDate(todayIso());
  }, [template]);
  const valid = parseIsoDate(date) !== null;
  const start = (day: string) => template && navigate(startLink(template.id, day));

  return (
    <Dialog
      open={template !== null}
      onClose={onClose}
      title={template ? `Start ${template.name}` : "Start"}
      description="Its exercises are added to the day, with your latest numbers."
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" disabled={!valid} onClick={() => start(date)}>
            {date === todayIso() ? "Start today" : "Start on this day"}
          </button>
        </>
      }
    >
      <Field label="Day" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
    </Dialog>
  );
}
