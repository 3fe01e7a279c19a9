import { setTimeout as sleep } from "node:timers/promises";

/** Polls `check` until it returns a value other than undefined/false, or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => T | Promise<T>,
  timeoutMs = 10_000,
  what = "condition",
): Promise<Exclude<T, false | undefined>> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await check();
    if (last !== undefined && last !== false) return last as Exclude<T, false | undefined>;
    await sleep(20);
  }
  throw new Error(`${what} not reached within ${timeoutMs} ms`);
}
