// The benchmark's servers and clients: the bare Bun server it measures the app against, starting a
// server and timing its start, signing in, one request as the web app sends it, a wrk load, and
// reading a process's memory.
import { readFileSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import { BROWSER_HEADERS, luaScript, runWrk, type WrkReport, type WrkRequest } from "./bench-wrk";
import { freePort } from "./free-port";

/** The environment the app's servers start with: the admin's password. */
export const ADMIN = { ADMIN_PASSWORD: "bench admin password" };

/**
 * The smallest Bun server, compiled the same way as the app into `work`: /api/health answers
 * {"ok":true}, /N a JSON body of N bytes (the size of the read it stands beside). Returns its path.
 */
export function buildBare(work: string): string {
  const bareSrc = join(work, "bare.ts");
  writeFileSync(
    bareSrc,
    `const bodies = new Map();
const body = (n) => {
  let b = bodies.get(n);
  if (b === undefined) bodies.set(n, (b = JSON.stringify({ pad: "x".repeat(Math.max(0, n - 10)) })));
  return b;
};
Bun.serve({
  port: Number(process.argv[process.argv.indexOf("--port") + 1]),
  hostname: "127.0.0.1",
  fetch(req) {
    const n = Number(new URL(req.url).pathname.slice(1));
    return n > 0 ? new Response(body(n), { headers: { "content-type": "application/json; charset=utf-8" } }) : Response.json({ ok: true });
  },
});`,
  );
  const bare = join(work, "bare");
  if (
    Bun.spawnSync([process.execPath, "build", "--compile", "--minify", bareSrc, "--outfile", bare], { stdout: "ignore", stderr: "inherit" })
      .exitCode !== 0
  )
    process.exit(1);
  return bare;
}

/** The round with the median throughput; failed answers of every round are kept. */
export const medianRound = (rounds: WrkReport[]): WrkReport => {
  const m = [...rounds].sort((a, b) => a.rps - b.rps)[Math.floor(rounds.length / 2)]!;
  return { ...m, non2xx: rounds.reduce((n, r) => n + r.non2xx, 0), socketErrors: rounds.reduce((n, r) => n + r.socketErrors, 0) };
};
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
export const rssMb = (pid: number, field = "VmRSS") =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024;

export type Server = { base: string; pid: number; stop: () => Promise<void>; startMs: number };

/** Starts `cmd --port N` in `cwd` and waits for its first 200 of /api/health (`startMs`). */
export async function start(cwd: string, cmd: string[], env: Record<string, string> = {}, attempt = 1): Promise<Server> {
  const port = await freePort();
  const t0 = performance.now();
  const proc = Bun.spawn([...cmd, "--port", String(port)], {
    cwd,
    env: { PATH: process.env.PATH ?? "", KINFIT_SIGNUP_LIMIT: "0", ...env },
    stdout: "ignore",
    stderr: "inherit",
  });
  const base = `http://127.0.0.1:${port}`;
  let startMs = NaN;
  for (;;) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    ) {
      startMs = performance.now() - t0;
      break;
    }
    // Another program may take the port between the check and the start: try another.
    if (proc.exitCode !== null && attempt < 3) return start(cwd, cmd, env, attempt + 1);
    if (proc.exitCode !== null || performance.now() - t0 > 20_000) throw new Error(`${cmd[0]} did not start`);
    await Bun.sleep(2);
  }
  return {
    base,
    pid: proc.pid,
    startMs,
    stop: async () => {
      proc.kill("SIGTERM");
      await proc.exited;
    },
  };
}

export async function signIn(base: string, path: string, body: unknown): Promise<string> {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("kinfit_session="));
  if (!res.ok || !cookie) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return cookie.split(";")[0]!;
}

/** One request as the web app sends it; `bytes` is the answer's body as it crossed the wire. */
export async function call(base: string, cookie: string, r: WrkRequest): Promise<{ status: number; text: string; bytes: number }> {
  const res = await fetch(`${base}${r.path}`, {
    method: r.method,
    headers: { cookie, ...BROWSER_HEADERS, ...(r.body === undefined ? {} : { "content-type": "application/json" }) },
    body: r.body === undefined ? undefined : JSON.stringify(r.body),
    decompress: false,
  });
  const wire = new Uint8Array(await res.arrayBuffer());
  const body = res.headers.get("content-encoding") === "gzip" ? Bun.gunzipSync(wire) : wire;
  return { status: res.status, text: new TextDecoder().decode(body), bytes: wire.byteLength };
}

/** wrk at `connections` connections; its Lua scripts are written into `work`. */
export function loader(work: string, connections: number) {
  let scriptCount = 0;
  return async (base: string, requests: WrkRequest[], cookie: string, seconds: number): Promise<WrkReport> => {
    const file = join(work, `load-${scriptCount++}.lua`);
    // The app is asked as a browser asks; the bare server, which never compresses, as is.
    writeFileSync(file, luaScript(requests, cookie ? { Cookie: cookie, ...BROWSER_HEADERS } : {}));
    return (await runWrk(base, file, { connections, seconds })).report;
  };
}

export type Machine = { cpu: string; cores: number; ramGb: number; bun: string };

export function machine(): Machine {
  const cpuinfo = readFileSync("/proc/cpuinfo", "utf8");
  const meminfo = readFileSync("/proc/meminfo", "utf8");
  return {
    cpu: /model name\s*:\s*(.+)/.exec(cpuinfo)?.[1]?.trim() ?? "unknown",
    cores: cpus().length,
    ramGb: Math.round(Number(/MemTotal:\s+(\d+)/.exec(meminfo)?.[1]) / 1024 / 1024),
    bun: Bun.version,
  };
}
