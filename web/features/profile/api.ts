// The profile's calls: PUT /api/profile changes the names or the macro tracking setting (its answer
// is the user, which the auth answer then holds: there is no separate profile read), and
// POST /api/profile/password changes the password; /api/tokens lists, makes and revokes the
// member's API tokens.
import type { ChangePasswordInput, ProfileInput, SetPasswordInput, UserDto } from "@shared/auth/contract";
import type { CreateTokenInput, NewApiTokenAnswer } from "@shared/auth/tokens";
import { api } from "@web/lib/api";

export const keys = {
  tokens: () => "/api/tokens",
};

export const profileApi = {
  update: (input: ProfileInput) => api.put<UserDto>("/api/profile", input),
  changePassword: (input: ChangePasswordInput) => api.post<{ ok: true }>("/api/profile/password", input),
  setPassword: (input: SetPasswordInput) => api.post<{ ok: true }>("/api/profile/set-password", input),
  createToken: (input: CreateTokenInput) => api.post<NewApiTokenAnswer>(keys.tokens(), input),
  revokeToken: (id: number) => api.delete<{ ok: true }>(`${keys.tokens()}/${id}`),
};
