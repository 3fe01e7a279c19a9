import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

export interface Delivery {
  headers: IncomingHttpHeaders;
  rawBody: string;
  body: Record<string, unknown>;
  receivedAt: number;
  /** The status this receiver answered with. */
  status: number;
}

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  /** Wait this long before answering (a slow or hanging receiver). */
  delayMs?: number;
}

/** Decides the answer to a delivery; `attempt` counts deliveries of the same webhook-id from 1. */
export type Responder = (delivery: Omit<Delivery, "status">, attempt: number) => Reply;

/**
 * A real HTTP webhook receiver on loopback: records every delivery (raw body and headers, so
 * signatures can be verified) and answers as the test's responder says (200 by default).
 */
export class WebhookReceiver {
  readonly deliveries: Delivery[] = [];
  private responder: Responder = () => ({ status: 200 });
  private readonly attempts = new Map<string, number>();
  private server: Server | undefined;
  url = "";

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", async () => {
        const rawBody = Buffer.concat(chunks).toString("utf8");
        let body: Record<string, unknown>;
        try {
          body = JSON.parse(rawBody) as Record<string, unknown>;
        } catch {
          body = {};
        }
        const id = String(req.headers["webhook-id"] ?? "");
        const attempt = (this.attempts.get(id) ?? 0) + 1;
        this.attempts.set(id, attempt);
        const received = { headers: req.headers, rawBody, body, receivedAt: Date.now() };
        const reply = this.responder(received, attempt);
        if (reply.delayMs) await sleep(reply.delayMs);
        this.deliveries.push({ ...received, status: reply.status });
        if (!res.destroyed) res.writeHead(reply.status, reply.headers ?? {}).end("ok");
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
    return this;
  }

  respondWith(responder: Responder): void {
    this.responder = responder;
  }

  /** Deliveries of one run, acknowledged (2xx) or not. */
  forRun(runId: string): Delivery[] {
    return this.deliveries.filter((d) => d.body.runId === runId);
  }

  /** Waits until `predicate` holds over the deliveries, or fails after `timeoutMs`. */
  async waitFor(predicate: (deliveries: Delivery[]) => boolean, timeoutMs = 10_000): Promise<Delivery[]> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (predicate(this.deliveries)) return this.deliveries;
      await sleep(20);
    }
    throw new Error(
      `webhook receiver: condition not met within ${timeoutMs} ms (${this.deliveries.length} deliveries)`,
    );
  }

  /** Waits for the final (completed or error) delivery of a run that the receiver acknowledged. */
  async waitForFinal(runId: string, timeoutMs = 10_000): Promise<Delivery> {
    const isFinal = (d: Delivery) =>
      d.body.runId === runId && (d.body.status === "completed" || d.body.status === "error") && d.status < 300;
    await this.waitFor((all) => all.some(isFinal), timeoutMs);
    return this.deliveries.find(isFinal)!;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
