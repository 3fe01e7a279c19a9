import { Agent, buildConnector, type Dispatcher } from "undici";
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
const TIMED_OUT = "timeout";
const STOPPED = "stopped";

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
  /** Attempts in flight, so that the dispatcher stopping can cut them all at once. */
  private readonly inFlight = new Set<Attempt>();
  /** Stop signals already listened to: one listener per signal, not one per attempt. */
  private readonly watched = new WeakSet<AbortSignal>();

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
  post(url: URL, rawBody: string, headers: Record<string, string>, stop: AbortSignal): Promise<AttemptResult> {
    if (stop.aborted) return Promise.resolve({ outcome: "aborted" });
    if (!this.watched.has(stop)) {
      this.watched.add(stop);
      stop.addEventListener("abort", () => {
        for (const attempt of this.inFlight) attempt.cut(STOPPED);
      });
    }
    return new Promise((resolve) => {
      const attempt = new Attempt(this.now, (result) => {
        clearTimeout(timer);
        this.inFlight.delete(attempt);
        resolve(result);
      });
      const timer = setTimeout(() => attempt.cut(TIMED_OUT), this.attemptTimeoutMs);
      this.inFlight.add(attempt);
      // undici's lower-level API: request() with an AbortSignal cost a third more CPU per attempt
      // (its abort listeners), and the attempt needs no stream, only the status and a bounded read.
      this.agent.dispatch(
        { origin: url.origin, path: `${url.pathname}${url.search}`, method: "POST", body: rawBody, headers },
        attempt,
      );
    });
  }

  /** Closes every connection, aborting anything still in flight. */
  async destroy(): Promise<void> {
    await this.agent.destroy();
  }
}

/**
 * One attempt as an undici dispatch handler: it keeps the final status and Retry-After, reads at
 * most RESPONSE_READ_LIMIT bytes of the body (discarded; reading it lets the connection be
 * reused), and reports once, when the response ends, fails or is cut.
 */
class Attempt implements Dispatcher.DispatchHandler {
  private controller: Dispatcher.DispatchController | undefined;
  private cutFor: typeof TIMED_OUT | typeof STOPPED | undefined;
  private status: number | undefined;
  private retryAfter: string | string[] | undefined;
  private received = 0;
  private reported = false;
  private readonly now: () => number;
  private readonly report: (result: AttemptResult) => void;

  constructor(now: () => number, report: (result: AttemptResult) => void) {
    this.now = now;
    this.report = report;
  }

  /** Ends the attempt now: the time is up, or the dispatcher is stopping. */
  cut(reason: typeof TIMED_OUT | typeof STOPPED): void {
    if (this.reported) return;
    this.cutFor = reason;
    if (reason === STOPPED) this.finish({ outcome: "aborted" });
    // A status that came before the time ran out is the receiver's answer; the rest of a
    // trickling body is not waited for.
    else this.finish(this.status === undefined ? { outcome: "failed", errorType: "timeout" } : this.answer());
    this.controller?.abort(new Error(`attempt cut: ${reason}`));
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.cutFor) controller.abort(new Error(`attempt cut: ${this.cutFor}`));
  }

  onResponseStart(
    _controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: Record<string, string | string[] | undefined>,
  ): void {
    // 1xx interim responses come first; the last status is the answer.
    this.status = statusCode;
    this.retryAfter = headers["retry-after"];
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.received += chunk.length;
    if (this.received <= RESPONSE_READ_LIMIT) return;
    this.finish(this.answer());
    controller.abort(new Error("response larger than the read limit"));
  }

  onResponseEnd(): void {
    this.finish(this.answer());
  }

  onResponseError(_controller: Dispatcher.DispatchController, err: Error): void {
    if (this.reported) return;
    if (err instanceof TargetForbiddenError) return this.finish({ outcome: "forbidden" });
    // A status already in hand (an error while reading the body) is still the receiver's answer.
    if (this.status !== undefined) return this.finish(this.answer());
    const code = (err as { code?: unknown }).code;
    this.finish({ outcome: "failed", errorType: typeof code === "string" ? code : "network" });
  }

  private answer(): AttemptResult {
    return classify(this.status!, this.retryAfter, this.now());
  }

  private finish(result: AttemptResult): void {
    if (this.reported) return;
    this.reported = true;
    this.report(result);
  }
}

function classify(status: number, retryAfter: string | string[] | undefined, nowMs: number): AttemptResult {
  if (status >= 200 && status < 300) return { outcome: "delivered", status };
  if (status === 410) return { outcome: "gone", status };
  const retryAfterMs = status === 429 || status === 503 ? parseRetryAfter(retryAfter, nowMs) : undefined;
  return retryAfterMs === undefined ? { outcome: "failed", status } : { outcome: "failed", status, retryAfterMs };
}
