// The app's workout outbox: each member's queue in localStorage, sent through the workouts API; and
// what a sign-out on this phone does with the changes still waiting (docs/behaviour/workouts.md, "Saving sets
// offline").
import type { WorkoutDto } from "@shared/workouts/contract";
import { ApiError } from "@web/lib/api";
import { OFFLINE_HEADER } from "@web/lib/offline";
import { isSetEntry, type OutboxEntry } from "./outbox-queue";
import { keys, workoutsApi } from "@web/features/workouts/api";
import { createMemberOutboxes } from "./outbox-members";

/** The exercise in a path: its id once the server has given one, else the id the phone made. */
const pathOf = (ref: { exerciseId: number; clientId?: string }) => (ref.exerciseId > 0 || !ref.clientId ? ref.exerciseId : ref.clientId);

/**
 * One waiting change, sent. Each carries when it was made on this phone: the server keeps the later
 * change to a field, whichever phone's reaches it last (docs/behaviour/offline.md, "Offline").
 */
async function send(entry: OutboxEntry): Promise<unknown> {
  if (isSetEntry(entry)) return workoutsApi.updateSet(pathOf(entry), entry.setNumber, { ...entry.change, changedAt: entry.at });
  if (entry.kind === "add") {
    const exercises = entry.exercises.map((e) => ({ ...e, isCompleted: false }));
    return workoutsApi.append(entry.date, entry.dayOfWeek, exercises, entry.mode);
  }
  if (entry.kind === "edit") return workoutsApi.updateExercise(pathOf(entry), { ...entry.change, changedAt: entry.at });
  if (entry.kind === "finish") return workoutsApi.finish(entry.date, entry.finishedAt);
  if (entry.kind === "warmups") return workoutsApi.addWarmups(pathOf(entry), entry.sets);
  try {
    await workoutsApi.deleteExercise(pathOf(entry));
  } catch (error) {
    // Already gone (sent before, or deleted on another phone): what the change asked for holds.
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  return null;
}

export const setOutboxes = createMemberOutboxes({
  storage: () => localStorage,
  send,
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

/**
 * Before a member signs out on this phone: true to go on (nothing waits, or they chose to leave it).
 * `otherWaiting`: the member's changes waiting in the phone's other stores (shopping ticks).
 */
export function confirmSignOut(userId: number, otherWaiting = 0): boolean {
  const waiting = setOutboxes.count(userId) + otherWaiting;
  return waiting === 0 || window.confirm(signOutQuestion(waiting));
}

/** After the member signed out on purpose: the changes they left waiting go, never sent. */
export const dropSetChangesOf = (userId: number) => setOutboxes.drop(userId);
