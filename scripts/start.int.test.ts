import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { join } from "node:path";
import { freePort } from "@hds/testing/servers";
import { afterEach, describe, expect, it } from "vitest";
import { ROOT } from "./lib/system.ts";

let child: ChildProcess | undefined;
afterEach(() => {
  child?.kill("SIGKILL");
});

function waitForOutput(proc: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<string> {
  let seen = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${seen.slice(-2000)}`)),
      timeoutMs,
    );
    proc.stdout!.on("data", (chunk: Buffer) => {
      seen += chunk.toString();
      if (pattern.test(seen)) {
        clearTimeout(timer);
        resolve(seen);
      }
    });
  });
}

describe("npm start", () => {
  it("brings the system up with private NATS and Redis, and its printed curl example gets a 200", async () => {
    const port = await freePort();
    const sinkPort = await freePort();
    child = spawn(join(ROOT, "node_modules/.bin/node"), [join(ROOT, "scripts/start.ts")], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        WEBHOOK_SINK_PORT: String(sinkPort),
        // Nothing listens there, so the command must start its own.
        NATS_URL: "nats://127.0.0.1:1",
        REDIS_URL: "redis://127.0.0.1:1",
        ADMIN_TOKEN: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const output = await waitForOutput(child, /See it all at once/, 60_000);
    expect(output).toContain("started private nats-server");
    expect(output).toContain("started private redis-server");
    const curl = output.slice(output.indexOf("curl -s")).split("\n\n")[0]!.replaceAll("\\\n", " ");
    const deadline = Date.now() + 30_000;
    let answer = "";
    while (Date.now() < deadline) {
      try {
        answer = execFileSync("sh", ["-c", curl], { encoding: "utf8" });
        if (answer.includes("runId")) break;
      } catch {
        // the gateway may still be starting
      }
      await new Promise((r) => setTimeout(r, 300));
    }
    expect(JSON.parse(answer)).toMatchObject({ status: "accepted", runId: expect.any(String) });
    const exited = new Promise<number | null>((resolve) => child!.once("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  }, 120_000);
});
