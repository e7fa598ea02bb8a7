// What signing out on this phone does with the member's changes still waiting, in every store the
// phone keeps them in (set changes, shopping ticks): it asks how many wait, and drops them once the
// member has chosen to go (docs/behaviour/offline.md, "Offline"; SECURITY.md, "A shared phone").
import { dropTicksOf, waitingTicksOf } from "@web/features/meals";
import { confirmSignOut, dropSetChangesOf } from "@web/features/workouts";

/** True to go on: nothing of the member waits, or they chose to leave it. */
export const confirmLeaving = (userId: number) => confirmSignOut(userId, waitingTicksOf(userId));

/** After the member signed out on purpose: what they left waiting goes, never sent. */
export function dropWaitingOf(userId: number) {
  dropSetChangesOf(userId);
  dropTicksOf(userId);
}
