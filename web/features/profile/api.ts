// The profile's calls: PUT /api/profile changes the names or the macro tracking setting (its answer
// is the user, which the auth answer then holds: there is no separate profile read), and
// POST /api/profile/password changes the password.
import type { ChangePasswordInput, ProfileInput, UserDto } from "@shared/auth/contract";
import { api } from "@web/lib/api";

export const profileApi = {
  update: (input: ProfileInput) => api.put<UserDto>("/api/profile", input),
  changePassword: (input: ChangePasswordInput) => api.post<{ ok: true }>("/api/profile/password", input),
};
