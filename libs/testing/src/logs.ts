import { Writable } from "node:stream";
import { createLogger, type Logger } from "@hds/platform";

/** A real service logger whose JSON lines are kept in memory, for canary tests. */
export function captureLogger(service: string): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      done();
    },
  });
  return { logger: createLogger({ service, level: "debug", destination }), lines };
}
