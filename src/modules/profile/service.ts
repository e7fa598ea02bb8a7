// The signed-in user's own profile: names, macro tracking, display units, the plate set and the
// daily nutrition goals, and the weekly sets aimed at per muscle.
import type { Db } from "@db/client";
import { inTransaction } from "@db/prepared";
import type { ProfileInput } from "@shared/auth/contract";
import { BODY_FIELDS } from "@shared/coach/profile";
import type { Muscle, MuscleTargets } from "@shared/exercise-library/rules";
import type { GoalsAnswer } from "@shared/goals/contract";
import { goalsOf, mergeGoals, resolveGoals } from "@shared/goals/rules";
import { latestBodyWeight, updateUser, userRow, type ProfileChanges, type User } from "./store";

export function updateProfile(db: Db, userId: number, input: ProfileInput): User {
  return inTransaction(db, (tx) => {
    const current = userRow(tx, userId);
    const changes: ProfileChanges = {};
    if (input.firstName !== undefined) changes.firstName = input.firstName || null;
    if (input.lastName !== undefined) changes.lastName = input.lastName || null;
    if (input.macroTracking !== undefined) changes.macroTracking = input.macroTracking;
    if (input.weightUnit !== undefined) changes.weightUnit = input.weightUnit;
    if (input.lengthUnit !== undefined) changes.lengthUnit = input.lengthUnit;
    if (input.distanceUnit !== undefined) changes.distanceUnit = input.distanceUnit;
    if (input.plates !== undefined) {
      // Plates belong to a unit: a kg set and a lb set are kept apart, so switching units back
      // and forth keeps both.
      const unit = input.weightUnit ?? (current.weightUnit === "kg" ? "kg" : "lb");
      changes.plates = { ...(current.plates ?? {}), [unit]: [...input.plates].sort((a, b) => b - a) };
    }
    if (input.goals !== undefined) {
      changes.goals = mergeGoals(current.goals, input.goals);
    }
    if (input.muscleTargets !== undefined) {
      const targets: MuscleTargets = { ...(current.muscleTargets ?? {}) };
      for (const [muscle, band] of Object.entries(input.muscleTargets) as [Muscle, [number, number] | null][]) {
        if (band) targets[muscle] = band;
        else delete targets[muscle];
      }
      changes.muscleTargets = targets;
    }
    // The coach's body figures: each sent replaces the stored one, null clears it.
    for (const key of BODY_FIELDS) if (input[key] !== undefined) Object.assign(changes, { [key]: input[key] });
    return updateUser(tx, userId, changes);
  });
}

/** GET /api/goals: the goals, the body weight they use and what they resolve to. */
export function goalsAnswer(db: Db, user: User): GoalsAnswer {
  const goals = goalsOf(user.goals);
  const bodyWeight = latestBodyWeight(db, user.id);
  return { goals, bodyWeight, resolved: resolveGoals(goals, bodyWeight) };
}
