import { connectRedis } from "@hds/platform";
import { test } from "@hds/testing";
import { StorageType } from "@nats-io/jetstream";
import { describe, expect } from "vitest";
import { startGateway } from "./test-harness.ts";

const CANARY = "CANARY7f3a";
let n = 0;
const c = () => `${CANARY}-${++n}`;

function canaryEhr() {
  return {
    webhookUrl: `https://hooks.example.com/${c()}`,
    agentType: "light",
    data: {
      patientInfo: { age: 61, gender: "male", name: c() },
      recentAbnormalLabs: [
        {
          display: c(),
          value: c(),
          unit: c(),
          date: c(),
          id: c(),
          code: c(),
          referenceRange: c(),
          interpretation: c(),
        },
      ],
      recentNormalLabs: [{ display: c(), value: c(), unit: c() }],
      labTrends: [{ code: c(), display: c(), values: [{ date: c(), value: c(), unit: c(), interpretation: c() }] }],
      pastMedicalHistory: [
        {
          display: c(),
          clinicalStatus: "active",
          id: c(),
          code: c(),
          onsetDate: c(),
          recordedDate: c(),
          verificationStatus: c(),
        },
      ],
      medications: [{ medication: c(), status: "active", dosage: c(), frequency: c(), startDate: c(), endDate: c() }],
      familyHistory: [{ relationship: c(), condition: c(), onsetAge: c() }],
      imagingStudies: [{ type: c(), description: c(), modality: c(), findings: c(), conclusion: c(), reportText: c() }],
      geneticData: [{ geneCode: c(), geneDisplay: c(), interpretation: c(), value: c(), method: c() }],
      vitalSigns: [{ display: c(), value: c(), unit: c(), referenceRange: c() }],
      additionalContext: c(),
      userInstructions: c(),
    },
  };
}

function canaryLab() {
  return {
    webhookUrl: `https://hooks.example.com/${c()}`,
    labResults: [
      { name: c(), value: c(), flag: "High", referenceRange: c(), date: c(), unit: c(), category: c(), notes: c() },
    ],
    patientContext: {
      name: c(),
      age: c(),
      gender: c(),
      conditions: [{ name: c(), status: c() }],
      medications: [{ name: c(), dosage: c(), frequency: c() }],
      allergies: [c(), { name: c(), reaction: c() }],
      familyHistory: [c(), { relationship: c(), condition: c() }],
      vitalSigns: [{ display: c(), value: c(), unit: c() }],
      socialHistory: c(),
      clinicalNotes: c(),
    },
  };
}

describe("health data stays out of logs, Redis and KV", () => {
  test("canary values of accepted and rejected requests appear nowhere but the memory RUNS stream", async ({
    infra,
    namespace,
  }) => {
    const h = await startGateway(infra, namespace);
    const post = (url: string, body: unknown) =>
      h.app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/json", "x-api-key": h.apiKey },
        payload: JSON.stringify(body),
      });
    expect((await post("/api/v1/agent", canaryEhr())).statusCode).toBe(200);
    expect((await post("/api/v1/lab-results", canaryLab())).statusCode).toBe(200);
    const invalid = { ...canaryEhr(), agentType: c() };
    expect((await post("/api/v1/agent", invalid)).statusCode).toBe(400);
    const badLab = canaryLab();
    (badLab.labResults[0] as Record<string, unknown>).flag = c();
    expect((await post("/api/v1/lab-results", badLab)).statusCode).toBe(400);
    const unauth = await h.app.inject({
      method: "POST",
      url: "/api/v1/agent",
      headers: { "x-api-key": c() },
      payload: canaryEhr(),
    });
    expect(unauth.statusCode).toBe(401);

    expect(h.logLines.length).toBeGreaterThan(0);
    expect(h.logLines.join("\n")).not.toContain(CANARY);

    const redis = await connectRedis(infra.redisUrl, "canary");
    for (const key of await redis.keys("*")) {
      expect(key).not.toContain(CANARY);
      const type = await redis.type(key);
      const value =
        type === "zset"
          ? await redis.zrange(key, 0, -1, "WITHSCORES")
          : type === "string"
            ? await redis.get(key)
            : await redis.dump(key);
      expect(JSON.stringify(value)).not.toContain(CANARY);
    }
    await redis.quit();

    const jsm = await h.deps.js.jetstreamManager();
    const NS = namespace.toUpperCase();
    for (const stream of [`KV_${namespace}_accounts`, `${NS}_OPSLOG`]) {
      const { state } = await jsm.streams.info(stream);
      for (let seq = state.first_seq; seq <= state.last_seq; seq++) {
        const m = await jsm.streams.getMessage(stream, { seq }).catch(() => null);
        if (m) expect(m.string(), stream).not.toContain(CANARY);
      }
    }
    const runs = await jsm.streams.info(`${NS}_RUNS`);
    expect(runs.config.storage).toBe(StorageType.Memory);
    expect(runs.state.messages).toBe(2);
    await h.close();
  });
});
