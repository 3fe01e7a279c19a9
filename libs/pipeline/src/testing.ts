/**
 * Helpers for tests of agents over real NATS (`@hds/pipeline/testing`): publish run messages the
 * way the gateway does, and read streams without consuming them.
 */
import { randomUUID } from "node:crypto";
import { busNames, type RunEvent, type RunMessage, runEventSchema } from "@hds/contracts";
import { decodeJson, publishJson } from "@hds/platform";
import type { JetStreamClient, StoredMsg } from "@nats-io/jetstream";

/** Publishes a run message on its agent's RUNS subject with the run id as message id, as the gateway does. */
export async function publishRun(js: JetStreamClient, namespace: string, message: RunMessage): Promise<void> {
  await publishJson(js, busNames(namespace).subjects.runs(message.agent), message, { msgID: message.runId });
}

/** Every message stored in `stream` now, read without consuming them. */
export async function streamMessages(js: JetStreamClient, stream: string): Promise<StoredMsg[]> {
  const jsm = await js.jetstreamManager();
  const { state } = await jsm.streams.info(stream);
  const out: StoredMsg[] = [];
  if (state.messages === 0) return out;
  for (let seq = state.first_seq; seq <= state.last_seq; seq++) {
    const m = await jsm.streams.getMessage(stream, { seq }).catch(() => null);
    if (m) out.push(m);
  }
  return out;
}

/** The events on EVENTS now (for tests without a dispatcher), parsed with the contract's schema. */
export async function storedEvents(js: JetStreamClient, namespace: string, runId?: string): Promise<RunEvent[]> {
  const messages = await streamMessages(js, busNames(namespace).streams.events);
  const events = messages.map((m) => runEventSchema.parse(decodeJson(m)));
  return runId === undefined ? events : events.filter((e) => e.runId === runId);
}

/** How many messages a stream holds now. */
export async function streamCount(js: JetStreamClient, stream: string): Promise<number> {
  const jsm = await js.jetstreamManager();
  return (await jsm.streams.info(stream)).state.messages;
}

function envelope(companyId: string) {
  return {
    runId: randomUUID(),
    companyId,
    keyId: "key_test",
    webhookUrl: "https://hooks.example.com/hds",
    acceptedAt: new Date().toISOString(),
  };
}

/** A lab-results run message as the gateway would publish it. */
export function labRunMessage(
  overrides: Partial<Extract<RunMessage, { agent: "lab-results" }>> = {},
  companyId = "co_test",
): Extract<RunMessage, { agent: "lab-results" }> {
  return {
    ...envelope(companyId),
    agent: "lab-results",
    labResults: [{ name: "HbA1c", value: "6.1 %", flag: "High", date: "2026-10-01" }],
    ...overrides,
  };
}

/** An EHR light run message as the gateway would publish it (the gateway fills list defaults). */
export function ehrRunMessage(
  data: Partial<Extract<RunMessage, { agent: "light" }>["data"]> = {},
  companyId = "co_test",
): Extract<RunMessage, { agent: "light" }> {
  return {
    ...envelope(companyId),
    agent: "light",
    data: {
      recentAbnormalLabs: [],
      recentNormalLabs: [],
      labTrends: [],
      pastMedicalHistory: [],
      medications: [],
      familyHistory: [],
      imagingStudies: [],
      geneticData: [],
      vitalSigns: [],
      ...data,
    },
  };
}
