// A full disk says so: a write refused for want of space answers 507 with words, is logged once per
// episode (not a stack per request), shows on /admin, and the episode ends with the next write
// that succeeds. The disk is filled by capping the database's pages (SQLITE_FULL, as a full disk).
import { describe, expect, test } from "bun:test";
import { DISK_FULL_MESSAGE, ServerStatus } from "./db/server-status";
import { signedUpClient, testApp } from "./test/harness";

describe("a full disk", () => {
  test("507 with words, logged once per episode, over when a write succeeds", async () => {
    const logged: string[] = [];
    const stacks: string[] = [];
    const status = new ServerStatus("test", (m) => logged.push(m));
    const { app, db } = testApp({ status, logError: (m) => stacks.push(m) });
    const { client } = await signedUpClient(app);
    const sqlite = db.$client;
    const pages = () => (sqlite.query("PRAGMA page_count").get() as { page_count: number }).page_count;
    sqlite.exec(`PRAGMA max_page_count = ${pages()}`);

    const note = (day: number) => client.put(`/api/workouts/2026-01-${String(day).padStart(2, "0")}/note`, { note: "x".repeat(400) });
    const answers: number[] = [];
    for (let day = 1; day <= 28; day++) {
      const res = await note(day);
      answers.push(res.status);
      if (res.status === 507) expect(res.body).toEqual({ message: DISK_FULL_MESSAGE });
    }
    expect(answers).toContain(507);
    expect(answers.every((s) => s === 200 || s === 507)).toBe(true);
    expect(logged.filter((m) => m.includes("disk is full"))).toHaveLength(1);
    expect(stacks).toEqual([]);
    expect(status.info().diskFullSince).not.toBeNull();

    // Room again: the next write succeeds and ends the episode.
    sqlite.exec("PRAGMA max_page_count = 1000000");
    expect((await note(28)).status).toBe(200);
    expect(status.info().diskFullSince).toBeNull();
    expect(logged.at(-1)).toContain("has room again");
    // A second episode is logged again.
    sqlite.exec(`PRAGMA max_page_count = ${pages()}`);
    for (let day = 1; day <= 28 && status.info().diskFullSince === null; day++)
      await client.put(`/api/workouts/2026-02-${String(day).padStart(2, "0")}/note`, { note: "y".repeat(400) });
    expect(logged.filter((m) => m.includes("disk is full"))).toHaveLength(2);
  });
});
