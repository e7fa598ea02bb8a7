// Records which of the server's functions a start and a day's use run, for the build to lay their
// bytecode out together at the front of the executable (Bun's --bytecode-order): the pages a
// running server touches are then mostly used ones, so less of the executable stays resident.
//   npm run build:order      builds the server unordered (in a scratch folder), uses it as a member
//                            would, writes scripts/bytecode-order.txt; then `npm run build`
//
// The file names functions by a hash of their code, so one recorded from an older build still
// places every function that has not changed; run this again after large changes to the server.
// A function the file does not name is placed after the named ones, so a stale file costs memory,
// never correctness.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { addDays, toIsoDate } from "@shared/dates";
import { freePort } from "./free-port";

const root = join(import.meta.dir, "..");
export const ORDER_FILE = join(root, "scripts/bytecode-order.txt");

/** Builds `executable` without an order, so that a run of it names every function it uses. */
export function buildUnordered(executable: string, quiet = false): void {
  const build = Bun.spawnSync([process.execPath, "scripts/build.ts", "--no-bytecode-order", `--outfile=${executable}`], {
    cwd: root,
    stdout: quiet ? "ignore" : "inherit",
    stderr: "inherit",
  });
  if (build.exitCode !== 0) throw new Error(`the build failed (${build.exitCode})`);
}

/** Starts `executable` on a new database, uses it as a member would, stops it: `out` names what ran. */
export async function recordOrder(executable: string, out: string): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), "kinfit-order-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = Bun.spawn([executable, "--host", "127.0.0.1", "--port", String(port), "--db", join(work, "kinfit.db")], {
    cwd: work,
    env: { PATH: process.env.PATH ?? "", ADMIN_PASSWORD: "order admin password", KINFIT_SIGNUP_LIMIT: "0", BUN_BYTECODE_ORDER_OUT: out },
    stdout: "ignore",
    stderr: "inherit",
  });
  try {
    const t0 = performance.now();
    while (
      !(await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (server.exitCode !== null || performance.now() - t0 > 20_000) throw new Error(`${executable} did not start`);
      await Bun.sleep(10);
    }
    await use(base);
  } finally {
    // The order file is written as the process exits.
    server.kill("SIGTERM");
    await server.exited;
    rmSync(work, { recursive: true, force: true });
  }
}

/** The functions an order file names. */
export const orderedFunctions = (text: string): string[] => text.split("\n").filter((line) => /^[A-Z] [0-9a-f]+$/.test(line));

/** A member's first days, as the web app asks: the pages, every screen's reads and the usual writes. */
async function use(base: string): Promise<void> {
  const jar = new Map<string, string>();
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
        "accept-encoding": "gzip, br",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const set of res.headers.getSetCookie()) {
      const [name, value] = set.split(";")[0]!.split("=") as [string, string];
      jar.set(name, value);
    }
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
  const page = async (path: string) => {
    const res = await fetch(`${base}${path}`, { headers: { "accept-encoding": "gzip, br" } });
    const html = await res.text();
    for (const [, asset] of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g))
      await (await fetch(`${base}${asset}`, { headers: { "accept-encoding": "gzip, br" } })).arrayBuffer();
  };

  await page("/login");
  await call("GET", "/api/auth/user");
  await call("POST", "/api/signup", { email: "order@example.com", password: "order password 1" });
  await call("POST", "/api/logout");
  await call("POST", "/api/login", { email: "order@example.com", password: "order password 1" });
  const today = new Date();
  for (let i = 6; i >= 0; i--) {
    const day = toIsoDate(addDays(today, -i));
    const before = toIsoDate(addDays(today, -i - 1));
    await page("/workouts");
    for (const path of [
      "/api/auth/user",
      `/api/workouts/${day}`,
      `/api/workouts/previous/${day}`,
      `/api/workouts/week?start=${day}`,
      "/api/templates",
      "/api/exercises/names?q=sq",
    ])
      await call("GET", path);
    const workout = await call("POST", "/api/workouts", { date: day, exercises: [{ name: "Squat", sets: 4, reps: "8", weight: "100" }] });
    const exercise = workout.exercises[0];
    for (const n of [1, 2, 3, 4])
      await call("PUT", `/api/exercises/${exercise.id}/sets/${n}`, { weight: "100", reps: "8", completed: true });
    for (const path of [
      `/api/meals?date=${day}`,
      `/api/meals/week?start=${day}`,
      "/api/meal-templates",
      "/api/custom-ingredients",
      "/api/goals",
      "/api/body-composition",
    ])
      await call("GET", path);
    if (i === 6) {
      await call("POST", "/api/meals", {
        date: day,
        name: "Lunch",
        time: "12:30",
        ingredients: [
          { name: "Chicken Breast", quantity: 150, unit: "g", calories: 250, protein: 45, carbs: 0, fat: 5 },
          { name: "Rice", quantity: 200, unit: "g", calories: 260, protein: 5, carbs: 56, fat: 1 },
        ],
      });
    } else await call("POST", "/api/meals/copy-previous", { fromDate: before, toDate: day });
    await call("GET", `/api/meals?date=${day}`);
  }
  await call("POST", "/api/logout");
  await page("/admin");
  await call("POST", "/api/admin/login", { username: "admin", password: "order admin password" });
  await call("GET", "/api/admin/users");
}

if (import.meta.main) {
  const scratch = mkdtempSync(join(tmpdir(), "kinfit-order-build-"));
  try {
    const executable = join(scratch, "kinfit");
    buildUnordered(executable);
    await recordOrder(executable, ORDER_FILE);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  console.log(`${ORDER_FILE.slice(root.length + 1)}: ${orderedFunctions(await Bun.file(ORDER_FILE).text()).length} functions`);
}
