// The administrator's key and calls (/api/admin). The admin session is its own cookie, independent
// of any user session.
import type { AdminSettingsAnswer, AdminUserDto, HouseholdSettings } from "@shared/auth/contract";
import { api } from "@web/lib/api";

export const keys = {
  /** Whether this browser holds an admin session (200 either way). */
  session: () => "/api/admin/session",
  /** Every account, for the admin's list. */
  users: () => "/api/admin/users",
  /** The household settings (whether sign-ups are open) and the sign-ups the limit refused. */
  settings: () => "/api/admin/settings",
  /** The newest automatic backup and the schedule's last failure. */
  backups: () => "/api/admin/backups",
  /** The household's name, which members see in the header of the shared screens. */
  household: () => "/api/admin/household",
  /** Shared items of removed members, which stay until the admin deletes them. */
  formerItems: () => "/api/admin/former-items",
};

/** A fresh snapshot of the whole database, downloaded as a dated file (a link, not a fetch). */
export const BACKUP_DOWNLOAD_URL = "/api/admin/backup";

export const adminApi = {
  login: (username: string, password: string) => api.post<{ ok: true; username: string }>("/api/admin/login", { username, password }),
  logout: () => api.post<{ ok: true }>("/api/admin/logout"),
  deleteUser: (id: number) => api.delete<{ ok: true }>(`/api/admin/users/${id}`),
  saveSettings: (changes: Partial<HouseholdSettings>) => api.put<AdminSettingsAnswer>("/api/admin/settings", changes),
  deleteFormerItem: (kind: "custom-ingredients" | "meal-templates", id: number) =>
    api.delete<{ ok: true }>(`/api/admin/former-items/${kind}/${id}`),
  renameHousehold: (name: string) => api.put<{ name: string }>("/api/admin/household", { name }),
  resetPassword: (id: number) => api.post<{ password: string }>(`/api/admin/users/${id}/reset-password`),
};
