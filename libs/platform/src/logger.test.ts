import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger.ts";

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString("utf8"));
      done();
    },
  });
  return { logger: createLogger({ service: "test", level: "debug", destination }), lines };
}

describe("logger redaction", () => {
  it("censors health data, keys and secrets at the top level and one level down", () => {
    const { logger, lines } = capture();
    logger.info(
      {
        runId: "r1",
        data: { labs: ["CANARY-1"] },
        webhookUrl: "https://x.example.com/CANARY-2",
        run: { result: "CANARY-3", apiKey: "CANARY-4", runId: "r1" },
        headers: { "x-api-key": "CANARY-5", authorization: "CANARY-6" },
      },
      "event",
    );
    expect(lines.join("")).not.toContain("CANARY");
    expect(JSON.parse(lines[0]!)).toMatchObject({ runId: "r1", data: "[redacted]", run: { runId: "r1" } });
  });

  it("logs errors by type and code, never by message", () => {
    const { logger, lines } = capture();
    const err = Object.assign(new Error("value CANARY-7 is not valid"), { code: "E_BAD" });
    logger.error({ err }, "failed");
    const line = JSON.parse(lines[0]!);
    expect(line.err).toMatchObject({ type: "Error", code: "E_BAD" });
    expect(lines.join("")).not.toContain("CANARY");
  });
});
