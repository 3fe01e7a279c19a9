import fc from "fast-check";
import type { buildConnector } from "undici";
import { describe, expect, test } from "vitest";
import { checkedAddress, guardedConnector, isForbiddenAddress, type Resolve, TargetForbiddenError } from "./ssrf.ts";

const FORBIDDEN = [
  "127.0.0.1",
  "127.255.255.254",
  "0.0.0.0",
  "10.0.0.1",
  "172.16.5.4",
  "172.31.255.255",
  "192.168.1.1",
  "169.254.169.254",
  "169.254.0.1",
  "168.63.129.16",
  "100.64.0.1",
  "100.127.255.255",
  "224.0.0.1",
  "239.255.255.250",
  "240.0.0.1",
  "255.255.255.255",
  "192.0.2.10",
  "198.51.100.7",
  "203.0.113.9",
  "198.18.0.1",
  "192.0.0.8",
  "::",
  "::1",
  "fe80::1",
  "fc00::1",
  "fd00:ec2::254",
  "ff02::1",
  "2001:db8::1",
  "3fff::1",
  "2002:7f00:1::1",
  "2001::1",
  "100::1",
  "64:ff9b:1::1",
  "::ffff:127.0.0.1",
  "::ffff:7f00:1",
  "::ffff:10.0.0.1",
  "::ffff:169.254.169.254",
  "64:ff9b::10.0.0.1",
  "64:ff9b::a9fe:a9fe",
  "::127.0.0.1",
  "fe80::1%eth0",
  "not-an-address",
];
const ALLOWED = [
  "93.184.216.34",
  "8.8.8.8",
  "1.1.1.1",
  "172.32.0.1",
  "100.128.0.1",
  "2606:4700:4700::1111",
  "::ffff:8.8.8.8",
  "64:ff9b::808:808",
];

const fakeSocket = {} as Parameters<buildConnector.Callback>[1];

/** A connector that records where it was asked to connect, and connects nowhere. */
function recordingConnector() {
  const calls: buildConnector.Options[] = [];
  const connect: buildConnector.connector = (options, callback) => {
    calls.push(options);
    callback(null, fakeSocket!);
  };
  return { calls, connect };
}

function connectVia(connector: buildConnector.connector, options: buildConnector.Options): Promise<unknown> {
  return new Promise((resolve) => connector(options, (err, socket) => resolve(err ?? socket)));
}

const resolver = (table: Record<string, string[]>): Resolve & { calls: string[] } => {
  const calls: string[] = [];
  const resolve = async (hostname: string) => {
    calls.push(hostname);
    const found = table[hostname];
    if (!found) throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
    return found.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
  return Object.assign(resolve, { calls });
};

describe("SSRF guard", () => {
  test.each(FORBIDDEN)("refuses %s", (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  test.each(ALLOWED)("allows %s", (address) => {
    expect(isForbiddenAddress(address)).toBe(false);
  });

  test("judges an IPv4 address the same in its IPv4-mapped and NAT64 forms", () => {
    fc.assert(
      fc.property(fc.ipV4(), (v4) => {
        const verdict = isForbiddenAddress(v4);
        expect(isForbiddenAddress(`::ffff:${v4}`)).toBe(verdict);
        expect(isForbiddenAddress(`64:ff9b::${v4}`)).toBe(verdict);
      }),
    );
  });

  test("refuses every address in the private, loopback and link-local ranges", () => {
    const octet = fc.integer({ min: 0, max: 255 });
    fc.assert(
      fc.property(octet, octet, octet, (a, b, c) => {
        for (const address of [
          `10.${a}.${b}.${c}`,
          `127.${a}.${b}.${c}`,
          `192.168.${b}.${c}`,
          `169.254.${b}.${c}`,
          `172.${16 + (a % 16)}.${b}.${c}`,
        ]) {
          expect(isForbiddenAddress(address)).toBe(true);
        }
      }),
    );
  });

  test("judges IP literals directly, without resolving them", async () => {
    const resolve = resolver({});
    await expect(checkedAddress("127.0.0.1", resolve)).rejects.toBeInstanceOf(TargetForbiddenError);
    await expect(checkedAddress("::ffff:7f00:1", resolve)).rejects.toBeInstanceOf(TargetForbiddenError);
    await expect(checkedAddress("93.184.216.34", resolve)).resolves.toEqual({ address: "93.184.216.34", family: 4 });
    expect(resolve.calls).toEqual([]);
  });

  test("refuses a name if any of its addresses is forbidden", async () => {
    const resolve = resolver({ "internal.test": ["10.1.2.3"], "mixed.test": ["93.184.216.34", "127.0.0.1"] });
    await expect(checkedAddress("internal.test", resolve)).rejects.toBeInstanceOf(TargetForbiddenError);
    await expect(checkedAddress("mixed.test", resolve)).rejects.toBeInstanceOf(TargetForbiddenError);
  });

  test("connects to the address it checked, keeping the host name for TLS, with one lookup", async () => {
    const resolve = resolver({ "hooks.example.com": ["93.184.216.34"] });
    const { calls, connect } = recordingConnector();
    const connector = guardedConnector(connect, resolve, 1000);
    const socket = await connectVia(connector, {
      hostname: "hooks.example.com",
      host: "hooks.example.com",
      protocol: "https:",
      port: "",
    });
    expect(socket).toBe(fakeSocket);
    expect(calls).toEqual([
      {
        hostname: "93.184.216.34",
        host: "hooks.example.com",
        protocol: "https:",
        port: "",
        servername: "hooks.example.com",
      },
    ]);
    expect(resolve.calls).toEqual(["hooks.example.com"]);
  });

  test("never connects to a refused destination, literal or named", async () => {
    const resolve = resolver({ "metadata.test": ["169.254.169.254"] });
    const { calls, connect } = recordingConnector();
    const connector = guardedConnector(connect, resolve, 1000);
    for (const hostname of ["127.0.0.1", "10.0.0.1", "169.254.169.254", "::1", "::ffff:7f00:1", "metadata.test"]) {
      const outcome = await connectVia(connector, { hostname, protocol: "http:", port: "80" });
      expect(outcome).toBeInstanceOf(TargetForbiddenError);
    }
    expect(calls).toEqual([]);
  });

  test("fails the connection, not the guard, when the name does not resolve in time", async () => {
    const { calls, connect } = recordingConnector();
    const never: Resolve = () => new Promise(() => {});
    const outcome = await connectVia(guardedConnector(connect, never, 50), {
      hostname: "slow.test",
      protocol: "https:",
      port: "",
    });
    expect(outcome).toMatchObject({ code: "ERR_RESOLVE_TIMEOUT" });
    expect(outcome).not.toBeInstanceOf(TargetForbiddenError);
    expect(calls).toEqual([]);
  });
});
