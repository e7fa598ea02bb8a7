// Accounts: sign-up and sign-in, each starting a new session, and the user as the API answers it.
// Sign-up is not limited per address: only failed sign-ins are counted.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users, type User } from "../../db/schema";
import { conflict } from "../../errors";
import type { FailureLimiter } from "../../http/rate-limit";
import type { LoginInput, SignupInput, UserDto } from "../../shared/auth/contract";
import { checkCredentials, hashPassword } from "./password";
import { createSession, type NewSession } from "./sessions";

const INVALID_CREDENTIALS = "Invalid email or password";
const EMAIL_TAKEN = "An account with this email already exists";

export function toUserDto(u: User): UserDto {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    username: u.username,
    macroTracking: u.macroTracking,
    subscriptionStatus: u.subscriptionStatus,
    createdAt: u.createdAt,
  };
}

export async function signup(db: Db, input: SignupInput): Promise<{ user: User; session: NewSession }> {
  const passwordHash = await hashPassword(input.password);
  const created = db.transaction((tx) => {
    const existing = tx.select({ id: users.id }).from(users).where(eq(users.email, input.email)).get();
    if (existing) return undefined;
    return tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        firstName: input.firstName || null,
        lastName: input.lastName || null,
        username: input.email.split("@")[0] || null,
      })
      .returning()
      .get();
  }, { behavior: "immediate" });
  if (!created) throw conflict(EMAIL_TAKEN);
  return { user: created, session: createSession(db, created.id) };
}

export async function login(
  db: Db,
  limiter: FailureLimiter,
  input: LoginInput,
  clientKey: string,
): Promise<{ user: User; session: NewSession }> {
  const user = db.select().from(users).where(eq(users.email, input.email)).get();
  await checkCredentials({
    limiter,
    keys: { client: `ip:${clientKey}`, account: `account:${input.email}` },
    passwordHash: user?.passwordHash,
    password: input.password,
    failure: INVALID_CREDENTIALS,
  });
  return { user: user!, session: createSession(db, user!.id) };
}
