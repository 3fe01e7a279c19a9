import { spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { AccountStore } from "@hds/accounts";
import { connectNats, provisionBus } from "@hds/platform";
import { eventually, freePort, test } from "@hds/testing";
import { describe, expect } from "vitest";

const SERVICE_DIR = fileURLToPath(new URL("..", import.meta.url));
const NODE = fileURLToPath(new URL("../../../node_modules/.bin/node", import.meta.url));
const DELAY_MS = 1_500;

describe("gateway process", () => {
  test("told to stop, it reports not ready at once but takes runs until SHUTDOWN_DELAY_MS is over, then exits", async ({
    infra,
    namespace,
    onTestFinished,
  }) => {
    const nc = await connectNats(infra.natsUrl, "test");
    onTestFinished(() => nc.drain());
    await provisionBus(nc, namespace);
    const accounts = await AccountStore.open(nc, namespace);
    onTestFinished(() => accounts.close());
    const company = await accounts.createCompany("acme");
    const { key } = await accounts.createKey(company.companyId, "ci");

    const port = await freePort();
    const child = spawn(NODE, ["--import", "./src/instrumentation.ts", "src/main.ts"], {
      cwd: SERVICE_DIR,
      env: {
        PATH: process.env.PATH ?? "",
        NATS_URL: infra.natsUrl,
        REDIS_URL: infra.redisUrl,
        HDS_NAMESPACE: namespace,
        PORT: String(port),
        HOST: "127.0.0.1",
        SHUTDOWN_DELAY_MS: `${DELAY_MS}ms`,
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    onTestFinished(() => void child.kill("SIGKILL"));
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("gateway listening") && resolve());
      child.once("exit", (code) => reject(new Error(`gateway exited with ${code}`)));
    });
    const base = `http://127.0.0.1:${port}`;
    const ready = () => fetch(`${base}/readyz`).then((res) => res.status);
    const submit = () =>
      fetch(`${base}/api/v1/lab-results`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": key },
        body: JSON.stringify({
          webhookUrl: "https://hooks.example.com/h",
          labResults: [{ name: "Sodium", value: "140", unit: "mmol/L" }],
        }),
      }).then((res) => res.status);
    await eventually(async () => (await ready()) === 200, 10_000, "ready");

    const exited = once(child, "exit");
    const stoppedAt = performance.now();
    child.kill("SIGTERM");
    await eventually(async () => (await ready()) === 503, 1_000, "not ready");
    expect(await submit()).toBe(200);
    const [code] = (await exited) as [number | null];
    expect(code).toBe(0);
    expect(performance.now() - stoppedAt).toBeGreaterThanOrEqual(DELAY_MS);
  });
});
