// Which build an executable is, stamped at build time into src/config.ts's VERSION
// (`0.1.0+3a57a75`): git's short hash of the commit built, else KINFIT_BUILD from the environment
// (the Dockerfile's `ARG KINFIT_BUILD`, where the image has no .git), else "unknown".

/** The build's name: letters, digits, dots and dashes only, as a semver build part allows. */
export function buildId(env: Record<string, string | undefined>, gitHash: () => string | null): string {
  const hash = gitHash();
  if (hash) return hash;
  const given = (env.KINFIT_BUILD ?? "").trim();
  if (given) return given.replace(/[^0-9A-Za-z.-]/g, "-");
  return "unknown";
}

/** `git rev-parse --short HEAD` in `cwd`, or null where there is no git or no repository. */
export function gitShortHash(cwd: string): string | null {
  try {
    const r = Bun.spawnSync(["git", "rev-parse", "--short", "HEAD"], { cwd, stdout: "pipe", stderr: "pipe" });
    const out = r.stdout.toString().trim();
    return r.exitCode === 0 && /^[0-9a-f]{4,40}$/.test(out) ? out : null;
  } catch {
    return null;
  }
}
