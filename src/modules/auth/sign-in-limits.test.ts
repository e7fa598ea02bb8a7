// Sign-in limits through the API: a refused attempt never clears the counts.
import { describe, expect, test } from "bun:test";
import { Client, testApp } from "../../test/harness";

const PASSWORD = "correct horse";

describe("a refused attempt never clears the failure counts", () => {
  test("two wrong passwords in parallel then a third at once, repeated, checks no more guesses than the plain attack", async () => {
    const { app } = testApp();
    await new Client(app).post("/api/signup", { email: "mum@example.com", password: PASSWORD, firstName: "Test", lastName: "User" });
    const attacker = new Client(app);
    const guess = (n: number) => attacker.post("/api/login", { email: "mum@example.com", password: n === 20 ? PASSWORD : `guess ${n}` });
    const answers = [];
    for (let round = 0; round < 8; round++) {
      const pair = [guess(round * 3), guess(round * 3 + 1)];
      // The third arrives while the first two are being checked: the address's hash queue is full.
      const third = guess(round * 3 + 2);
      answers.push(...(await Promise.all([...pair, third])));
    }
    const checked = answers.filter((a) => a.status === 401 || a.status === 200).length;
    const busy = answers.filter((a) => a.body?.message === "Too many requests at once from your address. Please try again in a moment.");
    expect(busy.length).toBeGreaterThan(0);
    // The plain attack from one address checks the five free tries, then waits.
    expect(checked).toBeLessThanOrEqual(5);
    expect(answers.some((a) => a.status === 200)).toBe(false);
  });
});
