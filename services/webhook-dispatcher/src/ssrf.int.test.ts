import { isIP } from "node:net";
import { Slots } from "@hds/platform";
import { eventually, test } from "@hds/testing";
import { buildConnector } from "undici";
import { describe, expect } from "vitest";
import type { Resolve } from "./handlers/ssrf.ts";
import { completedEvent, Harness, progressEvent } from "./test-harness.ts";

/**
 * The resolver the guard is given: fixed answers, no DNS. `public.test` resolves to a public
 * address, which must be allowed; the test never lets a socket reach it (see the tripwire).
 */
const resolve: Resolve = async (hostname) => {
  const table: Record<string, string[]> = {
    "private.test": ["10.0.0.1"],
    "metadata.test": ["169.254.169.254"],
    "loopback.test": ["127.0.0.1"],
    "public.test": ["93.184.216.34"],
  };
  const addresses = table[hostname];
  if (!addresses) throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
  return addresses.map((address) => ({ address, family: isIP(address) }));
};

/**
 * Opens sockets for loopback addresses only: any other address is recorded and the connection
 * fails without touching the network, so even a broken guard could not send traffic anywhere.
 */
function tripwire() {
  const real = buildConnector({ timeout: 1_000 });
  const attempted: { hostname: string; servername?: string | null | undefined }[] = [];
  const connector: buildConnector.connector = (options, callback) => {
    attempted.push({ hostname: options.hostname, servername: options.servername });
    if (options.hostname === "127.0.0.1" || options.hostname === "::1") real(options, callback);
    else callback(Object.assign(new Error("tripwire: no traffic outside loopback"), { code: "ETRIPWIRE" }), null);
  };
  return { attempted, connector };
}

describe("SSRF guard at delivery", () => {
  test("refuses loopback, private, link-local and metadata destinations and names resolving to them", async ({
    infra,
    namespace,
    onTestFinished,
  }) => {
    const h = await Harness.open(infra, namespace);
    onTestFinished(() => h.close());
    const { attempted, connector } = tripwire();
    await h.startDispatcher({ allowInsecureWebhooks: false }, { resolve, connector });
    const port = new URL(h.receiver.url).port;
    const targets = [
      `http://127.0.0.1:${port}/hook`,
      "http://10.0.0.1/hook",
      "http://169.254.169.254/latest/meta-data",
      `http://[::1]:${port}/hook`,
      `http://[::ffff:127.0.0.1]:${port}/hook`,
      `http://private.test:${port}/hook`,
      `https://metadata.test/hook`,
      `http://loopback.test:${port}/hook`,
    ];
    const slots = new Slots(h.redis, h.namespace);
    const runs = targets.map((url) => h.run("lab-results", url));
    for (const run of runs) await slots.acquire(run.companyId, run.agent, run.runId, 20, 60_000);
    await h.publish(...runs.flatMap((run) => [progressEvent(run, 1), completedEvent(run)]));

    const entries = await eventually(
      async () => {
        const all = await h.opsLog();
        return all.length === runs.length && all;
      },
      10_000,
      "one ops-log entry per run",
    );
    expect(new Set(entries.map((e) => e.runId))).toEqual(new Set(runs.map((r) => r.runId)));
    for (const entry of entries)
      expect(entry).toMatchObject({ status: "error", errorCode: "WEBHOOK_TARGET_FORBIDDEN" });
    await eventually(async () => (await h.eventsLeft()) === 0, 5_000, "EVENTS empty");
    expect(h.receiver.deliveries).toHaveLength(0);
    expect(attempted).toEqual([]);
    expect(await slots.active(runs[0]!.companyId, "lab-results")).toBe(0);
  });

  test("allows a public destination and connects to the address it checked", async ({
    infra,
    namespace,
    onTestFinished,
  }) => {
    const h = await Harness.open(infra, namespace);
    onTestFinished(() => h.close());
    const { attempted, connector } = tripwire();
    await h.startDispatcher(
      { allowInsecureWebhooks: false, schedules: { final: [0], progress: [0] } },
      { resolve, connector },
    );
    const run = h.run("light", "https://public.test/hooks/results");
    await h.publish(completedEvent(run));

    const [entry] = await eventually(
      async () => {
        const all = await h.opsLog();
        return all.length > 0 && all;
      },
      5_000,
      "ops-log entry",
    );
    // The guard let it through; the connection went to the checked address (and the tripwire
    // failed it, so the only attempt counts as an undelivered one).
    expect(attempted).toEqual([{ hostname: "93.184.216.34", servername: "public.test" }]);
    expect(entry).toMatchObject({ runId: run.runId, errorCode: "WEBHOOK_DELIVERY_FAILED" });
  });
});
