// The database compiles each SQL text once and reuses it, under drizzle as under plain use.
import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { openDatabase } from "./client";
import { migrate } from "./migrate";
import { users } from "./schema";

test("a SQL text is compiled once and its statement reused; results are those of a fresh one", () => {
  const db = openDatabase(":memory:");
  migrate(db.$client);
  const sqlite = db.$client;
  expect(sqlite.prepare("SELECT 1 AS n")).toBe(sqlite.prepare("SELECT 1 AS n"));
  expect(sqlite.prepare("SELECT ? AS n", [2]).get()).toEqual({ n: 2 });

  const add = (email: string) =>
    db.insert(users).values({ email, passwordHash: "x", firstName: "A", lastName: "B" }).returning({ id: users.id }).get();
  const a = add("a@example.com");
  const b = add("b@example.com");
  const byId = (id: number) => db.select({ email: users.email }).from(users).where(eq(users.id, id)).get();
  // The same statement answers each call with that call's parameters.
  expect(byId(a.id)?.email).toBe("a@example.com");
  expect(byId(b.id)?.email).toBe("b@example.com");
  expect(byId(999)).toBeUndefined();
  // Inside a transaction, and rolled back, the kept statements still answer rightly.
  expect(() =>
    db.transaction((tx) => {
      tx.update(users).set({ firstName: "Changed" }).where(eq(users.id, a.id)).run();
      throw new Error("rolled back");
    }),
  ).toThrow("rolled back");
  expect(db.select({ firstName: users.firstName }).from(users).where(eq(users.id, a.id)).get()?.firstName).toBe("A");
});

test("at most 400 statements are kept, the oldest going first", () => {
  const sqlite = openDatabase(":memory:").$client;
  const first = sqlite.prepare("SELECT 0 AS n");
  for (let i = 1; i <= 400; i++) sqlite.prepare(`SELECT ${i} AS n`);
  expect(sqlite.prepare("SELECT 400 AS n")).toBe(sqlite.prepare("SELECT 400 AS n"));
  expect(sqlite.prepare("SELECT 0 AS n")).not.toBe(first);
  expect(sqlite.prepare("SELECT 0 AS n").get()).toEqual({ n: 0 });
});
