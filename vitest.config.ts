import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["@hds/source"] },
  ssr: { resolve: { conditions: ["@hds/source"] } },
  test: {
    include: [
      "scripts/**/*.test.ts",
      "libs/*/src/**/*.test.ts",
      "services/*/src/**/*.test.ts",
      "libs/*/test/**/*.test.ts",
      "services/*/test/**/*.test.ts",
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // In CI only: a test that kills processes and waits on real NATS/Redis timing gets one more
    // try when the 2-core machine is saturated. Locally every failure shows at once.
    retry: process.env.CI ? 1 : 0,
    env: { HDS_TEST: "1" },
    // The JSON report lets CI print "N passed, N failed".
    reporters: ["default", ["json", { outputFile: "test-results.json" }]],
  },
});
