import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, test } from "vitest";
import { RESPONSE_READ_LIMIT, WebhookClient } from "./delivery.ts";

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A receiver on loopback answering as `listener` says; returns its URL. */
async function receiver(listener: RequestListener): Promise<URL> {
  const server = createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`);
}

const client = () => new WebhookClient({ connectTimeoutMs: 1_000, attemptTimeoutMs: 500 });
const running = new AbortController().signal;
const post = (c: WebhookClient, url: URL) => c.post(url, '{"a":1}', { "content-type": "application/json" }, running);

describe("one delivery attempt", () => {
  test("any 2xx is delivered", async () => {
    const url = await receiver((_req, res) => res.writeHead(204).end());
    expect(await post(client(), url)).toEqual({ outcome: "delivered", status: 204 });
  });

  test("does not follow a redirect: a 3xx is a failed attempt", async () => {
    let followed = false;
    const target = await receiver((_req, res) => {
      followed = true;
      res.writeHead(200).end();
    });
    const url = await receiver((_req, res) => res.writeHead(302, { location: target.href }).end());
    expect(await post(client(), url)).toEqual({ outcome: "failed", status: 302 });
    expect(followed).toBe(false);
  });

  test("410 is gone; 429 and 503 carry their Retry-After; other statuses are failures", async () => {
    const statuses = [410, 429, 503, 500, 404];
    const c = client();
    for (const status of statuses) {
      const url = await receiver((_req, res) => res.writeHead(status, { "retry-after": "7" }).end());
      const result = await post(c, url);
      if (status === 410) expect(result).toEqual({ outcome: "gone", status });
      else if (status === 429 || status === 503)
        expect(result).toEqual({ outcome: "failed", status, retryAfterMs: 7_000 });
      else expect(result).toEqual({ outcome: "failed", status });
    }
  });

  test("cuts a receiver that never answers at the attempt time-out", async () => {
    const url = await receiver(() => {});
    const started = Date.now();
    expect(await post(client(), url)).toEqual({ outcome: "failed", errorType: "timeout" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  test("cuts a receiver that answers headers but trickles its body forever", async () => {
    const url = await receiver((_req, res) => {
      res.writeHead(200);
      const timer = setInterval(() => res.write("x"), 50);
      res.on("close", () => clearInterval(timer));
    });
    const started = Date.now();
    const result = await post(client(), url);
    // The status came, so the receiver acknowledged; the body is not waited for past the time-out.
    expect(result).toEqual({ outcome: "delivered", status: 200 });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  test("reads at most 64 KiB of a response", async () => {
    let sent = 0;
    const url = await receiver((_req, res) => {
      res.writeHead(200, { "content-type": "text/plain" });
      const chunk = Buffer.alloc(16 * 1024, 120);
      const pump = () => {
        while (sent < 50 * 1024 * 1024 && res.write(chunk)) sent += chunk.length;
      };
      res.on("drain", pump);
      pump();
    });
    expect(await post(client(), url)).toEqual({ outcome: "delivered", status: 200 });
    expect(RESPONSE_READ_LIMIT).toBe(64 * 1024);
    // Socket buffers hold some more, but nowhere near the 50 MiB offered.
    expect(sent).toBeLessThan(8 * 1024 * 1024);
  });

  test("a refused connection is a failure named by its code", async () => {
    const url = await receiver((_req, res) => res.end());
    const server = servers.pop()!;
    await new Promise((resolve) => server.close(resolve));
    expect(await post(client(), url)).toEqual({ outcome: "failed", errorType: "ECONNREFUSED" });
  });

  test("an attempt aborted by the dispatcher stopping is handed back, not failed", async () => {
    const url = await receiver(() => {});
    const stop = new AbortController();
    const attempt = client().post(url, "{}", {}, stop.signal);
    setTimeout(() => stop.abort(), 50);
    expect(await attempt).toEqual({ outcome: "aborted" });
  });

  test("with the SSRF guard on, a loopback receiver is refused before connecting", async () => {
    let reached = false;
    const url = await receiver((_req, res) => {
      reached = true;
      res.end();
    });
    const guarded = new WebhookClient({
      connectTimeoutMs: 1_000,
      attemptTimeoutMs: 500,
      resolve: async () => [{ address: "127.0.0.1", family: 4 }],
    });
    expect(await post(guarded, url)).toEqual({ outcome: "forbidden" });
    expect(await post(guarded, new URL(`http://localhost:${url.port}/hook`))).toEqual({ outcome: "forbidden" });
    expect(reached).toBe(false);
  });
});
