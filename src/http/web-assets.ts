// Serves the prebuilt web app: hashed assets cached for a year, index.html never cached, and every
// path that is not a file answered with index.html so the client router can take it.
type WebAsset = {
  /** Path of the file on disk, or inside the executable (a `with { type: "file" }` import). */
  file: string;
  /** The same file gzipped at build time, when that is smaller. */
  gzFile?: string;
  type: string;
  /** Content-hashed name: safe to cache forever. */
  immutable: boolean;
};

/** URL path (e.g. "/assets/main-1a2b3c.js") to asset; "/index.html" is the app shell. */
export type WebAssets = Record<string, WebAsset>;

export function serveWebAsset(assets: WebAssets | undefined, request: Request): Response {
  const path = new URL(request.url).pathname;
  const direct = assets?.[path];
  // Paths with an extension that do not exist are real 404s, not the app shell.
  const asset = direct ?? (/\.[a-z0-9]+$/i.test(path) ? undefined : assets?.["/index.html"]);
  if (!asset) {
    return new Response(assets ? "Not found" : "The web app is not built: run `npm run build`.", {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
  const headers: Record<string, string> = {
    "content-type": asset.type,
    "cache-control": asset.immutable ? "public, max-age=31536000, immutable" : "no-cache",
    vary: "accept-encoding",
  };
  const gzip = asset.gzFile && /\bgzip\b/.test(request.headers.get("accept-encoding") ?? "");
  if (gzip) headers["content-encoding"] = "gzip";
  return new Response(Bun.file(gzip ? asset.gzFile! : asset.file), { headers });
}
