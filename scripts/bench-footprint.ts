// The benchmark's measures other than load: the first screen's bytes and how they are served,
// start-up and memory against the bare server, a failed sign-in's time by kind, and the first
// screen's JavaScript against React alone.
import { rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { BUDGETS, check, type Check } from "./bench-budgets";
import { ADMIN, median, rssMb, start, type Server } from "./bench-servers";
import { firstScreenBytes, type FirstScreen } from "./first-screen-bytes";
import { QUIET_AFTER_MS } from "@http/quiet";

export type FootprintRow = { measure: string; kinfit: string; baseline: string; ratio: string; value?: number; check?: Check };

const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;

/**
 * The first screen: /login's scripts and stylesheets and every chunk they import statically (lazy
 * screens load later), gzipped; and how the server caches and compresses them.
 */
export async function servedFirstScreen(
  base: string,
  cookie: string,
): Promise<{ firstScreen: FirstScreen; delivery: Record<string, string> }> {
  const delivery: Record<string, string> = {};
  const gz = { "accept-encoding": "gzip, deflate, br" };
  const page = await fetch(`${base}/login`, { headers: gz });
  const html = await page.text();
  delivery["index.html Cache-Control"] = page.headers.get("cache-control") ?? "(none)";
  delivery["index.html Content-Encoding"] = page.headers.get("content-encoding") ?? "(none)";
  let firstAsset = true;
  const firstScreen = await firstScreenBytes(html, `${base}/login`, async (url) => {
    const res = await fetch(url, { headers: gz });
    if (firstAsset) {
      firstAsset = false;
      delivery["hashed asset Cache-Control"] = res.headers.get("cache-control") ?? "(none)";
      delivery["hashed asset Content-Encoding"] = res.headers.get("content-encoding") ?? "(none)";
    }
    return new Uint8Array(await res.arrayBuffer());
  });
  const api = await fetch(`${base}/api/custom-ingredients`, { headers: { ...gz, cookie } });
  await api.arrayBuffer();
  delivery["API answer Content-Encoding"] = api.headers.get("content-encoding") ?? "(none)";
  return { firstScreen, delivery };
}

type StartUp = {
  work: string;
  kinfit: string;
  bare: string;
  seededCopy: string;
  runs: number;
  idleRss: number;
  idlePrivate: number;
  peakRss: number;
};

/** Start-up and footprint, against the bare server: the seeded file (by then also holding the writes). */
export async function startUpAndMemory(o: StartUp): Promise<FootprintRow[]> {
  const rows: FootprintRow[] = [];
  const sizeK = statSync(o.kinfit).size / 1024 / 1024;
  const sizeB = statSync(o.bare).size / 1024 / 1024;
  rows.push({
    measure: "executable size",
    kinfit: `${sizeK.toFixed(1)} MB`,
    baseline: `${sizeB.toFixed(1)} MB`,
    ratio: ratio(sizeK, sizeB),
  });
  const cold: number[] = [];
  const coldBare: number[] = [];
  const idleBare: number[] = [];
  const idleStarted: number[] = [];
  const idleStartedPrivate: number[] = [];
  // Idle once started: a few requests and a moment's rest, the same for both.
  const restingRss = async (server: Server, privateMb: number[] = []) => {
    for (let j = 0; j < 20; j++) await fetch(`${server.base}/api/health`);
    await Bun.sleep(500);
    privateMb.push(rssMb(server.pid, "RssAnon"));
    return rssMb(server.pid);
  };
  for (let i = 0; i < o.runs; i++) {
    const k = await start(o.work, [o.kinfit, "--host", "127.0.0.1", "--db", o.seededCopy], ADMIN);
    cold.push(k.startMs);
    idleStarted.push(await restingRss(k, idleStartedPrivate));
    await k.stop();
    const b = await start(o.work, [o.bare]);
    coldBare.push(b.startMs);
    idleBare.push(await restingRss(b));
    await b.stop();
  }
  const coldMs = median(cold);
  const bareMs = median(coldBare);
  rows.push({
    measure: `cold start to first 200 (seeded db, median of ${o.runs})`,
    kinfit: `${coldMs.toFixed(0)} ms`,
    baseline: `${bareMs.toFixed(0)} ms`,
    ratio: ratio(coldMs, bareMs),
    check: check("cold start", BUDGETS.coldStart, coldMs),
  });
  const first = await start(o.work, [o.kinfit, "--host", "127.0.0.1", "--db", join(o.work, "new.db")], ADMIN);
  await first.stop();
  rows.push({
    measure: "cold start, first run (creates the db)",
    kinfit: `${first.startMs.toFixed(0)} ms`,
    baseline: `${bareMs.toFixed(0)} ms`,
    ratio: ratio(first.startMs, bareMs),
  });
  const bareRss = median(idleBare);
  const startedRss = median(idleStarted);
  rows.push({
    measure: `idle RSS, started (seeded db, 20 requests, median of ${o.runs})`,
    kinfit: `${startedRss.toFixed(1)} MB (${median(idleStartedPrivate).toFixed(1)} private)`,
    baseline: `${bareRss.toFixed(1)} MB`,
    ratio: ratio(startedRss, bareRss),
    check: check("idle RSS, started", BUDGETS.idleRss, startedRss),
  });
  rows.push({
    measure: `idle RSS after use (signed in, each read once, then ${QUIET_AFTER_MS / 1000} s quiet)`,
    kinfit: `${o.idleRss.toFixed(1)} MB (${o.idlePrivate.toFixed(1)} private)`,
    baseline: `${bareRss.toFixed(1)} MB`,
    ratio: ratio(o.idleRss, bareRss),
    check: check("idle RSS after use", BUDGETS.idleRss, o.idleRss),
  });
  rows.push({
    measure: "peak RSS (under the load above)",
    kinfit: `${o.peakRss.toFixed(1)} MB`,
    baseline: `${bareRss.toFixed(1)} MB (idle)`,
    ratio: ratio(o.peakRss, bareRss),
    check: check("peak RSS", BUDGETS.peakRss, o.peakRss),
  });
  return rows;
}

/**
 * A failed sign-in must not reveal whether the email has an account: the time of "unknown email"
 * against "wrong password", 4 of each on each of two fresh servers (under the 10-failure limit per
 * client), in turns that alternate which kind goes first, since a server's first sign-in also pays
 * for the route's first run.
 */
export async function failedSignIn(work: string, kinfit: string): Promise<FootprintRow> {
  const unknown: number[] = [];
  const wrong: number[] = [];
  for (const db of ["login-1.db", "login-2.db"]) {
    const s = await start(work, [kinfit, "--host", "127.0.0.1", "--db", join(work, db)]);
    const post = (path: string, body: unknown) =>
      fetch(`${s.base}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).then((r) =>
        r.arrayBuffer(),
      );
    await post("/api/signup", { email: "known@example.com", password: "the right password" });
    const time = async (email: string, into: number[]) => {
      const t0 = performance.now();
      await post("/api/login", { email, password: "a wrong password" });
      into.push(performance.now() - t0);
    };
    for (let i = 0; i < 4; i++) {
      const turn: [string, number[]][] = [
        [`nobody${i}@example.com`, unknown],
        ["known@example.com", wrong],
      ];
      for (const [email, into] of i % 2 ? turn.reverse() : turn) await time(email, into);
    }
    await s.stop();
  }
  const u = median(unknown);
  const k = median(wrong);
  return {
    measure: `failed sign-in: unknown email (median of ${unknown.length})`,
    kinfit: `${u.toFixed(0)} ms`,
    baseline: `${k.toFixed(0)} ms (wrong password)`,
    ratio: ratio(u, k),
  };
}

/** The first screen against React + ReactDOM alone. Built inside the project, so react resolves. */
export async function firstScreenRows(root: string, firstScreen: FirstScreen): Promise<FootprintRow[]> {
  const reactEntry = join(root, "dist/bench-react.tsx");
  writeFileSync(reactEntry, `import { createRoot } from "react-dom/client"; createRoot(document.body).render(<p>hi</p>);`);
  const reactBuild = await Bun.build({
    entrypoints: [reactEntry],
    minify: true,
    target: "browser",
    define: { "process.env.NODE_ENV": '"production"' },
    root,
  });
  rmSync(reactEntry, { force: true });
  const reactGz = Bun.gzipSync(new Uint8Array(await reactBuild.outputs[0]!.arrayBuffer()), { level: 9 }).length / 1024;
  return [
    {
      measure: "first screen (/login) JavaScript, gzip",
      kinfit: `${firstScreen.js.toFixed(1)} KB`,
      baseline: `${reactGz.toFixed(1)} KB (React alone)`,
      ratio: ratio(firstScreen.js, reactGz),
      check: check("first screen JS", BUDGETS.firstScreenJs, firstScreen.js),
    },
    { measure: "first screen (/login) CSS, gzip", kinfit: `${firstScreen.css.toFixed(1)} KB`, baseline: "", ratio: "" },
  ];
}
