import type { Agent } from "@hds/contracts";
import type { Redis } from "ioredis";

/**
 * Concurrency slots per company and agent type (spec "Limits"), as leases in a Redis sorted set:
 * member = runId, score = lease expiry in Redis server time. Expired leases are swept before every
 * count, so a run whose worker died frees its slot when its lease lapses, and the count survives
 * gateway restarts. Each operation is one Lua script, so concurrent gateways count atomically.
 */
const ACQUIRE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local active = redis.call('ZCARD', KEYS[1])
local limit = tonumber(ARGV[1])
if active >= limit then return {0, active} end
local expiry = now + tonumber(ARGV[2])
redis.call('ZADD', KEYS[1], expiry, ARGV[3])
local last = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
redis.call('PEXPIREAT', KEYS[1], tonumber(last[2]))
return {1, active + 1}
`;

const COUNT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
return redis.call('ZCARD', KEYS[1])
`;

const EXTEND = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local expiry = now + tonumber(ARGV[1])
local changed = redis.call('ZADD', KEYS[1], 'XX', 'CH', 'GT', expiry, ARGV[2])
local last = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
if last[2] then redis.call('PEXPIREAT', KEYS[1], tonumber(last[2])) end
return changed
`;

/**
 * How long a withdrawn run is remembered: longer than a run message can wait in RUNS (its
 * 24-hour max age), so the message cannot outlive the marker.
 */
const WITHDRAWN_TTL_MS = 25 * 3_600_000;

export interface AcquireResult {
  acquired: boolean;
  /** Active runs after the attempt, including this one when acquired. */
  active: number;
}

type SlotCommands = {
  slotAcquire(key: string, limit: number, leaseMs: number, runId: string): Promise<[number, number]>;
  slotCount(key: string): Promise<number>;
  slotExtend(key: string, leaseMs: number, runId: string): Promise<number>;
};

export class Slots {
  private readonly redis: Redis & SlotCommands;
  private readonly namespace: string;

  constructor(redis: Redis, namespace: string) {
    // defineCommand sends each script once and then only its SHA (EVALSHA): the scripts' text
    // is not written to Redis on every request.
    if (!("slotAcquire" in redis)) {
      redis.defineCommand("slotAcquire", { numberOfKeys: 1, lua: ACQUIRE });
      redis.defineCommand("slotCount", { numberOfKeys: 1, lua: COUNT });
      redis.defineCommand("slotExtend", { numberOfKeys: 1, lua: EXTEND });
    }
    this.redis = redis as Redis & SlotCommands;
    this.namespace = namespace;
  }

  private key(companyId: string, agent: Agent): string {
    return `${this.namespace}:slots:${companyId}:${agent}`;
  }

  private withdrawnKey(runId: string): string {
    return `${this.namespace}:withdrawn:${runId}`;
  }

  async acquire(
    companyId: string,
    agent: Agent,
    runId: string,
    limit: number,
    leaseMs: number,
  ): Promise<AcquireResult> {
    const [ok, active] = await this.redis.slotAcquire(this.key(companyId, agent), limit, leaseMs, runId);
    return { acquired: ok === 1, active };
  }

  async active(companyId: string, agent: Agent): Promise<number> {
    return this.redis.slotCount(this.key(companyId, agent));
  }

  /** Pushes the lease of a live run forward; a run whose slot was already released stays released. */
  async extend(companyId: string, agent: Agent, runId: string, leaseMs: number): Promise<boolean> {
    return (await this.redis.slotExtend(this.key(companyId, agent), leaseMs, runId)) === 1;
  }

  async release(companyId: string, agent: Agent, runId: string): Promise<void> {
    await this.redis.zrem(this.key(companyId, agent), runId);
  }

  /**
   * Gives up a run whose client was answered with an error (the gateway's 500, or the overdue
   * sweep's error webhook): frees its slot and marks the run withdrawn (its id only). A slot script or run publish that timed out may still take effect
   * once Redis or NATS recovers; the slot command queued behind it on the same connection
   * removes the slot again, and an agent that receives the run drops it (see isWithdrawn).
   */
  async withdraw(companyId: string, agent: Agent, runId: string): Promise<void> {
    await this.redis
      .multi()
      .zrem(this.key(companyId, agent), runId)
      .set(this.withdrawnKey(runId), "1", "PX", WITHDRAWN_TTL_MS)
      .exec();
  }

  async isWithdrawn(runId: string): Promise<boolean> {
    return (await this.redis.exists(this.withdrawnKey(runId))) === 1;
  }
}
