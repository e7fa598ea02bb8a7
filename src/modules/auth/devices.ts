// Known devices: a browser that signed in to an account gets a device cookie, signed over the user
// id and a random device id with a key kept in the database. At a later sign-in to that account the
// cookie lets the browser pass the account's ceiling of failed sign-ins (src/http/rate-limit.ts),
// so a guesser spread over many addresses cannot lock a member out; the browser's own address's
// counts still hold it, wherever the cookie is replayed from. A password change, an admin reset
// and 'Sign out everywhere' forget every device of the account.
import { and, asc, eq, notInArray } from "drizzle-orm";
import { timingSafeEqual } from "node:crypto";
import type { Conn, Db } from "@db/client";
import { inTransaction } from "@db/prepared";
import { devices, settings } from "@db/schema";
import { hashToken } from "./tokens";

export const DEVICE_COOKIE = "kinfit_device";
/** Browsers keep a cookie at most about 400 days. */
export const DEVICE_MS = 400 * 24 * 60 * 60 * 1000;
/** Devices remembered per account; the oldest are forgotten past it. */
const MAX_DEVICES = 20;
const KEY_SETTING = "deviceKey";
const MAX_COOKIE_LENGTH = 200;

const keys = new WeakMap<Db, string>();

/** The signing key, made once per database and kept in it, so cookies outlive a restart. */
function signingKey(db: Db): string {
  const known = keys.get(db);
  if (known) return known;
  const fresh = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("hex");
  db.insert(settings).values({ key: KEY_SETTING, value: fresh }).onConflictDoNothing().run();
  const key = db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY_SETTING)).get()!.value;
  keys.set(db, key);
  return key;
}

const signature = (db: Db, userId: number, deviceId: string) =>
  new Bun.CryptoHasher("sha256", signingKey(db)).update(`${userId}.${deviceId}`).digest("base64url");

/** Whether `cookie` is a device cookie of `userId` that is still remembered. */
export function isKnownDevice(db: Db, cookie: string | undefined, userId: number): boolean {
  if (!cookie || cookie.length > MAX_COOKIE_LENGTH) return false;
  const [uid, deviceId, sig, ...rest] = cookie.split(".");
  if (rest.length > 0 || !deviceId || !sig || uid !== String(userId)) return false;
  const expected = Buffer.from(signature(db, userId, deviceId));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const row = db
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.id, hashToken(deviceId)), eq(devices.userId, userId)))
    .get();
  return row !== undefined;
}

/**
 * After a right password: the browser's device cookie for `userId`, a new one unless `cookie`
 * already is one (then undefined: nothing to set).
 */
export function rememberDevice(db: Db, userId: number, cookie: string | undefined): string | undefined {
  if (isKnownDevice(db, cookie, userId)) return undefined;
  const deviceId = Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString("base64url");
  inTransaction(db, (tx) => {
    tx.insert(devices)
      .values({ id: hashToken(deviceId), userId })
      .run();
    const newest = tx.select({ id: devices.id }).from(devices).where(eq(devices.userId, userId)).orderBy(asc(devices.createdAt)).all();
    const kept = newest.slice(-MAX_DEVICES).map((d) => d.id);
    tx.delete(devices)
      .where(and(eq(devices.userId, userId), notInArray(devices.id, kept)))
      .run();
  });
  return `${userId}.${deviceId}.${signature(db, userId, deviceId)}`;
}

/** Forgets every device of `userId`: their cookies no longer pass the account's ceiling. */
export function forgetDevices(conn: Conn, userId: number): void {
  conn.delete(devices).where(eq(devices.userId, userId)).run();
}
