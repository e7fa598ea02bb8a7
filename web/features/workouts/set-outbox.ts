// The app's set outbox: each member's queue in localStorage, sent through the workouts API; and what
// a sign-out on this phone does with the changes still waiting (docs/behaviour.md, "Saving sets
// offline").
import type { WorkoutDto } from "../../../src/shared/workouts/contract";
import { OFFLINE_HEADER } from "../../lib/offline";
import { keys, workoutsApi } from "./api";
import { createMemberOutboxes } from "./outbox-members";

export const setOutboxes = createMemberOutboxes({
  storage: () => localStorage,
  // When the change was made on this phone: the server keeps the later change to a field, whichever
  // phone's reaches it last (docs/behaviour.md, "Offline").
  send: (entry) => workoutsApi.updateSet(entry.exerciseId, entry.setNumber, { ...entry.change, changedAt: entry.at }),
  isOnline: () => typeof navigator === "undefined" || navigator.onLine !== false,
});

/**
 * The signed-in member's day as the server has it, or null when the server did not say. Read past
 * lib/api.ts because a kept answer (the service worker's, when the server cannot be reached) must
 * not decide whose changes these are: it may have been kept before the account changed.
 */
export async function readOwnDay(date: string): Promise<WorkoutDto | null> {
  const res = await fetch(keys.day(date), { credentials: "include", headers: { Accept: "application/json" } });
  if (!res.ok || res.headers.get(OFFLINE_HEADER) === "1") return null;
  return (await res.json()) as WorkoutDto;
}

/** What signing out asks while the member's set changes wait. */
export const signOutQuestion = (waiting: number) =>
  waiting === 1 ? "1 change is still waiting to sync: sign out anyway?" : `${waiting} changes are still waiting to sync: sign out anyway?`;

/** Before a member signs out on this phone: true to go on (nothing waits, or they chose to leave it). */
export function confirmSignOut(userId: number): boolean {
  const waiting = setOutboxes.count(userId);
  return waiting === 0 || window.confirm(signOutQuestion(waiting));
}

/** After the member signed out on purpose: the changes they left waiting go, never sent. */
export const dropSetChangesOf = (userId: number) => setOutboxes.drop(userId);
