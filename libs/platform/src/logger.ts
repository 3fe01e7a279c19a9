import { type Logger, type LoggerOptions, pino } from "pino";
import pinoPretty from "pino-pretty";

export type { Logger } from "pino";

/**
 * Paths pino censors wherever they appear one or two levels deep. Services log ids and counts
 * only; this is the net under that rule for anything that could carry health data, keys or
 * secrets (request bodies, results, webhook URLs, headers).
 */
const SENSITIVE_KEYS = [
  "body",
  "data",
  "payload",
  "result",
  "request",
  "labResults",
  "patientContext",
  "patientResponse",
  "clinicianResponse",
  "citations",
  "webhookUrl",
  "url",
  "webhookSecret",
  "secret",
  "key",
  "apiKey",
  "authorization",
  "x-api-key",
  "token",
  "adminToken",
];

/**
 * Top level and one level down. Deeper wildcards (`*.*.key`) make pino take its slow path on
 * every line, and nothing logs objects that deep: handlers log flat fields.
 */
export const REDACT_PATHS = [
  ...SENSITIVE_KEYS.map((k) => `["${k}"]`),
  ...SENSITIVE_KEYS.map((k) => `*["${k}"]`),
  'req.headers["x-api-key"]',
  "req.headers.authorization",
];

export interface LoggerConfig {
  service: string;
  level?: string;
  /** Where lines go; tests pass a stream to read them back. */
  destination?: NodeJS.WritableStream;
  /** Human-readable lines instead of JSON: on a terminal, or with LOG_PRETTY=true (`npm start`). */
  pretty?: boolean;
}

/** A pino JSON logger with redaction; the message is a constant phrase, the data go in fields. */
export function createLogger({
  service,
  level = "info",
  destination,
  pretty = process.stdout.isTTY || process.env.LOG_PRETTY === "true",
}: LoggerConfig): Logger {
  const options: LoggerOptions = {
    name: service,
    level,
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: safeErrorSerializer },
  };
  if (destination) return pino(options, destination as pino.DestinationStream);
  if (pretty) return pino(options, pinoPretty({ sync: true, colorize: true, ignore: "pid,hostname,service,name" }));
  return pino(options);
}

/**
 * Errors are logged by type, code and stack only: a message may quote input (a zod or JSON
 * parse message, a library error about a value), so it is dropped.
 */
function safeErrorSerializer(err: unknown) {
  if (!(err instanceof Error)) return { type: typeof err };
  const code = (err as { code?: unknown }).code;
  return {
    type: err.name,
    code: typeof code === "string" || typeof code === "number" ? code : undefined,
    stack: err.stack?.split("\n").slice(1, 8).join("\n"),
  };
}
