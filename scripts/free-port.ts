// A port nothing listens on right now, for the scripts and tests that start the built server (the
// machine may be running other servers). Another program can still take it before the server
// binds; callers that start many servers retry on a failed listen.
import { createServer } from "node:net";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}
