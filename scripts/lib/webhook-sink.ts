import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";

export interface SinkEvent {
  body: Record<string, unknown>;
  signatureValid: boolean;
}

/** Verifies a delivery the way a client should (webhooks.md): over the raw body, before parsing. */
export function verifySignature(
  secret: string,
  id: string,
  timestamp: string,
  rawBody: string,
  header: string,
): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key).update(`${id}.${timestamp}.${rawBody}`).digest();
  const ageS = Math.abs(Date.now() / 1000 - Number(timestamp));
  return (
    ageS <= 300 &&
    header.split(" ").some((sig) => {
      const given = Buffer.from(sig.replace(/^v1,/, ""), "base64");
      return given.length === expected.length && timingSafeEqual(given, expected);
    })
  );
}

/** A local webhook receiver: verifies each delivery, answers 200 and hands it on. */
export function startWebhookSink(
  port: number,
  secret: () => string,
  onEvent: (event: SinkEvent) => void,
): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const header = (name: string) => String(req.headers[name] ?? "");
      const signatureValid = verifySignature(
        secret(),
        header("webhook-id"),
        header("x-service-timestamp"),
        raw,
        header("x-service-signature"),
      );
      res.writeHead(signatureValid ? 200 : 401).end();
      try {
        onEvent({ body: JSON.parse(raw) as Record<string, unknown>, signatureValid });
      } catch {
        onEvent({ body: {}, signatureValid: false });
      }
    });
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}
