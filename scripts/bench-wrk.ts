// wrk, the HTTP load generator the benchmark drives: the Lua script that sends a rotation of
// requests, running it, and reading its report (`wrk --latency`).

export type WrkReport = {
  requests: number;
  seconds: number;
  rps: number;
  /** Milliseconds. */
  latency: { avg: number; max: number; p50: number; p75: number; p90: number; p99: number };
  /** Answers outside 2xx and 3xx. */
  non2xx: number;
  /** connect, read, write and timeout errors together. */
  socketErrors: number;
};

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** A wrk duration ("812.00us", "1.23ms", "2.01s", "1.00m") in milliseconds. */
export function parseDuration(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m|h)$/.exec(text.trim());
  if (!m) throw new Error(`not a wrk duration: ${text}`);
  return Number(m[1]) * UNIT_MS[m[2]!]!;
}

/** wrk's counts: "75966", "18.96k", "1.20M". */
function parseCount(text: string): number {
  const m = /^([\d.]+)([kMG]?)$/.exec(text.trim());
  if (!m) throw new Error(`not a wrk count: ${text}`);
  return Number(m[1]) * ({ "": 1, k: 1e3, M: 1e6, G: 1e9 } as Record<string, number>)[m[2]!]!;
}

/** Reads the report `wrk --latency` prints. Throws when a figure the benchmark needs is missing. */
export function parseWrk(output: string): WrkReport {
  const need = (re: RegExp, what: string) => {
    const m = re.exec(output);
    if (!m) throw new Error(`wrk output has no ${what}:\n${output}`);
    return m;
  };
  const latencyLine = need(/^\s*Latency\s+(\S+)\s+(\S+)\s+(\S+)\s+\S+%?\s*$/m, "latency line");
  const pct = (p: number) =>
    parseDuration(need(new RegExp(`^\\s*${p}(?:\\.0+)?%\\s+(\\S+)\\s*$`, "m"), `${p}% latency (run wrk with --latency)`)[1]!);
  const total = need(/^\s*(\d+) requests in ([\d.]+\w+),/m, "request count");
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requests: Number(total[1]),
    seconds: parseDuration(total[2]!) / 1000,
    rps: parseCount(need(/^Requests\/sec:\s+(\S+)/m, "requests per second")[1]!),
    latency: {
      avg: parseDuration(latencyLine[1]!),
      max: parseDuration(latencyLine[3]!),
      p50: pct(50),
      p75: pct(75),
      p90: pct(90),
      p99: pct(99),
    },
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    socketErrors: socket ? socket.slice(1).reduce((n, x) => n + Number(x), 0) : 0,
  };
}

export type WrkRequest = { method: string; path: string; body?: unknown };

/** What a phone's browser sends with every request: answers over 1 KB come gzipped. */
export const BROWSER_HEADERS = { "Accept-Encoding": "gzip, deflate, br" };

const luaString = (s: string) => JSON.stringify(s); // a JSON string of ASCII text is a valid Lua string

/**
 * A Lua script for wrk that sends `requests` in turn (each thread from the first), with `headers`
 * on every request and JSON bodies where given.
 */
export function luaScript(requests: WrkRequest[], headers: Record<string, string> = {}): string {
  if (requests.length === 0) throw new Error("no requests");
  const all = { ...headers, ...(requests.some((r) => r.body !== undefined) ? { "Content-Type": "application/json" } : {}) };
  const rows = requests.map(
    (r) => `  {${luaString(r.method)}, ${luaString(r.path)}${r.body === undefined ? "" : `, ${luaString(JSON.stringify(r.body))}`}},`,
  );
  return [
    "local requests = {",
    ...rows,
    "}",
    `local headers = {${Object.entries(all)
      .map(([k, v]) => `[${luaString(k)}] = ${luaString(v)}`)
      .join(", ")}}`,
    "local i = 0",
    "request = function()",
    "  local r = requests[i % #requests + 1]",
    "  i = i + 1",
    "  return wrk.format(r[1], r[2], headers, r[3])",
    "end",
    "",
  ].join("\n");
}

export type WrkOptions = { threads?: number; connections?: number; seconds: number; timeoutSeconds?: number };

/** Runs wrk against `base` with the Lua script in `scriptFile`; answers its parsed report and raw text. */
export async function runWrk(base: string, scriptFile: string, { threads = 2, connections = 64, seconds, timeoutSeconds = 5 }: WrkOptions) {
  const proc = Bun.spawn(
    ["wrk", `-t${threads}`, `-c${connections}`, `-d${seconds}s`, `--timeout`, `${timeoutSeconds}s`, "--latency", "-s", scriptFile, base],
    {
      stdout: "pipe",
      stderr: "pipe",
    },
  );
  const [out, err] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text()]);
  const code = await proc.exited;
  if (code !== 0) throw new Error(`wrk exited with ${code}: ${err}${out}`);
  return { report: parseWrk(out), output: out };
}
