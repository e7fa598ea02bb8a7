// The admin screen's reads and changes (docs/behaviour/admin.md, "Admin"). The screen first asks whether
// the admin is signed in (GET /api/admin/session, always 200), and reads the user list and the
// settings only then: before sign-in it makes no request that is refused.
import useSWR, { useSWRConfig } from "swr";
import type { AdminSessionAnswer, AdminSettingsAnswer, AdminUserDto, BackupsInfo, HouseholdSettings } from "@shared/auth/contract";
import type { FormerMembersItems } from "@shared/household/contract";
import { fetcherOrNullOn401 } from "@web/lib/data";
import { adminApi, keys } from "./api";

const SIGNED_OUT: AdminSessionAnswer = { signedIn: false, username: null };

/** Whether the admin is signed in. */
export function useAdminSession() {
  return useSWR<AdminSessionAnswer>(keys.session(), { revalidateOnMount: true });
}

/**
 * The user list, read only while signed in; `data` is null when the session ended meanwhile (a 401
 * then shows the sign-in form again).
 */
export function useAdminUsers(signedIn: boolean) {
  return useSWR<AdminUserDto[] | null>(signedIn ? keys.users() : null, fetcherOrNullOn401<AdminUserDto[]>);
}

/** Household settings; read only on the dashboard, where the admin is signed in. */
export function useHouseholdSettings() {
  return useSWR<AdminSettingsAnswer>(keys.settings());
}

/** The backup panel: the newest automatic backup; read only on the dashboard. */
export function useBackupsInfo() {
  return useSWR<BackupsInfo>(keys.backups());
}

/** Removed members' shared items; read only on the dashboard. */
export function useFormerItems() {
  return useSWR<FormerMembersItems>(keys.formerItems());
}

/** The household's name; read only on the dashboard. */
export function useHouseholdName() {
  return useSWR<{ name: string }>(keys.household());
}

export function useAdminActions() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(keys.users());
  return {
    refresh,
    /** After sign-in: the session is read again, and with it the list. */
    signedIn: () => mutate(keys.session()),
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
    /** Deletes a removed member's shared item, then reads the list again. */
    deleteFormerItem: async (kind: "custom-ingredients" | "meal-templates", id: number) => {
      await adminApi.deleteFormerItem(kind, id);
      await mutate(keys.formerItems());
    },
    /** Renames the household and puts the server's answer in place. */
    renameHousehold: async (name: string) => {
      await mutate(keys.household(), await adminApi.renameHousehold(name), { revalidate: false });
    },
    /** Ends the admin session; never fails. */
    logout: async () => {
      try {
        await adminApi.logout();
      } catch {
        // The session may already be gone; leaving the dashboard is still right.
      }
    },
    /** Shows the sign-in form: the session and the list are forgotten without asking the server again. */
    forget: async () => {
      await mutate(keys.session(), SIGNED_OUT, { revalidate: false });
      await mutate(keys.users(), undefined, { revalidate: false });
      await mutate(keys.settings(), undefined, { revalidate: false });
      await mutate(keys.household(), undefined, { revalidate: false });
      await mutate(keys.formerItems(), undefined, { revalidate: false });
    },
  };
}
