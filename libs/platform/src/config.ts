import { z } from "zod";

/** `true`/`false`/`1`/`0` as a boolean; anything else is a configuration error. */
export const envBoolean = z
  .enum(["true", "false", "1", "0", ""])
  .default("false")
  .transform((v) => v === "true" || v === "1");

/** Durations such as `500ms`, `5s`, `2m`, `1h` or a bare number of milliseconds. */
export const envDurationMs = z.string().transform((value, ctx) => {
  const ms = parseDurationMs(value);
  if (ms === undefined) {
    ctx.addIssue({ code: "custom", message: "expected a duration such as 500ms, 5s, 2m or 1h" });
    return z.NEVER;
  }
  return ms;
});

/** A comma-separated list of durations, e.g. `0,5s,5m`. */
export const envDurationList = z.string().transform((value, ctx) => {
  const parts = value.split(",").map((p) => parseDurationMs(p.trim()));
  if (parts.length === 0 || parts.some((p) => p === undefined)) {
    ctx.addIssue({ code: "custom", message: "expected comma-separated durations such as 0,5s,5m" });
    return z.NEVER;
  }
  return parts as number[];
});

const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;

export function parseDurationMs(text: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)?$/.exec(text.trim());
  if (!match) return undefined;
  const unit = (match[2] ?? "ms") as keyof typeof UNIT_MS;
  return Math.round(Number(match[1]) * UNIT_MS[unit]);
}

/** What every service reads (contract.md "Configuration"). */
/** Whether `text` is a URL with one of `schemes` and a host. */
function urlWith(text: string, schemes: readonly string[]): boolean {
  const url = URL.parse(text);
  return url !== null && schemes.includes(url.protocol) && url.hostname !== "";
}

/** One NATS server URL or several, comma-separated, as the NATS client takes them ("host:port" too). */
const natsUrls = z.string().refine(
  (value) =>
    value
      .split(",")
      .map((part) => part.trim())
      .every((part) => urlWith(part, ["nats:", "tls:", "ws:", "wss:"]) || /^[a-z0-9.-]+:\d{1,5}$/i.test(part)),
  "expected nats://host:port (several separated by commas)",
);

export const baseEnvSchema = z.object({
  NATS_URL: natsUrls.default("nats://127.0.0.1:4222"),
  REDIS_URL: z
    .string()
    .refine((value) => urlWith(value, ["redis:", "rediss:"]), "expected redis://host:port or rediss://host:port")
    .default("redis://127.0.0.1:6379"),
  HDS_NAMESPACE: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, "lower-case letters, digits and dashes, at most 32")
    .default("hds"),
  /**
   * Copies of every stream and of the accounts bucket in a NATS cluster: 3 in production, so a
   * server that restarts loses no run in flight (memory streams live only in memory).
   */
  NATS_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ALLOW_INSECURE_WEBHOOKS: envBoolean,
  /** Port of the /healthz and /readyz server of a worker service (0 picks a free one). */
  HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** How long a run's concurrency slot lives without being extended. */
  SLOT_LEASE_MS: envDurationMs.default(300_000),
  SHUTDOWN_GRACE_MS: envDurationMs.default(10_000),
});
export type BaseEnv = z.infer<typeof baseEnvSchema>;

export class ConfigError extends Error {
  readonly code = "CONFIG_INVALID";
}

/**
 * Parses the environment once at start. A bad value stops the service with a message that names
 * the variable but never echoes its value (it may be a secret).
 */
export function loadEnv<S extends z.ZodObject>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new ConfigError(`invalid configuration: ${problems}`);
  }
  return parsed.data;
}

/**
 * {@link loadEnv} for a service's start: a bad value ends the process with one line naming the
 * variable (no stack trace to read through) and exit code 1.
 */
export function loadEnvOrExit<S extends z.ZodObject>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  try {
    return loadEnv(schema, env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
}
