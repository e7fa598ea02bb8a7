// Which address a request comes from, for counting failed sign-ins. Behind a reverse proxy every
// request's peer is the proxy, so the household would share one counter (and one guesser could
// hold everyone back). With --trust-proxy ADDR, a request whose peer IS that proxy is counted
// against the address the proxy put last in X-Forwarded-For; from anyone else the header is
// ignored, since any client can write it.

/** "::ffff:192.168.1.5" and "192.168.1.5" are the same IPv4 peer. */
const bare = (address: string) =>
  address
    .trim()
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "")
    .toLowerCase();

export function clientAddress(peer: string | undefined, forwardedFor: string | null, trustProxy: string | undefined): string {
  const direct = peer ? bare(peer) : "local";
  if (!trustProxy || !forwardedFor || direct !== bare(trustProxy)) return direct;
  const last = forwardedFor
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .at(-1);
  return last ? bare(last) : direct;
}

/** Whether the request's peer is the --trust-proxy address (never, without one). */
export function isFromTrustedProxy(peer: string | undefined, trustProxy: string | undefined): boolean {
  return trustProxy !== undefined && (peer ? bare(peer) : "local") === bare(trustProxy);
}
