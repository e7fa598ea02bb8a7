// Administrator calls. The admin session is its own cookie: independent of any user session.
import useSWR from "swr";
import type { AdminUserDto } from "../../src/shared/auth";
import { api } from "../lib/api";
import { fetcherOrNullOn401 } from "../lib/data";

export type AdminUser = AdminUserDto;

export const ADMIN_USERS_KEY = "/api/admin/users";

/** The user list; `data` is null while the admin is not signed in (401). */
export function useAdminUsers() {
  return useSWR<AdminUser[] | null>(ADMIN_USERS_KEY, fetcherOrNullOn401<AdminUser[]>);
}

export const adminApi = {
  login: (username: string, password: string) =>
    api.post<{ ok: true; username: string }>("/api/admin/login", { username, password }),
  logout: () => api.post<{ ok: true }>("/api/admin/logout"),
  deleteUser: (id: number) => api.delete<{ ok: true }>(`/api/admin/users/${id}`),
};
