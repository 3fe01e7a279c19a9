import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import type { buildConnector } from "undici";

/**
 * IPv4 ranges a webhook may never reach (webhooks.md "SSRF guard"): everything that is not
 * public unicast, plus the cloud metadata addresses.
 */
const REFUSED_IPV4: readonly (readonly [string, number])[] = [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, with the 169.254.169.254 metadata service
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast (deprecated)
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, with broadcast
  ["168.63.129.16", 32], // Azure wire server / metadata (a public-looking address)
];

/**
 * IPv6 prefixes that may carry a public address: global unicast, and the two forms that embed an
 * IPv4 address (IPv4-mapped, NAT64), which are judged by that address. Everything else in IPv6
 * (unspecified, loopback, unique-local with fd00:ec2::254, link-local, multicast, discard...) is
 * refused by not being here, which is safer than listing what to refuse.
 */
const PUBLIC_IPV6: readonly (readonly [string, number])[] = [
  ["2000::", 3],
  ["::ffff:0:0", 96],
  ["64:ff9b::", 96],
];

/** Special-purpose blocks inside global unicast. */
const REFUSED_IPV6: readonly (readonly [string, number])[] = [
  ["2001::", 23], // IETF protocol assignments (Teredo, benchmarking, ORCHID)
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4: a tunnel to whatever IPv4 address it embeds
  ["3fff::", 20], // documentation
];

const refused = new BlockList();
for (const [address, prefix] of REFUSED_IPV4) {
  refused.addSubnet(address, prefix, "ipv4");
  // Node matches IPv4 rules against IPv4-mapped addresses itself; these make both embeddings explicit.
  refused.addSubnet(`::ffff:${address}`, 96 + prefix, "ipv6");
  refused.addSubnet(`64:ff9b::${address}`, 96 + prefix, "ipv6");
}
for (const [address, prefix] of REFUSED_IPV6) refused.addSubnet(address, prefix, "ipv6");
const publicIpv6 = new BlockList();
for (const [address, prefix] of PUBLIC_IPV6) publicIpv6.addSubnet(address, prefix, "ipv6");

/** Whether a webhook must not be delivered to this IP address (anything that is not one is refused too). */
export function isForbiddenAddress(address: string): boolean {
  try {
    const family = isIP(address);
    if (family === 4) return refused.check(address, "ipv4");
    if (family === 6) return refused.check(address, "ipv6") || !publicIpv6.check(address, "ipv6");
  } catch {
    // An address BlockList cannot read (a zone id, say) is not one we can vouch for.
  }
  return true;
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Host name → addresses; injectable so tests can resolve names without DNS. */
export type Resolve = (hostname: string) => Promise<readonly ResolvedAddress[]>;

/** The system resolver (getaddrinfo, so /etc/hosts counts), every address in its order. */
export const systemResolve: Resolve = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** A destination the SSRF guard refuses; it ends the run's deliveries. */
export class TargetForbiddenError extends Error {
  readonly code = "WEBHOOK_TARGET_FORBIDDEN";
  constructor() {
    super("webhook destination refused");
    this.name = "TargetForbiddenError";
  }
}

/**
 * The address to connect to for `hostname`: an IP literal is judged as it is; a name is resolved
 * and refused if ANY of its addresses is forbidden (an attacker may control the order).
 */
export async function checkedAddress(hostname: string, resolve: Resolve): Promise<ResolvedAddress> {
  const family = isIP(hostname);
  if (family !== 0) {
    if (isForbiddenAddress(hostname)) throw new TargetForbiddenError();
    return { address: hostname, family };
  }
  const addresses = await resolve(hostname);
  const first = addresses[0];
  if (first === undefined) throw Object.assign(new Error("host has no address"), { code: "ENOTFOUND" });
  if (addresses.some((a) => isForbiddenAddress(a.address))) throw new TargetForbiddenError();
  return first;
}

/**
 * An undici connector that checks the destination before every new connection and then connects
 * to the checked address itself, so there is no second lookup for DNS rebinding to slip into.
 * Undici calls it for IP-literal hosts too (unlike a socket `lookup` hook), so one path covers
 * both. For TLS the original host name stays the SNI name and the name the certificate must
 * carry. Resolution counts against the connect time-out.
 */
export function guardedConnector(
  connect: buildConnector.connector,
  resolve: Resolve,
  timeoutMs: number,
): buildConnector.connector {
  return (options, callback) => {
    within(checkedAddress(options.hostname, resolve), timeoutMs).then(
      (target) => {
        const named = isIP(options.hostname) === 0;
        const servername =
          options.protocol === "https:" && named ? (options.servername ?? options.hostname) : options.servername;
        connect({ ...options, hostname: target.address, ...(servername ? { servername } : {}) }, callback);
      },
      (err: Error) => callback(err, null),
    );
  };
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(Object.assign(new Error("host resolution timed out"), { code: "ERR_RESOLVE_TIMEOUT" })),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}
