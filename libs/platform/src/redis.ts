import { Redis } from "ioredis";

/**
 * A Redis client that fails fast instead of queueing: with no offline queue and a command
 * time-out, a request that needs Redis while it is down gets an answer (a 500 with Retry-After)
 * within two seconds rather than hanging. It reconnects in the background on its own.
 */
export async function connectRedis(
  url: string,
  name: string,
  options: { autoPipelining?: boolean } = {},
): Promise<Redis> {
  const redis = new Redis(url, {
    // Many small commands from concurrent handlers go out in one write (the dispatcher's case).
    enableAutoPipelining: options.autoPipelining ?? false,
    connectionName: name,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1500,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  // Errors surface on the commands that need Redis; the connection's own events are not fatal.
  redis.on("error", () => {});
  await redis.connect();
  return redis;
}

export type { Redis } from "ioredis";
