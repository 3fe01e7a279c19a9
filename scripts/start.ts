/**
 * `npm start`: the whole system on this machine. NATS and Redis at the configured URLs, or private
 * ones when they are not running; all six services as separate processes with prefixed logs; in
 * development (no ADMIN_TOKEN) a demo account, a local webhook receiver that prints what arrives,
 * and a curl example to try.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureDemoAccount } from "./lib/demo-account.ts";
import { ensureInfra } from "./lib/infra.ts";
import { startServices } from "./lib/services.ts";
import { startWebhookSink } from "./lib/webhook-sink.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const env = process.env;
const namespace = env.HDS_NAMESPACE ?? "hds";
const port = Number(env.PORT ?? 8080);
const sinkPort = Number(env.WEBHOOK_SINK_PORT ?? 8090);
const development = !env.ADMIN_TOKEN;

let infra: Awaited<ReturnType<typeof ensureInfra>>;
try {
  infra = await ensureInfra(env.NATS_URL ?? "nats://127.0.0.1:4222", env.REDIS_URL ?? "redis://127.0.0.1:6379");
} catch (err) {
  process.stderr.write(`Cannot start: ${(err as Error).message}\n`);
  process.exit(1);
}
for (const s of infra.started) process.stdout.write(`started private ${s}; it stops when this command stops\n`);

const serviceEnv: Record<string, string> = {
  ...(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined)) as Record<string, string>),
  NATS_URL: infra.natsUrl,
  REDIS_URL: infra.redisUrl,
  HDS_NAMESPACE: namespace,
  PORT: String(port),
  // Local development delivers to http://127.0.0.1 receivers; production keeps the guard on.
  ...(development ? { ALLOW_INSECURE_WEBHOOKS: env.ALLOW_INSECURE_WEBHOOKS ?? "true" } : {}),
};

const account = development ? await ensureDemoAccount(infra.natsUrl, namespace) : undefined;
const sink = account
  ? await startWebhookSink(
      sinkPort,
      () => account.webhookSecret,
      ({ body, signatureValid }) => {
        const progress = body.progress as { step: number; totalSteps: number; message: string } | undefined;
        const what = progress
          ? `step ${progress.step}/${progress.totalSteps} ${progress.message}`
          : String(body.status);
        process.stdout.write(
          `[webhook-sink] run ${String(body.runId).slice(0, 8)} #${body.sequenceNumber} ${what} (signature ${signatureValid ? "valid" : "INVALID"})\n`,
        );
      },
    )
  : undefined;

const services = startServices(root, serviceEnv);
if (services.missing.length > 0) process.stdout.write(`not built yet: ${services.missing.join(", ")}\n`);

if (account) {
  const body = JSON.stringify({
    webhookUrl: `http://127.0.0.1:${sinkPort}/webhook`,
    labResults: [
      { name: "Potassium", value: "6.4", unit: "mmol/L", referenceRange: "3.5-5.1", date: "2026-11-20" },
      { name: "Creatinine", value: "1.9", unit: "mg/dL", referenceRange: "0.7-1.3", date: "2026-11-20" },
    ],
    patientContext: { age: "71", gender: "male", medications: [{ name: "Spironolactone 25 mg" }] },
  });
  setTimeout(() => {
    process.stdout.write(`
──────────────────────────────────────────────────────────────────────────────
Development account (${account.created ? "created" : "existing"}): ${account.companyId}
  API key (new, shown once):  ${account.apiKey}
  Webhook secret:             ${account.webhookSecret}
  Webhooks to ${`http://127.0.0.1:${sinkPort}/webhook`} are verified and printed as [webhook-sink].

Try it:
  curl -s http://127.0.0.1:${port}/api/v1/lab-results \\
    -H 'content-type: application/json' -H 'x-api-key: ${account.apiKey}' \\
    -d '${body}'

API description: http://127.0.0.1:${port}/api/v1/openapi.json   docs: http://127.0.0.1:${port}/docs
──────────────────────────────────────────────────────────────────────────────
`);
  }, 1500).unref();
}

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  services.stop();
  await services.result.catch(() => undefined);
  sink?.close();
  await infra.stop();
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
