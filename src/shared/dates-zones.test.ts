// The date rules under the time zones that break local-midnight arithmetic: each zone runs the
// date tests (dates.test.ts, the screens' date words) and the API's calendar test in a process of
// its own, with TZ set. Pacific/Apia skipped 2011-12-30, America/Santiago moves its clocks at
// midnight, Pacific/Kiritimati sits at UTC+14, America/St_Johns half an hour off the hour.
import { describe, expect, test } from "bun:test";

// The repository root (no node:path here: src/shared imports only src/shared and zod).
const root = `${import.meta.dir}/../..`;
const ZONES = ["Pacific/Apia", "America/Santiago", "Pacific/Kiritimati", "America/St_Johns"];
const FILES = [
  "./src/shared/dates.test.ts",
  "./web/lib/words.test.ts",
  "./web/components/chart.test.ts",
  "./src/modules/workouts/calendar-dates.test.ts",
];

describe("dates under other time zones", () => {
  test.each(ZONES)(
    "TZ=%s: every date exists, every week has seven days, today is the local date",
    async (zone) => {
      const proc = Bun.spawn([process.execPath, "test", "--timeout=20000", ...FILES], {
        cwd: root,
        env: { ...process.env, TZ: zone },
        stdout: "pipe",
        stderr: "pipe",
      });
      const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
      const report = `${out}\n${err}`;
      // Only what failed, with its reason, when something did.
      const failed = report.split("\n").filter((line) => /^\(fail\)|^error:|^Expected|^Received/.test(line.trim()));
      expect(failed).toEqual([]);
      expect(report).toMatch(/ [1-9]\d* pass/);
      expect(code).toBe(0);
    },
    60_000,
  );

  test("a zone set for a process is the one its dates use", () => {
    const probe = Bun.spawnSync([process.execPath, "-e", "console.log(new Date(2011, 11, 30).getDate())"], {
      env: { ...process.env, TZ: "Pacific/Apia" },
    });
    expect(probe.stdout.toString().trim()).toBe("31");
  });
});
