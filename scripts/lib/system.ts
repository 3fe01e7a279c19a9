import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type DemoAccount, ensureDemoAccount } from "./demo-account.ts";
import { ensureInfra, type RunningInfra } from "./infra.ts";
import { startServices } from "./services.ts";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../..");

export interface LocalSystem {
  infra: RunningInfra;
  services: ReturnType<typeof startServices>;
  /** The development account; absent when ADMIN_TOKEN is set (production-like run). */
  account: DemoAccount | undefined;
  gatewayUrl: string;
  stop(): Promise<void>;
}

/**
 * The whole system on this machine, as `npm start` and `npm run demo` run it: NATS and Redis
 * (private ones when none answer), every service as its own process, and in development a demo
 * account with a fresh key. Webhooks to loopback are allowed only in development.
 */
export async function startSystem(env: NodeJS.ProcessEnv, options: { quiet?: boolean } = {}): Promise<LocalSystem> {
  const namespace = env.HDS_NAMESPACE ?? "hds";
  const port = Number(env.PORT ?? 8080);
  const development = !env.ADMIN_TOKEN;
  const infra = await ensureInfra(env.NATS_URL ?? "nats://127.0.0.1:4222", env.REDIS_URL ?? "redis://127.0.0.1:6379");
  const account = development ? await ensureDemoAccount(infra.natsUrl, namespace) : undefined;
  const services = startServices(
    ROOT,
    {
      ...(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined)) as Record<string, string>),
      NATS_URL: infra.natsUrl,
      REDIS_URL: infra.redisUrl,
      HDS_NAMESPACE: namespace,
      PORT: String(port),
      ...(development ? { ALLOW_INSECURE_WEBHOOKS: env.ALLOW_INSECURE_WEBHOOKS ?? "true" } : {}),
    },
    options,
  );
  let stopped = false;
  return {
    infra,
    services,
    account,
    gatewayUrl: `http://127.0.0.1:${port}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await services.stop();
      await infra.stop();
    },
  };
}

/** Waits until the gateway answers /readyz, or fails after `timeoutMs`. */
export async function waitForGateway(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the gateway at ${url} did not become ready within ${timeoutMs / 1000} s`);
}
