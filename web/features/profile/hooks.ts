// Changes of the profile (docs/behaviour/profile.md, "Profile"): each waits for the server and puts the
// user it answers in place of the signed-in user, so every screen sees the change at once.
import useSWR, { useSWRConfig } from "swr";
import type { ChangePasswordInput, ProfileInput, SetPasswordInput, UserDto } from "@shared/auth/contract";
import type { ApiTokenDto, CreateTokenInput } from "@shared/auth/tokens";
import { useAuth } from "@web/features/auth";
import { keys, profileApi } from "./api";

/** The member's API tokens, as listed (never the tokens themselves). */
export const useApiTokens = () => useSWR<ApiTokenDto[]>(keys.tokens());

/** Making a token (its answer holds the token, shown once) and revoking one; the list is read again after each. */
export function useTokenActions() {
  const { mutate } = useSWRConfig();
  return {
    create: async (input: CreateTokenInput) => {
      const made = await profileApi.createToken(input);
      await mutate(keys.tokens());
      return made;
    },
    revoke: async (id: number) => {
      await profileApi.revokeToken(id);
      await mutate(keys.tokens());
    },
  };
}

const isUser = (answer: unknown): answer is UserDto => Boolean(answer && typeof answer === "object" && "weightUnit" in answer);

export function useProfileActions() {
  const { setUser, refresh } = useAuth();
  /** A settings change: the answer is the user; one that is not (a proxy's page, say) is not trusted. */
  const saveSettings = async (input: ProfileInput) => {
    const updated = await profileApi.update(input);
    if (isUser(updated)) await setUser(updated);
    else await refresh();
  };
  return {
    /** The server checks the current password and signs the account's other devices out. */
    changePassword: (input: ChangePasswordInput) => profileApi.changePassword(input),
    /** A first password, for a member who came by single sign-on: the user is read again (hasPassword). */
    setPassword: async (input: SetPasswordInput) => {
      await profileApi.setPassword(input);
      await refresh();
    },
    saveNames: async (names: Pick<ProfileInput, "firstName" | "lastName">) => {
      const updated = await profileApi.update(names);
      await setUser(updated);
    },
    /** An answer that is not a user (a proxy's page, say) is not trusted: the user is read again. */
    setMacroTracking: async (macroTracking: boolean) => {
      const updated = await profileApi.update({ macroTracking });
      if (updated && typeof updated === "object" && "macroTracking" in updated) await setUser(updated);
      else await refresh();
    },
    /** Display units only: no stored weight or length changes (docs/behaviour/conventions.md, "Units"). */
    setUnits: (units: Pick<ProfileInput, "weightUnit" | "lengthUnit" | "distanceUnit">) => saveSettings(units),
    /** The plate calculator's plates, in the user's weight unit. */
    setPlates: (plates: number[]) => saveSettings({ plates }),
    /** Weekly sets aimed at per muscle; a muscle sent as null goes back to 10-20. */
    setMuscleTargets: (muscleTargets: NonNullable<ProfileInput["muscleTargets"]>) => saveSettings({ muscleTargets }),
    /** The coach's body figures; null clears one. */
    saveBody: (body: Pick<ProfileInput, "sex" | "birthYear" | "heightCm" | "activityLevel">) => saveSettings(body),
  };
}
