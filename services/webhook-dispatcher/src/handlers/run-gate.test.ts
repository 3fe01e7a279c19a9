import { describe, expect, test } from "vitest";
import { RunGate } from "./run-gate.ts";

describe("run gate", () => {
  test("lets a final outcome go at once when none of its run's progress updates is in hand", async () => {
    const gate = new RunGate();
    const other = gate.hold("other-run");
    await gate.settled("run", 10_000, new AbortController().signal);
    other();
    expect(gate.trackedRuns).toBe(0);
  });

  test("holds a final outcome until every progress update of its run in hand is settled", async () => {
    const gate = new RunGate();
    const first = gate.hold("run");
    const second = gate.hold("run");
    let through = false;
    const waiting = gate.settled("run", 10_000, new AbortController().signal).then(() => (through = true));
    first();
    first();
    await Promise.resolve();
    expect(through).toBe(false);
    second();
    await waiting;
    expect(through).toBe(true);
    expect(gate.trackedRuns).toBe(0);
  });

  test("gives up waiting after the bound, or when the handler is aborted", async () => {
    const gate = new RunGate();
    const done = gate.hold("run");
    const started = performance.now();
    await gate.settled("run", 30, new AbortController().signal);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    const abort = new AbortController();
    const waiting = gate.settled("run", 10_000, abort.signal);
    abort.abort();
    await waiting;
    done();
    expect(gate.trackedRuns).toBe(0);
  });
});
