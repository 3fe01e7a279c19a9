import { Agent, buildConnector, request } from "undici";
import { parseRetryAfter } from "./schedule.ts";
import { guardedConnector, type Resolve, TargetForbiddenError } from "./ssrf.ts";

/**
 * What one attempt came to: `delivered` (any 2xx), `gone` (410: the receiver wants no more of
 * this run), `forbidden` (the SSRF guard refused the destination), `aborted` (the dispatcher is
 * stopping; hand the event back) or `failed` (anything else, redirects included: retry).
 */
export type AttemptOutcome = "delivered" | "failed" | "gone" | "forbidden" | "aborted";

export interface AttemptResult {
  outcome: AttemptOutcome;
  /** The response's status, when one came. */
  status?: number;
  /** Retry-After of a 429 or 503, in ms from now. */
  retryAfterMs?: number;
  /** Why no response came: `timeout` or the network error's code (never its message). */
  errorType?: string;
}

export interface WebhookClientOptions {
  connectTimeoutMs: number;
  /** The whole attempt, from connecting to the end of the (bounded) response body. */
  attemptTimeoutMs: number;
  /** The SSRF guard's resolver; without one (ALLOW_INSECURE_WEBHOOKS) every destination is allowed. */
  resolve?: Resolve | undefined;
  /** What opens sockets once the guard has chosen the address (undici's, unless a test replaces it). */
  connect?: buildConnector.connector | undefined;
  now?: () => number;
}

/** Why an attempt was aborted: its time ran out, or the dispatcher is stopping. */
const TIMED_OUT = Symbol("attempt timed out");
const STOPPED = Symbol("dispatcher stopping");

/** Only the status matters; at most this much of a response is read (webhooks.md "Delivery"). */
export const RESPONSE_READ_LIMIT = 64 * 1024;

/**
 * Sends webhooks over a private undici agent: keep-alive connections per destination, no
 * redirects followed, and no proxy (the agent never reads HTTP(S)_PROXY, so a proxy variable
 * cannot route deliveries around the SSRF guard).
 */
export class WebhookClient {
  private readonly agent: Agent;
  private readonly attemptTimeoutMs: number;
  private readonly now: () => number;

  constructor(options: WebhookClientOptions) {
    const connect = options.connect ?? buildConnector({ timeout: options.connectTimeoutMs });
    this.agent = new Agent({
      connect: options.resolve ? guardedConnector(connect, options.resolve, options.connectTimeoutMs) : connect,
      headersTimeout: options.attemptTimeoutMs,
      bodyTimeout: options.attemptTimeoutMs,
    });
    this.attemptTimeoutMs = options.attemptTimeoutMs;
    this.now = options.now ?? Date.now;
  }

  /** One attempt: POSTs exactly `rawBody` with `headers`. `stop` aborts it when the dispatcher stops. */
  async post(url: URL, rawBody: string, headers: Record<string, string>, stop: AbortSignal): Promise<AttemptResult> {
    if (stop.aborted) return { outcome: "aborted" };
    // One controller and one timer per attempt: AbortSignal.timeout and AbortSignal.any cost
    // about a third of the client's CPU time per request.
    const attempt = new AbortController();
    const timer = setTimeout(() => attempt.abort(TIMED_OUT), this.attemptTimeoutMs);
    const onStop = () => attempt.abort(STOPPED);
    stop.addEventListener("abort", onStop, { once: true });
    const { signal } = attempt;
    try {
      const response = await request(url, { method: "POST", body: rawBody, headers, dispatcher: this.agent, signal });
      // Reading (a bounded part of) the body lets the connection be reused; its content is ignored.
      await response.body.dump({ limit: RESPONSE_READ_LIMIT, signal }).catch(() => undefined);
      return classify(response.statusCode, response.headers["retry-after"], this.now());
    } catch (err) {
      if (err instanceof TargetForbiddenError) return { outcome: "forbidden" };
      if (signal.reason === STOPPED) return { outcome: "aborted" };
      if (signal.reason === TIMED_OUT) return { outcome: "failed", errorType: "timeout" };
      const code = (err as { code?: unknown }).code;
      return { outcome: "failed", errorType: typeof code === "string" ? code : "network" };
    } finally {
      clearTimeout(timer);
      stop.removeEventListener("abort", onStop);
    }
  }

  /** Closes every connection, aborting anything still in flight. */
  async destroy(): Promise<void> {
    await this.agent.destroy();
  }
}

function classify(status: number, retryAfter: string | string[] | undefined, nowMs: number): AttemptResult {
  if (status >= 200 && status < 300) return { outcome: "delivered", status };
  if (status === 410) return { outcome: "gone", status };
  const retryAfterMs = status === 429 || status === 503 ? parseRetryAfter(retryAfter, nowMs) : undefined;
  return retryAfterMs === undefined ? { outcome: "failed", status } : { outcome: "failed", status, retryAfterMs };
}
