import { spawnSync } from "node:child_process";
import { describe, expect, test } from "vitest";
import { baseEnvSchema, loadEnv } from "./config.ts";

describe("base environment", () => {
  test("takes NATS and Redis URLs in the forms their clients take", () => {
    const env = loadEnv(baseEnvSchema, {
      NATS_URL: "nats://a:4222, tls://b.example.com:4222,c:4223",
      REDIS_URL: "rediss://user:pw@cache.example.com:6380/2",
    });
    expect(env.REDIS_URL).toBe("rediss://user:pw@cache.example.com:6380/2");
  });

  test.each([
    ["NATS_URL", "notaurl"],
    ["NATS_URL", "http://nats:4222"],
    ["REDIS_URL", "http://x:1"],
    ["REDIS_URL", "localhost"],
  ])("names %s when it is not a URL of its kind (%j), without echoing the value", (name, value) => {
    expect(() => loadEnv(baseEnvSchema, { [name]: value })).toThrow(new RegExp(`${name}: expected`));
    expect(() => loadEnv(baseEnvSchema, { [name]: value })).not.toThrow(value);
  });

  test("takes the number of NATS stream copies, 1 by default, from 1 to 5", () => {
    expect(loadEnv(baseEnvSchema, {}).NATS_REPLICAS).toBe(1);
    expect(loadEnv(baseEnvSchema, { NATS_REPLICAS: "3" }).NATS_REPLICAS).toBe(3);
    for (const value of ["0", "6", "three", "1.5"]) {
      expect(() => loadEnv(baseEnvSchema, { NATS_REPLICAS: value })).toThrow(/NATS_REPLICAS/);
    }
  });

  test("a service given a bad value exits with one line naming it, not a stack trace", () => {
    const script = `import { baseEnvSchema, loadEnvOrExit } from ${JSON.stringify(new URL("./config.ts", import.meta.url).pathname)};
loadEnvOrExit(baseEnvSchema, { REDIS_URL: "http://x:1" });`;
    const child = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
    expect(child.status).toBe(1);
    expect(child.stderr.trim()).toBe(
      "invalid configuration: REDIS_URL: expected redis://host:port or rediss://host:port",
    );
  });
});
