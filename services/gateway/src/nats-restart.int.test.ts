import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { AccountStore } from "@hds/accounts";
import { connectNats, provisionBus } from "@hds/platform";
import { eventually, freePort, spawnNats, test, WebhookReceiver } from "@hds/testing";
import { afterEach, describe, expect } from "vitest";
import { labBody } from "./test-harness.ts";

const NODE = fileURLToPath(new URL("../../../node_modules/.bin/node", import.meta.url));
const serviceDir = (name: string) => fileURLToPath(new URL(`../../${name}/`, import.meta.url));

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

interface ServiceProcess {
  child: ChildProcess;
  lines: string[];
}

/** A service started from its main.ts as production runs it; resolves once it logs `startedPhrase`. */
async function startService(name: string, env: Record<string, string>, startedPhrase: string): Promise<ServiceProcess> {
  const child = spawn(NODE, ["--import", "./src/instrumentation.ts", "src/main.ts"], {
    cwd: serviceDir(name),
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "info", ALLOW_INSECURE_WEBHOOKS: "true", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const service = { child, lines: [] as string[] };
  cleanups.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  });
  let buffered = "";
  const collect = (chunk: Buffer) => {
    buffered += chunk.toString("utf8");
    const complete = buffered.split("\n");
    buffered = complete.pop() ?? "";
    service.lines.push(...complete.filter(Boolean));
  };
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  await eventually(
    () => {
      if (child.exitCode !== null) throw new Error(`${name} exited: ${service.lines.slice(-10).join("\n")}`);
      return service.lines.some((l) => l.includes(startedPhrase));
    },
    // The agent loads the whole clinical engine at start, slow on a busy machine.
    45_000,
    `${name} started`,
  );
  return service;
}

/** The health port a service logged at start. */
function healthPort(service: ServiceProcess): number {
  const line = service.lines.find((l) => l.includes('"healthPort"'));
  return Number((JSON.parse(line!) as { healthPort: number }).healthPort);
}

async function readyz(port: number): Promise<number> {
  return fetch(`http://127.0.0.1:${port}/readyz`).then(
    (res) => res.status,
    () => 0,
  );
}

describe("a NATS restart", () => {
  test(
    "costs only seconds: the services put the bus back, say not ready until then, and runs complete again",
    { timeout: 120_000 },
    async ({ infra, namespace }) => {
      const nats = await spawnNats();
      cleanups.push(() => nats.stop());
      const nc = await connectNats(nats.url, "checks");
      cleanups.push(() => nc.close());
      await provisionBus(nc, namespace);
      const accounts = await AccountStore.open(nc, namespace);
      cleanups.push(() => accounts.close());
      const company = await accounts.createCompany("Acme Health");
      const { key } = await accounts.createKey(company.companyId, "test");
      const receiver = await new WebhookReceiver().start();
      cleanups.push(() => receiver.close());

      const port = await freePort();
      const env = { NATS_URL: nats.url, REDIS_URL: infra.redisUrl, HDS_NAMESPACE: namespace };
      const [gateway, agent, dispatcher] = await Promise.all([
        startService("gateway", { ...env, PORT: String(port), HOST: "127.0.0.1" }, "gateway listening"),
        startService("lab-results", env, "agent ready"),
        startService("webhook-dispatcher", env, "webhook dispatcher started"),
      ]);
      const post = async () => {
        const started = Date.now();
        const res = await fetch(`http://127.0.0.1:${port}/api/v1/lab-results`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-api-key": key },
          body: JSON.stringify(labBody({ webhookUrl: receiver.url })),
        });
        const body = (await res.json()) as { runId?: string };
        return { status: res.status, retryAfter: res.headers.get("retry-after"), tookMs: Date.now() - started, body };
      };
      const completes = async (runId: string) =>
        expect((await receiver.waitForFinal(runId, 15_000)).body.status).toBe("completed");

      const before = await post();
      expect(before.status).toBe(200);
      await completes(before.body.runId!);

      const gatewayReadiness = [await readyz(port)];
      const sampler = setInterval(async () => {
        const status = await readyz(port);
        if (status !== gatewayReadiness.at(-1)) gatewayReadiness.push(status);
      }, 20);
      cleanups.push(async () => clearInterval(sampler));
      const restartedAt = Date.now();
      await nats.restart();
      const after = await eventually(
        async () => {
          const res = await post();
          if (res.status === 200) return res;
          // While the bus is not back: the contract's 500 with Retry-After, quickly.
          expect(res.status).toBe(500);
          expect(res.tookMs).toBeLessThan(2_000);
          expect(Number(res.retryAfter)).toBeGreaterThanOrEqual(1);
          return undefined;
        },
        10_000,
        "POST accepted after the restart",
      );
      expect(Date.now() - restartedAt).toBeLessThan(10_000);
      await completes(after.body.runId!);
      await eventually(() => gatewayReadiness.at(-1) === 200, 5_000, "gateway ready");
      clearInterval(sampler);
      expect(gatewayReadiness).toEqual([200, 503, 200]);
      expect(await readyz(healthPort(agent))).toBe(200);
      expect(await readyz(healthPort(dispatcher))).toBe(200);

      for (const service of [gateway, agent, dispatcher]) {
        expect(service.lines.some((l) => l.includes("bus provisioned again"))).toBe(true);
        // The lab's name in every request: health data never reaches a log line.
        expect(service.lines.join("\n")).not.toContain("HbA1c");
      }
    },
  );
});
