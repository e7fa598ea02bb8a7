// The admin screen's read and changes (docs/behaviour.md, "Admin"). The user list doubles as the
// "is the admin signed in" check: a 401 reads as null, which shows the admin sign-in form.
import useSWR, { useSWRConfig } from "swr";
import type { AdminUserDto, BackupsInfo, HouseholdSettings } from "../../../src/shared/auth/contract";
import { fetcherOrNullOn401 } from "../../lib/data";
import { adminApi, keys } from "./api";

/** The user list; `data` is null while the admin is not signed in (401). */
export function useAdminUsers() {
  return useSWR<AdminUserDto[] | null>(keys.users(), fetcherOrNullOn401<AdminUserDto[]>);
}

/** Household settings; read only on the dashboard, where the admin is signed in. */
export function useHouseholdSettings() {
  return useSWR<HouseholdSettings>(keys.settings());
}

/** The backup panel: the newest automatic backup; read only on the dashboard. */
export function useBackupsInfo() {
  return useSWR<BackupsInfo>(keys.backups());
}

export function useAdminActions() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(keys.users());
  return {
    refresh,
    /** Only the request: the screen says so before it reads the list, which the session now opens. */
    login: (username: string, password: string) => adminApi.login(username, password),
    /** Only the request: the screen closes its confirmation before the list is read again (`refresh`). */
    deleteUser: (id: number) => adminApi.deleteUser(id),
    /** A one-time password for the member, answered once. */
    resetPassword: async (id: number) => (await adminApi.resetPassword(id)).password,
    /** Saves settings and puts the server's answer in place. */
    saveSettings: async (changes: Partial<HouseholdSettings>) => {
      await mutate(keys.settings(), await adminApi.saveSettings(changes), { revalidate: false });
    },
    /** Ends the admin session; never fails. */
    logout: async () => {
      try {
        await adminApi.logout();
      } catch {
        // The session may already be gone; leaving the dashboard is still right.
      }
    },
    /** Shows the sign-in form: the list is forgotten without asking the server again. */
    forget: () => mutate(keys.users(), null, { revalidate: false }),
  };
}
