import { test } from "@hds/testing";
import { DiscardPolicy, jetstreamManager, StorageType } from "@nats-io/jetstream";
import type { NatsConnection } from "@nats-io/transport-node";
import { afterEach, describe, expect } from "vitest";
import { connectNats } from "./nats.ts";
import { StreamPublisher, StreamPublishRefused, StreamPublishTimeout } from "./stream-publisher.ts";

const encode = (s: string) => new TextEncoder().encode(s);
let nc: NatsConnection | undefined;
afterEach(async () => {
  await nc?.close();
  nc = undefined;
});

async function withStream(natsUrl: string, name: string, options: { maxMsgs?: number } = {}) {
  nc = await connectNats(natsUrl, "publisher-test");
  const jsm = await jetstreamManager(nc);
  await jsm.streams.add({
    name,
    subjects: [`${name}.>`],
    storage: StorageType.Memory,
    ...(options.maxMsgs ? { max_msgs: options.maxMsgs, discard: DiscardPolicy.New } : {}),
  });
  return { nc, jsm, publisher: new StreamPublisher(nc) };
}

describe("StreamPublisher", () => {
  test("answers each of many concurrent publishes with its own acknowledgement", async ({ infra, namespace }) => {
    const { jsm, publisher } = await withStream(infra.natsUrl, namespace);
    const acks = await Promise.all(
      Array.from({ length: 200 }, (_, i) => publisher.publish(`${namespace}.runs`, encode(`m${i}`))),
    );
    expect(new Set(acks.map((a) => a.seq)).size).toBe(200);
    expect(acks.every((a) => a.stream === namespace && a.duplicate === false)).toBe(true);
    const stored = await jsm.streams.getMessage(namespace, { seq: acks[17]!.seq });
    expect(new TextDecoder().decode(stored!.data)).toBe("m17");
  });

  test("stores a message published twice with one msgID once, and says the second was a duplicate", async ({
    infra,
    namespace,
  }) => {
    const { jsm, publisher } = await withStream(infra.natsUrl, namespace);
    const first = await publisher.publish(`${namespace}.runs`, encode("a"), { msgID: "run-1" });
    const again = await publisher.publish(`${namespace}.runs`, encode("a"), { msgID: "run-1" });
    expect(again).toMatchObject({ seq: first.seq, duplicate: true });
    expect((await jsm.streams.info(namespace)).state.messages).toBe(1);
  });

  test("refuses at once when no stream takes the subject", async ({ infra, namespace }) => {
    const { publisher } = await withStream(infra.natsUrl, namespace);
    const started = Date.now();
    await expect(publisher.publish(`elsewhere.${namespace}`, encode("x"), { timeout: 5000 })).rejects.toBeInstanceOf(
      StreamPublishRefused,
    );
    expect(Date.now() - started).toBeLessThan(1000);
  });

  test("passes on the stream's refusal", async ({ infra, namespace }) => {
    const { publisher } = await withStream(infra.natsUrl, namespace, { maxMsgs: 1 });
    await publisher.publish(`${namespace}.runs`, encode("first"));
    await expect(publisher.publish(`${namespace}.runs`, encode("second"))).rejects.toThrow(StreamPublishRefused);
  });

  test("times out when the subject is answered by no stream and no one replies", async ({ infra, namespace }) => {
    const { nc, publisher } = await withStream(infra.natsUrl, namespace);
    // A plain subscriber that never answers: no "no responders" status, no acknowledgement.
    nc.subscribe(`silent.${namespace}`);
    const started = Date.now();
    await expect(publisher.publish(`silent.${namespace}`, encode("x"), { timeout: 200 })).rejects.toBeInstanceOf(
      StreamPublishTimeout,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  test("rejects a message above the server's max_payload with nats.js's max_payload error", async ({
    infra,
    namespace,
  }) => {
    const { nc, publisher } = await withStream(infra.natsUrl, namespace);
    const tooBig = new Uint8Array(nc.info!.max_payload + 1);
    await expect(publisher.publish(`${namespace}.runs`, tooBig)).rejects.toThrow(/max_payload/);
  });
});
