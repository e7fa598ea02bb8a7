// The avatar's initials on the profile screen: up to two letters from the names, else the email's
// first letter, whole even outside the basic plane.
import type { UserDto } from "@shared/auth/contract";

/** The first character, whole even outside the basic plane (charAt would split a surrogate pair). */
const firstChar = (s: string | null | undefined) => Array.from(s?.trim() ?? "")[0] ?? "";

/** Upper case, unless that makes two letters of one (ß -> SS). */
const upper = (c: string) => (Array.from(c.toUpperCase()).length === 1 ? c.toUpperCase() : c);

/** Avatar initials, up to 2 letters. */
export function initials(u: Pick<UserDto, "firstName" | "lastName" | "email">): string {
  const letters = [firstChar(u.firstName), firstChar(u.lastName)].map(upper).join("");
  return letters || upper(firstChar(u.email));
}
