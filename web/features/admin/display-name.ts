// How the admin screen names an account (docs/behaviour/admin.md, "Admin").
import type { AdminUserDto } from "@shared/auth/contract";

/** First and last name, else either one, else the username, else 'No name'. */
export function displayName(u: Pick<AdminUserDto, "firstName" | "lastName" | "username">): string {
  const first = u.firstName?.trim();
  const last = u.lastName?.trim();
  if (first && last) return `${first} ${last}`;
  return first || last || u.username?.trim() || "No name";
}
