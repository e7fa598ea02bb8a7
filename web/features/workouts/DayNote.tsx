// The day's note under its exercises ("Gym was busy", "left knee sore"): saved when the box is left,
// kept in the day's cache, and said plainly when it could not be saved (the text stays in the box).
import { useEffect, useId, useState } from "react";
import { useSWRConfig } from "swr";
import { TEXT } from "@shared/limits";
import type { WorkoutDto } from "@shared/workouts/contract";
import { serverMessage } from "@web/lib/api";
import { toastError } from "@web/stores/toast";
import { keys, workoutsApi } from "./api";

export function DayNote({ date, note }: { date: string; note: string | null }) {
  const id = useId();
  const { mutate } = useSWRConfig();
  const [text, setText] = useState(note ?? "");
  const [saving, setSaving] = useState(false);
  useEffect(() => setText(note ?? ""), [note]);

  const save = async () => {
    const next = text.trim();
    if (next === (note ?? "") || saving) return;
    setSaving(true);
    try {
      const answer = await workoutsApi.setNote(date, next);
      // Only the note: the day's exercises on screen may hold changes still on their way.
      await mutate<WorkoutDto>(keys.day(date), (day) => (day ? { ...day, note: answer.note ?? null } : day), { revalidate: false });
    } catch (error) {
      const why = serverMessage(error);
      toastError(
        why ? `The note was not saved. ${why}` : "The note was not saved: no connection. It stays here; leave the box again to retry.",
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="field day-note">
      <label htmlFor={id}>Workout note</label>
      <textarea
        id={id}
        className="input"
        rows={2}
        maxLength={TEXT.notes}
        placeholder="How did it go?"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => void save()}
      />
    </div>
  );
}
