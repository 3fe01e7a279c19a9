import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface HealthServer {
  port: number;
  close(): Promise<void>;
}

/**
 * /healthz answers 200 while the process runs; /readyz answers 200 only while `ready()` says the
 * service can take work (connected, not shutting down), 503 otherwise. It listens on every
 * interface by default, so an orchestrator's probe from outside the container reaches it; it
 * tells nothing but up or down.
 */
export async function startHealthServer(port: number, ready: () => boolean, host = "0.0.0.0"): Promise<HealthServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? "").split("?")[0];
    const ok = path === "/healthz" ? true : path === "/readyz" ? ready() : undefined;
    if (ok === undefined) {
      res.writeHead(404, { "content-type": "application/json" }).end('{"error":"Not found"}');
      return;
    }
    res
      .writeHead(ok ? 200 : 503, { "content-type": "application/json" })
      .end(JSON.stringify({ status: ok ? "ok" : "unavailable" }));
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
