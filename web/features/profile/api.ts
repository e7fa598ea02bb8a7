// The profile's call: PUT /api/profile changes the names or the macro tracking setting. Its answer
// is the user, which the auth answer then holds (there is no separate profile read).
import type { ProfileInput, UserDto } from "../../../src/shared/auth/contract";
import { api } from "../../lib/api";

export const profileApi = {
  update: (input: ProfileInput) => api.put<UserDto>("/api/profile", input),
};
