// Changes of the profile (docs/behaviour.md, "Profile"): each waits for the server and puts the
// user it answers in place of the signed-in user, so every screen sees the change at once.
import type { ChangePasswordInput, ProfileInput } from "../../../src/shared/auth/contract";
import { useAuth } from "../auth";
import { profileApi } from "./api";

export function useProfileActions() {
  const { setUser, refresh } = useAuth();
  return {
    /** The server checks the current password and signs the account's other devices out. */
    changePassword: (input: ChangePasswordInput) => profileApi.changePassword(input),
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
  };
}
