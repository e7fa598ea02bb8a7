// Goals' key: GET /api/goals, the stored goals with the body weight they use and what they come to.
// They are changed through PUT /api/profile with `goals` alone.
import type { UserDto } from "@shared/auth/contract";
import type { GoalsInput } from "@shared/goals/contract";
import { api } from "@web/lib/api";

export const keys = {
  goals: () => "/api/goals",
};

export const goalsApi = {
  /** PUT /api/profile with `goals` alone; the answer is the user. */
  save: (goals: GoalsInput) => api.put<UserDto>("/api/profile", { goals }),
};
