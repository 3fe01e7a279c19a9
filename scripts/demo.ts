/**
 * `npm run demo`: a newcomer's first run. Starts the system, a local webhook receiver, submits a
 * sample EHR record and a sample lab panel (and a deep run when the deep agents are there), shows
 * each run's progress as it happens, verifies every signature, and prints the final patient and
 * clinician reports with their citations.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { freePort } from "@hds/testing/servers";
import { ROOT, startSystem, waitForGateway } from "./lib/system.ts";
import { type SinkEvent, startWebhookSink } from "./lib/webhook-sink.ts";

interface Citation {
  url: string;
  title: string;
  metadata: { type: string; source?: string };
}
interface Run {
  label: string;
  runId: string;
  steps: number;
  done: boolean;
}

const out = (line = "") => process.stdout.write(`${line}\n`);
const bold = (s: string) => (process.stdout.isTTY ? `\x1b[1m${s}\x1b[0m` : s);
const dim = (s: string) => (process.stdout.isTTY ? `\x1b[2m${s}\x1b[0m` : s);

const env = { ...process.env, PORT: process.env.PORT ?? String(await freePort()) };
out("Starting NATS, Redis and the services…");
const system = await startSystem(env, { quiet: true });
const account = system.account;
if (!account) {
  out("The demo runs in development mode: unset ADMIN_TOKEN.");
  await system.stop();
  process.exit(1);
}
const runs = new Map<string, Run>();
const finals = new Map<string, SinkEvent["body"]>();
let invalidSignatures = 0;

function bar(step: number, total: number): string {
  return `[${"#".repeat(step)}${".".repeat(Math.max(0, total - step))}]`;
}

const sinkPort = await freePort();
const sink = await startWebhookSink(
  sinkPort,
  () => account.webhookSecret,
  ({ body, signatureValid }) => {
    if (!signatureValid) invalidSignatures += 1;
    const run = runs.get(String(body.runId));
    if (!run) return;
    const tick = signatureValid ? "signature ✓" : "signature ✗";
    const progress = body.progress as { step: number; totalSteps: number; message: string } | undefined;
    if (progress) {
      run.steps = Math.max(run.steps, progress.step);
      out(
        `  ${run.label.padEnd(12)} ${bar(progress.step, progress.totalSteps)} ${progress.step}/${progress.totalSteps} ${progress.message} ${dim(tick)}`,
      );
    } else {
      run.done = true;
      finals.set(run.runId, body);
      out(`  ${run.label.padEnd(12)} ${bold(String(body.status))} (#${body.sequenceNumber}) ${dim(tick)}`);
    }
  },
);

try {
  await waitForGateway(system.gatewayUrl);
  const webhookUrl = `http://127.0.0.1:${sinkPort}/webhook`;
  const submissions: { label: string; path: string; file: string }[] = [
    { label: "ehr light", path: "/api/v1/agent", file: "ehr-light-cardiometabolic.json" },
    { label: "lab results", path: "/api/v1/lab-results", file: "lab-results-annual-panel.json" },
    ...(system.services.present.includes("research")
      ? [{ label: "ehr deep", path: "/api/v1/agent", file: "ehr-deep-anaemia-brca.json" }]
      : []),
  ];
  out(`Gateway ready at ${system.gatewayUrl}. Submitting ${submissions.length} sample requests:`);
  for (const s of submissions) {
    const body = { ...JSON.parse(readFileSync(join(ROOT, "samples", s.file), "utf8")), webhookUrl };
    const res = await fetch(`${system.gatewayUrl}${s.path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": account.apiKey },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as { runId?: string; message?: string };
    out(`  ${s.label.padEnd(12)} POST ${s.path} → ${res.status} runId ${answer.runId} ${dim(answer.message ?? "")}`);
    if (answer.runId) runs.set(answer.runId, { label: s.label, runId: answer.runId, steps: 0, done: false });
  }
  out();
  const deadline = Date.now() + 120_000;
  while ([...runs.values()].some((r) => !r.done) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));

  for (const run of runs.values()) {
    const final = finals.get(run.runId);
    out();
    out(bold(`════ ${run.label}: ${final ? String(final.status) : "no final result within 2 minutes"} ════`));
    if (!final) continue;
    if (final.status === "error") {
      out(`error: ${JSON.stringify(final.error)}`);
      continue;
    }
    const result = final.result as {
      patientResponse: string;
      clinicianResponse: string;
      citations: { patient: Record<string, Citation>; clinician: Record<string, Citation> };
      researchTasks?: string[];
      metadata?: Record<string, number>;
    };
    if (result.metadata) out(dim(`metadata: ${JSON.stringify(result.metadata)}`));
    for (const [title, text, cites] of [
      ["For the patient", result.patientResponse, result.citations.patient],
      ["For the clinician", result.clinicianResponse, result.citations.clinician],
    ] as const) {
      out();
      out(bold(`── ${title} ──`));
      out(text);
      out();
      out(bold("Sources"));
      for (const [n, c] of Object.entries(cites)) out(`  [${n}] ${c.title} (${c.metadata.type}) ${dim(c.url)}`);
    }
    if (result.researchTasks) {
      out();
      out(bold("Research tasks"));
      for (const t of result.researchTasks) out(`  - ${t}`);
    }
  }
  out();
  out(
    invalidSignatures === 0
      ? "Every webhook signature verified."
      : `${invalidSignatures} deliveries had an INVALID signature.`,
  );
} finally {
  sink.close();
  await system.stop();
}
process.exit(0);
