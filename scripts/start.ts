/**
 * `npm start`: the whole system on this machine. NATS and Redis at the configured URLs, or private
 * ones when they are not running; all six services as separate processes with prefixed logs; in
 * development (no ADMIN_TOKEN) a demo account, a local webhook receiver that prints what arrives,
 * and a curl example to try.
 */
import { startSystem } from "./lib/system.ts";
import { startWebhookSink } from "./lib/webhook-sink.ts";

const sinkPort = Number(process.env.WEBHOOK_SINK_PORT ?? 8090);
// Development allows loopback webhooks unless the operator turned that off (lib/system.ts).
const loopbackRefused = process.env.ALLOW_INSECURE_WEBHOOKS === "false" || process.env.ALLOW_INSECURE_WEBHOOKS === "0";
let system: Awaited<ReturnType<typeof startSystem>>;
try {
  system = await startSystem(process.env);
} catch (err) {
  process.stderr.write(`Cannot start: ${(err as Error).message}\n`);
  process.exit(1);
}
for (const s of system.infra.started) process.stdout.write(`started private ${s}; it stops when this command stops\n`);
if (system.services.missing.length > 0) process.stdout.write(`not built yet: ${system.services.missing.join(", ")}\n`);

const { account } = system;
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
${
  loopbackRefused
    ? `  ALLOW_INSECURE_WEBHOOKS=${process.env.ALLOW_INSECURE_WEBHOOKS}: the loopback receiver below is refused (400);
  put a public HTTPS webhookUrl of your own in the example.`
    : `  Webhooks to http://127.0.0.1:${sinkPort}/webhook are verified and printed as [webhook-sink].`
}

Try it:
  curl -s ${system.gatewayUrl}/api/v1/lab-results \\
    -H 'content-type: application/json' -H 'x-api-key: ${account.apiKey}' \\
    -d '${body}'

API description: ${system.gatewayUrl}/api/v1/openapi.json   docs: ${system.gatewayUrl}/docs
See it all at once: npm run demo
──────────────────────────────────────────────────────────────────────────────
`);
  }, 1500).unref();
}

async function stop() {
  sink?.close();
  await system.stop();
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
