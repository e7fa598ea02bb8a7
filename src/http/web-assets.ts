// Serves the prebuilt web app: hashed assets cached for a year, index.html never cached, every
// path that is not a file answered with index.html so the client router can take it, each file
// compressed at build time (brotli or gzip, by Accept-Encoding). A signed-in member's page also
// names the signed-in screens' files, so the browser fetches them beside the entry file instead
// of once it has run (scripts/build/build-web.ts writes both pages).
import { acceptsEncoding } from "./compress";

type WebFile = {
  /** Path of the file on disk, or inside the executable (a `with { type: "file" }` import). */
  file: string;
  /** The same file gzipped at build time, when that is smaller. */
  gzFile?: string;
  /** And compressed with brotli, when that is smaller still. */
  brFile?: string;
};
type WebAsset = WebFile & {
  type: string;
  /** Content-hashed name: safe to cache forever. */
  immutable: boolean;
  /** The app shell's version for a signed-in member. */
  member?: WebFile;
};

/** URL path (e.g. "/assets/main-1a2b3c.js") to asset; "/index.html" is the app shell. */
export type WebAssets = Record<string, WebAsset>;

/**
 * The file for `request`. `signedIn` tells whether it comes from a signed-in member; it is asked
 * only for the app shell.
 */
export function serveWebAsset(assets: WebAssets | undefined, request: Request, signedIn: () => boolean = () => false): Response {
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
    vary: asset.member ? "accept-encoding, cookie" : "accept-encoding",
  };
  const body: WebFile = asset.member && signedIn() ? asset.member : asset;
  // Compressed once, at build time: brotli where the browser takes it (a sixth smaller than gzip
  // on the app's code), else gzip.
  const accepted = request.headers.get("accept-encoding");
  if (body.brFile && acceptsEncoding(accepted, "br")) {
    headers["content-encoding"] = "br";
    return new Response(Bun.file(body.brFile), { headers });
  }
  if (body.gzFile && acceptsEncoding(accepted, "gzip")) {
    headers["content-encoding"] = "gzip";
    return new Response(Bun.file(body.gzFile), { headers });
  }
  return new Response(Bun.file(body.file), { headers });
}
